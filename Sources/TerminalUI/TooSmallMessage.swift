import CollectionView

/// The short message shown instead of the application when the terminal is
/// smaller than the application's minimum: as much of it as fits, centred,
/// down to a single cell.
public enum TooSmallMessage {
    /// Draws the message for a canvas smaller than `minimum`.
    ///
    /// Complexity: O(cells of the canvas).
    public static func draw<C: Canvas>(on canvas: inout C, minimum: CellSize) {
        let size = canvas.size
        guard size.columns > 0, size.rows > 0 else { return }
        let candidates: [[String]] = [
            ["Terminal too small", "\(size.columns)x\(size.rows), need \(minimum.columns)x\(minimum.rows)"],
            ["Terminal too small"],
            ["Too small"],
            ["small"],
            ["!"],
        ]
        let lines = candidates.first { lines in
            lines.count <= size.rows && lines.allSatisfy { TerminalWidth.of($0) <= size.columns }
        } ?? ["!"]
        let top = (size.rows - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            let x = max((size.columns - TerminalWidth.of(line)) / 2, 0)
            canvas.put(line, x: x, y: top + offset, style: Style(bold: offset == 0))
        }
    }

    /// Whether `size` is below `minimum` in either direction.
    public static func isTooSmall(_ size: CellSize, minimum: CellSize) -> Bool {
        size.columns < minimum.columns || size.rows < minimum.rows
    }
}
