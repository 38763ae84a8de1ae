import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// "Which rows does section B show now?", read off frames.
@MainActor @Suite struct SectionRowsTests {
    private func list(_ stepper: FrameStepper) -> ListController<String, String> {
        ListController(clock: stepper.clock, executor: stepper.executor,
                       header: { StyledText($0) }, row: { StyledText($0) })
    }

    @Test func theRowsBetweenAHeaderAndTheNextAreTheSections() throws {
        let stepper = FrameStepper(size: CellSize(columns: 16, rows: 9))
        let list = list(stepper)
        list.apply([ListSection(model: "Running", items: ["build"]), ListSection(model: "Queued", items: ["test", "lint"]),
                    ListSection(model: "Done", items: ["fetch"])])
        let frame = try #require(stepper.settle(list).last)
        #expect(frame.rows(inSection: "Running", of: list.view) == ["build"])
        #expect(frame.rows(inSection: "Queued", of: list.view) == ["test", "lint"])
        // The last section ends at the last drawn line, not at the screen's bottom.
        #expect(frame.rows(inSection: "Done", of: list.view) == ["fetch"])
        #expect(frame.rows(inSection: "Failed", of: list.view) == nil)

        // A row that moves to another section is read in its new one.
        list.apply([ListSection(model: "Running", items: ["build", "test"]), ListSection(model: "Queued", items: ["lint"]),
                    ListSection(model: "Done", items: ["fetch"])])
        let moved = try #require(stepper.settle(list).last)
        #expect(moved.rows(inSection: "Running", of: list.view) == ["build", "test"])
        #expect(moved.rows(inSection: "Queued", of: list.view) == ["lint"])
    }

    @Test func onlyTheViewsAreaIsRead() throws {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 6))
        let list = list(stepper)
        list.apply([ListSection(model: "A", items: ["a1"]), ListSection(model: "B", items: ["b1"])])
        // A title above and a status line below the list, and a side panel at its right.
        let frames = stepper.settle(list) { canvas in
            canvas.draw("title", y: 0)
            canvas.draw("status", y: 5)
            canvas.withArea(Rect(x: 0, y: 1, columns: 10, rows: 4)) { list.view.render(into: &$0) }
            canvas.withArea(Rect(x: 10, y: 1, columns: 10, rows: 4)) { $0.draw("side", y: 3) }
        }
        let frame = try #require(frames.last)
        #expect(frame.text == "title\nA\na1\nB\nb1        side\nstatus")
        #expect(frame.rows(inSection: "B", of: list.view) == ["b1"])
        // Read without the view's area, the side panel and the status line count as B's rows.
        #expect(frame.rows(inSection: "B", headers: ["A", "B"]) == ["b1        side", "status"])
        #expect(frame.rows(inSection: "A", headers: ["A", "B"], area: Rect(x: 0, y: 1, columns: 10, rows: 4)) == ["a1"])
    }

    @Test func aSectionIndexBesideTheRowsIsNotRead() throws {
        let stepper = FrameStepper(size: CellSize(columns: 16, rows: 5))
        let list = ListController<String, String>(clock: stepper.clock, executor: stepper.executor,
                                                   header: { StyledText($0) }, row: { StyledText($0) }, plugins: [SectionIndex()])
        list.apply([ListSection(model: "A", items: ["ada"]), ListSection(model: "B", items: ["bob", "bea"])])
        let frame = try #require(stepper.settle(list).last)
        #expect(frame.canvas.line(0) == "A              A", "the index shares the header's line")
        #expect(list.view.reservedColumns == 2)
        #expect(frame.rows(inSection: "A", of: list.view) == ["ada"])
        #expect(frame.rows(inSection: "B", of: list.view) == ["bob", "bea"])
    }
}
