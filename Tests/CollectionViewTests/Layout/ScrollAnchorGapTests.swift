import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A row inserted on the screen against the step that netted crossings of
/// the whole screen give it (the live feed's catch-up batch on 100k rows,
/// saved by `bench live`: two rows falling over the screen against one
/// climbing stepped the anchor, under the sticky header, off the screen's
/// top at e ≈ 0.59, and the row inserted just below it opened only once the
/// climbing row had passed it, at e ≈ 0.94: the whole screen stood a line
/// up for a third of the batch, its top row hidden, and stepped back).
///
/// Screen rows 100…109 of 200 (the anchor r100 on line 0), 100 frames one
/// millisecond apart, linear.
@MainActor
@Suite struct ScrollAnchorGapTests {
    /// r90 and r95 fall to the end (out of sight below the screen by
    /// e ≈ 0.2) and r199 climbs to the top (passing the screen at
    /// e ≈ 0.45…0.5); n0 is inserted after r100. The anchor ends a line
    /// higher (off the top), n0 on line 0, and r101 to r109 where they
    /// were: one line up for the two rows that fell over them, one down for
    /// r199 and one for n0. n0 opens only once r199, moving up, has passed
    /// it; the screen took its step for the crossings when the falling rows
    /// were out of sight, so r101 to r109 stood a line up until n0 opened.
    /// The screen waits for n0: nothing on it moves till n0 opens, and then
    /// only r100 leaves and n0 comes.
    @Test func aRowInsertedBelowTheAnchorAgainstTheCrossingsLeavesTheScreenStill() throws {
        var moved = ScrollAnchorEdgeRowTests.moved([("r90", 199), ("r95", 199), ("r199", 0)])
        moved.insert("n0", at: (moved.firstIndex(of: "r100") ?? 0) + 1)
        let frames = try ScrollAnchorEdgeRowTests.frames(to: moved, offset: 100, landed: ["n0"] + (101...109).map { "r\($0)" })
        ScrollAnchorEdgeRowTests.expectStill(101...109, in: frames)
        ScrollAnchorEdgeRowTests.expectLegible(frames)
    }

    /// The mirror: r115 and r118 climb over the screen to the top (out of
    /// sight above it by e ≈ 0.15) and r10 falls to the end (passing the
    /// screen at e ≈ 0.48…0.53); r101 is deleted. The anchor ends a line
    /// lower, r99 on line 0, and r102 to r109 where they were: one line down
    /// for the two rows that climbed over them, one up for r10 and one for
    /// r101's room closing. The screen waits for r101's room to close: r102
    /// to r109 never move.
    @Test func aRowDeletedBelowTheAnchorAgainstTheCrossingsLeavesTheScreenStill() throws {
        var moved = ScrollAnchorEdgeRowTests.moved([("r115", 0), ("r118", 0), ("r10", 199)])
        moved.removeAll { $0 == "r101" }
        let frames = try ScrollAnchorEdgeRowTests.frames(to: moved, offset: 100, landed: ["r99", "r100"] + (102...109).map { "r\($0)" })
        ScrollAnchorEdgeRowTests.expectStill(102...109, in: frames)
        ScrollAnchorEdgeRowTests.expectLegible(frames)
    }
}
