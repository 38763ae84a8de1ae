/// What a ``LiveList`` has taken in and shown, for a title line or a benchmark.
public struct LiveListStatistics: Hashable, Sendable {
    /// Changes flushed, counted before coalescing (each upsert, delete and resync once).
    public var received = 0
    /// Batches started on the view.
    public var batches = 0
    /// Rows in the list after the last flush.
    public var rows = 0
    /// Changes handed to the list per second (``EventRate``: the last two
    /// seconds on the view's clock, counted as they are handed over, before
    /// coalescing, paused or not): the feed's rate. It falls to 0 two
    /// seconds after the last change; a title that shows it is refreshed on
    /// a timer.
    public var eventsPerSecond = 0

    /// Nothing yet.
    public init() {}
}
