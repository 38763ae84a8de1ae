import CollectionView

/// How rows of `demo watch --events` are drawn: cells in aligned columns
/// (widths only grow, as rows with wider cells are drawn), indented under
/// section headers, cut to the screen's width with `…`.
@MainActor
final class EventLook {
    /// Each column's width so far.
    private(set) var widths: [Int] = []
    /// The width of the list (`nil`: no limit).
    var width: Int?

    /// A row's line.
    func row(_ row: EventRow) -> StyledText {
        StyledText(line(row))
    }

    /// A row's text: indented when it is in a section.
    func line(_ row: EventRow) -> String {
        for (index, cell) in row.cells.enumerated() {
            let cellWidth = TerminalWidth.of(cell)
            if index == widths.count { widths.append(cellWidth) } else { widths[index] = max(widths[index], cellWidth) }
        }
        var text = row.section.isEmpty ? "" : "  "
        for (index, cell) in row.cells.enumerated() {
            if index > 0 { text += "  " }
            text += cell
            if index < row.cells.count - 1 { text += String(repeating: " ", count: widths[index] - TerminalWidth.of(cell)) }
        }
        guard let width, TerminalWidth.of(text) > width else { return text }
        return TerminalWidth.truncated(text, toWidth: width)
    }
}
