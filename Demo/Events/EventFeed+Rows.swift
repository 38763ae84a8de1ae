import CollectionView
import ListDiff
import ListFeed
import ListInput

/// The rows of `demo watch --events` from the library's feed, and the
/// order `--sort` gives them (the keys' orders are the library table's:
/// `LiveListOrder.table(_:previous:kind:)`, `LiveListOrder.held(_:)`).
extension EventFeed {
    /// Applies `batch`'s events to `model` as one set of coalesced changes (what
    /// the headless run and the tests do without a view). O(k log n) for k rows changed.
    static func apply(_ batch: Batch, to model: inout LiveListModel<String, EventRow>) {
        apply(batch, to: &model, row: EventRow.init)
    }

    /// Records `event` into `changes` (``EventFeed/record(_:into:row:)`` with ``EventRow``).
    static func record(_ event: ChangeEvent, into changes: inout LiveChanges<EventRow>) {
        record(event, into: &changes, row: EventRow.init)
    }

    /// The order of `options`: by the sort field (ascending or descending), else by arrival.
    static func order(_ options: EventOptions) -> LiveListOrder<EventRow> {
        guard options.sort != nil else { return .arrival }
        return options.descending ? .descending(by: { $0.sortValue }) : .ascending(by: { $0.sortValue })
    }
}
