import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// `reconfigureRows()`: rows are drawn from their content asked anew, with
/// no batch, and a running animation goes on.
@MainActor
@Suite struct ReconfigureRowsTests {
    @Test func rowsAreAskedTheirContentAgainWithoutABatch() {
        let (view, source, _) = makeView([section("A", header: "A", ["a", "b"])], columns: 10, rows: 3)
        #expect(still(view) == "A\na\nb")
        // A change in how rows are drawn, not in any row: the view keeps what it drew.
        source.sections[0].items[0].content = "a  wide"
        #expect(still(view) == "A\na\nb")
        view.reconfigureRows()
        #expect(still(view) == "A\na  wide\nb")
    }

    @Test func aRunningAnimationGoesOnAndItsRowsTakeTheNewContent() throws {
        let (view, source, clock) = makeView([section("A", ["a", "b", "c"])], columns: 10, rows: 3)
        _ = still(view)
        source.sections[0].items.append(source.sections[0].items.removeFirst())
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(0, 2))])))
        _ = view.frame(at: clock.now + .milliseconds(50), columns: 10, rows: 3)
        for i in source.sections[0].items.indices { source.sections[0].items[i].content = StyledText("\(source.sections[0].items[i].id)!") }
        view.reconfigureRows()
        #expect(view.isAnimating)
        let mid = view.frame(at: clock.now + .milliseconds(100), columns: 10, rows: 3)
        #expect(mid.lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.contains("!") }, "\(mid.lines)")
        clock.advance(by: .seconds(1))
        #expect(still(view) == "b!\nc!\na!")
    }
}
