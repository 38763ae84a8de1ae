/// Cells laid out in aligned columns, measured in terminal cells: a CJK
/// character or an emoji takes two, a combining accent none (the widths
/// of ``TerminalWidth``), so a column lines up on screen, not merely in
/// `String.count`.
///
/// ```swift
/// var columns = TextColumns(alignments: [.trailing, .leading, .trailing])
/// for process in processes { columns.widen(toFit: process.cells) }
/// let row = { (process: Process) in StyledText(columns.line(process.cells)) }
/// ```
///
/// Cells are `spacing` cells apart. A cell shorter than its column is padded
/// with spaces (after it when leading, before it when trailing); the last
/// cell of a line gets no padding after it, so lines carry no trailing
/// blanks. A cell wider than its column is cut with `…` (a wide glyph is
/// never halved). Cells beyond the known columns are appended unpadded.
public struct TextColumns: Hashable, Sendable {
    /// Each column's width in terminal cells.
    public private(set) var widths: [Int]
    /// Where a cell sits in a column wider than it (`.trailing` for
    /// numbers); a column without one is `.leading`.
    public var alignments: [TextAlignment]
    /// Blank cells between two columns.
    public let spacing: Int

    /// Columns of the given widths.
    ///
    /// - Precondition: no width and no spacing is negative (a layout bug, not input).
    public init(widths: [Int] = [], alignments: [TextAlignment] = [], spacing: Int = 2) {
        precondition(spacing >= 0 && widths.allSatisfy { $0 >= 0 }, "TextColumns: negative width or spacing")
        self.widths = widths
        self.alignments = alignments
        self.spacing = spacing
    }

    /// Columns just wide enough for every cell of `rows`.
    ///
    /// - Complexity: O(cells).
    public init(fitting rows: some Sequence<[String]>, alignments: [TextAlignment] = [], spacing: Int = 2) {
        self.init(alignments: alignments, spacing: spacing)
        for cells in rows { widen(toFit: cells) }
    }

    /// Widens the columns (never narrows them) so that `cells` fit; adds
    /// columns for cells beyond the known ones.
    ///
    /// - Complexity: O(length of the cells).
    public mutating func widen(toFit cells: [String]) {
        for (index, cell) in cells.enumerated() {
            let width = TerminalWidth.of(cell)
            if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
        }
    }

    /// `cells` on one line, padded to the columns.
    ///
    /// - Complexity: O(length of the cells).
    public func line(_ cells: [String]) -> String {
        var line = ""
        for (index, cell) in cells.enumerated() {
            let placed = place(cell, at: index, isLast: index == cells.count - 1)
            if index > 0 { line += String(repeating: " ", count: spacing) }
            line += String(repeating: " ", count: placed.before) + placed.text + String(repeating: " ", count: placed.after)
        }
        return line
    }

    /// `cells` on one line, padded to the columns, each keeping its style
    /// (padding and spacing are plain).
    ///
    /// - Complexity: O(length of the cells).
    public func line(_ cells: [StyledText.Span]) -> StyledText {
        var spans: [StyledText.Span] = []
        var blank = 0
        for (index, cell) in cells.enumerated() {
            let placed = place(cell.text, at: index, isLast: index == cells.count - 1)
            blank += (index > 0 ? spacing : 0) + placed.before
            if blank > 0 { spans.append(StyledText.Span(String(repeating: " ", count: blank))) }
            spans.append(StyledText.Span(placed.text, style: cell.style))
            blank = placed.after
        }
        return StyledText(spans: spans)
    }

    /// The cell's text (cut to its column) and the blanks before and after it.
    private func place(_ cell: String, at index: Int, isLast: Bool) -> (before: Int, text: String, after: Int) {
        guard index < widths.count else { return (0, cell, 0) }
        let text = TerminalWidth.truncated(cell, toWidth: widths[index])
        let pad = widths[index] - TerminalWidth.of(text)
        let alignment = index < alignments.count ? alignments[index] : .leading
        switch alignment {
        case .leading: return (0, text, isLast ? 0 : pad)
        case .trailing: return (pad, text, 0)
        }
    }
}
