import CollectionView
import CollectionViewTesting
@testable import Demo
import FeedUI
import Foundation
import ListInput
import TerminalUI
import Testing

/// The header line of `demo watch --events --fields`: under the title, naming
/// the columns over their cells (wide characters included), the sort column
/// marked, staying on top while the list scrolls; and the usage errors of `--fields` and `--sort`.
@MainActor
@Suite struct EventsHeaderTests {
    private static func pilot(rows: Int = 10) -> Pilot<ProgramRunner<EventsScreen>> {
        let options = EventOptions(key: "name", section: nil, sort: "score", descending: true, fields: ["name", "score"])
        let header = TableHeader(names: ["名前", "score"], sort: .init(column: 1, descending: true))
        let settings = EventsSettings(source: .standardInput, title: "test", options: options, header: header)
        return Pilot(size: CellSize(columns: 40, rows: rows)) { clock, executor in
            EventsScreen(settings: settings, executor: executor, clock: clock).runner()
        }
    }

    private static func feed(_ pilot: Pilot<ProgramRunner<EventsScreen>>, _ text: String) {
        var reader = pilot.app.program.reader()
        pilot.app.send(.read(reader.read(Array(text.utf8))))
        pilot.settle()
        pilot.finish()
    }


    @Test func theHeaderNamesTheColumnsOverTheirCellsAndStaysOnTop() {
        let pilot = Self.pilot(rows: 8)
        let rows = (0..<20).map { #"{"name": "pod-\#($0)", "score": \#($0)}"# }.joined(separator: "\n") + "\n"
        Self.feed(pilot, rows)
        var lines = pilot.lines()
        // Line 0 is the title; line 1 the header, the sort column marked ▼.
        #expect(lines[1].hasPrefix("名前    score ▼"), "\(lines[1])")
        #expect(lines[2].hasPrefix("pod-19  19"), "\(lines[2])")
        // The cells start where their names do, in terminal cells (名前 is 4 wide).
        #expect(TerminalWidth.of(String(lines[1].prefix(while: { $0 != "s" }))) == TerminalWidth.of(String(lines[2].prefix(8))))
        // Scrolled to the end: the header is still the line under the title.
        for _ in 0..<25 { pilot.press(.down) }
        pilot.finish()
        lines = pilot.lines()
        #expect(lines[1].hasPrefix("名前    score ▼"))
        #expect(!lines[2].contains("pod-19"))
        #expect(lines.contains { $0.hasPrefix("pod-0 ") })
    }

    @Test func usageErrorsNameTheArgument() throws {
        let cases: [([String], String)] = [
            (["--fields", "name=metadata.name,name=status.phase"], "name"),
            (["--fields", "name=metadata.name,phase", "--sort", "restarts"], "restarts"),
            (["--fields", "name=,phase"], "name="),
        ]
        for (arguments, named) in cases {
            let run = try DemoBinary.run(["watch", "--events", "--headless"] + arguments + ["-"], stdin: "")
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(named), "\(arguments): \(run.stderr)")
        }
    }

    @Test func headlessPrintsTheHeaderAboveTheFinalRows() throws {
        let run = try DemoBinary.run([
            "watch", "--events", "--headless", "--key", "id", "--fields", "id,value=v", "--sort", "value:desc", "-",
        ], stdin: #"{"id": "a", "v": 1}"# + "\n" + #"{"id": "b", "v": 2}"# + "\n")
        #expect(run.status == 0)
        #expect(run.stdout == "--- final\nid    value ▼\nb     2\na     1\n")
    }
}
