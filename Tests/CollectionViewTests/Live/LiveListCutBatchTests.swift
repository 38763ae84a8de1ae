@testable import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A batch that a live list's next batch cuts short is let go of in a job
/// of its own on the list's executor, not in the view's next frame: that
/// frame is often the draw of a key that came while the flush ran, and
/// freeing the cut batch's layout costs about a millisecond at a million rows.
@MainActor
@Suite struct LiveListCutBatchTests {
    @Test func aCutBatchIsLetGoOfInAJobAfterTheFramesAndKeysWaiting() throws {
        let (run, landing) = LiveListFlushLeadTests.climbing()
        let frame = run.list.view.configuration.frameInterval
        let clock = run.stepper.clock
        LiveListFlushLeadTests.frames(run, at: [landing - frame])
        clock.set(landing - LiveListFlushLeadTests.cost)
        run.list.upsert(Proc(name: "b", group: "g", cpu: 200))
        // A key that came while the flush below runs: posted before the job the flush posts.
        var cutBatchesAtKey: Int?
        run.stepper.executor.execute { cutBatchesAtKey = run.list.cutBatches.count }
        try #require(run.list.flush() != nil)
        #expect(run.times.batches.first?.completed == false, "the first batch was cut short")
        #expect(run.list.view.retiredAnimation == nil, "the list took the cut batch from the view")
        #expect(run.list.cutBatches.count == 1, "and holds it")

        _ = run.stepper.frame(of: run.list.view)
        #expect(run.list.cutBatches.count == 1, "a frame does not pay for it")
        run.stepper.executor.runPending()
        #expect(cutBatchesAtKey == 1, "nor does the key that waited for the flush")
        #expect(run.list.cutBatches.isEmpty, "its own job, after them, lets go of it")
        #expect(run.list.view.isAnimating, "the running batch goes on")
    }
}
