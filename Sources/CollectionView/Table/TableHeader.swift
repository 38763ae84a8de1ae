/// The header line of a table: the names of its columns, lined up over the
/// cells (in terminal cells: wide characters take two), the sort column
/// marked `▲` (ascending) or `▼` (descending), and which column a click on
/// the line falls in.
///
/// ```swift
/// var header = TableHeader(names: ["name", "phase", "restarts"], sort: .init(column: 2, descending: true))
/// var widths = header.labelWidths                       // at least the labels…
/// for cells in rows { /* …widened to the cells, as the rows are padded */ }
/// let line = header.line(widths: widths)                // "name    phase    restarts ▼"
/// header.sort = header.sort?.moved(by: 1, columns: header.names.count)
/// ```
///
/// The line keeps room for the marker after every name, so it does not shift
/// when the sort moves. A value: the screen keeps it in its state.
public struct TableHeader: Hashable, Sendable {
    /// Which column the rows are sorted by, and which way.
    public struct Sort: Hashable, Sendable {
        /// The column's index.
        public var column: Int
        /// Whether larger values go first (`▼`).
        public var descending: Bool

        /// A sort by column `column`.
        public init(column: Int, descending: Bool = false) {
            self.column = column
            self.descending = descending
        }

        /// The sort `offset` columns further (−1: the previous column), wrapping
        /// around `columns` columns, in the same direction.
        public func moved(by offset: Int, columns: Int) -> Sort {
            guard columns > 0 else { return self }
            let next = ((column + offset) % columns + columns) % columns
            return Sort(column: next, descending: descending)
        }

        /// The same column the other way.
        public var reversed: Sort { Sort(column: column, descending: !descending) }
    }

    /// The columns' names, in order.
    public var names: [String]
    /// The sort column, `nil` when the rows are in another order (arrival).
    public var sort: Sort?
    /// Blank cells between two columns (the rows' gap).
    public var gap: Int

    /// The marker of an ascending sort.
    public static let ascendingMarker = "▲"
    /// The marker of a descending sort.
    public static let descendingMarker = "▼"

    /// A header naming `names`, sorted by `sort`, columns `gap` cells apart.
    public init(names: [String], sort: Sort? = nil, gap: Int = 2) {
        self.names = names
        self.sort = sort
        self.gap = gap
    }

    /// The sort after a click on column `column`: that column ascending, or
    /// the other way if it already is the sort column (as in a spreadsheet).
    public func sortAfterClick(on column: Int) -> Sort {
        if let sort, sort.column == column { return sort.reversed }
        return Sort(column: column)
    }

    /// The label of column `index`: its name, then the marker if it is the sort column.
    public func label(_ index: Int) -> String {
        guard names.indices.contains(index) else { return "" }
        guard let sort, sort.column == index else { return names[index] }
        return names[index] + " " + (sort.descending ? Self.descendingMarker : Self.ascendingMarker)
    }

    /// The width each column needs for its label, marker room included
    /// (the name, a space and the marker): a table's columns are at least
    /// this wide, so the cells line up under the labels. O(names).
    public var labelWidths: [Int] {
        names.map { TerminalWidth.of($0) + 2 }
    }

    /// The header line over columns of `widths` (the widths of the cells'
    /// columns, each but the last; a missing one counts as its label's),
    /// after `indent` blanks. The last label is not padded. O(names).
    public func line(widths: [Int], indent: Int = 0) -> String {
        var text = String(repeating: " ", count: max(indent, 0))
        for index in names.indices {
            let label = label(index)
            text += label
            guard index < names.count - 1 else { break }
            let width = max(index < widths.count ? widths[index] : 0, labelWidths[index])
            text += String(repeating: " ", count: max(width - TerminalWidth.of(label), 0) + gap)
        }
        return text
    }

    /// The column whose label (or the blanks after it) is at cell `x` of
    /// ``line(widths:indent:)``, `nil` left of the first or past the line's
    /// last label. O(names).
    public func column(atX x: Int, widths: [Int], indent: Int = 0) -> Int? {
        var start = max(indent, 0)
        guard x >= start else { return nil }
        for index in names.indices {
            let width = max(index < widths.count ? widths[index] : 0, labelWidths[index])
            let end = index < names.count - 1 ? start + width + gap : start + TerminalWidth.of(label(index))
            if x < end { return index }
            start = end
        }
        return nil
    }
}
