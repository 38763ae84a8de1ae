import ListDiff

/// The feed as values, and the selection in the app's own type.
extension LiveList {
    /// Hands over `change` (an upsert, a delete or a resync), as
    /// ``upsert(_:)``, ``delete(_:)`` and ``resync(_:)`` do. O(1) expected,
    /// O(rows) for a resync; never waits for the screen.
    public nonisolated func send(_ change: LiveChange<Row>) {
        send(CollectionOfOne(change))
    }

    /// Hands over several changes at once, in order, under one lock (a chunk
    /// of a feed, the events of one poll). They are coalesced outside the
    /// lock first, so the screen never waits on a long chunk or a resync.
    /// O(changes + rows of the resyncs) expected.
    public nonisolated func send(_ changes: some Sequence<LiveChange<Row>>) {
        var batch = LiveChanges<Row>()
        for change in changes { batch.record(change) }
        guard batch.received > 0 else { return }
        send { $0.append(batch) }
    }

    /// The identity of the selected row, or `nil` when no row is selected. O(1).
    public var selectedRowID: ID? {
        view.selectedItemID?.base as? ID
    }

    /// The selected row as the list holds it now (its current content), or
    /// `nil` when no row is selected: what an app deletes, opens or edits
    /// when the user acts on the selection. O(log n).
    public var selectedRow: Row? {
        selectedRowID.flatMap { model.row(withID: $0) }
    }
}
