import CollectionView
import CollectionViewTesting
@testable import FeedUI
import Foundation
import ListInput
import TerminalUI
import TerminalUITesting
import Testing

/// `Enter` in `demo watch --events`: the selected row's whole object in a
/// pane that follows it (changed lines flash), says so when the row is
/// deleted, scrolls by its own keys, and closes with `Esc`.
@MainActor
@Suite struct EventsPaneTests {
    private static func pilot(columns: Int = 80, rows: Int = 14) -> Pilot<ProgramRunner<EventsScreen>> {
        let options = EventOptions(key: "metadata.name", sort: "status.restarts", fields: ["metadata.name", "status.phase", "status.restarts"])
        let header = TableHeader(names: ["name", "phase", "restarts"], sort: .init(column: 2))
        let settings = EventsSettings(source: .standardInput, title: "pods", options: options, header: header)
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows)) { clock, executor in
            EventsScreen(settings: settings, executor: executor, clock: clock).runner()
        }
        pilot.feed("""
            {"type": "ADDED", "object": {"metadata": {"name": "web-1", "labels": {"app": "web"}}, "status": {"phase": "Running", "restarts": 0}, "spec": {"ports": [80, 443]}}}
            {"type": "ADDED", "object": {"metadata": {"name": "db-1", "labels": {"app": "db"}}, "status": {"phase": "Pending", "restarts": 2}, "spec": {"ports": [5432]}}}

            """)
        return pilot
    }



    /// The pane's part of each line (right of the list), trimmed.
    private static func pane(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> [String] {
        pilot.lines().map { line in
            guard let start = line.firstIndex(where: { "╭│╰".contains($0) }) else { return "" }
            return String(line[start...]).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test func enterOpensTheSelectedRowsWholeObjectAndEscClosesIt() {
        let pilot = Self.pilot()
        pilot.press(.down)
        pilot.finish()
        pilot.press(.enter)
        let pane = Self.pane(pilot)
        #expect(pane.first?.hasPrefix("╭─ web-1 ─") == true, "\(pane)")
        #expect(pane.contains("│   \"metadata\": {                      │"), "\(pane)")
        #expect(pane.contains { $0.contains("\"app\": \"web\"") }, "a field not shown in the list: \(pane)")
        #expect(pilot.lines().last?.contains("Esc close") == true, "the hints are the pane's now")
        pilot.press(.end)
        #expect(Self.pane(pilot).contains { $0.contains("\"ports\": [") }, "arrays shown: \(Self.pane(pilot))")
        // The list's rows stay on the left.
        #expect(pilot.lines()[2].hasPrefix("web-1"))
        pilot.press(.escape)
        #expect(Self.pane(pilot).isEmpty)
        #expect(pilot.app.model.exitRequested == nil, "Esc closed the pane, it did not quit")
        #expect(pilot.app.model.mode == .browsing)
        #expect(pilot.lines()[2].hasPrefix("web-1"))
    }

    @Test func enterWithoutASelectedRowOpensNothing() {
        let pilot = Self.pilot()
        pilot.press(.enter)
        #expect(pilot.app.model.pane == nil && pilot.app.model.mode == .browsing)
        #expect(Self.pane(pilot).isEmpty)
    }

    @Test func thePaneFollowsItsRowAndItsChangedLinesFlash() throws {
        let pilot = Self.pilot()
        pilot.press(.down)
        pilot.press(.enter)
        pilot.feed("""
            {"type": "MODIFIED", "object": {"metadata": {"name": "web-1", "labels": {"app": "web"}}, "status": {"phase": "Failed", "restarts": 0}, "spec": {"ports": [80, 443]}}}

            """)
        let frame = pilot.frame()
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(lines.firstIndex { $0.contains("\"phase\": \"Failed\"") }, "the new value: \(frame.text)")
        let x = try #require(lines[y].firstIndex(of: "\"")).utf16Offset(in: lines[y])
        #expect(frame.canvas.cells[y][x].style == ObjectPane.flashStyle, "the changed line flashes")
        let other = try #require(lines.firstIndex { $0.contains("\"app\": \"web\"") })
        #expect(frame.canvas.cells[other][x].style != ObjectPane.flashStyle, "an unchanged line does not")
        #expect(lines[2].contains("Failed"), "the row changed in the list too")
        // The flash ends by the screen's timer.
        pilot.wait(ObjectPaneState.flashDuration + .milliseconds(50))
        #expect(pilot.app.model.pane?.widget.flashEnd == nil)
        #expect(pilot.frame().canvas.cells[y][x].style != ObjectPane.flashStyle)
        // A change of another row changes nothing in the pane.
        pilot.feed(#"{"type": "MODIFIED", "object": {"metadata": {"name": "db-1"}, "status": {"phase": "Running", "restarts": 2}}}"# + "\n")
        #expect(pilot.app.model.pane?.widget.flashEnd == nil)
        #expect(Self.pane(pilot).first?.contains("web-1") == true)
    }

    @Test func aDeletedRowSaysSoAndKeepsItsLastVersion() {
        let pilot = Self.pilot()
        pilot.press(.down)
        pilot.press(.enter)
        pilot.feed(#"{"type": "DELETED", "object": {"metadata": {"name": "web-1"}}}"# + "\n")
        let pane = Self.pane(pilot)
        #expect(pane.contains { $0.contains(ObjectPane.goneNotice) }, "\(pane)")
        #expect(pane.contains { $0.contains("\"phase\": \"Running\"") }, "the last version stays: \(pane)")
        #expect(!pilot.lines().contains { $0.hasPrefix("web-1") }, "the row left the list")
    }

    @Test func aLongObjectScrollsByThePanesKeysNotTheLists() {
        let pilot = Self.pilot(rows: 10)
        pilot.press(.down)
        pilot.press(.enter)
        #expect(Self.pane(pilot).last?.contains("1–6 of 18") == true, "\(Self.pane(pilot))")
        pilot.press(.pageDown)
        #expect(Self.pane(pilot).last?.contains("7–12 of 18") == true, "\(Self.pane(pilot))")
        pilot.press(.end)
        #expect(Self.pane(pilot).last?.contains("13–18 of 18") == true)
        pilot.press(.up)
        #expect(Self.pane(pilot).last?.contains("12–17 of 18") == true)
        pilot.press(.home)
        #expect(Self.pane(pilot).last?.contains("1–6 of 18") == true)
        pilot.press(.down)
        pilot.press(.escape)
        guard case let .item(path)? = pilot.app.program.live.view.selection else {
            Issue.record("no selection")
            return
        }
        #expect(pilot.app.program.live.model.row(at: path)?.key == "web-1", "the arrows scrolled the pane, not the selection")
    }

    @Test func onANarrowScreenThePaneCoversTheList() {
        let pilot = Self.pilot(columns: 50)
        pilot.press(.down)
        pilot.press(.enter)
        #expect(pilot.lines()[1].hasPrefix("╭─ web-1 ─"), "\(pilot.lines())")
        #expect(pilot.lines()[1].hasSuffix("╮"))
    }

    @Test func helpListsEnterAndThePanesKeys() {
        let pilot = Self.pilot()
        let help = pilot.app.program.keyGuide.help.map { "\($0.keys) \($0.text)" }
        #expect(help.contains { $0.hasPrefix("Enter look into the selected row") }, "\(help)")
        #expect(help.contains("Esc close the object"), "\(help)")
        #expect(help.contains { $0.hasPrefix("PgUp PgDn scroll the object") }, "\(help)")
        #expect(!help.contains { $0.contains("activate the selected row") }, "Enter does one thing")
        pilot.press(.character("?"))
        #expect(pilot.text().contains("look into the selected row"))
    }

    @Test func helpOpensOverThePaneAndClosesBackToIt() {
        let pilot = Self.pilot(rows: 30)
        pilot.press(.down)
        pilot.press(.enter)
        pilot.press(.character("?"))
        #expect(pilot.app.model.mode == .help)
        #expect(pilot.text().contains("close the object"))
        pilot.press(.escape)
        #expect(pilot.app.model.mode == .inspecting)
        #expect(Self.pane(pilot).first?.contains("web-1") == true)
    }

    @Test func qStillQuitsWithThePaneOpen() {
        let pilot = Self.pilot()
        pilot.press(.down)
        pilot.press(.enter)
        pilot.press(.character("q"))
        #expect(pilot.app.model.exitRequested == 0)
    }
}
