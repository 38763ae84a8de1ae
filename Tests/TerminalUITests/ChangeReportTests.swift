import CollectionView
import Foundation
import ListDiff
import Testing
import TerminalUI

/// The side panel names the rows a whole section brings or takes, since the changeset does not list them.
@MainActor @Suite struct ChangeReportTests {
    @Test func insertedAndDeletedSectionsSayHowManyRowsComeAndGo() throws {
        let old = [ListSection(model: "A", items: ["Ada", "Alan"]), ListSection(model: "B", items: ["Bob"])]
        let new = [ListSection(model: "A", items: ["Alan"]), ListSection(model: "C", items: ["Cy", "Bob"])]
        let report = ChangeReport(try Changeset(from: old, to: new), before: old, after: new, diffTime: nil,
                                  title: { $0 }, name: { $0 })
        // B's Bob moves out (listed as a move); C brings Cy.
        #expect(report.entries.map(\.text).prefix(2) == ["§ B", "§ C  (1 row)"])
        let gone = [ListSection(model: "A", items: ["Alan"])]
        let dropped = ChangeReport(try Changeset(from: new, to: gone), before: new, after: gone, diffTime: nil,
                                   title: { $0 }, name: { $0 })
        #expect(dropped.entries.first?.text == "§ C  (2 rows)")
    }

    @Test func thePanelListsTheSummaryThenWhatFitsAndHowManyMore() throws {
        let old = [ListSection(model: "A", items: ["Ada", "Alan", "Al"])]
        let new = [ListSection(model: "A", items: ["Al", "Bea", "Cy", "Dee"])]
        let report = ChangeReport(try Changeset(from: old, to: new), before: old, after: new, diffTime: .microseconds(420),
                                  title: { $0 }, name: { $0 })
        #expect(report.summary == ["diff   0.42 ms", "sections −0 +0 ↕0 ⟳0", "rows −2 +3 ↕0 ⟳0 ⧗0"])
        var canvas = GridCanvas(columns: 24, rows: 8)
        ChangeReportPanel(report: report).draw(on: &canvas)
        let lines = (0..<8).map { canvas.line($0) }
        #expect(lines[0] == "│ Last changeset")
        #expect(lines[1] == "│ diff   0.42 ms")
        #expect(lines[5] == "│ − Ada  A:0" && lines[6] == "│ − Alan  A:1")
        #expect(lines[7] == "│ … 3 more", "two of five fit, then the count of the rest")
        var empty = GridCanvas(columns: 24, rows: 4)
        ChangeReportPanel(report: nil).draw(on: &empty)
        #expect(empty.line(2) == "│ nothing yet")
    }
}
