import CollectionView
import CollectionViewTesting
@testable import ExampleLog
import Foundation
import SeededRandom
import Testing
import TerminalUI
import TerminalUITesting

/// `example-log`: lines grouped by level, newest first; a repeat counted in
/// place and flashing; the source read on the screen's timer.
@MainActor @Suite struct ExampleLogTests {
    func pilot(_ source: LogSource, columns: Int = 44, rows: Int = 10) -> (LogApp.Runner, Pilot<LogApp.Runner>) {
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows), recording: true) { clock, executor in
            LogApp.runner(source: source, clock: clock, executor: executor)
        }
        return (pilot.app, pilot)
    }

    @Test func linesGoUnderTheirLevelNewestFirst() {
        let (app, pilot) = pilot(.simulated(SplitMix64(seed: 1)))
        app.send(.stopReading)
        app.send(.receive(["INFO GET / 200", "[ERROR] disk full", "warning: slow query", "server started"]))
        pilot.finish()
        #expect(pilot.rows(inSection: "ERROR") == ["  disk full"])
        #expect(pilot.rows(inSection: "WARN") == ["  slow query"])
        #expect(pilot.rows(inSection: "INFO") == ["  server started", "  GET / 200"])
        #expect(pilot.text().components(separatedBy: "\n").last?.hasPrefix(" 4 lines") == true)
    }

    @Test func aRepeatIsCountedInPlaceAndFlashes() {
        let (app, pilot) = pilot(.simulated(SplitMix64(seed: 1)))
        app.send(.stopReading)
        app.send(.receive(["WARN slow query", "WARN retrying", "INFO ok"]))
        pilot.finish()
        let before = pilot.frames.count
        app.send(.receive(["WARN slow query", "WARN slow query"]))
        pilot.wait(.milliseconds(50))
        // Mid-animation: the row is where it was, already counted, and flashing (not a new row fading in).
        let frame = pilot.frame()
        let line = frame.canvas.lines.firstIndex(of: "  slow query  ×3")
        #expect(line == 3, "\(frame.text)")
        let flash = app.screen.list.view.configuration.appearance.flash
        #expect(line.map { frame.canvas.cells[$0][2].style == flash } == true, "\(frame.canvas.renderStyled())")
        pilot.finish()
        #expect(pilot.rows(inSection: "WARN") == ["  retrying", "  slow query  ×3"])
        #expect(pilot.frames[before...].allSatisfy { $0.canvas.lines.filter { $0.contains("slow query") }.count == 1 }, "never added twice")
        #expect(pilot.text().components(separatedBy: "\n").last?.hasPrefix(" 5 lines") == true)
    }

    @Test func theSourceIsReadOnTheScreensTimer() throws {
        let (app, pilot) = pilot(.simulated(SplitMix64(seed: 3)), rows: 12)
        #expect(pilot.text() == " example-log\n\n\n\n\n\n\n\n\n\n\n 0 lines · ↑/↓ select  q quit", "nothing before the first tick")
        pilot.wait(LogApp.interval * 10)
        pilot.finish()
        #expect(app.model.book.lineCount == 10, "one line per tick")
        #expect(app.screen.list.shownState.flatMap(\.items).reduce(0) { $0 + $1.count } == 10)
        let shown = ReadmeFrames.trimmed(pilot.text())
        #expect(try ReadmeFrames.frame("log") == shown, "the README shows:\n\(shown)")
    }

    @Test func aFollowedFileGivesItsNewWholeLines() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("example-log-\(UUID().uuidString).log")
        try Data("INFO before we started\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var source = try LogSource.following(url.path)
        #expect(source.read() == [])
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("ERROR one\nWARN tw".utf8))
        #expect(source.read() == ["ERROR one"])
        try handle.write(contentsOf: Data("o\n".utf8))
        #expect(source.read() == ["WARN two"])
        try handle.close()
        #expect { try LogSource.following(url.path + ".missing") } throws: { error in
            "\(error)".hasPrefix("cannot read \(url.path).missing: ")
        }
    }
}
