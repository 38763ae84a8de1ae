/// A size in terminal cells.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in cells.
    public var columns: Int
    /// Height in cells (lines).
    public var rows: Int

    /// Creates a size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `COLSxROWS`, e.g. `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}

/// The only thing a collection view draws on: a grid of cells, each holding
/// a glyph and a ``Style``.
///
/// A conforming type implements three primitives — ``size``, ``clear()`` and
/// ``putGlyph(_:width:x:y:style:)`` — and gets ``put(_:x:y:style:clip:)``,
/// which sanitises, measures, places and clips text the same way on every
/// canvas. That shared path is why a frame drawn on ``GridCanvas`` and on the
/// terminal is identical cell for cell. The other requirements have defaults:
/// ``clear(_:)`` (blanking a rectangle, for areas), ``screenFrame`` and
/// ``displayHost`` (what a ``CollectionView`` learns from the canvas it is
/// drawn on). ``withArea(_:_:)`` cuts any canvas into ``CanvasArea``s.
public protocol Canvas {
    /// The canvas size in cells.
    var size: CellSize { get }
    /// How many colours the canvas can show: 0 (none, e.g. `NO_COLOR`), 8, or 256.
    var colorCount: Int { get }
    /// Blanks every cell with the plain style.
    mutating func clear()
    /// Draws one glyph whose measured width is `width` (1 or 2) at column `x`,
    /// row `y`. Callers guarantee the glyph fits entirely on the canvas.
    mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style)
    /// Blanks the cells of `rect` (clipped to the canvas) with the plain
    /// style, leaving every other cell as it is. The default puts one blank
    /// per cell; canvases with a faster way (a line fill) implement it.
    mutating func clear(_ rect: Rect)
    /// Where this canvas lies on the screen it belongs to, in screen cells:
    /// the whole screen for a terminal or grid canvas, the area for a
    /// ``CanvasArea``. A ``CollectionView`` drawn on it remembers this as
    /// its ``CollectionView/screenFrame`` to translate mouse positions.
    var screenFrame: Rect { get }
    /// Who shows this canvas and can be asked for another frame: the
    /// terminal's frame loop, or `nil` (the default: an in-memory canvas).
    var displayHost: (any DisplayHost)? { get }
    /// Runs `body` with the part of this canvas inside `rect` as a canvas of
    /// its own (see ``CanvasArea``). The default wraps a copy of the canvas
    /// and keeps it afterwards; a canvas holding its cells by value
    /// (``GridCanvas``) hands them over instead, so nothing is copied.
    ///
    /// - Throws: what `body` throws; what it drew until then is kept.
    @discardableResult
    mutating func withArea<Result>(_ rect: Rect, _ body: (inout CanvasArea<Self>) throws -> Result) rethrows -> Result
}

extension Canvas {
    /// One blank per cell of `rect` inside the canvas.
    public mutating func clear(_ rect: Rect) {
        let inside = rect.intersection(Rect(size: size))
        for y in inside.y..<inside.maxY {
            for x in inside.x..<inside.maxX { putGlyph(" ", width: 1, x: x, y: y, style: .plain) }
        }
    }

    /// The whole canvas, at the screen's origin.
    public var screenFrame: Rect { Rect(size: size) }

    /// None.
    public var displayHost: (any DisplayHost)? { nil }
}

/// A grapheme placed at a column by ``GlyphLayout``.
public struct PlacedGlyph: Hashable, Sendable {
    /// The first column the glyph covers.
    public var column: Int
    /// The glyph to draw (a control character already replaced by its placeholder).
    public var glyph: Character
    /// Cells covered: 1 or 2.
    public var width: Int
}

/// Places text on a line of cells: measures with ``TerminalWidth``, replaces
/// control characters with visible placeholders, drops zero-width leftovers,
/// and clips so that a wide glyph is never cut in half (a blank takes the
/// place of a half that would stick out).
public enum GlyphLayout {
    /// Places `text` starting at column `x`, keeping only the cells inside `clip`.
    ///
    /// Complexity: O(n) in the length of `text` up to the clip's right edge.
    public static func place(_ text: String, at x: Int, clip: Range<Int>) -> [PlacedGlyph] {
        var placed: [PlacedGlyph] = []
        var column = x
        for character in text {
            if column >= clip.upperBound { break }
            let glyph = TerminalWidth.placeholder(for: character) ?? character
            let width = TerminalWidth.of(glyph)
            if width == 0 { continue }
            let end = column + width
            if column >= clip.lowerBound && end <= clip.upperBound {
                placed.append(PlacedGlyph(column: column, glyph: glyph, width: width))
            } else {
                // Straddles an edge: show the part inside as blanks, never half a glyph.
                for cell in column..<end where clip.contains(cell) {
                    placed.append(PlacedGlyph(column: cell, glyph: " ", width: 1))
                }
            }
            column = end
        }
        return placed
    }
}

extension Canvas {
    /// Draws `text` from column `x` on row `y` with `style`, clipped to the
    /// canvas and, if given, to the columns in `clip`. Returns the number of
    /// cells the whole text measures (drawn or clipped), so callers can advance.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Range<Int>? = nil) -> Int {
        let bounds = 0..<max(size.columns, 0)
        let columns = clip.map { $0.clamped(to: bounds) } ?? bounds
        guard y >= 0, y < size.rows, !columns.isEmpty else { return TerminalWidth.of(text) }
        for glyph in GlyphLayout.place(text, at: x, clip: columns) {
            putGlyph(glyph.glyph, width: glyph.width, x: glyph.column, y: y, style: style)
        }
        return TerminalWidth.of(text)
    }

    /// Paints `count` blank cells from column `x` on row `y` with `style`
    /// (a background, a selection bar), clipped like ``put(_:x:y:style:clip:)``.
    public mutating func fill(x: Int, y: Int, count: Int, style: Style) {
        guard count > 0 else { return }
        put(String(repeating: " ", count: count), x: x, y: y, style: style)
    }
}
