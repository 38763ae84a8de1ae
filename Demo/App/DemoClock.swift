import CollectionView

/// The animation clock of the demo: another clock (the system's when
/// interactive, a ``ManualClock`` when headless) that can be paused and
/// stepped frame by frame. Thread-safe: the state is behind a lock.
final class DemoClock: AnimationClock {
    private struct State {
        /// The time shown while paused.
        var frozen: Duration?
        /// Time spent paused, taken off the base clock.
        var offset: Duration = .zero
    }

    /// The clock time runs on.
    let base: any AnimationClock
    private let state = LockedValue(State())

    /// A clock running on `base`.
    init(base: any AnimationClock) {
        self.base = base
    }

    /// The animation time: the base clock minus the time spent paused.
    var now: Duration {
        state.withLock { state in state.frozen ?? base.now - state.offset }
    }

    /// Whether the clock stands still.
    var isPaused: Bool { state.withLock { $0.frozen != nil } }

    /// Stops (`true`) or restarts the clock; restarting goes on from the paused time.
    func setPaused(_ paused: Bool) {
        let baseNow = base.now
        state.withLock { state in
            if paused, state.frozen == nil {
                state.frozen = baseNow - state.offset
            } else if !paused, let frozen = state.frozen {
                state.offset = baseNow - frozen
                state.frozen = nil
            }
        }
    }

    /// Moves a paused clock forward by `duration`; nothing while running.
    func step(by duration: Duration) {
        state.withLock { state in
            if let frozen = state.frozen { state.frozen = frozen + duration }
        }
    }
}

/// The time the last diff took, written on the update queue's thread and
/// read on the main actor when the batch lands. Thread-safe: a lock.
final class DiffStopwatch: Sendable {
    private let last = LockedValue<Duration?>(nil)

    /// The duration of the most recent diff.
    var lastDuration: Duration? { last.withLock { $0 } }

    /// Runs `body`, recording how long it took.
    func time<T>(_ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - start
            last.withLock { $0 = elapsed }
        }
        return try body()
    }
}
