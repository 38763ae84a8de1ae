import ListDiff

extension LiveList: TableSortableList where Row: TableRow {
    /// Orders the rows by column `sort.column` of their cells
    /// (`LiveListOrder.table(_:previous:kind:)`, the column's kind the one
    /// most of its values are), ties by `previous`, as one batch: every row
    /// glides to its place within its section, sections keep theirs, the
    /// selection follows its row (``setOrder(_:)``). Returns how many rows
    /// have a value of the other kind (they sort after the others). O(n log n).
    @discardableResult
    public func sortTable(by sort: TableHeader.Sort, previous: TableHeader.Sort?) -> Int {
        let rows = model.sectionedRows.lazy.flatMap(\.rows)
        let (kind, others) = TableSortKey.Kind.majority(ofColumn: sort.column, in: rows)
        setOrder(.table(sort, previous: previous, kind: kind))
        return others
    }

    /// Holds the rows where they are shown now (`LiveListOrder.held(_:)`):
    /// they keep their places while their values update, and new rows go to
    /// the end of their section; ``sortTable(by:previous:)`` lets go. O(n).
    public func holdRanks() {
        setOrder(.held(model))
    }
}
