/// How long a feed waits before it starts its command again
/// (``ChangeFeed``'s restart): `initial` after the first exit, doubling
/// after each exit up to `maximum`, and back to `initial` once a run has
/// lasted `resetAfter` (it worked: the next exit is a fresh failure). With
/// the defaults: 1, 2, 4, 8, 16, 30, 30 … seconds, 1 s again after a
/// minute of success.
///
/// ```swift
/// var backoff = RestartBackoff()
/// backoff.delay(afterRunLasting: .seconds(2))    // 1 s
/// backoff.delay(afterRunLasting: .seconds(2))    // 2 s
/// backoff.delay(afterRunLasting: .seconds(90))   // 1 s: the run lasted over a minute
/// ```
public struct RestartBackoff: Hashable, Sendable {
    /// The first wait, and the wait after a run that lasted ``resetAfter``. Default 1 s.
    public var initial: Duration
    /// The longest wait. Default 30 s.
    public var maximum: Duration
    /// A run that lasted this long resets the wait to ``initial``. Default 60 s.
    public var resetAfter: Duration
    /// The wait after the next exit (of a short run).
    public private(set) var next: Duration

    /// A backoff; see the properties.
    public init(initial: Duration = .seconds(1), maximum: Duration = .seconds(30), resetAfter: Duration = .seconds(60)) {
        self.initial = initial
        self.maximum = maximum
        self.resetAfter = resetAfter
        next = initial
    }

    /// The wait before the next start, after a run that lasted `duration`;
    /// the wait after that doubles (up to ``maximum``). O(1).
    public mutating func delay(afterRunLasting duration: Duration) -> Duration {
        if duration >= resetAfter { next = initial }
        let delay = min(next, maximum)
        next = min(next * 2, maximum)
        return delay
    }
}
