import Foundation
import ListFeed
import ListInput

/// A ``WatchScreen``'s logic as a pure function, the loop shape of every
/// screen on TerminalUI's runtime: no terminal,
/// process, clock or queue in here, so every key and every run is tested as
/// plain values.
public enum WatchUpdate {
    /// The next state and the effects `event` causes in `state`.
    public static func update(_ state: WatchState, _ event: WatchEvent) -> (WatchState, [WatchEffect]) {
        var next = state
        let effects = update(&next, event)
        return (next, effects)
    }

    /// ``update(_:_:)`` in place, as the screen runs it: the history and the
    /// lists are changed where they are stored, not copied first.
    @discardableResult
    public static func update(_ state: inout WatchState, _ event: WatchEvent) -> [WatchEffect] {
        var effects: [WatchEffect] = []
        switch event {
        case let .started(listSize):
            state.listSize = listSize
            start(&state, &effects)
        case let .resized(listSize):
            state.listSize = listSize
        case let .key(key):
            handle(key, &state, &effects)
        case let .paste(text):
            paste(text, &state, &effects)
        case let .ran(outcome, prepared):
            ran(outcome, prepared, &state, &effects)
        case let .runFailed(problem):
            state.problem = FeedText.safe(problem, limit: 200)
            scheduleNext(&state, &effects)
        case let .cannotStart(message):
            state.phase = .stopped
            state.notice = message
            state.ending = .stopped(code: WatchState.cannotStart)
            state.failure = message
            quit(WatchState.cannotStart, &state, &effects)
        case .runDue:
            guard state.phase == .waiting else { break }
            if state.paused { state.phase = .due } else { startRun(&state, &effects) }
        case let .snapshot(snapshot, time):
            // Paused, snapshots are kept (history, live list) but the screen holds still until resumed.
            record(state.judge.accept(snapshot), started: time, outcome: nil, refreshing: !state.paused, &state, &effects)
        case .inputEnded:
            state.notice = "end of input"
        case let .historyLoaded(entries, path):
            for entry in entries {
                record(state.judge.accept(.success(entry.list)), run: entry.run, started: entry.started ?? Date(),
                       outcome: nil, refreshing: false, &state, &effects)
            }
            state.notice = "history of \(state.history.count) runs from \(path)"
            // The terminal reads the whole file at once and shows the newest at once;
            // headless takes a run at a time, each animated from the one before.
            show(animated: state.shows > 0, &state, &effects)
        case let .deltaMade(run, delta):
            state.history.attach(delta, run: run)
        case let .landed(show, skipped):
            if case let .changed(changed)? = state.ending, show >= changed, !skipped { quit(0, &state, &effects) }
            if show == state.shows {
                effects += state.pendingDeltas.map(\.effect)
                state.pendingDeltas = []
            }
        }
        effects.append(.redraw)
        return effects
    }

    /// What feeds the list: the command's runs, stdin's snapshots, or a saved history.
    private static func start(_ state: inout WatchState, _ effects: inout [WatchEffect]) {
        switch state.settings.source {
        case .command: startRun(&state, &effects)
        case .standardInput: effects.append(.readInput)
        case let .file(path): effects.append(.loadHistory(path))
        }
    }

    private static func startRun(_ state: inout WatchState, _ effects: inout [WatchEffect]) {
        state.phase = .running
        effects.append(.startRun(listSize: state.listSize, previous: state.judge.shown))
    }

    /// After a run: the next one, unless the watch has stopped.
    private static func scheduleNext(_ state: inout WatchState, _ effects: inout [WatchEffect]) {
        guard state.phase == .running else { return }
        state.beat += 1
        state.phase = .waiting
        effects.append(.scheduleRun(beat: state.beat))
    }

    /// Takes one run of the command.
    private static func ran(_ outcome: RunOutcome, _ prepared: WatchJudge.Prepared, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        // Only the list is kept of what it printed: its output may be large.
        var summary = outcome
        summary.output = []
        state.lastRun = summary
        if !outcome.succeeded { state.failedOutput = outcome.errorOutput }
        record(state.judge.accept(outcome, prepared: prepared), started: outcome.started, outcome: summary, &state, &effects)
        scheduleNext(&state, &effects)
    }

    /// Stores and shows one verdict: history, save file, bell, the end of the watch.
    /// `run` is the run's number (the runs judged so far unless a history file says).
    public static func record(
        _ step: WatchJudge.Step, run: Int? = nil, started: Date, outcome: RunOutcome?,
        refreshing: Bool = true, _ state: inout WatchState, _ effects: inout [WatchEffect]
    ) {
        let shows = state.shows
        var delta: WatchState.PendingDelta?
        defer {
            // The delta costs as much as the view's diff: it waits until the list it
            // belongs to has landed, so that the two never share a core.
            if let delta {
                if state.shows > shows { state.pendingDeltas.append(delta) } else { effects.append(delta.effect) }
            }
        }
        state.problem = step.problem
        if let list = step.list {
            if step.changed || state.history.count == 0 {
                let dropsOldest = state.history.count == state.history.limit
                let number = run ?? state.judge.runs
                // The history stores a change, not a copy: made off the UI thread, once the list is on screen.
                let previous = state.history.newest
                if state.history.append(list, run: number, started: started, deferringDelta: true), let previous {
                    delta = WatchState.PendingDelta(run: number, from: previous, to: list)
                }
                effects.append(.save(run: number, outcome: outcome, list: list))
                if dropsOldest, let viewing = state.viewing {
                    // The entries shown moved down as the oldest was dropped; the oldest itself is gone.
                    state.viewing = max(viewing - 1, 0)
                    if viewing == 0, refreshing { show(animated: true, &state, &effects) }
                }
            }
            state.live = list
            if state.viewing == nil, refreshing { show(animated: state.shows > 0, &state, &effects) }
        }
        if step.changed, state.settings.beep { effects.append(.beep) }
        guard let code = step.exit else { return }
        state.phase = .stopped
        if step.changed, state.settings.exitOnChange, code == 0 {
            // Let the change be seen, then leave: when the list asked for now has
            // landed (or at once if none was asked for, which a first change never leaves).
            state.ending = .changed(show: state.shows)
            if state.shows == shows { quit(0, &state, &effects) }
        } else {
            state.ending = .stopped(code: code)
            state.notice = "stopped: \(step.problem ?? "exit \(code)") — q exits"
        }
    }

    /// Ends the watch with exit status `code` (the screen's loop ends at once).
    public static func quit(_ code: Int32, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        state.exitRequested = code
        effects.append(.quit(code))
    }

    /// Asks the view for ``WatchState/target``.
    public static func show(animated: Bool, _ state: inout WatchState, _ effects: inout [WatchEffect]) {
        state.shows += 1
        effects.append(.show(state.target, animated: animated, show: state.shows))
    }
}
