/// What a ``LiveList`` has taken in and shown, for a title line or a benchmark.
public struct LiveListStatistics: Hashable, Sendable {
    /// Changes flushed, counted before coalescing (each upsert, delete and resync once).
    public var received = 0
    /// Batches started on the view.
    public var batches = 0
    /// Rows in the list after the last flush.
    public var rows = 0

    /// Nothing yet.
    public init() {}
}
