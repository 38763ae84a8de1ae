import CollectionView
import CollectionViewTesting
import Foundation
import Testing

/// The promises of motion planned on the screen (``ViewportPlan`` in the
/// library), as properties of random catch-up batches on a scrolled view
/// (``CatchUpProperty``, in the testing target so that `bench viewport`
/// runs the same property at full size): a long list of six sections under
/// a sticky header, batches of up to 300 re-ranks, inserts, deletes and
/// reloads, drawn at random frame times, some cut short by the next, some
/// resized part-way. Every frame is audited against the whole old and new
/// lists: nothing hidden, doubled, no stray blank, no bounce; no moved row
/// off the screen at both ends is ever drawn; the anchor ends on its line
/// but for the rows seen passing it; the last frame is the new list.
///
/// Three seeds of `VIEWPORT_PROPERTY_BATCHES` batches (300 in CI; the
/// issue's full size, 10,000, with `bench viewport`).
@MainActor
@Suite struct ViewportPlanPropertyTests {
    static let batches = ProcessInfo.processInfo.environment["VIEWPORT_PROPERTY_BATCHES"].flatMap(Int.init) ?? 300

    @Test(arguments: [0x5C_4EE7_01 as UInt64, 0x5C_4EE7_02, 0x5C_4EE7_03])
    func everyFrameOfCatchUpBatchesIsAListPlannedOnTheScreen(seed: UInt64) throws {
        let outcome = try CatchUpProperty().run(seed: seed, batches: Self.batches)
        #expect(outcome.batches == Self.batches)
        #expect(outcome.anchored > Self.batches * 3 / 4, "most batches are anchored (\(outcome.anchored) of \(Self.batches))")
        #expect(outcome.resized > 0, "some batches are resized part-way")
        #expect(outcome.faults.isEmpty, "\(outcome.faults.count) faults; first: \(outcome.faults.prefix(3))")
    }
}
