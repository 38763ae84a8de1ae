import CollectionView

/// How rows of `demo watch --events` are drawn: each cell but the last
/// padded to the next tab stop (every 8 columns, at least two spaces after
/// it), indented under section headers; cut with `…` only where lines are printed (`width`).
///
/// Tab stops, not widths measured on the list: the view keeps what it drew
/// of a row until the row changes, so a row's line must depend on the row
/// alone, or rows drawn before a wider cell arrived would stay misaligned.
@MainActor
final class EventLook {
    /// The columns between tab stops.
    static let tabStop = 8
    /// The width lines are cut to with `…` (`nil`: no limit): for `--headless`, which prints lines. On the screen
    /// it stays `nil`: the view cuts rows at each frame to the width it has then, which a line cut once would not
    /// follow when the window widens.
    var width: Int?

    /// A row's line.
    func row(_ row: EventRow) -> StyledText {
        StyledText(line(row))
    }

    /// A row's text: indented when it is in a section. O(cells).
    func line(_ row: EventRow) -> String {
        var text = row.section.isEmpty ? "" : "  "
        for (index, cell) in row.cells.enumerated() {
            let cell = WatchFormat.safe(cell, limit: 200)
            text += cell
            guard index < row.cells.count - 1 else { break }
            let cellWidth = TerminalWidth.of(cell)
            let padded = (cellWidth + 2 + Self.tabStop - 1) / Self.tabStop * Self.tabStop
            text += String(repeating: " ", count: padded - cellWidth)
        }
        guard let width, TerminalWidth.of(text) > width else { return text }
        return TerminalWidth.truncated(text, toWidth: width)
    }
}
