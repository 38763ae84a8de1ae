import CollectionView

extension Canvas {
    /// Copies `grid` onto this canvas with its top-left corner at (`x`, `y`);
    /// blank plain cells are skipped (the canvas is blank where nothing was drawn).
    mutating func blit(_ grid: GridCanvas, x: Int, y: Int) {
        for (row, cells) in grid.cells.enumerated() {
            for (column, cell) in cells.enumerated() {
                guard let glyph = cell.glyph, glyph != " " || cell.style != .plain else { continue }
                let wide = column + 1 < cells.count && cells[column + 1].glyph == nil
                let width = wide ? 2 : 1
                guard x + column >= 0, x + column + width <= size.columns else { continue }
                putGlyph(glyph, width: width, x: x + column, y: y + row, style: cell.style)
            }
        }
    }

    /// Draws `text`'s first line from (`x`, `y`), each span with `base` laid over
    /// its style, clipped to `width` cells; returns the cells drawn.
    @discardableResult
    mutating func put(_ text: StyledText, x: Int, y: Int, width: Int, base: Style = .plain) -> Int {
        var column = x
        for span in text.lines.first ?? [] {
            guard column < x + width else { break }
            var style = span.style
            if base.reverse { style.reverse = true }
            if base.bold { style.bold = true }
            if base.underline { style.underline = true }
            if base.background != .default { style.background = base.background }
            if base.foreground != .default { style.foreground = base.foreground }
            column += put(span.text, x: column, y: y, style: style, clip: x..<(x + width))
        }
        return column - x
    }

    /// A whole line of `style` across `width` cells from `x`.
    mutating func bar(x: Int = 0, y: Int, width: Int, style: Style) {
        fill(x: x, y: y, count: width, style: style)
    }
}

/// Text cut to a number of cells, with an ellipsis when it was longer.
func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard TerminalWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
        let w = TerminalWidth.of(character)
        if used + w > width - 1 { break }
        result.append(character)
        used += w
    }
    return result + "…"
}
