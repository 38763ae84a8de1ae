import CollectionView
import ListFeed

/// How rows of `demo watch --events` are drawn: cells in ``columns``, two
/// spaces apart, indented under section headers; cut with `…` only where
/// lines are printed (`width`).
///
/// The columns are what the screen's state says (``EventsState/columns``,
/// measured where rows are read): when they widen, the screen sets them
/// here and asks the view to draw its rows again (`reconfigureRows()`),
/// since the view keeps what it drew of a row until the row changes. A row
/// drawn before its own cells' widths reached the state is padded at least
/// by the gap, and lines up once they do.
@MainActor
final class EventLook {
    /// The width lines are cut to with `…` (`nil`: no limit): for `--headless`, which prints lines. On the screen
    /// it stays `nil`: the view cuts rows at each frame to the width it has then, which a line cut once would not
    /// follow when the window widens.
    var width: Int?
    /// The columns cells are laid in.
    var columns = EventColumns()
    /// The blanks before a row of a section (under its header).
    nonisolated static let indent = 2

    /// A row's line.
    func row(_ row: EventRow) -> StyledText {
        StyledText(line(row))
    }

    /// A row's text: indented when it is in a section, each cell but the last padded to its column. O(cells).
    func line(_ row: EventRow) -> String {
        var text = row.section.isEmpty ? "" : String(repeating: " ", count: Self.indent)
        for (index, cell) in row.cells.enumerated() {
            let (cell, cellWidth) = EventColumns.drawn(cell)
            text += cell
            guard index < row.cells.count - 1 else { break }
            text += String(repeating: " ", count: max(columns.width(index) - cellWidth, 0) + EventColumns.gap)
        }
        guard let width, TerminalWidth.of(text) > width else { return text }
        return TerminalWidth.truncated(text, toWidth: width)
    }
}
