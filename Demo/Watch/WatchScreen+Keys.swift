import CollectionView
import TerminalUI

extension WatchScreen {
    /// The keys, for the help box and the status line.
    static let keys: [(String, String)] = [
        ("Space", "pause / resume running the command"),
        ("← → h l", "step through the history of changed runs"),
        ("Home End", "oldest run / live"),
        ("↑ ↓ j k PgUp PgDn", "select and scroll (the selected row stays selected as it moves)"),
        ("wheel", "scroll"),
        ("d", "change highlighting on/off"),
        ("/", "filter (Enter keeps, Esc clears)"),
        ("e", "stderr of the last failed run"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    /// The status line's hint.
    static let hint = "Space pause  ←→ history  Home/End  d highlight  / filter  e errors  ? help  q quit"

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
                if key == .character("q") { return quit() }
                return .continue
            }
            switch key {
            case .character("q"), .escape: return quit()
            case .character(" "): paused.toggle()
            case .left, .character("h"): step(by: -1)
            case .right, .character("l"): step(by: 1)
            case .home:
                if history.count > 0 { show(0) }
            case .end: show(nil)
            case .character("d"): toggleHighlight()
            case .character("/"): editingFilter = true
            case .character("?"): showHelp = true
            case .character("e"): showErrors = true
            default:
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
        switch key {
        case .enter: editingFilter = false
        case .escape:
            editingFilter = false
            filter = ""
        case .backspace, .delete:
            if !filter.isEmpty { filter.removeLast() }
        case let .character(character): filter.append(character)
        default: return .continue
        }
        refresh()
        return .continue
    }
}
