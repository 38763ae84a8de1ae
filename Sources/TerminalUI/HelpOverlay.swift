import CollectionView

/// The `?` overlay: lines of help (every key of a screen, generated from its
/// key maps: a `KeyGuide`'s `help`) in a framed box, centred on the canvas,
/// cut to what fits: a list too long for the terminal ends with a line that
/// says so; a canvas too small for a box (under 11 × 4 cells) gets none.
///
/// ```swift
/// if showsHelp { HelpOverlay.draw(on: &canvas, title: "myapp — keys", help: screen.keyGuide.help) }
/// ```
public enum HelpOverlay {
    /// Draws the box on `canvas`: `title`, then each line of `help` (generated from key maps). O(lines).
    public static func draw<C: Canvas>(on canvas: inout C, title: String, help: [KeyHelp]) {
        draw(on: &canvas, title: title, lines: help.map { ($0.keys, $0.text) })
    }

    /// Draws the box on `canvas`: `title`, then each key and its meaning
    /// (bold keys in a column, or each meaning after its key when the
    /// column does not fit). O(lines).
    public static func draw<C: Canvas>(on canvas: inout C, title: String, lines: [(String, String)]) {
        let size = canvas.size
        let keyWidth = lines.map { TerminalWidth.of($0.0) }.max() ?? 0
        let textWidth = lines.map { TerminalWidth.of($0.1) }.max() ?? 0
        let width = min(max(keyWidth + textWidth + 6, TerminalWidth.of(title) + 4), size.columns - 2)
        let height = min(lines.count + 4, size.rows - 2)
        guard width > 10, height > 3 else { return }
        let left = (size.columns - width) / 2
        let top = (size.rows - height) / 2
        let frame = Style(bold: true)
        for y in top..<(top + height) { canvas.fill(x: left, y: y, count: width, style: .plain) }
        canvas.put("╭" + String(repeating: "─", count: width - 2) + "╮", x: left, y: top, style: frame)
        canvas.put("╰" + String(repeating: "─", count: width - 2) + "╯", x: left, y: top + height - 1, style: frame)
        for y in (top + 1)..<(top + height - 1) {
            canvas.put("│", x: left, y: y, style: frame)
            canvas.put("│", x: left + width - 1, y: y, style: frame)
        }
        let inner = width - 4
        canvas.put(TerminalWidth.truncated(title, toWidth: inner), x: left + 2, y: top + 1, style: Style(bold: true))
        let room = height - 4
        for (index, line) in lines.prefix(room).enumerated() {
            let y = top + 3 + index
            let isLast = index == room - 1 && room < lines.count
            if isLast {
                canvas.put("… (taller terminal for all keys)", x: left + 2, y: y, style: Style(dim: true), clip: (left + 2)..<(left + 2 + inner))
                break
            }
            let clip = (left + 2)..<(left + 2 + inner)
            let used = canvas.put(line.0, x: left + 2, y: y, style: Style(bold: true), clip: clip)
            // Narrow: the meaning follows its key instead of a column of its own.
            let column = keyWidth + textWidth + 1 <= inner ? keyWidth + 1 : used + 1
            canvas.put(TerminalWidth.truncated(line.1, toWidth: inner - column), x: left + 2 + column, y: y, clip: clip)
        }
    }
}
