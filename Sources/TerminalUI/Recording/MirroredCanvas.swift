import CollectionView

/// A canvas that draws on `base` and copies every cell into `mirror`, so a
/// recorder gets the frame's cells exactly as the terminal's canvas got them.
struct MirroredCanvas<Base: Canvas>: Canvas {
    var base: Base
    /// The same drawing, in memory.
    var mirror: GridCanvas

    init(_ base: Base) {
        self.base = base
        mirror = GridCanvas(columns: base.size.columns, rows: base.size.rows, colorCount: base.colorCount)
    }

    var size: CellSize { base.size }
    var colorCount: Int { base.colorCount }
    var displayHost: (any DisplayHost)? { base.displayHost }

    mutating func clear() {
        base.clear()
        mirror.clear()
    }

    mutating func clear(_ rect: Rect) {
        base.clear(rect)
        mirror.clear(rect)
    }

    mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
        base.putGlyph(glyph, width: width, x: x, y: y, style: style)
        mirror.putGlyph(glyph, width: width, x: x, y: y, style: style)
    }
}
