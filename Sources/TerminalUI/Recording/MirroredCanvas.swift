import CollectionView

/// A canvas that draws on `base` and copies every cell into `mirror`, so a
/// recorder gets the frame's cells exactly as the terminal's canvas got them
/// (``TerminalLoop`` draws through one while its terminal's
/// ``TerminalRecorder/recordsFrames``). Each glyph is drawn twice: once on
/// the base, once into the in-memory grid.
public struct MirroredCanvas<Base: Canvas>: Canvas {
    /// The canvas drawn on.
    public var base: Base
    /// The same drawing, in memory (blank at first).
    public var mirror: GridCanvas

    /// Mirrors `base`, whose size and colours the mirror takes.
    public init(_ base: Base) {
        self.base = base
        mirror = GridCanvas(columns: base.size.columns, rows: base.size.rows, colorCount: base.colorCount)
    }

    /// The base's size.
    public var size: CellSize { base.size }
    /// The base's colours.
    public var colorCount: Int { base.colorCount }
    /// The base's frame loop.
    public var displayHost: (any DisplayHost)? { base.displayHost }

    /// Blanks both.
    public mutating func clear() {
        base.clear()
        mirror.clear()
    }

    /// Blanks `rect` on both.
    public mutating func clear(_ rect: Rect) {
        base.clear(rect)
        mirror.clear(rect)
    }

    /// Draws the glyph on both.
    public mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
        base.putGlyph(glyph, width: width, x: x, y: y, style: style)
        mirror.putGlyph(glyph, width: width, x: x, y: y, style: style)
    }
}
