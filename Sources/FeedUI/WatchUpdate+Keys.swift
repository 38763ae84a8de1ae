import CollectionView
import TerminalUI

extension WatchUpdate {
    /// A key the list's plugins left: typed into the filter, closing a box,
    /// clearing a kept filter (`FilterPrompt.clearsKept(_:_:)`), or one of
    /// ``WatchKeys/map`` (any other does nothing).
    public static func handle(_ key: ViewInput, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        switch state.mode {
        case .filtering:
            editFilter(key, &state, &effects)
            return
        case .help, .errors:
            state.mode = .browsing
            // Esc only closes the box; the other quit keys quit from it.
            if key != .escape, WatchKeys.map.action(for: key) == .quit { quit(state.quitCode, &state, &effects) }
            return
        case .browsing:
            break
        }
        if FilterPrompt.clearsKept(key, &state.filter) {
            show(animated: state.shows > 0, &state, &effects)
            return
        }
        guard let action = WatchKeys.map.action(for: key) else { return }
        switch action {
        case .quit: quit(state.quitCode, &state, &effects)
        case .pause:
            state.paused.toggle()
            // A run whose time came while paused starts now; snapshots that came from stdin show.
            if !state.paused, state.phase == .due {
                state.phase = .running
                effects.append(.startRun(listSize: state.listSize, previous: state.judge.shown))
            }
            if !state.paused, case .standardInput = state.settings.source, state.viewing == nil {
                show(animated: state.shows > 0, &state, &effects)
            }
        case .back: step(by: -1, &state, &effects)
        case .forward: step(by: 1, &state, &effects)
        case .oldest: if state.history.count > 0 { view(0, &state, &effects) }
        case .live: view(nil, &state, &effects)
        case .highlight:
            state.highlight.toggle()
            effects.append(.highlight(state.highlight))
        case .filter: state.mode = .filtering
        case .help: state.mode = .help
        case .errors: state.mode = .errors
        }
    }

    /// One changed run back (−1) or forward (+1); forward past the newest is live.
    private static func step(by delta: Int, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        let count = state.history.count
        guard count > 0 else { return }
        let next = (state.viewing ?? count - 1) + delta
        view(next >= count - 1 ? nil : max(next, 0), &state, &effects)
    }

    /// Shows history entry `index` (the newest is the live list), or the live list for `nil`.
    private static func view(_ index: Int?, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        state.viewing = index.flatMap { $0 >= state.history.count - 1 ? nil : $0 }
        show(animated: state.shows > 0, &state, &effects)
    }

    /// Pasted text: typed into the filter while it is typed (shown at once), else dropped: it
    /// neither closes a box nor is taken for the screen's keys.
    public static func paste(_ text: String, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        guard state.mode == .filtering else { return }
        let before = state.filter
        FilterPrompt.paste(text, to: &state.filter)
        if state.filter != before { show(animated: state.shows > 0, &state, &effects) }
    }

    /// A key while typing the filter: every change shows the rows that match at once.
    private static func editFilter(_ key: ViewInput, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        switch FilterPrompt.apply(key, to: &state.filter) {
        case .ignored: return
        case .editing: break
        case .done: state.mode = .browsing
        }
        show(animated: state.shows > 0, &state, &effects)
    }
}
