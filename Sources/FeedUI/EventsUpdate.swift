import CollectionView
import TerminalUI

/// An ``EventsScreen``'s logic as a pure function (the loop shape of
/// ``WatchUpdate``): no terminal, thread or list in here.
public enum EventsUpdate {
    /// The next state and the effects `event` causes in `state`.
    public static func update(_ state: EventsState, _ event: EventsEvent) -> (EventsState, [EventsEffect]) {
        var next = state
        let effects = update(&next, event)
        return (next, effects)
    }

    /// ``update(_:_:)`` in place.
    @discardableResult
    public static func update(_ state: inout EventsState, _ event: EventsEvent) -> [EventsEffect] {
        var effects: [EventsEffect] = []
        switch event {
        case .started:
            effects.append(.read)
        case let .key(key):
            handle(key, &state, &effects)
        case let .paste(text):
            // Neither closing the help or the pane nor taken for the screen's keys.
            guard state.mode == .filtering else { break }
            let before = state.filter
            FilterPrompt.paste(text, to: &state.filter)
            if state.filter != before { effects.append(.filter(state.filter)) }
        case let .read(progress):
            state.events += progress.events
            state.rate.add(progress.events, at: progress.time)
            state.nextTick = state.ended ? nil : state.rate.nextChange(after: progress.time)
            state.problemCount += progress.problems.count
            if let last = progress.problems.last { state.lastProblem = last }
            if let last = progress.errors.last { state.lastError = last }
            state.bytesRead = progress.bytesRead
            state.pendingBytes = progress.pendingBytes
            state.parsingBytes = progress.parsingBytes
            if state.columns.widen(to: progress.columns) {
                state.table.columnWidths = state.columns.widths
                effects.append(.columns(state.columns))
            }
            // The pane follows its row: what this chunk did to it is looked up.
            if let pane = state.pane, progress.events > 0 { effects.append(.lookUp(pane.id)) }
        case let .headerClick(column):
            if state.mode == .browsing, let effect = state.table.click(column: column) { effects.append(.table(effect)) }
        case let .sorted(mismatches):
            state.table.sortMismatches = mismatches
        case let .opened(id, title, object, _):
            guard state.mode == .browsing else { break }
            state.pane = EventPane(id: id, title: title, object: object)
            state.mode = .inspecting
        case let .object(id, object, now):
            guard state.pane?.id == id else { break }
            state.pane?.follow(object, at: now)
        case let .paneLines(lines):
            state.paneLines = lines
        case let .tick(now):
            state.pane?.widget.endFlash(at: now)
            state.rate.forget(before: now)
            state.nextTick = state.ended ? nil : state.rate.nextChange(after: now)
        case let .exited(exit):
            state.lastExit = exit.status
            state.lastError = state.lastError ?? exit.failure
        case let .restarted(count):
            state.restarts = count
        case let .ended(reason):
            state.ended = true
            state.pendingBytes = 0
            state.parsingBytes = 0
            state.nextTick = nil
            state.lastError = state.lastError ?? (reason.isEmpty ? nil : reason)
        }
        effects.append(.redraw)
        return effects
    }

    /// A key: typed into the filter, closing the help, clearing a kept
    /// filter (`FilterPrompt.clearsKept(_:_:)`), or one of ``EventsKeys/map``.
    private static func handle(_ key: ViewInput, _ state: inout EventsState, _ effects: inout [EventsEffect]) {
        switch state.mode {
        case .filtering:
            editFilter(key, &state, &effects)
            return
        case .help:
            // Back to what the help was opened from: the list, or the pane.
            state.mode = state.pane == nil ? .browsing : .inspecting
            if key != .escape, EventsKeys.map.action(for: key) == .quit { quit(&state, &effects) }
            return
        case .inspecting:
            inspect(key, &state, &effects)
            return
        case .browsing:
            break
        }
        if FilterPrompt.clearsKept(key, &state.filter) {
            effects.append(.filter(state.filter))
            return
        }
        switch EventsKeys.map.action(for: key) {
        case .quit?: quit(&state, &effects)
        case .pause?:
            state.paused.toggle()
            effects.append(.pause(state.paused))
        case .filter?: state.mode = .filtering
        case .help?: state.mode = .help
        case let .table(action)?:
            if let effect = state.table.update(action) { effects.append(.table(effect)) }
        case .inspect?:
            effects.append(.inspectSelected)
        case nil: break
        }
    }

    /// A key while the object pane is open: its own keys (Esc closes it), `q` quits, `?` helps, others do nothing.
    private static func inspect(_ key: ViewInput, _ state: inout EventsState, _ effects: inout [EventsEffect]) {
        guard var pane = state.pane else {
            state.mode = .browsing
            return
        }
        switch pane.widget.handle(key, visibleLines: state.paneLines) {
        case .closed:
            state.pane = nil
            state.mode = .browsing
        case .scrolled:
            state.pane = pane
        case .ignored:
            switch EventsKeys.map.action(for: key) {
            case .quit?: quit(&state, &effects)
            case .help?: state.mode = .help
            default: break
            }
        }
    }

    private static func quit(_ state: inout EventsState, _ effects: inout [EventsEffect]) {
        state.exitRequested = 0
        effects.append(.quit(0))
    }

    /// A key while typing the filter: every change filters at once.
    private static func editFilter(_ key: ViewInput, _ state: inout EventsState, _ effects: inout [EventsEffect]) {
        let before = state.filter
        if FilterPrompt.apply(key, to: &state.filter) == .done { state.mode = .browsing }
        if state.filter != before { effects.append(.filter(state.filter)) }
    }
}
