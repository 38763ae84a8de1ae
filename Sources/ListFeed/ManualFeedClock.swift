import CollectionView

/// A ``FeedClock`` that moves only when told (``advance(by:)``): a test
/// checks a feed's backoff (every wait it asked for, ``sleepRequests``)
/// without waiting for it.
///
/// ```swift
/// let clock = ManualFeedClock()
/// let feed = ChangeFeed(source: .command(["sh", "-c", "exit 1"]), reader: reader, restart: RestartBackoff(), clock: clock)
/// // … once the command has exited, the feed sleeps:
/// clock.sleepRequests            // [1 s]
/// clock.advance(by: .seconds(1)) // and it runs the command again
/// ```
public final class ManualFeedClock: FeedClock {
    private struct Sleeper: Sendable {
        var id: Int
        var deadline: Duration
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State: Sendable {
        var now: Duration
        var sleepers: [Sleeper] = []
        var requests: [Duration] = []
        /// Sleeps cancelled before they were registered.
        var cancelled: Set<Int> = []
        var nextID = 0
    }

    private let state: LockedValue<State>

    /// A clock at `now`.
    public init(now: Duration = .zero) {
        state = LockedValue(State(now: now))
    }

    /// The time now: moved only by ``advance(by:)``.
    public var now: Duration { state.withLock { $0.now } }

    /// Every wait asked of the clock so far, in order.
    public var sleepRequests: [Duration] { state.withLock { $0.requests } }

    /// How many sleeps are waiting now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Moves the time on by `duration`, waking every sleep that is due then. O(sleepers).
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now += duration
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once the clock has been advanced by `duration` (at once for none).
    ///
    /// - Throws: `CancellationError` when the task is cancelled meanwhile.
    public func sleep(for duration: Duration) async throws {
        let id = state.withLock { state -> Int in
            state.requests.append(duration)
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Bool? in
                    if state.cancelled.remove(id) != nil { return false }
                    if duration <= .zero { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: state.now + duration, continuation: continuation))
                    return nil
                }
                switch outcome {
                case true?: continuation.resume()
                case false?: continuation.resume(throwing: CancellationError())
                case nil: break
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}
