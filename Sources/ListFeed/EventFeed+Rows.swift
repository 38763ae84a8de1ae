import CollectionView
import ListDiff
import ListInput

/// A feed's events as ``EventRow``s, and the order an `EventOptions`' sort gives them.
extension EventFeed {
    /// Applies `batch`'s events to `model` as ``EventRow``s, as one set of
    /// coalesced changes (a run without a view, a test). O(k log n) for k rows changed.
    public static func apply(_ batch: Batch, to model: inout LiveListModel<String, EventRow>) {
        apply(batch, to: &model, row: EventRow.init)
    }

    /// Records `event` into `changes` as an ``EventRow`` (``record(_:into:row:)``).
    public static func record(_ event: ChangeEvent, into changes: inout LiveChanges<EventRow>) {
        record(event, into: &changes, row: EventRow.init)
    }

    /// The order of `options`: by the sort field's value (`SortValue`:
    /// numbers as numbers, text naturally; descending with
    /// `EventOptions.descending`), else by arrival.
    public static func order(_ options: EventOptions) -> LiveListOrder<EventRow> {
        guard options.sort != nil else { return .arrival }
        return options.descending ? .descending(by: { $0.sortValue }) : .ascending(by: { $0.sortValue })
    }
}
