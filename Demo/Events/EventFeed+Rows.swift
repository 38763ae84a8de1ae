import CollectionView
import ListDiff
import ListFeed
import ListInput

/// The rows of `demo watch --events` from the library's feed, and the
/// orders its keys sort them in.
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

    /// The order of a table sorted by column `sort.column` of the rows' cells
    /// (``SortValue/init(cell:)``: numbers as numbers, text naturally), values of
    /// another kind than `kind` after the others, ties by the `previous` sort's column,
    /// then the key; rows without the value last.
    static func order(_ sort: TableHeader.Sort, previous: TableHeader.Sort?, kind: TableSortKey.Kind) -> LiveListOrder<EventRow> {
        let column = sort.column
        let descending = sort.descending
        let previousColumn = previous?.column
        let previousDescending = previous?.descending ?? false
        return .ascending { (row: EventRow) -> TableSortKey? in
            guard column < row.cells.count, let value = SortValue(cell: row.cells[column]) else { return nil }
            let before = previousColumn.flatMap { $0 < row.cells.count ? SortValue(cell: row.cells[$0]) : nil }
            return TableSortKey(value, kind: kind, descending: descending, previous: before, previousDescending: previousDescending)
        }
    }

    /// The order that holds the rows of `model` where they are shown now
    /// (ranks read once): a row keeps its place whatever its values become,
    /// and a row without a place (new, or hidden now) goes to the end of its
    /// section. O(n).
    static func heldOrder(of model: LiveListModel<String, EventRow>) -> LiveListOrder<EventRow> {
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(model.numberOfRows)
        var rank = 0
        for section in model.sectionedRows {
            for row in section.rows {
                ranks[row.id] = rank
                rank += 1
            }
        }
        let held = ranks
        return .ascending { (row: EventRow) -> Int? in held[row.id] }
    }

    /// The kind most of `rows`' values in column `column` are (numbers on a
    /// tie), and how many are of the other kind. O(rows).
    static func kind(ofColumn column: Int, in rows: some Sequence<EventRow>) -> (kind: TableSortKey.Kind, others: Int) {
        var numbers = 0
        var texts = 0
        for row in rows where column < row.cells.count {
            switch SortValue(cell: row.cells[column]) {
            case .number?: numbers += 1
            case .string?: texts += 1
            case nil: break
            }
        }
        return numbers >= texts ? (.number, texts) : (.text, numbers)
    }

    /// The order of `options`: by the sort field (ascending or descending), else by arrival.
    static func order(_ options: EventOptions) -> LiveListOrder<EventRow> {
        guard options.sort != nil else { return .arrival }
        return options.descending ? .descending(by: { $0.sortValue }) : .ascending(by: { $0.sortValue })
    }
}
