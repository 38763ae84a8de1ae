import CollectionView
import CollectionViewTesting
@testable import ExampleDepartures
import ListDiff
import SeededRandom
import Testing
import TerminalUI
import TerminalUITesting

/// `example-departures`: a board by terminal, soonest first, fed 20
/// changes a second on the runtime's timer. The `Pilot` reaches the app's
/// model (`pilot.app.model.board`), so every test compares the screen with
/// the airport it shows.
@MainActor @Suite struct ExampleDeparturesTests {
    typealias App = DeparturesApp<SplitMix64>
    typealias DeparturesPilot = Pilot<App.Runner>

    func pilot(seed: UInt64 = 7, feeding: Bool = false, columns: Int = 60, rows: Int = 60) -> DeparturesPilot {
        Pilot(size: CellSize(columns: columns, rows: rows), recording: true) { clock, executor in
            App.runner(random: SplitMix64(seed: seed), feeding: feeding, clock: clock, executor: executor)
        }
    }

    /// The board's flights as the list must show them: terminals in order, soonest first, ties by flight.
    static func sections(_ departures: [Departure]) -> [ListSection<String, Departure>] {
        Dictionary(grouping: departures, by: \.terminal).sorted { $0.key < $1.key }.map { terminal, flights in
            ListSection(model: terminal, items: flights.sorted { $0.time != $1.time ? $0.time < $1.time : $0.flight < $1.flight })
        }
    }

    /// The list at rest shows exactly the model's board, and the screen draws its rows in that order.
    func expectShowsTheBoard(_ pilot: DeparturesPilot, matching filter: String = "", _ comment: Comment? = nil) {
        let app = pilot.app
        let departures = app.model.board.departures.filter { TextFilter(filter).isEmpty || TextFilter(filter).matches($0.text) }
        let expected = Self.sections(departures)
        let shown = app.screen.list.model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
        #expect(ViewVerifier.firstMismatch(view: app.screen.list.view, shown: shown, expected: expected) == nil, comment)
        for section in expected {
            #expect(pilot.rows(inSection: section.model) == section.items.map(\.text), comment)
        }
    }

    static func lines(_ pilot: DeparturesPilot) -> [String] { pilot.text().components(separatedBy: "\n") }

    @Test func theBoardShowsEveryFlightByTerminalSoonestFirst() {
        let pilot = pilot()
        pilot.finish()
        #expect(pilot.app.model.board.departures.count == 24)
        expectShowsTheBoard(pilot)
        #expect(Self.lines(pilot).first == " departures · 24 flights · 0 events/s")
        #expect(Self.lines(pilot).last == " ↑/↓ select  / filter  d cancel  Space pause  ? help  q quit", "the plugins', the app's, the pinned")
    }

    @Test func everyChangeOfTheFeedLandsAndEveryFrameIsAList() {
        let pilot = pilot()
        pilot.finish()
        for round in 0..<30 {
            for _ in 0..<10 { pilot.app.send(.step) }
            pilot.wait(.milliseconds(100))
            if round % 5 == 4 {
                pilot.finish()
                expectShowsTheBoard(pilot, "after \(round + 1) rounds")
            }
        }
        #expect(pilot.app.model.board.eventCount == 300)
        for frame in pilot.frames {
            let flights = frame.canvas.lines.filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ").dropFirst().prefix(2).joined(separator: " ") }
            #expect(Set(flights).count == flights.count, "no flight drawn twice: \(frame.text)")
        }
    }

    @Test func theFeedRunsAt20ChangesASecondAndTheTitleShowsTheRate() {
        let pilot = pilot(feeding: true)
        pilot.wait(.seconds(3))
        #expect((59...61).contains(pilot.app.model.board.eventCount), "\(pilot.app.model.board.eventCount)")
        let title = Self.lines(pilot).first ?? ""
        #expect(title.hasSuffix(" · 20 events/s"), "the list's rate over the last two seconds: \(title)")
        #expect(title.hasPrefix(" departures · \(pilot.app.screen.list.model.numberOfRows) flights"), "\(title)")
    }

    @Test func slashFiltersAsYouTypeEnterKeepsEscClears() throws {
        let pilot = pilot()
        pilot.finish()
        let destination = try #require(pilot.app.model.board.departures.first?.destination)
        let typed = String(destination.prefix(3)).lowercased()
        pilot.press(.character("/"))
        pilot.type(typed)
        pilot.finish()
        #expect(Self.lines(pilot).last == " /\(typed)▏  Enter keeps  Esc clears")
        #expect(pilot.app.model.prompt.text == typed)
        expectShowsTheBoard(pilot, matching: typed)
        #expect(pilot.app.screen.list.model.sectionedRows.reduce(0) { $0 + $1.rows.count } < 24, "some flights are left out")
        // The feed goes on under the filter: new and changed flights are filtered the same way.
        for _ in 0..<40 { pilot.app.send(.step) }
        pilot.press(.enter)
        pilot.finish()
        #expect(Self.lines(pilot).last?.hasPrefix(" filter: \(typed) (Esc clears) · ↑/↓ select") == true, "\(Self.lines(pilot).last ?? "")")
        expectShowsTheBoard(pilot, matching: typed)
        pilot.press(.escape)
        pilot.finish()
        #expect(pilot.app.model.prompt.text.isEmpty)
        expectShowsTheBoard(pilot)
        #expect(pilot.app.exitCode == nil, "Esc cleared the filter, it did not quit")
    }

    @Test func qIsALetterWhileTyping() {
        let pilot = pilot()
        pilot.finish()
        pilot.type("/q")
        #expect(pilot.app.exitCode == nil)
        #expect(pilot.app.model.prompt.text == "q")
        pilot.press(.escape)
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
    }

    @Test func dCancelsTheSelectedFlight() throws {
        let pilot = pilot()
        pilot.finish()
        pilot.press(.down)
        pilot.press(.down)
        pilot.finish()
        let selected = try #require(pilot.app.screen.list.selectedRow)
        pilot.press(.character("d"))
        pilot.finish()
        #expect(!pilot.app.model.board.departures.contains { $0.flight == selected.flight }, "gone from the board")
        #expect(pilot.app.model.board.departures.count == 23)
        #expect(pilot.app.screen.list.model.row(withID: selected.flight) == nil, "and from the list")
        expectShowsTheBoard(pilot)
    }

    @Test func spacePausesTheBoardWhileTheFeedGoesOnThenCatchesUpInOneBatch() {
        let pilot = pilot(feeding: true)
        pilot.wait(.seconds(1))
        pilot.press(.space)
        #expect(pilot.app.screen.list.isPaused && pilot.app.model.isPaused)
        pilot.wait(.milliseconds(500))  // the batch running when the key came lands
        let frozen = Self.lines(pilot).dropFirst().dropLast()
        let batches = pilot.app.screen.list.statistics.batches
        let sent = pilot.app.model.board.eventCount
        pilot.wait(.seconds(2))
        #expect(pilot.app.model.board.eventCount >= sent + 39, "the feed goes on")
        #expect(pilot.app.screen.list.statistics.batches == batches, "no batch while paused")
        #expect(Self.lines(pilot).dropFirst().dropLast() == frozen, "the board holds still")
        #expect(Self.lines(pilot).first?.hasSuffix(" · \(pilot.app.screen.list.pendingCount) waiting") == true, "\(Self.lines(pilot).first ?? "")")
        #expect(Self.lines(pilot).last?.hasPrefix(" paused (Space resumes) · ↑/↓ select") == true, "\(Self.lines(pilot).last ?? "")")
        pilot.press(.space)
        #expect(!pilot.app.screen.list.isPaused)
        #expect(pilot.app.screen.list.statistics.batches == batches + 1, "one batch")
    }

    @Test func theArticleShowsItsFrame() throws {
        let pilot = pilot(columns: 44, rows: 16)
        pilot.finish()
        for _ in 0..<40 {  // two seconds of the feed, at its pace
            pilot.app.send(.step)
            pilot.wait(App.interval)
        }
        pilot.finish()
        let shown = ReadmeFrames.trimmed(pilot.text())
        #expect(try ReadmeFrames.frame("departures") == shown, "the article shows:\n\(shown)")
    }
}
