import CollectionView

/// The title bar at the top of a screen: a bar across the whole line
/// (reverse video unless told), what is shown on the right kept in sight at
/// the right edge, and what is shown on the left in the room left before it,
/// cut with "…" when it is longer.
///
/// ```swift
/// TitleBar(left: StyledText(" myapp · PAUSED", style: Style(bold: true)),
///          right: StyledText("120 ev/s · 1,234 rows ")).draw(on: &titleLine)
/// ```
public struct TitleBar: Hashable, Sendable {
    /// What the left of the bar shows (the app, what it watches, its state).
    public var left: StyledText
    /// What the right of the bar shows, kept in sight (counts, rates, times).
    public var right: StyledText
    /// Cells kept free between the left and the right.
    public var gap: Int
    /// The bar's style, laid over both texts (reverse video unless told).
    public var style: Style

    /// A bar showing `left` and `right`, `gap` cells apart at least, in `style`.
    public init(left: StyledText, right: StyledText = StyledText(""), gap: Int = 1, style: Style = Style(reverse: true)) {
        self.left = left
        self.right = right
        self.gap = gap
        self.style = style
    }

    /// The cells the left gets on a line of `columns` when `right` is at the right edge, `gap` apart:
    /// for a left part that adapts to its room. O(right's length).
    public static func room(columns: Int, right: StyledText, gap: Int = 1) -> Int {
        max(columns - min(right.firstLineWidth, max(columns, 0)) - gap, 0)
    }

    /// Draws the bar on row `y` of `line`: the bar, the right, then the left in its room.
    ///
    /// - Returns: the cells the left took, and its room (for something drawn after it, such as an error).
    /// - Complexity: O(columns).
    @discardableResult
    public func draw<C: Canvas>(on line: inout C, y: Int = 0) -> (left: Int, room: Int) {
        let columns = line.size.columns
        line.fill(x: 0, y: y, count: columns, style: style)
        let rightWidth = line.draw(right, y: y, alignment: .trailing, base: style)
        let room = max(columns - rightWidth - gap, 0)
        let used = line.draw(left, y: y, width: room, base: style)
        return (used, room)
    }
}
