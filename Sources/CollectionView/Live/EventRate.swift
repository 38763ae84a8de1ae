/// Change events per second over a sliding window on the screen's clock:
/// what a title line shows of a feed, and ``LiveListStatistics/eventsPerSecond``.
///
/// Counts go into quarter-second buckets; the rate is the count of the last
/// eight whole buckets (two seconds) halved, so it follows the feed within a
/// quarter of a second without jumping with every 100 ms report, and it
/// falls to 0 two seconds after the last event whether or not anything else
/// happens (``nextChange(after:)`` says when to look again).
public struct EventRate: Hashable, Sendable {
    /// The width of a bucket.
    public static let bucket: Duration = .milliseconds(250)
    /// The buckets the window spans (two seconds).
    public static let window = 8

    /// The buckets with events, oldest first; none older than the window.
    public private(set) var buckets: [Bucket] = []

    /// No event yet.
    public init() {}

    /// The events of one bucket.
    public struct Bucket: Hashable, Sendable {
        /// The bucket's number: its start is `index` × ``EventRate/bucket``.
        public var index: Int
        /// The events counted in it.
        public var count: Int
    }

    /// The bucket `time` falls in.
    public static func index(of time: Duration) -> Int {
        Int((time / bucket).rounded(.down))
    }

    /// Counts `count` events at `time` (times never go back). O(1) amortised.
    public mutating func add(_ count: Int, at time: Duration) {
        forget(before: time)
        guard count > 0 else { return }
        let index = Self.index(of: time)
        if let last = buckets.last, last.index >= index {
            buckets[buckets.count - 1].count += count
        } else {
            buckets.append(Bucket(index: index, count: count))
        }
    }

    /// Drops the buckets that have left the window at `now`. O(dropped).
    public mutating func forget(before now: Duration) {
        let oldest = Self.index(of: now) - Self.window
        if let stale = buckets.firstIndex(where: { $0.index >= oldest }) {
            buckets.removeFirst(stale)
        } else {
            buckets.removeAll()
        }
    }

    /// Events per second at `now`: the whole buckets of the last two seconds
    /// (the bucket under way is still counting). O(window).
    public func perSecond(at now: Duration) -> Int {
        let current = Self.index(of: now)
        let total = buckets.reduce(0) { $0 + ($1.index >= current - Self.window && $1.index < current ? $1.count : 0) }
        let seconds = Double(Self.window) * (Self.bucket / .seconds(1))
        return Int((Double(total) / seconds).rounded())
    }

    /// The next time after `now` the rate can change (the next bucket's
    /// start), `nil` once no event is left in the window: then the rate is 0
    /// until an event comes. O(1).
    public func nextChange(after now: Duration) -> Duration? {
        guard let last = buckets.last else { return nil }
        let current = Self.index(of: now)
        // The last bucket with events leaves the window at index last + window + 1.
        guard current <= last.index + Self.window else { return nil }
        return Self.bucket * (current + 1)
    }
}
