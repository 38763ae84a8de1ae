import CollectionView
import TerminalUI

extension WatchScreen {
    /// What the screen's own keys do (the list's `Selectable` has the arrows, PgUp/PgDn and the wheel).
    enum Action: Hashable, Sendable {
        case pause, back, forward, oldest, live, highlight, filter, errors, help, quit
    }

    /// The screen's keys; the help box and the status line's hint are generated from them.
    static let keyMap = KeyMap<Action>([
        KeyBinding(.pause, keys: [.space], help: "pause / resume running the command", hint: "pause"),
        KeyBinding(.back, keys: [.left, .character("h")], help: "step through the history of changed runs", hint: "history"),
        KeyBinding(.forward, keys: [.right, .character("l")], help: "step through the history of changed runs", hint: "history"),
        KeyBinding(.oldest, keys: [.home], help: "oldest run / live", hint: "oldest/live"),
        KeyBinding(.live, keys: [.end], help: "oldest run / live", hint: "oldest/live"),
        KeyBinding(.highlight, keys: [.character("d")], help: "change highlighting on/off", hint: "highlight"),
        KeyBinding(.filter, keys: [.character("/")], help: "filter (Enter keeps, Esc clears)", hint: "filter"),
        KeyBinding(.errors, keys: [.character("e")], help: "stderr of the last failed run", hint: "errors"),
        KeyBinding(.help, keys: [.character("?")], help: "this help", hint: "help", pinsHint: true),
        KeyBinding(.quit, keys: [.character("q"), .escape], help: "quit", hint: "quit", pinsHint: true),
    ])

    /// The keys while typing the filter (any other key types its character).
    static let filterKeys = KeyMap<TextAction>([
        KeyBinding(.accept, keys: [.enter], help: "keep the filter", hint: "keeps"),
        KeyBinding(.cancel, keys: [.escape], help: "clear the filter", hint: "clears"),
        KeyBinding(.erase, keys: [.backspace, .delete], help: "erase a character"),
    ])

    /// Every key: the screen's own, then the list's (select and scroll; the
    /// selected row stays selected as it moves).
    var keyGuide: KeyGuide { Self.keyMap.guide + list.view.keyGuide }

    /// The status line's hint.
    static var hint: String { keyMap.guide.hintLine(width: Int.max) }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        defer { setNeedsDisplay() }
        if case let .resize(size) = event {
            listSize = CellSize(columns: size.columns, rows: max(size.rows - 2, 1))
            look.width = size.columns
            return .continue
        }
        if editingFilter, case let .key(key) = event { return editFilter(key) }
        if case let .key(key) = event {
            if showHelp || showErrors {
                showHelp = false
                showErrors = false
                // Esc only closes the box; the other quit keys quit from it.
                if key != .escape, Self.keyMap.action(for: key) == .quit { return quit() }
                return .continue
            }
            switch Self.keyMap.action(for: key) {
            case .quit?: return quit()
            case .pause?: paused.toggle()
            case .back?: step(by: -1)
            case .forward?: step(by: 1)
            case .oldest?:
                if history.count > 0 { show(0) }
            case .live?: show(nil)
            case .highlight?: toggleHighlight()
            case .filter?: editingFilter = true
            case .help?: showHelp = true
            case .errors?: showErrors = true
            case nil:
                list.view.handle(event)
            }
            return .continue
        }
        // Clicks select a row and the wheel scrolls, translated by the list's area.
        list.view.handle(event)
        return .continue
    }

    private func quit() -> EventResult {
        .quit(stopCode == WatchCommand.cannotStart ? 0 : stopCode ?? 0)
    }

    /// One changed run back (−1) or forward (+1); forward past the newest is live.
    func step(by delta: Int) {
        guard history.count > 0 else { return }
        let current = viewing ?? history.count - 1
        let next = current + delta
        if next >= history.count - 1 { show(nil) } else { show(max(next, 0)) }
    }

    /// Shows history entry `index`, or the live list for `nil`.
    func show(_ index: Int?) {
        viewing = index.flatMap { $0 >= history.count - 1 ? nil : $0 }
        refresh()
    }

    private func toggleHighlight() {
        highlight.toggle()
        let defaults = CollectionViewConfiguration.Appearance()
        list.view.configuration.appearance.flash = highlight ? defaults.flash : .plain
        list.view.configuration.appearance.monochromeFlash = highlight ? defaults.monochromeFlash : .plain
    }

    private func editFilter(_ key: Key) -> EventResult {
        switch Self.filterKeys.action(for: key) {
        case .accept?: editingFilter = false
        case .cancel?:
            editingFilter = false
            filter = ""
        case .erase?:
            if !filter.isEmpty { filter.removeLast() }
        case nil:
            guard let character = key.typedCharacter else { return .continue }
            filter.append(character)
        }
        refresh()
        return .continue
    }
}
