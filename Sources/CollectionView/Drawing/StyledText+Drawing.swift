/// Where a line of text sits in the width it is given.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// Against the right edge.
    case trailing
}

extension StyledText {
    /// Cells the first line takes.
    ///
    /// Complexity: O(n) in the line's length.
    public var firstLineWidth: Int {
        (lines.first ?? []).reduce(0) { $0 + TerminalWidth.of($1.text) }
    }

    /// The first line cut to at most `width` cells: unchanged when it fits,
    /// else the spans that fit followed by "…" in the style of the span it
    /// cuts (see ``TerminalWidth/truncated(_:toWidth:)``).
    ///
    /// Complexity: O(n) in the line's length.
    public func truncated(toWidth width: Int) -> StyledText {
        let line = lines.first ?? []
        guard firstLineWidth > width else { return StyledText(spans: line) }
        guard width > 0 else { return StyledText(spans: []) }
        var kept: [Span] = []
        var room = width - 1  // one cell for the ellipsis
        for span in line {
            let cells = TerminalWidth.of(span.text)
            if cells <= room {
                kept.append(span)
                room -= cells
                continue
            }
            var part = ""
            for character in span.text {
                let w = TerminalWidth.of(character)
                if w > room { break }
                part.append(character)
                room -= w
            }
            kept.append(Span(part + "…", style: span.style))
            return StyledText(spans: kept)
        }
        // Only reached when every span fitted the room before the ellipsis (cannot happen when too wide).
        return StyledText(spans: kept)
    }
}

extension Canvas {
    /// Draws the first line of `text` on row `y`, in the `width` cells from
    /// column `x` (to the canvas's right edge when `width` is `nil`): cut with
    /// "…" when it is longer, against the left or right edge, with `base`
    /// laid over every span (its colours win where it has them; bold, dim,
    /// reverse and underline add up). Cells of the width the text does not
    /// cover are left as they are: fill them first for a bar.
    ///
    /// - Returns: the cells drawn.
    /// - Complexity: O(n) in the line's length.
    @discardableResult
    public mutating func draw(
        _ text: StyledText, x: Int = 0, y: Int, width: Int? = nil,
        alignment: TextAlignment = .leading, base: Style = .plain
    ) -> Int {
        let room = max(width ?? (size.columns - x), 0)
        let shown = text.truncated(toWidth: room)
        let cells = shown.firstLineWidth
        var column = alignment == .leading ? x : x + room - cells
        let clip = x..<(x + room)
        for span in shown.lines.first ?? [] {
            column += put(span.text, x: column, y: y, style: StyleEffects.overlay(base, on: span.style), clip: clip)
        }
        return cells
    }
}
