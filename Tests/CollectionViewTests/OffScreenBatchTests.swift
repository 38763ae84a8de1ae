import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A batch that changes nothing on screen lasts one frame; one that shows
/// anything (a row appearing, leaving, flashing, shifting or gliding across
/// the viewport) animates as always.
@MainActor
@Suite struct OffScreenBatchTests {
    static let names = (0..<40).map { "row \($0)" }

    /// A 40-row list in a 10-line viewport at the top; `edit` changes the names, the batch is their diff.
    /// Whether the batch `edit` makes still animates after one frame interval, and the view.
    func run(_ edit: (inout [String]) -> Void) throws -> (animating: Bool, view: CollectionView) {
        let (view, source, clock) = makeView([section("S", Self.names)], rows: 10)
        var names = Self.names
        edit(&names)
        source.sections = [section("S", names)]
        try view.performBatchUpdates(try Changeset(from: Self.names, to: names))
        let first = still(view)
        clock.advance(by: view.configuration.frameInterval)
        view.advance()
        #expect(still(view) == first || view.isAnimating, "an off-screen batch drew something new")
        return (view.isAnimating, view)
    }

    @Test func insertsDeletesAndMovesBelowTheScreenLastOneFrame() throws {
        let (view, source, clock) = makeView([section("S", Self.names)], rows: 10)
        var names = Self.names
        names.remove(at: 30)
        names.insert("new", at: 20)
        names.swapAt(25, 35)
        source.sections = [section("S", names)]
        var completed = false
        let before = still(view)
        try view.performBatchUpdates(try Changeset(from: Self.names, to: names)) { _ in completed = true }
        #expect(view.nextFrameTime == clock.now + view.configuration.frameInterval)
        #expect(still(view) == before)
        clock.advance(by: view.configuration.frameInterval)
        #expect(still(view) == before)
        #expect(completed)
        #expect(!view.isAnimating)
    }

    @Test func anInsertAboveTheBottomOfTheScreenAnimates() throws {
        #expect(try run { $0.insert("new", at: 5) }.animating)
    }

    @Test func aDeleteOnScreenAnimates() throws {
        #expect(try run { $0.remove(at: 9) }.animating)
    }

    /// The row leaves from below the screen to above it: it crosses every line.
    @Test func aRowGlidingAcrossTheScreenAnimates() throws {
        let (view, source, _) = makeView([section("S", Self.names)], rows: 10)
        // Scroll to show rows 10–19; move row 30 to the top.
        view.scrollToItem(at: ItemPath(item: 19, section: 0))
        #expect(view.scrollOffset == 10)
        var names = Self.names
        let moved = names.remove(at: 30)
        names.insert(moved, at: 0)
        names.remove(at: 1)
        names.insert("row 0", at: 30)
        source.sections = [section("S", names)]
        try view.performBatchUpdates(try Changeset(from: Self.names, to: names))
        #expect(view.isAnimating)
    }

    @Test func aReloadOnScreenAnimatesAndOneBelowDoesNot() throws {
        for (row, onScreen) in [(3, true), (25, false)] {
            let (view, source, clock) = makeView([section("S", Self.names)], rows: 10)
            var edited = section("S", Self.names)
            edited.items[row].content = StyledText("edited")
            source.sections = [edited]
            try view.performBatchUpdates(Changeset(items: .init(reloaded: [path(0, row)])))
            FrameStepper(size: view.viewportSize, clock: clock).advance(view, by: view.configuration.frameInterval)
            #expect(view.isAnimating == onScreen, "row \(row)")
        }
    }
}
