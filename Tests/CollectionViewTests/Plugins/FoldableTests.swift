import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

@MainActor
@Suite struct FoldableTests {
    private func makeFoldingView(rows: Int = 8) -> (CollectionView, SectionedDataSource, FrameStepper, EventLog) {
        let log = EventLog()
        let (view, source, stepper) = makePluginView(abcSections(), rows: rows, plugins: [
            Selectable(selectsHeaders: true, animatedScroll: false), Foldable(), Recorder(log: log),
        ])
        return (view, source, stepper, log)
    }

    @Test func enterOnAHeaderFoldsWithTheDeleteAnimationAndUnfoldsWithInsert() {
        let (view, _, stepper, log) = makeFoldingView()
        view.handle(.down)
        view.handle(.down)
        view.handle(.down)
        view.handle(.down)  // A a1 a2 B
        #expect(view.selection == .header(section: 1))
        log.clear()
        #expect(view.handle(.enter))
        #expect(view.isSectionFolded(1))
        #expect(view.foldedSectionIDs == ["B"])
        #expect(view.numberOfItems(inSection: 1) == 0)
        // The batch the view animated: the three rows deleted.
        let fold = Changeset(items: .init(deleted: [path(1, 0), path(1, 1), path(1, 2)]))
        #expect(log.events.contains(.batchStarted(fold)))
        let frames = stepper.settle(view).map(\.text)
        // Rows fade out while C closes the gap: C is on line 7 first, on line 4 at the end.
        #expect(frames.first?.trimmed == "A\na1\na2\n▸ B (3)\nb1\nb2\nb3\nC")
        #expect(frames.contains { $0.contains("b2") && !$0.hasSuffix("\nC") })
        #expect(frames.last?.trimmed == "A\na1\na2\n▸ B (3)\nC\nc1")

        log.clear()
        #expect(view.handle(.space))
        #expect(!view.isSectionFolded(1))
        #expect(log.events.contains(.batchStarted(Changeset(items: .init(inserted: [path(1, 0), path(1, 1), path(1, 2)])))))
        let back = stepper.settle(view).map(\.text)
        #expect(back.count > 2)  // animated, not a jump
        #expect(back.last?.trimmed == "A\na1\na2\nB\nb1\nb2\nb3\nC")
    }

    @Test func theFoldSurvivesBatchesBySectionID() throws {
        let (view, source, stepper, _) = makeFoldingView()
        #expect(view.setSection(1, folded: true, animated: false))
        // The app moves B to the front, adds a row to B (hidden) and one to C, deletes a1.
        source.sections = [
            section("B", header: "B", ["b1", "b2", "b3", "b4"]),
            section("A", header: "A", ["a2"]),
            section("C", header: "C", ["c1", "c2"]),
        ]
        let batch = Changeset(
            sections: .init(moved: [Move(from: 1, to: 0)]),
            items: .init(deleted: [path(0, 0)], inserted: [path(0, 3), path(2, 1)])
        )
        try view.performBatchUpdates(batch)
        stepper.settle(view)
        #expect(stepper.text(of: view).trimmed == "▸ B (4)\nA\na2\nC\nc1\nc2")
        #expect(view.isSectionFolded(0))
        // A row moved out of the folded section appears; one moved into it disappears.
        source.sections = [
            section("B", header: "B", ["b2", "b3", "b4", "a2"]),
            section("A", header: "A", ["b1"]),
            section("C", header: "C", ["c1", "c2"]),
        ]
        try view.performBatchUpdates(Changeset(items: .init(moved: [
            Move(from: path(0, 0), to: path(1, 0)), Move(from: path(1, 0), to: path(0, 3)),
        ])))
        stepper.settle(view)
        #expect(stepper.text(of: view).trimmed == "▸ B (4)\nA\nb1\nC\nc1\nc2")
        // Unfolded again, the rows are the model's.
        view.setSection(0, folded: false, animated: false)
        stepper.settle(view)
        #expect(stepper.text(of: view).trimmed == "B\nb2\nb3\nb4\na2\nA\nb1\nC")
    }

    @Test func aBadBatchIsStillRefusedWhileFolded() {
        let (view, source, _, _) = makeFoldingView()
        view.setSection(1, folded: true, animated: false)
        source.sections[1].items.append(SectionedDataSource.Item(id: "b4"))  // not reported in the batch
        #expect(throws: InvalidUpdate.self) { try view.performBatchUpdates(Changeset()) }
        #expect(view.isSectionFolded(1))
    }

    @Test func foldingTheSelectedRowsSectionSelectsItsHeaderAndClickFolds() {
        let (view, _, stepper, _) = makeFoldingView()
        view.selectItem(at: path(1, 1))
        view.setSection(1, folded: true)
        #expect(view.selection == .header(section: 1))
        stepper.settle(view)
        #expect(view.handle(.click(line: 4, column: 0)))  // A a1 a2 B C: line 4 is C
        #expect(view.isSectionFolded(2))
        stepper.settle(view)
        #expect(stepper.text(of: view).trimmed == "A\na1\na2\n▸ B (3)\n▸ C (1)")
    }
}
