import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// What a scheduler of batches (a `LiveList`, an app's own) asks the view,
/// as public API: whether a running batch's landing has been shown
/// (`hasShownLanding`), whether it lands within a lead (`landsWithin(_:)`),
/// and the hand-over of a batch the next one cut short (`takeCutBatch()`).
@MainActor
@Suite struct BatchSchedulingAPITests {
    @Test func theLandingIsShownOnlyOnceAFrameDrewItAndLandsWithinTellsTheLead() throws {
        let (view, source, clock) = makeView([section("s", ["a", "b", "c"])])
        #expect(!view.hasShownLanding, "nothing animates")
        #expect(!view.landsWithin(.seconds(1)), "nothing animates")
        source.sections = [section("s", ["c", "a", "b"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 2), to: path(0, 0))])))
        let motion = view.configuration.animationDuration
        let frame = view.configuration.frameInterval
        clock.set(motion - frame)
        _ = still(view)
        #expect(!view.hasShownLanding, "the last frame drawn is before the landing")
        #expect(view.landsWithin(frame), "the moves land within a frame, and the last frame is just before")
        #expect(!view.landsWithin(frame / 2), "not within half a frame")
        #expect(!view.landsWithin(.zero))
        clock.set(motion)
        _ = still(view)
        #expect(!view.isAnimating || view.hasShownLanding, "a frame drew the landing")
    }

    @Test func aCutBatchIsHandedOverOnce() throws {
        let (view, source, _) = makeView([section("s", ["a", "b", "c"])])
        #expect(view.takeCutBatch() == nil, "none yet")
        source.sections = [section("s", ["c", "a", "b"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 2), to: path(0, 0))])))
        #expect(view.takeCutBatch() == nil, "the first batch cut nothing short")
        source.sections = [section("s", ["b", "c", "a"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 2), to: path(0, 0))])))
        #expect(view.takeCutBatch() != nil, "the second cut the first short")
        #expect(view.takeCutBatch() == nil, "handed over once")
        source.sections = [section("s", ["a", "b", "c"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 2), to: path(0, 0))])))
        view.advance()
        #expect(view.takeCutBatch() == nil, "a frame let go of one nobody took")
    }
}
