import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A near row passing the screen's rows against the way crossings of the
/// whole screen step them (the live feed's catch-up batch saved as
/// `anchor-off-screen`, on 100k rows: ten rows falling over the screen
/// against three climbing stepped the anchor seven lines off its top, and a
/// row climbing from just below the screen to its top line pushed the rows
/// it passed back down).
///
/// Screen rows 100…109 of 200 (the anchor r100 on line 0), 100 frames one
/// millisecond apart, linear.
@MainActor
@Suite struct ScrollAnchorOffScreenTests {
    /// r10, r20 and r30 fall to the end and r150 climbs to the top: two
    /// lines of falling rows more than climbing ones, so the anchor ends two
    /// lines above the screen, r101 one. r112 climbs from two lines below
    /// the screen to its top line, between r101 and r102. r102 to r109 end
    /// a line higher than they started: two lines up for the rows that fell
    /// over them, one down for r112. They stepped down as r112 passed them
    /// and up when the falling rows had crossed (and r109, pushed off the
    /// bottom as r112 came on, was hidden for half the batch). Held below
    /// the screen, r112 shows only where it lands, in the last frame, when
    /// the screen takes its step for the crossings: r102 to r109 rise once.
    /// Until then the screen stands still. (At e ≈ 0.48, r20, seen past the
    /// anchor and held above the screen, went between r10 and the anchor
    /// both had passed, so r10 and then r20 took line 0 for a frame: a row
    /// from above now goes above the anchor.)
    @Test func aRowClimbingToTheTopAgainstTheCrossingsLeavesTheRowsItPassesRisingOnly() throws {
        let moved = ScrollAnchorEdgeRowTests.moved([("r10", 199), ("r20", 199), ("r30", 199), ("r150", 0), ("r112", 100)])
        let landed = ["r112"] + (102...110).map { "r\($0)" }
        let frames = try ScrollAnchorEdgeRowTests.frames(to: moved, offset: 100, landed: landed)
        let climber = ScrollAnchorEdgeRowTests.lines(of: "r112", in: frames)
        #expect(climber.dropLast(2).allSatisfy { $0 == nil }, "r112 is not drawn before it lands: \(climber)")
        #expect(frames.dropLast(2).allSatisfy { $0 == frames.first }, "the screen stands still until r112 lands")
        ScrollAnchorEdgeRowTests.expectOneWay(102...109, in: frames, rising: true)
        ScrollAnchorEdgeRowTests.expectLegible(frames)
    }
}
