import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// A `ListScreen` with a table: the header line under the title names the
/// columns over their cells (and stays there while the list scrolls); `<`
/// `>` `R` and clicks on the names sort the live list in one batch; `H`
/// holds the ranks (the title says HELD at its right edge) and `H` again re-sorts; `?` lists
/// every key once the screen has a help title.
@MainActor @Suite struct PilotedTableScreenTests {
    struct Job: TableRow, Equatable {
        var name: String
        var lane: String
        var cpu: Int
        var differenceIdentifier: String { name }
        var cells: [String] { [name, lane, "\(cpu)"] }
    }

    typealias Screen = PilotedListScreen<LiveList<String, Job>>
    static let columns = TextColumns(widths: [6, 6])
    static let sort = TableHeader.Sort(column: 2, descending: true)

    private func pilot(columns: Int = 30, rows: Int = 8) -> Pilot<Screen> {
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows)) { clock, executor in
            let list = LiveList<String, Job>(clock: clock, executor: executor, section: { _ in "" }, order: .table(Self.sort),
                                             header: { _ in nil }, row: { StyledText(Self.columns.line($0.cells)) },
                                             plugins: [Selectable()])
            let table = TableState(header: TableHeader(names: ["name", "lane", "cpu"], sort: Self.sort), columnWidths: Self.columns.widths)
            return ListScreen(list: list, table: table, title: "Jobs")
        }
        for job in [Job(name: "ada", lane: "web", cpu: 5), Job(name: "bo", lane: "db", cpu: 20),
                    Job(name: "cy", lane: "web", cpu: 12), Job(name: "dee", lane: "db", cpu: 1)] {
            pilot.app.screen.list.upsert(job)
        }
        pilot.finish()
        _ = pilot.text()  // drawn once, as a terminal has before any click: the view knows where it is
        return pilot
    }

    private func lines(_ pilot: Pilot<Screen>) -> [String] {
        pilot.text().components(separatedBy: "\n")
    }

    /// The first word of each row, top to bottom.
    private func names(_ pilot: Pilot<Screen>) -> [String] {
        lines(pilot).dropFirst(2).compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func theHeaderNamesTheColumnsOverTheirCellsAndStaysOnTop() {
        let pilot = pilot(rows: 4)
        #expect(lines(pilot) == ["Jobs", "name    lane    cpu ▼", "bo      db      20", "cy      web     12"])
        for _ in 0..<4 { pilot.press(.down) }
        pilot.finish()
        #expect(lines(pilot)[1] == "name    lane    cpu ▼", "still under the title")
        #expect(lines(pilot)[3].hasPrefix("dee "), "\(pilot.text())")
    }

    @Test func keysMoveAndReverseTheSortInOneGlidingBatchTiesByThePreviousSort() {
        let pilot = pilot()
        #expect(names(pilot) == ["bo", "cy", "ada", "dee"])
        let batches = pilot.app.screen.list.statistics.batches
        pilot.press(.character(">"))  // cpu → name (wraps), same direction
        #expect(lines(pilot)[1] == "name ▼  lane    cpu")
        var frames: [[String]] = []
        for _ in 0..<20 {
            pilot.wait(.milliseconds(16))
            frames.append(names(pilot))
        }
        pilot.finish()
        #expect(names(pilot) == ["dee", "cy", "bo", "ada"])
        #expect(frames.contains { $0 != frames.first && $0 != names(pilot) }, "rows glide through frames between")
        #expect(frames.allSatisfy { Set($0).count == 4 }, "every frame is a list")
        #expect(pilot.app.screen.list.statistics.batches == batches + 1, "one batch")
        pilot.press(.character("<"))
        pilot.finish()
        #expect(names(pilot) == ["bo", "cy", "ada", "dee"])
        pilot.press(.character("<"))  // cpu → lane, ties by cpu (descending)
        pilot.finish()
        #expect(lines(pilot)[1] == "name    lane ▼  cpu")
        #expect(names(pilot) == ["cy", "ada", "bo", "dee"])
        pilot.press(.character("R"))
        pilot.finish()
        #expect(lines(pilot)[1] == "name    lane ▲  cpu")
        #expect(names(pilot) == ["bo", "dee", "cy", "ada"])
        #expect(pilot.app.screen.table?.previousSort == Self.sort)
    }

    @Test func aClickOnANameSortsByItAndASecondReverses() throws {
        let pilot = pilot()
        // Line 1 is the header: a click on "name" (x 1), twice.
        pilot.app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 1)))
        pilot.finish()
        #expect(lines(pilot)[1] == "name ▲  lane    cpu")
        #expect(names(pilot) == ["ada", "bo", "cy", "dee"])
        pilot.app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 1)))
        pilot.finish()
        #expect(lines(pilot)[1] == "name ▼  lane    cpu")
        #expect(names(pilot) == ["dee", "cy", "bo", "ada"])
        // A click on "cpu" (x 17): ascending.
        pilot.app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 17, row: 1)))
        pilot.finish()
        #expect(names(pilot) == ["dee", "ada", "cy", "bo"])
        // A click on a row is the list's (it selects), not the header's.
        pilot.app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 3)))
        pilot.finish()
        #expect(pilot.app.screen.list.selectedRow?.name == "ada")
        #expect(pilot.app.screen.table?.header.sort == .init(column: 2))
    }

    @Test func holdKeepsRowsInPlaceWhileValuesUpdateThenReSorts() {
        let pilot = pilot()
        pilot.press(.character("H"))
        pilot.finish()
        #expect(lines(pilot)[0].hasPrefix("Jobs ") && lines(pilot)[0].hasSuffix(" HELD"), "at the right edge: \(lines(pilot)[0])")
        let live = pilot.app.screen.list
        live.upsert(Job(name: "dee", lane: "db", cpu: 99))
        live.upsert(Job(name: "eve", lane: "web", cpu: 50))
        live.delete("cy")
        pilot.finish()
        #expect(names(pilot) == ["bo", "ada", "dee", "eve"], "dee keeps its place, eve comes last")
        #expect(lines(pilot).contains("dee     db      99"), "its value updated")
        pilot.press(.character("H"))
        #expect(pilot.app.screen.list.view.isAnimating, "re-sorting animates")
        pilot.finish()
        #expect(lines(pilot)[0] == "Jobs")
        #expect(names(pilot) == ["dee", "eve", "bo", "ada"])
        pilot.app.screen.title = "Jobs of the build farm, all of them, by cpu"
        pilot.press(.character("H"))
        #expect(lines(pilot)[0].hasSuffix("… HELD"), "a long title is cut before it: \(lines(pilot)[0])")
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() {
        let pilot = pilot(columns: 80, rows: 16)
        pilot.press(.character("?"))
        #expect(!pilot.text().contains("╭"), "no help without a help title")
        pilot.app.screen.helpTitle = "jobs — keys"
        pilot.app.screen.appKeys = KeyGuide(help: [KeyHelp(keys: "x", text: "the app's key")])
        pilot.press(.character("?"))
        let help = pilot.text()
        for line in ["jobs — keys", "sort by the next column", "reverse the sort", "hold the ranks", "the app's key", "quit"] {
            #expect(help.contains(line), "\(help)")
        }
        pilot.press(.character(">"))  // closes the help, and only that
        pilot.finish()
        #expect(!pilot.text().contains("╭"))
        #expect(pilot.app.screen.table?.header.sort == Self.sort)
        #expect(pilot.app.screen.keyGuide.hints.map(\.text).contains("sort"), "the table's keys are hinted")
    }

    @Test func replacingTheTableWithAnotherSortSortsTheList() {
        let pilot = pilot()
        var table = pilot.app.screen.table
        table?.header.sort = TableHeader.Sort(column: 0)
        pilot.app.screen.table = table
        pilot.finish()
        #expect(names(pilot) == ["ada", "bo", "cy", "dee"])
        table?.columnWidths = [8, 6]
        pilot.app.screen.table = table  // wider columns: the same order
        pilot.finish()
        #expect(lines(pilot)[1] == "name ▲    lane    cpu")
        #expect(names(pilot) == ["ada", "bo", "cy", "dee"])
    }

    /// The object pane covers the header line too (narrow: over the list's area), so its page counts that line;
    /// a click there is the pane's business, not a sort.
    @Test func thePaneTakesTheHeaderLineAndItsClicks() throws {
        let pilot = pilot()
        pilot.app.screen.pane = ObjectPaneState(title: "bo", lines: (1...20).map { "line \($0)" })
        // 8 rows: the title, then 7 for the header and the list, the pane's frame taking 2.
        pilot.press(.pageDown)
        #expect(pilot.app.screen.pane?.top == 5)
        pilot.app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 1)))
        #expect(pilot.app.screen.table?.header.sort == Self.sort)
        pilot.press(.escape)
        #expect(pilot.app.screen.pane == nil)
        #expect(lines(pilot)[1] == "name    lane    cpu ▼")
    }
}
