import CollectionView
import ListDiff

/// The one place where navigation keys reach the list: it moves the
/// selection over rows *and* section headers with the view's selection and
/// scrolling API. (The view selects rows only; a selected header is kept
/// here by its section id and drawn highlighted by the screen.)
///
/// Assumes what the demo's lists are: every section has a one-line header,
/// rows are one line, no blank lines between sections.
@MainActor
final class Navigator {
    /// A stop of the cursor.
    enum Stop: Hashable {
        case header(Int)
        case item(ItemPath)
    }

    let view: CollectionView
    /// The section whose header is selected, by id; nil when a row (or nothing) is.
    private(set) var selectedHeaderID: AnyHashable?

    init(view: CollectionView) {
        self.view = view
    }

    /// Where the cursor is, in the view's current layout.
    var stop: Stop? {
        if let id = selectedHeaderID, let s = view.section(forID: id) { return .header(s) }
        return view.selectedItem.map { .item($0) }
    }

    /// The cursor as the demo's state sees it.
    var cursor: Cursor? {
        if let id = selectedHeaderID, view.section(forID: id) != nil, let key = id.base as? String {
            return .section(key)
        }
        if let id = view.selectedItemID?.base as? Int { return .person(id) }
        return nil
    }

    /// The section index of the selected header, if one is selected and still shown.
    var selectedHeader: Int? {
        if case let .header(s)? = stop { s } else { nil }
    }

    /// Moves the cursor for `key`. O(sections) at most, O(page) for a page.
    func handle(_ key: NavigationKey) {
        let page = max(view.viewportSize.rows - 2, 1)
        switch key {
        case .up: go(previous(stop) ?? first)
        case .down: go(next(stop) ?? last)
        case .pageUp: go(repeated(page, from: stop, previous) ?? first)
        case .pageDown: go(repeated(page, from: stop, next) ?? last)
        case .home: go(first)
        case .end: go(last)
        }
    }

    /// Selects `cursor` if the view shows it, scrolling it into view; false otherwise.
    @discardableResult
    func select(_ cursor: Cursor) -> Bool {
        switch cursor {
        case let .person(id):
            guard let path = view.indexPath(forItemID: AnyHashable(id)) else { return false }
            go(.item(path))
        case let .section(key):
            guard let s = view.section(forID: AnyHashable(key)) else { return false }
            go(.header(s))
        }
        return true
    }

    /// The screen line of the selected header at rest, if it is visible.
    func selectedHeaderLine() -> Int? {
        guard let s = selectedHeader else { return nil }
        for line in 0..<view.viewportSize.rows where view.hit(atScreenLine: line) == .header(section: s) {
            return line
        }
        return nil
    }

    // MARK: - Stops

    private var first: Stop? { view.numberOfSections > 0 ? .header(0) : nil }

    private var last: Stop? {
        let sections = view.numberOfSections
        guard sections > 0 else { return nil }
        let count = view.numberOfItems(inSection: sections - 1)
        return count > 0 ? .item(ItemPath(item: count - 1, section: sections - 1)) : .header(sections - 1)
    }

    private func next(_ stop: Stop?) -> Stop? {
        guard let stop else { return first }
        let sections = view.numberOfSections
        switch stop {
        case let .header(s):
            if view.numberOfItems(inSection: s) > 0 { return .item(ItemPath(item: 0, section: s)) }
            return s + 1 < sections ? .header(s + 1) : nil
        case let .item(path):
            if path.item + 1 < view.numberOfItems(inSection: path.section) {
                return .item(ItemPath(item: path.item + 1, section: path.section))
            }
            return path.section + 1 < sections ? .header(path.section + 1) : nil
        }
    }

    private func previous(_ stop: Stop?) -> Stop? {
        guard let stop else { return first }
        switch stop {
        case let .header(s):
            guard s > 0 else { return nil }
            let count = view.numberOfItems(inSection: s - 1)
            return count > 0 ? .item(ItemPath(item: count - 1, section: s - 1)) : .header(s - 1)
        case let .item(path):
            return path.item > 0 ? .item(ItemPath(item: path.item - 1, section: path.section)) : .header(path.section)
        }
    }

    private func repeated(_ count: Int, from stop: Stop?, _ step: (Stop?) -> Stop?) -> Stop? {
        var current = stop
        for _ in 0..<count {
            guard let following = step(current) else { break }
            current = following
        }
        return current
    }

    private func go(_ stop: Stop?) {
        guard let stop else { return }
        switch stop {
        case let .item(path):
            selectedHeaderID = nil
            view.selectItem(at: path, scrollToVisible: true)
        case let .header(s):
            selectedHeaderID = view.sectionID(s)
            view.selectItem(at: nil)
            scrollToHeader(s)
        }
    }

    /// Scrolls the least needed to show header `s`.
    private func scrollToHeader(_ s: Int) {
        var line = 0
        for k in 0..<s { line += 1 + view.numberOfItems(inSection: k) }
        let rows = view.viewportSize.rows
        if line < view.scrollOffset {
            view.setScrollOffset(line)
        } else if line >= view.scrollOffset + rows {
            // Leave the section's first rows in view under it when they fit.
            view.setScrollOffset(line - rows + 1 + min(view.numberOfItems(inSection: s), rows / 3))
        }
    }
}
