import Foundation
import ListDiff
import ListFeed
import ListInput
import Testing

/// What a watch decides about each run (``WatchJudge``): the list to show, whether it changed, the problem
/// line, and when to stop (`--chgexit`, `--errexit`), as plain values.
@Suite struct WatchJudgeTests {
    private static func outcome(_ lines: [String], exit code: Int32 = 0, stderr: String = "") -> RunOutcome {
        RunOutcome(started: Date(), duration: .milliseconds(5), ending: .exited(code),
                   output: Array(lines.map { $0 + "\n" }.joined().utf8), errorOutput: Array(stderr.utf8))
    }

    private static func rows(_ list: InputList?) -> [String]? {
        list.map { $0.flatMap(\.items).map(\.text) }
    }

    @Test func theFirstRunShowsItsListAndLaterRunsSayWhetherTheyChanged() {
        var judge = WatchJudge(input: InputOptions(format: .lines))
        let first = judge.accept(Self.outcome(["a", "b"]))
        #expect(Self.rows(first.list) == ["a", "b"] && !first.changed && first.exit == nil && first.problem == nil)
        let same = judge.accept(Self.outcome(["a", "b"]))
        #expect(!same.changed && Self.rows(same.list) == ["a", "b"])
        let changed = judge.accept(Self.outcome(["b", "a"]))
        #expect(changed.changed && Self.rows(changed.list) == ["b", "a"])
        #expect(judge.runs == 3 && judge.changedRuns == 1)
        #expect(Self.rows(judge.shown) == ["b", "a"])
    }

    @Test func aFailedRunKeepsTheListAndSaysWhyInOneLine() {
        var judge = WatchJudge(input: InputOptions(format: .lines))
        _ = judge.accept(Self.outcome(["a"]))
        let failed = judge.accept(Self.outcome(["partial"], exit: 3, stderr: "\ndisk full\u{1B}[2J\nmore\n"))
        #expect(failed.list == nil && failed.exit == nil, "the last good list stays")
        #expect(failed.problem == "exit 3: disk full\u{241B}[2J", "its status and first stderr line, made safe")
        #expect(judge.runs == 2 && Self.rows(judge.shown) == ["a"])
    }

    @Test func chgexitStopsWithZeroOnTheFirstChangeAndErrexitWithTheRunsCode() {
        var change = WatchJudge(input: InputOptions(format: .lines), exitOnChange: true)
        let first = change.accept(Self.outcome(["a"]))
        let same = change.accept(Self.outcome(["a"]))
        let changed = change.accept(Self.outcome(["b"]))
        #expect(first.exit == nil, "the first run is no change")
        #expect(same.exit == nil && changed.exit == 0)

        var error = WatchJudge(input: InputOptions(format: .lines), exitOnError: true)
        _ = error.accept(Self.outcome(["ok"]))
        let failed = error.accept(Self.outcome(["partial"], exit: 3, stderr: "disk full\n"))
        #expect(failed.exit == 3 && Self.rows(failed.list) == ["partial"], "its output is shown, then it stops")
        #expect(failed.problem == "exit 3: disk full")
    }

    @Test func aRunPreparedOffTheMainThreadIsJudgedAlike() {
        var judge = WatchJudge(input: InputOptions(format: .lines))
        let options = judge.input
        let first = Self.outcome(["a"]), second = Self.outcome(["b"])
        _ = judge.accept(first, prepared: WatchJudge.Prepared(output: first.output, options: options, previous: judge.shown))
        let prepared = WatchJudge.Prepared(output: second.output, options: options, previous: judge.shown)
        #expect(prepared.differs == true)
        let step = judge.accept(second, prepared: prepared)
        #expect(step.changed && Self.rows(step.list) == ["b"] && judge.changedRuns == 1)
    }

    @Test func aSnapshotThatIsNoListIsAProblemAndKeepsTheList() {
        var judge = WatchJudge(input: InputOptions(format: .json))
        let good = judge.accept(.success([ListSection(model: InputSection(id: "", header: ""), items: [InputRow("x")])]))
        #expect(Self.rows(good.list) == ["x"])
        let bad = judge.accept(WatchJudge.parse(Array("{\"sections\": [".utf8), options: judge.input))
        #expect(bad.list == nil && bad.problem?.isEmpty == false && !bad.changed)
        #expect(judge.runs == 2 && Self.rows(judge.shown) == ["x"])
    }
}
