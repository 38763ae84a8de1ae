import ListDiff

extension TableSortKey.Kind {
    /// The kind most of `rows`' values in column `column` are (numbers on a
    /// tie, and for a column with no value), and how many values are of the
    /// other kind (they sort after the others, and count as problems). Empty
    /// and missing cells count for neither. O(rows).
    public static func majority<Row: TableRow>(ofColumn column: Int, in rows: some Sequence<Row>) -> (kind: Self, others: Int) {
        var numbers = 0
        var texts = 0
        for row in rows {
            let cells = row.cells
            guard cells.indices.contains(column) else { continue }
            switch SortValue(cell: cells[column]) {
            case .number?: numbers += 1
            case .string?: texts += 1
            case nil: break
            }
        }
        return numbers >= texts ? (.number, texts) : (.text, numbers)
    }
}
