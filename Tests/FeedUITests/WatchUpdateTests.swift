import CollectionView
@testable import FeedUI
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUITesting
import Testing

/// `demo watch`'s logic as values: ``WatchUpdate`` fed keys, runs and
/// timers, its effects read back. No terminal, no process, no clock.
@Suite struct WatchUpdateTests {
    /// A watch of a command (never run here: runs are fed as outcomes).
    private static func watching(_ change: (inout WatchSettings) -> Void = { _ in }) -> WatchState {
        var settings = WatchSettings(
            source: .command(CommandRunner(command: ["listmotion-never-run"], timeout: nil)), commandLine: "cmd",
            input: InputOptions(format: .lines)
        )
        change(&settings)
        var state = WatchState(settings: settings)
        WatchUpdate.update(&state, .started(listSize: CellSize(columns: 40, rows: 10)))
        return state
    }

    /// A run that printed `lines` and exited with `code`, judged as the screen does
    /// (after the timer, when one is pending).
    @discardableResult
    private static func run(_ state: inout WatchState, _ lines: [String], exit code: Int32 = 0, stderr: String = "") -> [WatchEffect] {
        if state.phase == .waiting { WatchUpdate.update(&state, .runDue) }
        let output = Array(lines.map { $0 + "\n" }.joined().utf8)
        let outcome = RunOutcome(started: Date(), duration: .milliseconds(5), ending: .exited(code),
                                 output: output, errorOutput: Array(stderr.utf8))
        let prepared = WatchJudge.Prepared(output: output, options: state.settings.input, previous: state.judge.shown)
        return WatchUpdate.update(&state, .ran(outcome, prepared))
    }

    @discardableResult
    private static func press(_ state: inout WatchState, _ keys: ViewInput...) -> [WatchEffect] {
        keys.flatMap { WatchUpdate.update(&state, .key($0)) }
    }

    /// The rows of each list the effects show.
    private static func shown(_ effects: [WatchEffect]) -> [[String]] {
        effects.compactMap { effect in
            guard case let .show(list, _, _) = effect else { return nil }
            return list.flatMap(\.items).map(\.text)
        }
    }

    private static func quits(_ effects: [WatchEffect]) -> [Int32] {
        effects.compactMap { effect in
            guard case let .quit(code) = effect else { return nil }
            return code
        }
    }

    private static func startsRun(_ effects: [WatchEffect]) -> Bool {
        effects.contains { if case .startRun = $0 { true } else { false } }
    }

    private static func schedules(_ effects: [WatchEffect]) -> [Int] {
        effects.compactMap { effect in
            guard case let .scheduleRun(beat) = effect else { return nil }
            return beat
        }
    }

    private static func saves(_ effects: [WatchEffect]) -> [Int] {
        effects.compactMap { effect in
            guard case let .save(run, _, _) = effect else { return nil }
            return run
        }
    }

    @Test func historyKeysStepThroughChangedRunsOnly() {
        var state = Self.watching()
        #expect(state.phase == .running)
        #expect(Self.saves(Self.run(&state, ["a"])) == [1])
        #expect(Self.saves(Self.run(&state, ["a"])) == [])  // unchanged: counted, not stored
        Self.run(&state, ["b"])
        Self.run(&state, ["c"])
        #expect(state.history.count == 3 && state.judge.runs == 4 && state.judge.changedRuns == 2)
        #expect(state.history.entries.map(\.run) == [1, 3, 4])
        #expect(Self.shown(Self.press(&state, .left)) == [["b"]])
        #expect(state.viewing == 1)
        #expect(Self.shown(Self.press(&state, .character("h"))) == [["a"]])
        #expect(Self.shown(Self.press(&state, .character("h"))) == [["a"]])  // stays at the oldest
        #expect(state.viewing == 0)
        // A new run while looking back does not move the view, but is live.
        #expect(Self.shown(Self.run(&state, ["d"])) == [])
        #expect(Self.shown(Self.press(&state, .right)) == [["b"]])
        #expect(Self.shown(Self.press(&state, .end)) == [["d"]])
        #expect(state.viewing == nil)
        #expect(Self.shown(Self.press(&state, .home)) == [["a"]])
        Self.press(&state, .character("l"), .right)
        #expect(state.viewing == 2)
        #expect(Self.shown(Self.press(&state, .right)) == [["d"]])  // past the newest stored run: live
        #expect(state.viewing == nil)
    }

    @Test func theHistorysDeltaIsMadeOnceTheListHasLanded() {
        var state = Self.watching()
        let makes = { (effects: [WatchEffect]) in effects.filter { if case .makeDelta = $0 { true } else { false } } }
        Self.run(&state, (0..<50).map { "row \($0)" })
        let effects = Self.run(&state, (1..<51).map { "row \($0)" })
        #expect(makes(effects).isEmpty, "the delta would share a core with the view's diff")
        guard case let .show(_, _, show)? = effects.first(where: { if case .show = $0 { true } else { false } }) else {
            Issue.record("no show: \(effects)")
            return
        }
        #expect(makes(WatchUpdate.update(&state, .landed(show: show - 1, skipped: false))).isEmpty, "an older list landed")
        let landed = makes(WatchUpdate.update(&state, .landed(show: show, skipped: false)))
        guard case let .makeDelta(run, old, new)? = landed.first, landed.count == 1 else {
            Issue.record("\(landed)")
            return
        }
        #expect(run == 2 && old == state.history.list(at: 0) && new == state.live)
        #expect(state.history.storedRows == 100)
        WatchUpdate.update(&state, .deltaMade(run: run, ListDelta(from: old, to: new)))
        #expect(state.history.storedRows == 51)
        #expect(state.history.list(at: 1) == new)
        #expect(makes(WatchUpdate.update(&state, .landed(show: show, skipped: false))).isEmpty, "made once")
        // Looking back, a changed run shows nothing: its delta is made at once.
        Self.press(&state, .left)
        #expect(makes(Self.run(&state, (2..<52).map { "row \($0)" })).count == 1)
    }

    @Test func theHistoryDropsItsOldestAndTheEntryShownStaysPut() {
        var state = Self.watching { $0.history = 4 }
        for rows in ["a", "b", "c"] { Self.run(&state, [rows]) }
        Self.press(&state, .left)
        #expect(state.viewing == 1)
        Self.run(&state, ["d"])  // fills the history: nothing dropped, "b" is still entry 1
        #expect(state.viewing == 1 && state.history.count == 4)
        #expect(Self.shown(Self.run(&state, ["e"])) == [])  // drops "a": "b", still on screen, is now entry 0
        #expect(state.viewing == 0)
        #expect(state.history.list(at: 0).flatMap(\.items).map(\.text) == ["b"])
        #expect(state.history.entries.map(\.run) == [2, 3, 4, 5])
        // Once the entry shown is dropped itself, the new oldest is shown.
        #expect(Self.shown(Self.run(&state, ["f"])) == [["c"]])
        #expect(state.viewing == 0)
    }

    @Test func pauseStopsSchedulingRunsAndResumeStartsTheOneThatCameDue() {
        var state = Self.watching()
        #expect(state.phase == .running)
        #expect(Self.schedules(Self.run(&state, ["a"])) == [1])
        #expect(state.phase == .waiting)
        Self.press(&state, .space)
        #expect(state.paused)
        #expect(!Self.startsRun(WatchUpdate.update(&state, .runDue)))
        #expect(state.phase == .due)
        // More time passing while paused starts nothing either.
        #expect(!Self.startsRun(WatchUpdate.update(&state, .runDue)))
        #expect(Self.startsRun(Self.press(&state, .space)))
        #expect(state.phase == .running && !state.paused)
        #expect(Self.schedules(Self.run(&state, ["b"])) == [2])
        // Not paused: the timer starts the run.
        #expect(Self.startsRun(WatchUpdate.update(&state, .runDue)))
        // A second pause and resume with no run due starts none.
        Self.run(&state, ["c"])
        #expect(!Self.startsRun(Self.press(&state, .space, .space)))
    }

    @Test func pausedSnapshotsFromStdinAreKeptAndShownOnResume() {
        var state = WatchState(settings: WatchSettings(source: .standardInput, commandLine: "-", input: InputOptions(format: .lines)))
        #expect(WatchUpdate.update(&state, .started(listSize: CellSize(columns: 40, rows: 10))).contains {
            if case .readInput = $0 { true } else { false }
        })
        let snapshot = { (rows: [String]) in
            WatchEvent.snapshot(.success([ListSection(model: InputSection(id: "", header: ""), items: rows.map { InputRow($0) })]), at: Date())
        }
        #expect(Self.shown(WatchUpdate.update(&state, snapshot(["a"]))) == [["a"]])
        Self.press(&state, .space)
        #expect(Self.shown(WatchUpdate.update(&state, snapshot(["b"]))) == [])
        #expect(Self.shown(WatchUpdate.update(&state, snapshot(["c"]))) == [])
        #expect(state.history.count == 3 && state.judge.runs == 3)
        #expect(Self.shown(Self.press(&state, .space)) == [["c"]])
    }

    @Test func chgexitQuitsWithZeroOnceTheChangeHasLanded() {
        var state = Self.watching { $0.exitOnChange = true }
        Self.run(&state, ["a"])
        let unchanged = Self.run(&state, ["a"])
        #expect(Self.quits(unchanged).isEmpty && Self.schedules(unchanged) == [2])
        let changed = Self.run(&state, ["b"])
        #expect(Self.shown(changed) == [["b"]])
        #expect(Self.quits(changed).isEmpty, "quits before the change is seen")
        #expect(Self.schedules(changed).isEmpty && state.phase == .stopped)
        #expect(state.exitCode == 0)
        guard case let .show(_, _, show)? = changed.first(where: { if case .show = $0 { true } else { false } }) else {
            Issue.record("no show")
            return
        }
        #expect(Self.quits(WatchUpdate.update(&state, .landed(show: show - 1, skipped: false))).isEmpty)
        #expect(Self.quits(WatchUpdate.update(&state, .landed(show: show, skipped: true))).isEmpty)
        #expect(Self.quits(WatchUpdate.update(&state, .landed(show: show, skipped: false))) == [0])
    }

    @Test func errexitStopsKeepsTheFailedOutputAndQQuitsWithItsCode() {
        var state = Self.watching { $0.exitOnError = true }
        Self.run(&state, ["ok"])
        let failed = Self.run(&state, ["partial"], exit: 3, stderr: "disk full\nmore\n")
        #expect(Self.shown(failed) == [["partial"]])
        #expect(Self.quits(failed).isEmpty && Self.schedules(failed).isEmpty)
        #expect(state.phase == .stopped && state.exitCode == 3)
        #expect(state.problem == "exit 3: disk full")
        #expect(state.notice == "stopped: exit 3: disk full — q exits")
        #expect(String(decoding: state.failedOutput, as: UTF8.self) == "disk full\nmore\n")
        #expect(!Self.startsRun(WatchUpdate.update(&state, .runDue)))
        #expect(Self.quits(Self.press(&state, .character("q"))) == [3])
    }

    @Test func aFailedRunKeepsTheLastGoodListAndSetsTheProblemLine() {
        var state = Self.watching()
        Self.run(&state, ["a", "b"])
        let failed = Self.run(&state, ["half"], exit: 1, stderr: "\u{1B}[31mboom\n")
        #expect(Self.shown(failed) == [], "a failed run shows nothing new")
        #expect(state.problem == "exit 1: ␛[31mboom")
        #expect(state.live.flatMap(\.items).map(\.text) == ["a", "b"])
        #expect(Self.schedules(failed) == [2], "the watch goes on")
        // Bad output (a duplicate key) too; the next good run clears the problem.
        var keyed = Self.watching { $0.input = InputOptions(format: .columns, key: .number(1)) }
        Self.run(&keyed, ["x 1"])
        #expect(Self.shown(Self.run(&keyed, ["x 1", "x 2"])) == [])
        #expect(keyed.problem == #"duplicate key "x" on line 1 and line 2"#)
        #expect(Self.shown(Self.run(&keyed, ["x 3"])) == [["x 3"]])
        #expect(keyed.problem == nil)
    }

    @Test func aCommandThatCannotStartQuitsWith127AndSaysWhy() {
        var state = Self.watching()
        let effects = WatchUpdate.update(&state, .cannotStart("cannot run \"x\": command not found"))
        #expect(Self.quits(effects) == [127])
        #expect(state.failure == "cannot run \"x\": command not found")
        #expect(state.phase == .stopped)
    }

    @Test func filterTypingShowsMatchingRowsAsYouType() {
        var state = Self.watching()
        Self.run(&state, ["apple", "banana", "cherry"])
        Self.press(&state, .character("/"))
        #expect(state.mode == .filtering)
        #expect(Self.shown(Self.press(&state, .character("A"))) == [["apple", "banana"]])
        #expect(Self.shown(Self.press(&state, .character("n"))) == [["banana"]])
        // `q` is typed, not a quit; a new run is filtered too.
        #expect(Self.quits(Self.press(&state, .character("q"))).isEmpty && state.filter == "Anq")
        #expect(Self.shown(Self.press(&state, .backspace)) == [["banana"]])
        #expect(Self.shown(Self.run(&state, ["banana split", "apple"])) == [["banana split"]])
        Self.press(&state, .enter)
        #expect(state.mode == .browsing && state.filter == "An")
        Self.press(&state, .character("/"))
        #expect(Self.shown(Self.press(&state, .escape)) == [["banana split", "apple"]])
        #expect(state.mode == .browsing && state.filter.isEmpty)
    }

    /// The help says "Esc clears" the filter: once kept, Esc clears it (the whole
    /// list comes back, as one show), and only with no filter kept does Esc quit.
    @Test func escClearsAKeptFilterBeforeItQuits() {
        var state = Self.watching()
        Self.run(&state, ["apple", "banana", "cherry"])
        #expect(Self.shown(Self.press(&state, .character("/"), .character("a"), .character("n"), .enter)).last == ["banana"])
        #expect(state.mode == .browsing && state.filter == "an")
        let clearing = Self.press(&state, .escape)
        #expect(Self.quits(clearing).isEmpty && state.exitRequested == nil, "Esc cleared the kept filter, it did not quit")
        #expect(Self.shown(clearing) == [["apple", "banana", "cherry"]] && state.filter.isEmpty && state.mode == .browsing)
        #expect(Self.quits(Self.press(&state, .escape)) == [0])
        // `q` is no Esc: it quits with a filter kept.
        var kept = Self.watching()
        Self.run(&kept, ["apple"])
        Self.press(&kept, .character("/"), .character("a"), .enter)
        #expect(Self.quits(Self.press(&kept, .character("q"))) == [0])
    }

    /// A paste is typed into the filter at once (one show; a line break a space, never Enter);
    /// anywhere else it is no keys: it closes no box and quits nothing.
    @Test func aPasteIsTypedIntoTheFilterAndIsNoKeysElsewhere() {
        var state = Self.watching()
        Self.run(&state, ["apple", "banana", "cherry"])
        #expect(WatchUpdate.update(&state, .paste("q/")).allSatisfy { if case .redraw = $0 { true } else { false } })
        #expect(state.mode == .browsing && state.exitRequested == nil)
        Self.press(&state, .character("?"))
        WatchUpdate.update(&state, .paste("x"))
        #expect(state.mode == .help, "the paste did not close the help")
        Self.press(&state, .escape, .character("/"))
        #expect(Self.shown(WatchUpdate.update(&state, .paste("an\tA"))) == [[]])
        #expect(state.filter == "an A" && state.mode == .filtering)
        #expect(Self.shown(WatchUpdate.update(&state, .paste(""))).isEmpty, "nothing typed: nothing shown")
        #expect(Self.shown(Self.press(&state, .backspace, .backspace, .enter)).last == ["banana"])
        #expect(state.filter == "an" && state.mode == .browsing)
    }

    @Test func aKeyWhileInHelpOnlyClosesItButQuitKeysStillQuit() {
        var state = Self.watching()
        Self.run(&state, ["a"])
        Self.run(&state, ["b"])
        Self.press(&state, .character("?"))
        #expect(state.mode == .help)
        let closing = Self.press(&state, .left)
        #expect(state.mode == .browsing && state.viewing == nil && Self.shown(closing).isEmpty, "← only closed the help")
        Self.press(&state, .character("?"))
        #expect(Self.quits(Self.press(&state, .escape)).isEmpty && state.mode == .browsing, "Esc only closes")
        Self.press(&state, .character("e"))
        #expect(state.mode == .errors)
        #expect(Self.quits(Self.press(&state, .character("q"))) == [0])
    }

    @Test func keysTheScreenDoesNotUseDoNothingHereAndHighlightToggles() {
        var state = Self.watching()
        // The list's keys never reach the update: the screen offers every key to the list's plugins first.
        let before = state.viewing
        #expect(Self.press(&state, .character("x")).allSatisfy { if case .redraw = $0 { true } else { false } })
        #expect(state.viewing == before && state.mode == .browsing)
        #expect(Self.press(&state, .character("d")).contains { if case .highlight(false) = $0 { true } else { false } })
        #expect(Self.press(&state, .character("d")).contains { if case .highlight(true) = $0 { true } else { false } })
    }

    @Test func theBellRingsOnChangedRunsOnly() {
        var state = Self.watching { $0.beep = true }
        let rings = { (effects: [WatchEffect]) in effects.contains { if case .beep = $0 { true } else { false } } }
        #expect(!rings(Self.run(&state, ["a"])))
        #expect(!rings(Self.run(&state, ["a"])))
        #expect(rings(Self.run(&state, ["b"])))
        #expect(!rings(Self.run(&state, ["b"], exit: 1)))
    }

    @Test func theFirstListAppearsAtOnceAndLaterOnesAnimate() {
        var state = Self.watching()
        let animated = { (effects: [WatchEffect]) in
            effects.compactMap { if case let .show(_, animated, _) = $0 { animated } else { nil } }
        }
        #expect(animated(Self.run(&state, ["a"])) == [false])
        #expect(animated(Self.run(&state, ["b"])) == [true])
    }

    @Test func aLoadedHistoryShowsItsNewestAtOnceAndStepsBack() {
        var settings = WatchSettings(source: .file("h.ndjson"), commandLine: "", input: InputOptions(format: .lines))
        settings.history = 10
        var state = WatchState(settings: settings)
        #expect(WatchUpdate.update(&state, .started(listSize: CellSize(columns: 40, rows: 10))).contains {
            if case .loadHistory("h.ndjson") = $0 { true } else { false }
        })
        let list = { (rows: [String]) -> InputList in [ListSection(model: InputSection(id: "", header: ""), items: rows.map { InputRow($0) })] }
        let entries = [HistoryEntry(run: 1, started: nil, list: list(["a"])), HistoryEntry(run: 4, started: nil, list: list(["b"]))]
        let effects = WatchUpdate.update(&state, .historyLoaded(entries, from: "h.ndjson"))
        #expect(Self.shown(effects) == [["b"]])
        #expect(effects.contains { if case .show(_, false, _) = $0 { true } else { false } })
        #expect(state.notice == "history of 2 runs from h.ndjson")
        #expect(state.history.entries.map(\.run) == [1, 4])
        let back = Self.press(&state, .left)
        #expect(Self.shown(back) == [["a"]])
        #expect(back.contains { if case .show(_, true, _) = $0 { true } else { false } }, "stepping back animates")
    }
}
