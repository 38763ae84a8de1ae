import CollectionView

/// A framed pane showing one row's whole object (``ObjectPaneState``),
/// drawn into whatever area the app gives it (a side of the list, or all of
/// it): the title on the top edge, the lines in sight (changed lines flash
/// in reverse video), a notice when the row is gone, and where the view is
/// in a long object on the bottom edge (`12–31 of 80`).
///
/// ```swift
/// if let pane = state.pane {
///     canvas.withArea(paneArea) { ObjectPane(state: pane, now: clock.now).draw(on: &$0) }
/// }
/// ```
public struct ObjectPane: Hashable, Sendable {
    /// What the pane shows.
    public var state: ObjectPaneState
    /// The time on the app's clock (whether changed lines still flash).
    public var now: Duration

    /// The style of a line that changed (it flashes).
    public static let flashStyle = Style(bold: true, reverse: true)
    /// The notice shown when the row is gone.
    public static let goneNotice = "deleted — the last version it had"

    /// A pane drawing `state` at time `now`.
    public init(state: ObjectPaneState, now: Duration) {
        self.state = state
        self.now = now
    }

    /// The narrowest area the pane opens beside the list in (taking its right half); narrower, it covers the list.
    public static let sideMinimumWidth = 60

    /// Where the pane goes in the list's `area`: its right half from ``sideMinimumWidth`` columns (the list keeps
    /// the left), else all of it (over the list, which keeps the whole area). Either way the pane has the list's
    /// rows. O(1).
    public static func areas(of area: Rect) -> (list: Rect, pane: Rect) {
        guard area.size.columns >= sideMinimumWidth else { return (area, area) }
        let (side, rest) = area.dividedRight(area.size.columns / 2)
        return (rest, side)
    }

    /// How many of the object's lines an area of `size` shows: its rows
    /// inside the frame (one fewer while the gone notice takes one). O(1).
    public static func visibleLines(in size: CellSize, isGone: Bool = false) -> Int {
        max(size.rows - 2 - (isGone ? 1 : 0), 0)
    }

    /// Draws the pane on all of `canvas` (an area of at least 6 × 3 cells; nothing on a smaller one). O(rows × columns).
    public func draw<C: Canvas>(on canvas: inout C) {
        let size = canvas.size
        guard size.columns >= 6, size.rows >= 3 else { return }
        let width = size.columns
        let frame = Style(bold: true)
        for y in 0..<size.rows { canvas.fill(x: 0, y: y, count: width, style: .plain) }
        let bar = String(repeating: "─", count: width - 2)
        canvas.put("╭" + bar + "╮", x: 0, y: 0, style: frame)
        canvas.put("╰" + bar + "╯", x: 0, y: size.rows - 1, style: frame)
        for y in 1..<(size.rows - 1) {
            canvas.put("│", x: 0, y: y, style: frame)
            canvas.put("│", x: width - 1, y: y, style: frame)
        }
        let inner = 1..<(width - 1)
        canvas.put(" " + TerminalWidth.truncated(state.title, toWidth: max(width - 6, 1)) + " ", x: 2, y: 0, style: frame, clip: inner)
        var y = 1
        if state.isGone {
            canvas.put(" " + Self.goneNotice, x: 1, y: y, style: Style(foreground: .basic(.red), bold: true), clip: inner)
            y += 1
        }
        let visible = Self.visibleLines(in: size, isGone: state.isGone)
        let first = state.firstVisibleLine(visibleLines: visible)
        let flashing = state.isFlashing(at: now) ? Set(state.changedLines) : []
        let end = min(first + visible, state.lines.count)
        for index in first..<max(end, first) {
            let style = flashing.contains(index) ? Self.flashStyle : .plain
            canvas.put(" " + state.lines[index], x: 1, y: y, style: style, clip: inner)
            y += 1
        }
        if state.lines.count > visible, end > first {
            let place = " \(first + 1)–\(end) of \(state.lines.count) "
            let placeWidth = TerminalWidth.of(place)
            if placeWidth + 4 <= width { canvas.put(place, x: width - 2 - placeWidth, y: size.rows - 1, style: frame) }
        }
    }
}
