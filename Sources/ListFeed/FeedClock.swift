/// The clock a ``ChangeFeed`` waits on between restarts and times its runs
/// with: the real one in an app (``SystemFeedClock``), a ``ManualFeedClock``
/// in tests, so that a backoff of 30 s takes no time at all.
public protocol FeedClock: Sendable {
    /// The time now, from any fixed origin.
    var now: Duration { get }
    /// Returns once `duration` has passed on this clock.
    ///
    /// - Throws: `CancellationError` when the task is cancelled meanwhile.
    func sleep(for duration: Duration) async throws
}

/// The real clock: `ContinuousClock`, from when it was made.
public struct SystemFeedClock: FeedClock {
    private let origin = ContinuousClock.now

    /// A clock whose origin is now.
    public init() {}

    /// The time since the clock was made.
    public var now: Duration { ContinuousClock.now - origin }

    /// `Task.sleep(for:)`.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
