/// An in-memory ``Canvas``: a grid of cells that prints itself as text.
/// Tests compare frames drawn on it as strings; `demo --headless` prints them.
public struct GridCanvas: Canvas, Hashable, Sendable {
    /// One cell: the glyph that starts here (or `nil` for the right half of a
    /// wide glyph) and its style.
    public struct Cell: Hashable, Sendable {
        /// The glyph drawn from this cell; `nil` when the cell is the second half of a wide glyph.
        public var glyph: Character?
        /// The cell's style.
        public var style: Style

        /// A blank plain cell.
        public static let blank = Cell(glyph: " ", style: .plain)
    }

    /// The canvas size in cells.
    public private(set) var size: CellSize
    /// Colours the canvas claims to show (used by views to pick fade steps).
    public var colorCount: Int
    /// The cells, row by row.
    public private(set) var cells: [[Cell]]

    /// Creates a blank canvas of `columns` × `rows` that claims `colorCount` colours.
    public init(columns: Int, rows: Int, colorCount: Int = 256) {
        let size = CellSize(columns: max(columns, 0), rows: max(rows, 0))
        self.size = size
        self.colorCount = colorCount
        self.cells = Array(repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
    }

    /// Blanks every cell.
    public mutating func clear() {
        for y in cells.indices {
            for x in cells[y].indices { cells[y][x] = .blank }
        }
    }

    /// Changes the size and blanks the canvas.
    public mutating func resize(columns: Int, rows: Int) {
        self = GridCanvas(columns: columns, rows: rows, colorCount: colorCount)
    }

    /// Writes one glyph; a glyph written over half of a wide one blanks the other half.
    /// A canvas of no colours (``colorCount`` 0) keeps the style's attributes
    /// and drops its colours, as a terminal under `NO_COLOR` shows it, so a
    /// recording of it is what was seen.
    public mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < size.rows, x >= 0, x + width <= size.columns else { return }
        let style = colorCount > 0 ? style : style.withoutColors
        for cell in x..<(x + width) {
            // Overwriting the right half of a wide glyph: its left half loses its partner.
            if cells[y][cell].glyph == nil, cell > 0, cell == x {
                cells[y][cell - 1] = Cell(glyph: " ", style: cells[y][cell - 1].style)
            }
            // Overwriting the left half of a wide glyph: its right half becomes a blank.
            if cell == x + width - 1, cell + 1 < size.columns, cells[y][cell + 1].glyph == nil {
                cells[y][cell + 1] = Cell(glyph: " ", style: cells[y][cell + 1].style)
            }
        }
        cells[y][x] = Cell(glyph: glyph, style: style)
        if width == 2 { cells[y][x + 1] = Cell(glyph: nil, style: style) }
    }

    /// Runs `body` on the area `rect` of this canvas. The cells are handed
    /// to the area for the call and taken back after it, so drawing in an
    /// area copies nothing (a copy kept by the canvas would make every row
    /// the area writes a copy-on-write copy).
    ///
    /// Complexity: O(1) besides what `body` draws.
    /// - Throws: what `body` throws; what it drew until then is kept.
    @discardableResult
    public mutating func withArea<Result>(
        _ rect: Rect, _ body: (inout CanvasArea<GridCanvas>) throws -> Result
    ) rethrows -> Result {
        var area = CanvasArea(base: self, rect: rect)
        cells = []
        defer { self = area.base }
        return try body(&area)
    }

    /// The text of row `y` (wide glyphs once, trailing blanks removed when `trimmed`).
    public func line(_ y: Int, trimmed: Bool = true) -> String {
        guard y >= 0, y < size.rows else { return "" }
        var text = ""
        for cell in cells[y] {
            if let glyph = cell.glyph { text.append(glyph) }
        }
        if trimmed {
            while text.last == " " { text.removeLast() }
        }
        return text
    }

    /// Every row's text, trailing blanks removed: one string per line.
    public var lines: [String] { (0..<size.rows).map { line($0) } }

    /// The whole canvas as text, one line per row, trailing blanks removed.
    public func render() -> String {
        lines.joined(separator: "\n")
    }

    /// The canvas with styles marked, for tests that care about attributes:
    /// each run of cells with a non-plain style is wrapped as `[b,r:text]`
    /// (b bold, d dim, r reverse, u underline, f/g = foreground/background colour).
    public func renderStyled() -> String {
        (0..<size.rows).map { y in
            var text = ""
            var current: Style = .plain
            var run = ""
            func flush() {
                guard !run.isEmpty else { return }
                text += current == .plain ? run : "[\(Self.code(current)):\(run)]"
                run = ""
            }
            for cell in cells[y] {
                guard let glyph = cell.glyph else { continue }
                if cell.style != current {
                    flush()
                    current = cell.style
                }
                run.append(glyph)
            }
            flush()
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    private static func code(_ style: Style) -> String {
        var parts: [String] = []
        if style.bold { parts.append("b") }
        if style.dim { parts.append("d") }
        if style.reverse { parts.append("r") }
        if style.underline { parts.append("u") }
        if style.foreground != .default { parts.append("f=\(colorName(style.foreground))") }
        if style.background != .default { parts.append("g=\(colorName(style.background))") }
        return parts.joined(separator: ",")
    }

    private static func colorName(_ color: TerminalColor) -> String {
        switch color {
        case .default: "default"
        case let .basic(basic, bright): (bright ? "bright-" : "") + "\(basic)"
        case let .indexed(index): "\(index)"
        }
    }
}
