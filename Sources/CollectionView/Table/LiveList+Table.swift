import ListDiff

extension LiveList: TableSortableList where Row: TableRow {
    /// Orders the rows by column `sort.column` of their cells
    /// (`LiveListOrder.table(_:previous:kind:)`, the column's kind the one
    /// most of its values are), ties by `previous`, as one batch: every row
    /// glides to its place within its section, sections keep theirs, the
    /// selection follows its row (``setOrder(_:)``). Returns how many rows
    /// have a value of the other kind (they sort after the others).
    ///
    /// It reads the column of every row on the UI thread to return that
    /// count at once (O(n)); ``sortTable(by:previous:mismatches:)`` reads it
    /// on the worker with the sort. O(n log n).
    @discardableResult
    public func sortTable(by sort: TableHeader.Sort, previous: TableHeader.Sort?) -> Int {
        let rows = model.sectionedRows.lazy.flatMap(\.rows)
        let (kind, others) = TableSortKey.Kind.majority(ofColumn: sort.column, in: rows)
        setOrder(.table(sort, previous: previous, kind: kind))
        return others
    }

    /// ``sortTable(by:previous:)`` with the column's kind found on the
    /// worker (from the rows as they are when the sort is computed),
    /// with the sort: the UI thread does O(1) now, and `mismatches` is told
    /// the count of rows of the other kind once the sort's batch has started.
    public func sortTable(
        by sort: TableHeader.Sort, previous: TableHeader.Sort?, mismatches: @escaping @MainActor @Sendable (Int) -> Void
    ) {
        let column = sort.column
        setOrder(PendingOrder(make: { model in
            let (kind, others) = TableSortKey.Kind.majority(ofColumn: column, in: model.sectionedRows.lazy.flatMap(\.rows))
            return (.table(sort, previous: previous, kind: kind), others)
        }, follows: false, landed: mismatches))
    }

    /// Holds the rows where they are shown (`LiveListOrder.held(_:)`): they
    /// keep their places while their values update, and new rows go to the
    /// end of their section; ``sortTable(by:previous:)`` lets go. The ranks
    /// are read where the order is computed (on the worker when there is
    /// one), from the list in the newest order asked: a hold asked while a
    /// re-sort still computes holds that re-sort's order. O(n), off the UI
    /// thread with a worker.
    public func holdRanks() {
        setOrder(PendingOrder(make: { model in (.held(model), 0) }, follows: true, landed: nil))
    }
}
