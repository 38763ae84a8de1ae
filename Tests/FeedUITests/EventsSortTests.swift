import CollectionView
import CollectionViewTesting
@testable import FeedUI
import Foundation
import ListInput
import TerminalUI
import TerminalUITesting
import Testing

/// Sorting `demo watch --events` at runtime: `<` `>` move the sort, `R`
/// reverses it, a click on a column's name sorts by it (a second reverses);
/// the list re-sorts in one animated batch (rows glide, the selection
/// follows its row), ties keep the previous order, a value of another kind
/// sorts last and counts as a problem.
@MainActor
@Suite struct EventsSortTests {
    private static func pilot() -> Pilot<ProgramRunner<EventsScreen>> {
        let options = EventOptions(key: "name", section: nil, sort: "score", descending: true, fields: ["name", "team", "score"])
        let header = TableHeader(names: ["name", "team", "score"], sort: .init(column: 2, descending: true))
        let settings = EventsSettings(source: .standardInput, title: "test", options: options, header: header)
        let pilot = Pilot(size: CellSize(columns: 50, rows: 12)) { clock, executor in
            EventsScreen(settings: settings, executor: executor, clock: clock).runner()
        }
        pilot.feed("""
            {"name": "ada", "team": "red", "score": 50}
            {"name": "bo", "team": "blue", "score": 40}
            {"name": "cy", "team": "red", "score": 30}
            {"name": "dee", "team": "blue", "score": 20}
            {"name": "eve", "team": "red", "score": 10}

            """)
        return pilot
    }


    /// The key of the selected row.
    private static func selected(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> String? {
        guard case let .item(path)? = pilot.app.program.live.view.selection else { return nil }
        return pilot.app.program.live.model.row(at: path)?.key
    }

    private static func names(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> [String] {
        pilot.lines().dropFirst(2).dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { String($0.split(separator: " ").first ?? "") }
    }

    @Test func keysMoveAndReverseTheSortInOneGlidingBatch() {
        let pilot = Self.pilot()
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve"])
        // Select cy: the selection follows it.
        for _ in 0..<3 { pilot.press(.down) }
        pilot.finish()
        #expect(Self.selected(pilot) == "cy")
        pilot.press(.character("<"))  // score → team (ties: score, descending)
        #expect(pilot.lines()[1].contains("team ▼"), "\(pilot.lines()[1])")
        var frames: [[String]] = []
        for _ in 0..<20 {
            pilot.wait(.milliseconds(16))
            frames.append(Self.names(pilot))
            #expect(Set(Self.names(pilot)).count == 5, "every frame is a list")
        }
        pilot.finish()
        // Team descending (red before blue), ties by the previous sort (score, descending).
        #expect(Self.names(pilot) == ["ada", "cy", "eve", "bo", "dee"])
        #expect(frames.contains { $0 != frames.first && $0 != Self.names(pilot) }, "rows glide through frames between")
        #expect(Self.selected(pilot) == "cy")
        pilot.press(.character("R"))
        pilot.finish()
        #expect(pilot.lines()[1].contains("team ▲"))
        #expect(Self.names(pilot) == ["bo", "dee", "ada", "cy", "eve"])
        pilot.press(.character(">"))
        pilot.finish()
        #expect(pilot.lines()[1].contains("score ▲"))
        #expect(Self.names(pilot) == ["eve", "dee", "cy", "bo", "ada"])
    }

    @Test func aClickOnANameSortsByItAndASecondReverses() throws {
        let pilot = Self.pilot()
        // "name    team    score ▼": the click on "name" (line 1, column 1).
        _ = pilot.text()  // drawn once, as a terminal has before any click: the view knows where it is
        _ = try pilot.app.handle(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 1)))
        pilot.wait(.milliseconds(16))  // a frame drawn after the click (the pilot draws after its own input only)
        pilot.finish()
        #expect(pilot.lines()[1].hasPrefix("name ▲"))
        #expect(Self.names(pilot) == ["ada", "bo", "cy", "dee", "eve"])
        _ = try pilot.app.handle(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 1)))
        pilot.wait(.milliseconds(16))  // a frame drawn after the click (the pilot draws after its own input only)
        pilot.finish()
        #expect(pilot.lines()[1].hasPrefix("name ▼"))
        #expect(Self.names(pilot) == ["eve", "dee", "cy", "bo", "ada"])
    }

    @Test func aValueOfAnotherKindSortsLastAndIsAProblem() {
        let pilot = Self.pilot()
        var reader = pilot.app.program.reader()
        pilot.app.send(.read(reader.read(Array(#"{"name": "fay", "team": "red", "score": "n/a"}"#.utf8) + [0x0A])))
        pilot.settle()
        pilot.press(.character("R"))  // score ascending
        pilot.finish()
        #expect(Self.names(pilot) == ["eve", "dee", "cy", "bo", "ada", "fay"])
        #expect(pilot.app.model.table.sortMismatches == 1)
        #expect(pilot.lines()[0].contains("1 problem"))
    }

    /// `H` holds the ranks: a row whose value climbs stays where it is (its
    /// new value shown), a new row goes to the end, a delete leaves; the title
    /// says HELD; `H` again re-sorts in one batch.
    @Test func holdKeepsRowsInPlaceWhileValuesUpdateThenReSorts() {
        let pilot = Self.pilot()
        pilot.press(.character("H"))
        pilot.finish()
        #expect(pilot.lines()[0].contains("HELD"))
        pilot.feed("""
            {"name": "eve", "team": "red", "score": 99}
            {"name": "fay", "team": "red", "score": 70}
            {"type": "DELETED", "object": {"name": "bo"}}

            """)
        #expect(Self.names(pilot) == ["ada", "cy", "dee", "eve", "fay"])
        #expect(pilot.lines().contains { $0.hasPrefix("eve") && $0.hasSuffix("99") })
        pilot.press(.character("H"))
        pilot.finish()
        #expect(!pilot.lines()[0].contains("HELD"))
        #expect(Self.names(pilot) == ["eve", "fay", "ada", "cy", "dee"])
    }
}
