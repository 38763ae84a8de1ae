import ListDiff

/// A row of a table: its cells, in the order of the table's columns, as
/// text. What a ``TableState``'s sort reads: a cell that reads as a number
/// sorts as a number, other text naturally (`SortValue.init(cell:)`), and an
/// empty cell counts as a missing value (after all the others).
///
/// ```swift
/// struct Pod: TableRow {
///     var name: String, phase: String, restarts: Int
///     var differenceIdentifier: String { name }
///     var cells: [String] { [name, phase, "\(restarts)"] }
/// }
/// let pods = LiveList<String, Pod>(section: { _ in "" }, order: .table(TableHeader.Sort(column: 2, descending: true)),
///                                  header: { StyledText($0) }, row: { StyledText($0.cells.joined(separator: "  ")) })
/// ```
public protocol TableRow: Differentiable, Sendable {
    /// The row's cells, one per column of the table (a missing one sorts last).
    var cells: [String] { get }
}
