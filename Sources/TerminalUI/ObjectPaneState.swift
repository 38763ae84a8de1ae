import CollectionView

/// What an ``ObjectPane`` shows and where it is: the lines of one row's
/// object (pretty-printed by the app, such as ListInput's `PrettyJSON`), the
/// lines that changed last (they flash until ``flashEnd``), whether the row
/// is gone, and the first line in sight (long objects scroll).
///
/// A value: keep it in the app's state (`nil` while the pane is closed),
/// send it keys and new versions, draw it with ``ObjectPane``.
///
/// ```swift
/// var pane = ObjectPaneState(title: "web-1", lines: pretty.lines.map(\.text))
/// _ = pane.handle(.pageDown, visibleLines: 20)            // .scrolled
/// pane.show(newer.lines.map(\.text), changed: newer.changedLines(since: pretty), at: clock.now)
/// if pane.handle(.escape, visibleLines: 20) == .closed { /* drop the state */ }
/// ```
public struct ObjectPaneState: Hashable, Sendable {
    /// What the pane's own keys do.
    public enum Action: Hashable, Sendable {
        /// Close the pane (Esc).
        case close
        /// Scroll a line up or down (the arrows).
        case lineUp, lineDown
        /// Scroll a page up or down (PgUp, PgDn).
        case pageUp, pageDown
        /// Go to the first or the last line (Home, End).
        case top, bottom
    }

    /// What a key did.
    public enum Outcome: Hashable, Sendable {
        /// Nothing: not a key of the pane (the app's to handle, or to ignore while the pane is open).
        case ignored
        /// A scrolling key (the first line in sight may have changed).
        case scrolled
        /// Esc: the app closes the pane.
        case closed
    }

    /// The keys while the pane is open, with their help and hints.
    public static let keyMap = KeyMap<Action>([
        KeyBinding(.close, keys: [.escape], help: "close the object", hint: "close", pinsHint: true),
        KeyBinding(.lineUp, keys: [.up], help: "scroll the object a line up", keysLabel: "↑ ↓"),
        KeyBinding(.lineDown, keys: [.down], help: nil),
        KeyBinding(.pageUp, keys: [.pageUp], help: "scroll the object a page up / down", hint: "scroll", keysLabel: "PgUp PgDn"),
        KeyBinding(.pageDown, keys: [.pageDown], help: nil),
        KeyBinding(.top, keys: [.home], help: "the object's first / last line", keysLabel: "Home End"),
        KeyBinding(.bottom, keys: [.end], help: nil),
    ])

    /// What the pane is about (the row's key), on its top edge.
    public var title: String
    /// The object's lines, as printed (the latest version).
    public private(set) var lines: [String]
    /// The lines of the latest version that changed from the version before, in ascending order.
    public private(set) var changedLines: [Int] = []
    /// When the changed lines stop flashing (on the app's clock), `nil` when none flash.
    public private(set) var flashEnd: Duration?
    /// Whether the row is gone: the pane keeps its last version and says so.
    public private(set) var isGone = false
    /// The first line in sight (kept so that the last page is full when drawn).
    public private(set) var top = 0

    /// How long changed lines flash.
    public static let flashDuration: Duration = .seconds(1)

    /// A pane showing `lines` under `title`, from its first line, nothing flashing.
    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    /// Shows a new version of the object: `lines`, with the lines at
    /// `changed` flashing from `now` for ``flashDuration`` (a version with no
    /// change keeps what flashes). A row that comes back is no longer gone.
    /// The first line in sight stays. O(lines).
    public mutating func show(_ lines: [String], changed: [Int], at now: Duration) {
        self.lines = lines
        isGone = false
        let valid = changed.filter { lines.indices.contains($0) }
        if !valid.isEmpty {
            changedLines = valid
            flashEnd = now + Self.flashDuration
        } else {
            changedLines = changedLines.filter { lines.indices.contains($0) }
        }
    }

    /// The row is gone: the pane keeps its last version, says so, and nothing flashes. O(1).
    public mutating func markGone() {
        isGone = true
        changedLines = []
        flashEnd = nil
    }

    /// Whether lines flash at `now`.
    public func isFlashing(at now: Duration) -> Bool {
        flashEnd.map { now < $0 } ?? false
    }

    /// Stops the flash once its time is over.
    /// - Returns: whether something changed (draw again).
    @discardableResult
    public mutating func endFlash(at now: Duration) -> Bool {
        guard let end = flashEnd, now >= end else { return false }
        flashEnd = nil
        changedLines = []
        return true
    }

    /// Handles `key` while the pane is open, when `visibleLines` of the
    /// object are in sight (``ObjectPane/visibleLines(in:isGone:)`` of its area).
    public mutating func handle(_ key: ViewInput, visibleLines: Int) -> Outcome {
        guard let action = Self.keyMap.action(for: key) else { return .ignored }
        let page = max(visibleLines, 1)
        let last = maximumTop(visibleLines: visibleLines)
        switch action {
        case .close: return .closed
        case .lineUp: top -= 1
        case .lineDown: top += 1
        case .pageUp: top -= page
        case .pageDown: top += page
        case .top: top = 0
        case .bottom: top = last
        }
        top = min(max(min(top, last), 0), last)
        return .scrolled
    }

    /// The first line in sight when `visibleLines` fit: ``top``, kept so that the last page is full.
    public func firstVisibleLine(visibleLines: Int) -> Int {
        min(top, maximumTop(visibleLines: visibleLines))
    }

    private func maximumTop(visibleLines: Int) -> Int {
        max(lines.count - max(visibleLines, 1), 0)
    }
}
