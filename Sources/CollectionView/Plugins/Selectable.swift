import ListDiff

/// Moves the selection with the keyboard and the mouse, and activates rows.
///
/// - Up / Down (and `k` / `j`): the previous / next row (or header, with
///   ``selectsHeaders``), across sections.
/// - Page Up / Page Down: about a screen up or down; Home / End: the first / last.
/// - Enter on a selected row: ``CollectionView/activateItem(at:)``.
/// - The keys are declared in ``keyMap`` (``defaultKeyMap`` above): an app
///   rebinds them there, and the help it draws from ``keyGuide(in:)`` follows.
/// - A click: selects what is under it and activates a row (a click on a
///   header stays unhandled, for a fold); the wheel scrolls.
///
/// With nothing selected, any move selects the first row. While the view
/// has a lifted row (``CollectionView/movingItem``) it leaves the keys to
/// whoever moves it. Enter on a header is left to others (a fold).
public struct Selectable: CollectionViewPlugin {
    /// What the keys of ``keyMap`` do.
    public enum Action: Hashable, Sendable {
        /// The previous stop (row, or header with ``selectsHeaders``).
        case previous
        /// The next stop.
        case next
        /// About a screen up.
        case pageUp
        /// About a screen down.
        case pageDown
        /// The first stop.
        case first
        /// The last stop.
        case last
        /// Activate the selected row (``CollectionView/activateItem(at:)``).
        case activate
        /// Scroll up by ``wheelLines``.
        case scrollUp
        /// Scroll down by ``wheelLines``.
        case scrollDown
    }

    /// Whether section headers are stops of the selection (needed to fold a section by keyboard).
    public var selectsHeaders: Bool
    /// Whether the view scrolls smoothly to keep the selection visible.
    public var animatedScroll: Bool
    /// Lines one wheel step scrolls.
    public var wheelLines: Int
    /// The keys, their actions and help; rebind with ``KeyMap/rebind(_:to:)``.
    public var keyMap: KeyMap<Action>

    /// The default keys: arrows and `k` / `j`, PgUp/PgDn, Home/End, Enter, the wheel.
    public nonisolated static let defaultKeyMap = KeyMap<Action>([
        KeyBinding(.previous, keys: [.up, .character("k")], help: "select the previous / next", hint: "select"),
        KeyBinding(.next, keys: [.down, .character("j")], help: "select the previous / next", hint: "select"),
        KeyBinding(.pageUp, keys: [.pageUp], help: "jump a page, to the first, to the last"),
        KeyBinding(.pageDown, keys: [.pageDown], help: "jump a page, to the first, to the last"),
        KeyBinding(.first, keys: [.home], help: "jump a page, to the first, to the last"),
        KeyBinding(.last, keys: [.end], help: "jump a page, to the first, to the last"),
        KeyBinding(.activate, keys: [.enter], help: "activate the selected row"),
        KeyBinding(.scrollUp, keys: [.wheelUp], help: nil),
        KeyBinding(.scrollDown, keys: [.wheelDown], help: nil),
    ])

    /// Creates the plugin.
    public init(
        selectsHeaders: Bool = false, animatedScroll: Bool = true, wheelLines: Int = 3,
        keyMap: KeyMap<Action> = Selectable.defaultKeyMap
    ) {
        self.selectsHeaders = selectsHeaders
        self.animatedScroll = animatedScroll
        self.wheelLines = wheelLines
        self.keyMap = keyMap
    }

    /// The keys of ``keyMap``; no hints while a row is lifted (its keys are the mover's then).
    public func keyGuide(in view: CollectionView) -> KeyGuide {
        var guide = keyMap.guide
        if view.movingItem != nil { guide.hints = [] }
        return guide
    }

    /// Handles the keys of ``keyMap``, clicks and the wheel.
    public mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        guard case let .keyPressed(input) = event else { return .ignored }
        let action = keyMap.action(for: input)
        switch action {
        case .scrollUp?:
            view.setScrollOffset(view.scrollOffset - wheelLines)
            return .handled
        case .scrollDown?:
            view.setScrollOffset(view.scrollOffset + wheelLines)
            return .handled
        default:
            break
        }
        guard view.movingItem == nil else { return .ignored }
        if case let .click(line, _) = input {
            guard let hit = view.hit(atScreenLine: line) else { return .ignored }
            if case .header = hit, !selectsHeaders { return .ignored }
            view.select(hit, animated: animatedScroll)
            // A header click is also left to later plugins (a fold).
            guard case let .item(path) = hit else { return .ignored }
            view.activateItem(at: path)
            return .handled
        }
        let stops = SelectionStops(view: view, selectsHeaders: selectsHeaders)
        let target: CollectionViewHit?
        switch action {
        case .previous?:
            target = view.selection.map { stops.before($0) ?? $0 } ?? stops.first
        case .next?:
            target = view.selection.map { stops.after($0) ?? $0 } ?? stops.first
        case .pageUp?:
            target = view.selection.map { stops.page(from: $0, lines: -pageLines(view)) } ?? stops.first
        case .pageDown?:
            target = view.selection.map { stops.page(from: $0, lines: pageLines(view)) } ?? stops.first
        case .first?:
            target = stops.first
        case .last?:
            target = stops.last
        case .activate?:
            guard case let .item(path)? = view.selection else { return .ignored }
            view.activateItem(at: path)
            return .handled
        case .scrollUp?, .scrollDown?, nil:
            return .ignored
        }
        guard let target else { return .ignored }
        view.select(target, animated: animatedScroll)
        return .handled
    }

    private func pageLines(_ view: CollectionView) -> Int { max(view.viewportSize.rows - 1, 1) }
}

/// The places the selection can stop at, in reading order: rows, and the
/// headers when asked. Each step is O(1) but for runs of empty sections.
@MainActor
struct SelectionStops {
    let view: CollectionView
    let selectsHeaders: Bool

    private var layout: ListLayout { view.layout }

    private func isStop(header section: Int) -> Bool { selectsHeaders && layout.headers[section] != nil }

    /// The stops in reading order: in each section its header when it is a
    /// stop (place 0), then its rows.
    private var order: ReadingOrder {
        ReadingOrder(sectionCount: layout.sectionCount) { s in self.headerPlaces(s) + self.layout.itemCount(s) }
    }

    /// The places before a section's rows: 1 when its header is a stop.
    private func headerPlaces(_ section: Int) -> Int { isStop(header: section) ? 1 : 0 }

    /// The place of row `path` in ``order``.
    private func place(of path: ItemPath) -> ItemPath {
        ItemPath(item: path.item + headerPlaces(path.section), section: path.section)
    }

    /// The stop at `place` of ``order``.
    private func stop(at place: ItemPath?) -> CollectionViewHit? {
        guard let place else { return nil }
        let header = headerPlaces(place.section)
        if place.item < header { return .header(section: place.section) }
        return .item(ItemPath(item: place.item - header, section: place.section))
    }

    var first: CollectionViewHit? { stop(at: order.first) }
    var last: CollectionViewHit? { stop(at: order.last) }

    func after(_ stop: CollectionViewHit) -> CollectionViewHit? {
        switch stop {
        case let .item(path):
            guard layout.contains(path) else { return first }
            return self.stop(at: order.after(place(of: path)))
        case let .header(section):
            guard section < layout.sectionCount else { return first }
            // A header that is not a stop (headers stopped being stops since) stands just before its rows.
            return self.stop(at: isStop(header: section) ? order.after(ItemPath(item: 0, section: section)) : order.first(from: section))
        }
    }

    func before(_ stop: CollectionViewHit) -> CollectionViewHit? {
        switch stop {
        case let .item(path):
            guard layout.contains(path) else { return first }
            return self.stop(at: order.before(place(of: path)))
        case let .header(section):
            guard section < layout.sectionCount else { return first }
            return self.stop(at: order.last(through: section - 1))
        }
    }

    /// The content line a stop starts at.
    func line(of stop: CollectionViewHit) -> Int {
        switch stop {
        case let .item(path): layout.contains(path) ? layout.rowTop(path) : 0
        case let .header(section): section < layout.sectionCount ? layout.headerTop(section) : 0
        }
    }

    /// The stop about `lines` lines away (negative: up), stepping stop by stop. O(lines).
    func page(from stop: CollectionViewHit, lines: Int) -> CollectionViewHit {
        let start = line(of: stop)
        var current = stop
        while abs(line(of: current) - start) < abs(lines) {
            guard let next = lines < 0 ? before(current) : after(current) else { break }
            current = next
        }
        return current
    }
}
