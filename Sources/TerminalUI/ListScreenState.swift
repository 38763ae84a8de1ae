import CollectionView

/// What a ``ListScreen``'s own keys do.
public enum ListScreenAction: Hashable, Sendable {
    /// Quit with exit code 0.
    case quit
    /// Show the help overlay (every key of the screen); any key closes it.
    /// Bound to `?`, enabled once the screen has a ``ListScreenState/helpTitle``.
    case help
}

/// Everything a ``ListScreen`` knows besides its list, as a value: its
/// lines, their styles, its keys, its pane, its table, its help and whether it has finished.
/// Changed only by `ListScreenUpdate.update(_:_:)`.
public struct ListScreenState: Hashable, Sendable {
    /// The line above the list, or `nil` for none.
    public var title: StyledText?
    /// The line below the list, or `nil` for none.
    public var status: StyledText?
    /// The keys hinted on the status line after ``status`` (a `HintLine`,
    /// cut to the line's width at each frame, pinned hints last to go), or
    /// `nil` for none. Either this or ``status`` gives the screen a status line.
    public var hints: KeyGuide?
    /// The style of the title line (laid over its text and filling the line).
    public var titleStyle = Style(reverse: true)
    /// The style of the status line (laid over its text and filling the line).
    public var statusStyle = Style.plain
    /// The screen's own keys, asked after the list's plugins, before the app's update.
    public var keyMap: KeyMap<ListScreenAction>
    /// Whether keys are taken as text (a filter, a name being typed): they
    /// go to the app's update (a `ListApp`'s) without the list's plugins seeing them first,
    /// so `j` is a letter and not "select the next row".
    public var takesText = false
    /// A row's object shown in an ``ObjectPane`` beside the list (over it on a
    /// screen under ``ObjectPane/sideMinimumWidth`` columns), `nil` for
    /// none. While it is open, its keys (``ObjectPaneState/keyMap``: Esc closes
    /// it, the arrows, PgUp/PgDn, Home/End scroll it) come before the list's.
    public var pane: ObjectPaneState?
    /// The exit code once the screen has finished (its quit key), else `nil`.
    public var exitCode: Int32?
    /// The list as a table (`TableState`): a header line under the title
    /// naming the columns (the sort column marked), its keys (`<` `>` `R` `H`)
    /// and clicks on the names sort and hold the list; `nil` for none.
    public var table: TableState?
    /// The title of the help overlay `?` opens (every key of the screen),
    /// `nil` for no help key.
    public var helpTitle: String? {
        didSet { keyMap.setEnabled(.help, helpTitle != nil) }
    }
    /// Whether the help overlay is up (a key closes it).
    public var showsHelp = false
    /// The keys the app handles itself (in its update), for the help and
    /// the screen's `keyGuide` (empty: none).
    public var appKeys = KeyGuide()

    /// A screen's state with these lines and `quitKey` (none for `nil`).
    public init(title: StyledText? = nil, status: StyledText? = nil, quitKey: Key? = .character("q")) {
        self.title = title
        self.status = status
        keyMap = KeyMap([
            KeyBinding(.help, keys: [.character("?")], help: "this help", hint: "help", pinsHint: true, isEnabled: false),
            KeyBinding(.quit, keys: quitKey.map { [$0] } ?? [], help: "quit", hint: "quit", pinsHint: true),
        ])
    }
}

/// What changes a ``ListScreen``'s state.
public enum ListScreenEvent: Hashable, Sendable {
    /// A key that neither the list's plugins nor the app used.
    case key(Key)
    /// A new title line (`nil`: none).
    case setTitle(StyledText?)
    /// A new status line (`nil`: none).
    case setStatus(StyledText?)
    /// New keys hinted after the status (`nil`: none).
    case setHints(KeyGuide?)
    /// A new style of the title line.
    case setTitleStyle(Style)
    /// A new style of the status line.
    case setStatusStyle(Style)
    /// New keys for the screen's own actions.
    case setKeyMap(KeyMap<ListScreenAction>)
    /// Start (`true`) or stop taking keys as text.
    case setTakesText(Bool)
    /// The screen's clock says `now`: the pane's flash ends if its time is over.
    case clock(now: Duration)
    /// Open the object pane with this state, show a new version in it, or close it (`nil`).
    case setPane(ObjectPaneState?)
    /// A key of the open pane (``ObjectPaneState/keyMap``), when it shows `visibleLines` of the object.
    case paneKey(Key, visibleLines: Int)
    /// A new table (`nil`: none); replacing a table with one of another sort sorts the list by it.
    case setTable(TableState?)
    /// A click on the table's header line, at cell `x` of the line.
    case headerClick(x: Int)
    /// The list was sorted by the table's sort: `mismatches` rows have a value of another kind.
    case tableSorted(mismatches: Int)
    /// A new title of the help overlay (`nil`: no help key).
    case setHelpTitle(String?)
    /// New keys the app handles itself (for the help).
    case setAppKeys(KeyGuide)
}

/// What a ``ListScreen`` does after an update.
public enum ListScreenEffect: Hashable, Sendable {
    /// Draw again.
    case redraw
    /// End the loop with this code.
    case quit(Int32)
    /// Sort or hold the list as the table says (`TableSortableList.perform(_:for:)`).
    case table(TableState.Effect)
}

/// A ``ListScreen``'s logic as a pure function: the same shape as every
/// screen's update (``Program``).
public enum ListScreenUpdate {
    /// The effects `event` causes, changing `state` in place. O(1).
    public static func update(_ state: inout ListScreenState, _ event: ListScreenEvent) -> [ListScreenEffect] {
        switch event {
        case let .key(key):
            return self.key(key, &state)
        case let .setTitle(title):
            guard title != state.title else { return [] }
            state.title = title
        case let .setStatus(status):
            guard status != state.status else { return [] }
            state.status = status
        case let .setHints(hints):
            guard hints != state.hints else { return [] }
            state.hints = hints
        case let .setTitleStyle(style):
            state.titleStyle = style
        case let .setStatusStyle(style):
            state.statusStyle = style
        case let .setKeyMap(keyMap):
            state.keyMap = keyMap
        case let .setTakesText(takesText):
            state.takesText = takesText
            return []
        case let .setPane(pane):
            guard pane != state.pane else { return [] }
            state.pane = pane
        case let .paneKey(key, visibleLines):
            guard var pane = state.pane else { return [] }
            switch pane.handle(key, visibleLines: visibleLines) {
            case .closed: state.pane = nil
            case .scrolled: state.pane = pane
            case .ignored: return []
            }
        case let .setTable(table):
            guard table != state.table else { return [] }
            let before = state.table
            state.table = table
            // The first table names the order the list has; a later one with another sort sorts it.
            if let before, let table, let sort = table.header.sort, sort != before.header.sort {
                return [.table(.sort(sort, previous: table.previousSort)), .redraw]
            }
        case let .headerClick(x):
            guard var table = state.table, table.hasHeaderLine, let effect = table.click(atX: x) else { return [] }
            state.table = table
            return [.table(effect), .redraw]
        case let .tableSorted(mismatches):
            guard state.table != nil, state.table?.sortMismatches != mismatches else { return [] }
            state.table?.sortMismatches = mismatches
        case let .setHelpTitle(title):
            guard title != state.helpTitle else { return [] }
            state.helpTitle = title
            if title == nil { state.showsHelp = false }
        case let .setAppKeys(keys):
            guard keys != state.appKeys else { return [] }
            state.appKeys = keys
        case let .clock(now):
            return state.pane?.endFlash(at: now) == true ? [.redraw] : []
        }
        return [.redraw]
    }

    /// A key nothing before the screen used: closes the help (the quit key
    /// also quits), or one of the table's keys, or of the screen's own.
    private static func key(_ key: Key, _ state: inout ListScreenState) -> [ListScreenEffect] {
        let action = state.keyMap.action(for: key)
        if state.showsHelp {
            state.showsHelp = false
            guard key != .escape, action == .quit else { return [.redraw] }
            state.exitCode = 0
            return [.quit(0)]
        }
        if var table = state.table, let tableAction = table.action(for: key) {
            let effect = table.update(tableAction)
            state.table = table
            return (effect.map { [.table($0)] } ?? []) + [.redraw]
        }
        switch action {
        case .quit?:
            state.exitCode = 0
            return [.quit(0)]
        case .help?:
            state.showsHelp = true
            return [.redraw]
        case nil:
            return []
        }
    }

    /// ``update(_:_:)`` as a value in, a value out.
    public static func update(_ state: ListScreenState, _ event: ListScreenEvent) -> (ListScreenState, [ListScreenEffect]) {
        var next = state
        let effects = update(&next, event)
        return (next, effects)
    }
}
