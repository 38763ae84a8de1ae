/// A clipped, offset part of another canvas: what is drawn at (0, 0) here
/// lands at the area's corner on the base canvas, and nothing drawn here
/// reaches a cell outside the area.
///
/// Text is placed by the shared ``Canvas/put(_:x:y:style:clip:)`` path with
/// the area's own width, so a wide glyph that would straddle either edge of
/// the area is drawn as a blank instead of being split, exactly as at the
/// edges of a whole canvas, and identically on every base canvas.
///
/// Get one with ``Canvas/withArea(_:_:)``: a screen cuts its canvas into
/// areas with ``Rect`` and hands each to what draws there (a
/// ``CollectionView``, a side panel, a status line) with no intermediate
/// canvas and no copy.
public struct CanvasArea<Base: Canvas>: Canvas {
    /// The canvas drawn on.
    public var base: Base
    /// The area in the base canvas's cells, already clipped to it.
    public let rect: Rect

    /// Wraps `base`, drawing only into `rect` (clipped to the base canvas).
    public init(base: Base, rect: Rect) {
        self.base = base
        self.rect = rect.intersection(Rect(size: base.size))
    }

    /// The area's size.
    public var size: CellSize { rect.size }

    /// The base canvas's colours.
    public var colorCount: Int { base.colorCount }

    /// The area on the screen: the base's frame offset by the area's corner.
    public var screenFrame: Rect { rect.offsetBy(dx: base.screenFrame.x, dy: base.screenFrame.y) }

    /// The base canvas's host.
    public var displayHost: (any DisplayHost)? { base.displayHost }

    /// Blanks the area only.
    public mutating func clear() {
        base.clear(rect)
    }

    /// Blanks `rect` (in the area's cells) inside the area.
    public mutating func clear(_ rect: Rect) {
        base.clear(rect.intersection(Rect(size: size)).offsetBy(dx: self.rect.x, dy: self.rect.y))
    }

    /// Draws a glyph at the area's (`x`, `y`); one that does not fit the area entirely is dropped.
    public mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < rect.rows, x >= 0, x + width <= rect.columns else { return }
        base.putGlyph(glyph, width: width, x: rect.x + x, y: rect.y + y, style: style)
    }
}

extension Canvas {
    /// Runs `body` with the part of this canvas inside `rect` (clipped to
    /// the canvas) as a canvas of its own, then keeps what it drew.
    ///
    /// ```swift
    /// let (title, list) = Rect(size: canvas.size).dividedTop(1)
    /// canvas.withArea(title) { $0.draw(StyledText("Top", style: Style(bold: true)), y: 0) }
    /// canvas.withArea(list) { view.render(into: &$0) }
    /// ```
    ///
    /// Complexity: O(1) besides what `body` draws.
    /// - Throws: what `body` throws; what it drew until then is kept.
    @discardableResult
    public mutating func withArea<Result>(
        _ rect: Rect, _ body: (inout CanvasArea<Self>) throws -> Result
    ) rethrows -> Result {
        var area = CanvasArea(base: self, rect: rect)
        defer { self = area.base }
        return try body(&area)
    }
}
