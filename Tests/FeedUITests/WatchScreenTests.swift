import CollectionView
import CollectionViewTesting
@testable import FeedUI
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUITesting
import Testing
import TerminalUI

/// The watch screen's keys and state, without a terminal, driven by a
/// ``Pilot`` (keys, the clock, frames as text): results are fed as the run
/// loop would, keys as the terminal would.
@MainActor
@Suite struct WatchScreenTests {
    /// A screen reading snapshots (fed by the test), on the pilot's clock and executor.
    private static func pilot(size: CellSize = CellSize(columns: 120, rows: 6)) -> Pilot<ProgramRunner<WatchScreen>> {
        let settings = WatchSettings(source: .standardInput, commandLine: "test", input: InputOptions(format: .lines))
        return Pilot(size: size) { clock, executor in WatchScreen(settings: settings, executor: executor, clock: clock).runner() }
    }

    private static func feed(_ pilot: Pilot<ProgramRunner<WatchScreen>>, _ lines: [String]) {
        pilot.app.send(.snapshot(.success([ListSection(model: InputSection(id: "", header: ""), items: lines.map { InputRow($0) })]), at: Date()))
        pilot.settle()
    }

    /// The rows shown once everything has landed.
    private static func shown(_ pilot: Pilot<ProgramRunner<WatchScreen>>) -> [String] {
        pilot.finish()
        return pilot.app.program.list.shownState.flatMap(\.items).map(\.text)
    }

    /// A flat list that gains sections: its rows, their content unchanged
    /// (no batch reloads them), are indented under the headers as the look
    /// now draws them, not left as they were drawn before.
    @Test func rowsAreIndentedWhenTheListGainsSections() {
        let pilot = Self.pilot()
        Self.feed(pilot, ["alpha", "beta"])
        pilot.finish()
        pilot.app.send(.snapshot(.success([
            ListSection(model: InputSection(id: "g", header: "g"), items: [InputRow("beta"), InputRow("alpha")]),
        ]), at: Date()))
        pilot.settle()
        pilot.finish()
        let lines = pilot.lines()
        #expect(lines.contains { $0.hasPrefix("  alpha") }, "\(pilot.text())")
        #expect(lines.contains { $0.hasPrefix("  beta") }, "\(pilot.text())")
        #expect(!lines.contains { $0.hasPrefix("alpha") }, "\(pilot.text())")
    }

    /// A run whose new row has a wider cell widens its column: the rows that
    /// did not change are padded to it too (drawn again), so cells line up.
    @Test func unchangedRowsLineUpWhenAColumnWidens() {
        let pilot = Self.pilot()
        let row = { (name: String, score: String) in InputRow(id: RowID(name), text: name + "," + score, cells: [name, score]) }
        let list = { (rows: [InputRow]) in [ListSection(model: InputSection(id: "", header: ""), items: rows)] }
        pilot.app.send(.snapshot(.success(list([row("ann", "1"), row("bob", "2")])), at: Date()))
        pilot.settle()
        pilot.finish()
        pilot.app.send(.snapshot(.success(list([row("ann", "1"), row("bob", "2"), row("christina", "3")])), at: Date()))
        pilot.settle()
        pilot.finish()
        let lines = pilot.text().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("ann        1") }, "\(pilot.text())")
        #expect(lines.contains { $0.hasPrefix("christina  3") }, "\(pilot.text())")
    }

    @Test func historyStepsThroughChangedRunsOnly() throws {
        let pilot = Self.pilot(), screen = pilot.app
        Self.feed(pilot, ["a"])
        Self.feed(pilot, ["a"])  // unchanged: counted, not stored
        Self.feed(pilot, ["b"])
        Self.feed(pilot, ["c"])
        #expect(screen.model.history.count == 3)
        #expect(screen.model.judge.runs == 4)
        pilot.press(.left)
        #expect(screen.model.viewing == 1)
        #expect(Self.shown(pilot) == ["b"])
        pilot.press(.character("h"))
        pilot.press(.character("h"))  // stays at the oldest
        #expect(screen.model.viewing == 0)
        #expect(Self.shown(pilot) == ["a"])
        // A new run while looking back does not move the view.
        Self.feed(pilot, ["d"])
        #expect(Self.shown(pilot) == ["a"])
        pilot.press(.end)
        #expect(screen.model.viewing == nil)
        #expect(Self.shown(pilot) == ["d"])
        pilot.press(.home)
        #expect(Self.shown(pilot) == ["a"])
        pilot.press(.character("l"))
        pilot.press(.right)
        pilot.press(.right)
        #expect(screen.model.viewing == nil)
    }

    @Test func pauseHighlightFilterHelpAndQuit() throws {
        let pilot = Self.pilot(), screen = pilot.app
        Self.feed(pilot, ["apple", "banana", "cherry"])
        pilot.press(.space)
        #expect(screen.model.paused)
        pilot.press(.character("d"))
        #expect(screen.program.list.view.configuration.appearance.flash == .plain)
        pilot.press(.character("d"))
        #expect(screen.program.list.view.configuration.appearance.flash != .plain)
        pilot.press(.character("/"))
        pilot.type("AN")
        #expect(Self.shown(pilot) == ["banana"])
        pilot.press(.escape)
        #expect(Self.shown(pilot) == ["apple", "banana", "cherry"])
        pilot.press(.character("?"))
        #expect(screen.model.mode == .help)
        #expect(try screen.handle(.key(.character("x"))) == .continue)
        #expect(screen.model.mode != .help)
        #expect(try screen.handle(.key(.character("q"))) == .quit(0))
    }

    @Test func aNarrowTitleKeepsTheLastRunsStatusInSight() throws {
        let settings = WatchSettings(
            source: .command(CommandRunner(command: ["listmotion-never-run"], timeout: nil)),
            commandLine: "ps -eo pid,comm,pcpu --sort=-pcpu", input: InputOptions(format: .lines)
        )
        let pilot = Pilot(size: CellSize(columns: 120, rows: 6)) { clock, executor in
            WatchScreen(settings: settings, executor: executor, clock: clock).runner()
        }
        let screen = pilot.app
        let output = Array("a\nb\n".utf8)
        let outcome = RunOutcome(started: Date(), duration: .milliseconds(35), ending: .exited(3), output: output, errorOutput: Array("oops\n".utf8))
        screen.send(.ran(outcome, WatchJudge.Prepared(output: output, options: settings.input, previous: nil)))
        pilot.settle()
        func title(columns: Int) -> String {
            pilot.resize(to: CellSize(columns: columns, rows: 6))
            return pilot.text().components(separatedBy: "\n")[0].trimmingCharacters(in: .whitespaces)
        }
        let wide = title(columns: 120)
        #expect(wide.hasPrefix("ps -eo pid,comm,pcpu --sort=-pcpu · every 2 s ✗ exit 3: oops"), "\(wide)")
        #expect(wide.hasSuffix(" exit 3 (35 ms) · run 1, 0 changed"), "\(wide)")
        let narrow = title(columns: 40)
        #expect(narrow.hasPrefix("ps -eo pid"), "\(narrow)")
        #expect(narrow.hasSuffix(" exit 3 · run 1, 0 changed"), "\(narrow)")
    }

    @Test func theTitleSaysWhatIsShown() throws {
        let pilot = Self.pilot()
        Self.feed(pilot, ["a"])
        Self.feed(pilot, ["b"])
        pilot.press(.left)
        pilot.press(.space)
        let lines = pilot.text().components(separatedBy: "\n")
        #expect(lines[0].contains("PAUSED") && lines[0].contains("HISTORY 1/2: run 1"), "\(lines[0])")
        #expect(lines[5].contains("q quit"))
    }

    /// `/` finds rows as `TextFilter` does: any case, any accents.
    @Test func filterIgnoresCaseAndAccents() {
        let pilot = Self.pilot()
        Self.feed(pilot, ["Crème brûlée", "CREMA", "bread"])
        pilot.finish()
        pilot.press(.character("/"))
        pilot.type("cre")
        #expect(Self.shown(pilot) == ["Crème brûlée", "CREMA"])
        pilot.type("me")
        #expect(Self.shown(pilot) == ["Crème brûlée"])
    }

    /// One key route: the list's plugins first while browsing (↓ selects a
    /// row), the screen's keys after; while the filter is typed, every key is text.
    @Test func keysGoToTheListsPluginsFirstWhileBrowsing() {
        let pilot = Self.pilot()
        Self.feed(pilot, ["apple", "banana"])
        pilot.finish()
        #expect(pilot.app.program.list.view.selectedItem == nil)
        pilot.press(.down)
        #expect(pilot.app.program.list.view.selectedItem != nil)
        pilot.press(.character("/"))
        pilot.press(.character("j"))
        #expect(pilot.app.model.filter == "j")
        #expect(pilot.app.model.mode == .filtering)
    }

    /// `demo watch -`: the runtime's start starts reading stdin (a stream of
    /// messages); an NDJSON snapshot written to it is shown.
    @Test func theStartReadsSnapshotsFromStandardInput() async {
        let pipe = Pipe()
        let settings = WatchSettings(source: .standardInput, commandLine: "-", input: InputOptions(format: .lines))
        let pilot = Pilot(size: CellSize(columns: 60, rows: 6)) { clock, executor in
            WatchScreen(settings: settings, executor: executor, clock: clock, standardInput: pipe.fileHandleForReading).runner()
        }
        pipe.fileHandleForWriting.write(Data(#"["alpha", "beta"]"#.utf8 + [0x0A]))
        // Generous: the reading task runs on the main actor, which the suite's long main-actor tests may hold for minutes.
        let deadline = ContinuousClock.now + .seconds(600)
        while pilot.app.model.judge.runs < 1, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(Self.shown(pilot) == ["alpha", "beta"])
        // (Its end is not waited for: a process another test starts meanwhile may hold the pipe open.)
        try? pipe.fileHandleForWriting.close()
    }

    /// A command that cannot start ends the watch with 127, and the line for
    /// stderr is the model's (said once the terminal is restored).
    @Test func aCommandThatCannotStartEndsTheRunnerWith127() {
        let pilot = Self.pilot()
        pilot.app.send(.cannotStart("cannot run \"x\": command not found"))
        #expect(pilot.app.exitCode == 127)
        #expect(pilot.app.model.failure == "cannot run \"x\": command not found")
    }
}
