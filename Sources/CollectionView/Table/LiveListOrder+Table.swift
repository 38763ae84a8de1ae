import ListDiff

extension LiveListOrder where Row: TableRow {
    /// The order of a table sorted by column `sort.column` of its rows'
    /// cells (`SortValue.init(cell:)`: numbers as numbers, text naturally),
    /// in `sort`'s direction; values of another kind than `kind` after the
    /// others; ties by the `previous` sort's column in its own direction (as
    /// a spreadsheet keeps the previous order among equal values), then by
    /// identity; rows without the value (an empty or missing cell) last.
    ///
    /// ```swift
    /// live.setOrder(.table(TableHeader.Sort(column: 1), previous: TableHeader.Sort(column: 2, descending: true)))
    /// ```
    ///
    /// Each row's key is read once per upsert: O(1) per row beside the list's own O(log n).
    public static func table(_ sort: TableHeader.Sort, previous: TableHeader.Sort? = nil,
                             kind: TableSortKey.Kind = .number) -> LiveListOrder<Row> {
        let column = sort.column
        let descending = sort.descending
        let previousColumn = previous?.column
        let previousDescending = previous?.descending ?? false
        return .ascending { (row: Row) -> TableSortKey? in
            let cells = row.cells
            guard cells.indices.contains(column), let value = SortValue(cell: cells[column]) else { return nil }
            let before = previousColumn.flatMap { cells.indices.contains($0) ? SortValue(cell: cells[$0]) : nil }
            return TableSortKey(value, kind: kind, descending: descending, previous: before, previousDescending: previousDescending)
        }
    }
}

extension LiveListOrder where Row: Differentiable & Sendable, Row.DifferenceIdentifier: Comparable & Sendable {
    /// The order that holds the rows of `model` where they are shown now
    /// (their ranks read once): a row keeps its place whatever its values
    /// become, and a row without a place (new, or hidden now) goes to the end
    /// of its section (such rows by identity among themselves). What a
    /// table's `H` sets (``TableState/Action/hold``). O(n).
    public static func held<SectionKey>(_ model: LiveListModel<SectionKey, Row>) -> LiveListOrder<Row> {
        var ranks: [Row.DifferenceIdentifier: Int] = [:]
        ranks.reserveCapacity(model.numberOfRows)
        var rank = 0
        for section in model.sectionedRows {
            for row in section.rows {
                ranks[row.differenceIdentifier] = rank
                rank += 1
            }
        }
        let held = ranks
        return .ascending { (row: Row) -> Int? in held[row.differenceIdentifier] }
    }
}
