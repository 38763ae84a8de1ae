/// The one layout of a list screen: a title line at the top, a status line
/// and a hint line at the bottom (status above hint), a side panel at the
/// right of what is left, and the list in the rest. A screen says which
/// parts it has; a part it does not have is an empty `Rect` and takes no
/// room. `ListScreen` (title, list, status), the demo (all five) and its
/// `diff` and `watch` screens are cut by it.
///
/// ```swift
/// let layout = ScreenLayout(Rect(size: canvas.size), title: true, status: true)
/// canvas.withArea(layout.list) { view.render(into: &$0) }
/// canvas.withArea(layout.title) { $0.put(" Title", x: 0, y: 0, style: .plain) }
/// ```
///
/// On a screen too short for every line, the title keeps its line first,
/// then the status line, then the hint; the list gets what remains
/// (possibly nothing). O(1).
public struct ScreenLayout: Hashable, Sendable {
    /// The title line (empty without one).
    public var title: Rect
    /// The list's area.
    public var list: Rect
    /// The side panel at the right of the list (empty without one).
    public var panel: Rect
    /// The status line below the list (empty without one).
    public var status: Rect
    /// The hint line at the very bottom (empty without one).
    public var hint: Rect

    /// Cuts `bounds` into the parts asked for.
    ///
    /// - Parameters:
    ///   - bounds: the whole screen (or the area the screen owns).
    ///   - title: one line at the top.
    ///   - status: one line below the list and the panel.
    ///   - hint: one line at the bottom, below the status line.
    ///   - panelWidth: columns of a side panel at the right (0 for none).
    public init(_ bounds: Rect, title: Bool = false, status: Bool = false, hint: Bool = false, panelWidth: Int = 0) {
        let (titleArea, rest) = bounds.dividedTop(title ? 1 : 0)
        let (bottom, middle) = rest.dividedBottom((status ? 1 : 0) + (hint ? 1 : 0))
        let (statusArea, hintArea) = bottom.dividedTop(status ? 1 : 0)
        let (panelArea, listArea) = middle.dividedRight(panelWidth)
        self.title = titleArea
        self.list = listArea
        self.panel = panelArea
        self.status = statusArea
        self.hint = hintArea
    }
}
