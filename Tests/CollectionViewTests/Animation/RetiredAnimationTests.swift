import CollectionView
import ListDiff
import Testing

/// A batch cut short by the next one is let go of at the next frame, not
/// as the next one starts (a live list starts batches in the job that
/// applies its changes, where freeing the old layout cost a tenth of it).
@MainActor
@Suite struct RetiredAnimationTests {
    /// Something only the cut batch's completion holds.
    final class Token {}

    @Test func aCutBatchIsLetGoOfAtTheNextFrameNotAsTheNextStarts() throws {
        let (view, source, clock) = makeView([section("S", ["a", "b", "c"])])
        var token: Token? = Token()
        weak let held = token
        var cut: Bool?
        source.sections = [section("S", ["c", "a", "b"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 2), to: path(0, 0))]))) { [token] completed in
            _ = token
            cut = !completed
        }
        token = nil
        clock.advance(by: .milliseconds(100))
        source.sections = [section("S", ["c", "b", "a"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 2), to: path(0, 1))])))
        #expect(cut == true, "the first batch was cut short, and told so")
        #expect(held != nil, "the cut batch is kept until the next frame")
        #expect(still(view).hasPrefix("c\n"), "a frame draws the running batch")
        #expect(held == nil, "and lets go of the cut one")
        #expect(view.isAnimating, "the running batch goes on")
    }
}
