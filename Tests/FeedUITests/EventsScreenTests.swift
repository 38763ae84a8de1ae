import CollectionView
import CollectionViewTesting
@testable import FeedUI
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUI
import TerminalUITesting
import Testing

/// `demo watch --events` on screen, driven by a ``Pilot``: the events are
/// fed through the screen's own reader (as its thread does), its reports
/// sent to the screen as the thread's would be.
@MainActor
@Suite struct EventsScreenTests {
    private static func pilot(
        sort: Bool = true, size: CellSize = CellSize(columns: 60, rows: 10)
    ) -> (Pilot<ProgramRunner<EventsScreen>>, Feeder) {
        let options = EventOptions(key: "name", section: nil, sort: sort ? "score" : nil, descending: true, fields: ["name", "score"])
        let settings = EventsSettings(source: .standardInput, title: "test", options: options)
        let pilot = Pilot(size: size) { clock, executor in EventsScreen(settings: settings, executor: executor, clock: clock).runner() }
        return (pilot, Feeder(pilot: pilot, reader: pilot.app.program.reader()))
    }

    /// Feeds text to the screen's reader and its report to the screen.
    @MainActor final class Feeder {
        let pilot: Pilot<ProgramRunner<EventsScreen>>
        var reader: EventsReader<String, EventRow>
        init(pilot: Pilot<ProgramRunner<EventsScreen>>, reader: EventsReader<String, EventRow>) {
            self.pilot = pilot
            self.reader = reader
        }

        func feed(_ text: String) {
            pilot.app.send(.read(reader.read(Array(text.utf8))))
            pilot.settle()
        }
    }

    private static func list(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> [String] {
        pilot.lines().dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func names(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> [String] {
        list(pilot).map { String($0.split(separator: " ").first ?? "") }
    }

    private static let five = """
        {"name": "ada", "score": 50}
        {"name": "bo", "score": 40}
        {"name": "cy", "score": 30}
        {"name": "dee", "score": 20}
        {"name": "eve", "score": 10}

        """

    @Test func aRowClimbingTheRankingGlides() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve"])
        feeder.feed(#"{"type": "MODIFIED", "object": {"name": "eve", "score": 99}}"# + "\n")
        var positions: [Int] = []
        for _ in 0..<20 {
            pilot.wait(.milliseconds(16))
            if let index = Self.names(pilot).firstIndex(of: "eve") { positions.append(index) }
            // Every frame is a list: each name once.
            #expect(Set(Self.names(pilot)).count == 5)
        }
        pilot.finish()
        #expect(Self.names(pilot) == ["eve", "ada", "bo", "cy", "dee"])
        // It passed through the lines between, not jumping there.
        #expect(positions.contains { $0 > 0 && $0 < 4 })
        #expect(Self.list(pilot).first?.contains("99") == true)
        #expect(pilot.app.model.events == 6)
    }

    @Test func aDeleteFadesThenItsLineCloses() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        // On screen, as in the terminal (which draws every frame): a row keeps the text it was drawn with.
        _ = pilot.text()
        feeder.feed(#"{"type": "DELETED", "object": {"name": "cy"}}"# + "\n")
        pilot.wait(.milliseconds(32))
        // Mid-animation its line is still open between its neighbours, drawn faded (a grey), then it closes.
        let frame = pilot.frame().canvas
        let lines = frame.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines[1...5]) == ["ada  50", "bo   40", "cy   30", "dee  20", "eve  10"])
        #expect(frame.renderStyled().split(separator: "\n")[3].hasPrefix("[f=25"), "\(frame.renderStyled())")
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "dee", "eve"])
    }

    /// A row deleted before it was ever drawn has no text to fade (the list
    /// no longer has it): its line closes blank, as the view's contract allows.
    @Test func aRowNeverDrawnClosesBlank() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        feeder.feed(#"{"type": "DELETED", "object": {"name": "cy"}}"# + "\n")
        pilot.wait(.milliseconds(32))
        let lines = pilot.lines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(lines[1...5]) == ["ada  50", "bo   40", "", "dee  20", "eve  10"])
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "dee", "eve"])
    }

    @Test func aResyncReplacesEverything() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        feeder.feed(#"{"kind": "List", "items": [{"name": "bo", "score": 1}, {"name": "zed", "score": 7}]}"# + "\n")
        pilot.finish()
        #expect(Self.names(pilot) == ["zed", "bo"])
        #expect(pilot.text().contains("2 rows"))
    }

    @Test func aGarbageLineIsReportedWithItsLineAndNothingElseIsLost() throws {
        let (pilot, feeder) = Self.pilot(size: CellSize(columns: 100, rows: 10))
        feeder.feed(#"{"name": "ada", "score": 5}"# + "\n" + "this is not json\n" + #"{"name": "bo", "score": 6}"# + "\n")
        pilot.finish()
        #expect(Self.names(pilot) == ["bo", "ada"])
        #expect(pilot.app.model.problemCount == 1)
        let problem = try #require(pilot.app.model.lastProblem)
        #expect(problem.contains("line 2"))
        #expect(pilot.text().contains("1 problem"))
        #expect(pilot.text().contains("✗"))
    }

    @Test func anErrorEventIsOnTheTitleLine() {
        let (pilot, feeder) = Self.pilot(size: CellSize(columns: 100, rows: 10))
        feeder.feed(#"{"type": "ERROR", "object": {"message": "too old resource version"}}"# + "\n")
        pilot.finish()
        #expect(pilot.text().contains("too old resource version"))
    }

    @Test func pauseHoldsTheScreenWhileEventsApplyThenCatchesUpInOneBatch() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        pilot.press(.space)
        #expect(pilot.app.model.paused)
        #expect(pilot.text().contains("PAUSED"))
        feeder.feed(#"{"name": "eve", "score": 99}"# + "\n" + #"{"type": "DELETED", "object": {"name": "ada"}}"# + "\n")
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve"])
        #expect(pilot.app.program.live.pendingCount == 2)
        let batches = pilot.app.program.live.statistics.batches
        pilot.press(.space)
        pilot.finish()
        #expect(Self.names(pilot) == ["eve", "bo", "cy", "dee"])
        #expect(pilot.app.program.live.statistics.batches == batches + 1)
    }

    @Test func filterShowsMatchingRowsAndEscClears() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        pilot.press(.character("/"))
        pilot.type("E")
        pilot.finish()
        #expect(Self.names(pilot) == ["dee", "eve"])
        // A row arriving while filtered is filtered too.
        feeder.feed(#"{"name": "fred", "score": 1}"# + "\n" + #"{"name": "gus", "score": 2}"# + "\n")
        pilot.finish()
        #expect(Self.names(pilot) == ["dee", "eve", "fred"])
        pilot.press(.escape)
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve", "gus", "fred"])
    }

    /// The filter is `TextFilter`'s: any case, any accents, in a row's key or its cells as drawn.
    @Test func filterIgnoresCaseAndAccentsAndReadsCellsAsDrawn() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five + #"{"name": "zoë", "score": 7}"# + "\n" + #"{"name": "ZORRO", "score": 5}"# + "\n")
        pilot.finish()
        pilot.press(.character("/"))
        pilot.type("zo")
        pilot.finish()
        #expect(Self.names(pilot) == ["zoë", "ZORRO"])
        pilot.type("E")
        pilot.finish()
        #expect(Self.names(pilot) == ["zoë"])
        pilot.press(.escape)
        pilot.press(.character("/"))
        pilot.type("e 1")
        pilot.finish()
        #expect(Self.names(pilot) == ["eve"], "across the name and score cells, as drawn")
    }

    /// A kept filter (`/` … Enter) is cleared by Esc, its rows coming back in one batch, and the status line
    /// says so; only then does Esc quit.
    @Test func escClearsAKeptFilterInOneBatchThenQuits() throws {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        pilot.press(.character("/"))
        #expect(pilot.text().split(separator: "\n").last?.contains("Enter keeps  Esc clears") == true, "\(pilot.text())")
        pilot.type("e")
        pilot.press(.enter)
        pilot.finish()
        #expect(Self.names(pilot) == ["dee", "eve"])
        #expect(pilot.app.model.mode == .browsing)
        #expect(pilot.text().split(separator: "\n").last?.contains("filter: e (Esc clears) ·") == true, "\(pilot.text())")
        let batches = pilot.app.program.live.statistics.batches
        #expect(try pilot.app.handle(.key(.escape)) == .continue)
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve"])
        #expect(pilot.app.program.live.statistics.batches == batches + 1)
        #expect(pilot.app.model.filter.isEmpty && pilot.app.exitCode == nil)
        #expect(try pilot.app.handle(.key(.escape)) == .quit(0))
    }

    /// On a narrow screen the kept filter's label comes first and the hints give way to it, help and quit last.
    @Test func aNarrowStatusLineKeepsHelpAndQuitAfterAKeptFilter() {
        let (pilot, feeder) = Self.pilot(size: CellSize(columns: 40, rows: 10))
        feeder.feed(Self.five)
        pilot.finish()
        pilot.press(.character("/"))
        pilot.type("e")
        pilot.press(.enter)
        let status = pilot.text().split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        #expect(status == "filter: e (Esc clears) · ? help  q quit", "\(status)")
    }

    /// A kept filter too long for a narrow status line gives way to help and
    /// quit: first its "(Esc clears)" goes, then its text is cut with `…`.
    @Test(arguments: [
        ("pod-1", "filter: pod-1 ·"),
        ("abcdefghijklmnopqrstuvwxyz0123456789", "filter: abcdefghijklmno…"),
    ])
    func aLongKeptFilterGivesWayToHelpAndQuit(filter: String, label: String) {
        let (pilot, feeder) = Self.pilot(size: CellSize(columns: 40, rows: 10))
        feeder.feed(Self.five)
        pilot.finish()
        pilot.press(.character("/"))
        pilot.type(filter)
        pilot.press(.enter)
        let status = pilot.text().split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        #expect(status.hasPrefix(label), "\(status)")
        #expect(status.hasSuffix("? help  q quit"), "\(status)")
        #expect(TerminalWidth.of(status) <= 39, "\(status)")
    }

    /// The column of each row's last cell (its score), top to bottom.
    private static func scoreColumns(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> [Int] {
        pilot.lines().dropFirst().dropLast()
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { line in line.distance(from: line.startIndex, to: line.lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex) }
    }

    /// Cells sit in columns as wide as their widest cell so far: a longer name
    /// (`pod-107`) widens its column for every row, those drawn before it
    /// included, and a narrower one later does not narrow it.
    @Test func columnsLineUpAcrossRowsAndOnlyGrow() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        #expect(Self.scoreColumns(pilot) == Array(repeating: 5, count: 5), "\(pilot.text())")
        feeder.feed(#"{"name": "pod-107", "score": 25}"# + "\n")
        pilot.finish()
        #expect(Self.scoreColumns(pilot) == Array(repeating: 9, count: 6), "\(pilot.text())")
        feeder.feed(#"{"type": "DELETED", "object": {"name": "pod-107"}}"# + "\n" + #"{"name": "z", "score": 1}"# + "\n")
        pilot.finish()
        #expect(Self.scoreColumns(pilot).allSatisfy { $0 == 9 }, "\(pilot.text())")
    }

    /// A paste is typed into the filter (a line break a space); elsewhere it is no keys: it neither
    /// closes the help nor quits.
    @Test func aPasteIsTypedIntoTheFilterAndDoesNotCloseTheHelp() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        pilot.press(.character("?"))
        pilot.paste("q\nx")
        #expect(pilot.app.model.mode == .help && pilot.app.exitCode == nil, "the paste neither closed the help nor quit")
        pilot.press(.escape)
        pilot.paste("q")
        #expect(pilot.app.exitCode == nil && pilot.app.model.mode == .browsing)
        pilot.press(.character("/"))
        pilot.paste("ve\n")
        pilot.finish()
        #expect(pilot.app.model.filter == "ve " && pilot.app.model.mode == .filtering, "the line break is a space: typing goes on")
        #expect(Self.names(pilot) == ["eve"], "\"eve 10\" as drawn")
        pilot.press(.escape)
        pilot.finish()
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve"] && pilot.app.model.filter.isEmpty)
    }

    @Test func helpHasNoHistoryKeysAndQuitEnds() throws {
        let (pilot, _) = Self.pilot()
        let help = pilot.app.program.keyGuide.help.map { "\($0)" }.joined(separator: "\n")
        #expect(!help.contains("history"))
        pilot.press(.character("?"))
        #expect(pilot.app.model.mode == .help)
        pilot.press(.character("x"))
        #expect(pilot.app.model.mode == .browsing)
        #expect(try pilot.app.handle(.key(.character("q"))) == .quit(0))
    }

    @Test func selectionFollowsItsRowAsItMoves() {
        let (pilot, feeder) = Self.pilot()
        feeder.feed(Self.five)
        pilot.finish()
        for _ in 0..<10 where pilot.app.program.live.view.selection != .item(ItemPath(item: 4, section: 0)) { pilot.press(.down) }
        #expect(pilot.app.program.live.view.selection == .item(ItemPath(item: 4, section: 0)))
        feeder.feed(#"{"name": "eve", "score": 99}"# + "\n")
        pilot.finish()
        #expect(pilot.app.program.live.view.selection == .item(ItemPath(item: 0, section: 0)))
    }

    /// A row drawn while the window is narrow is cut with `…` by the view; once the window is wide again it is
    /// whole, though the row has not changed since.
    @Test func aRowCutWhileNarrowIsWholeOnceWide() throws {
        let (pilot, feeder) = Self.pilot(size: CellSize(columns: 30, rows: 10))
        _ = try pilot.app.handle(.resize(CellSize(columns: 30, rows: 10)))
        feeder.feed(#"{"name": "a-rather-long-pod-name-that-is-cut", "score": 7}"# + "\n")
        pilot.finish()
        #expect(Self.list(pilot).first?.hasSuffix("…") == true, "\(pilot.text())")
        _ = try pilot.app.handle(.resize(CellSize(columns: 80, rows: 10)))
        pilot.resize(to: CellSize(columns: 80, rows: 10))
        #expect(Self.list(pilot).first == "a-rather-long-pod-name-that-is-cut  7")
    }
}
