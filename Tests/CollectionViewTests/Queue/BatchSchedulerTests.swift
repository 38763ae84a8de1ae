@testable import CollectionView
import Testing

/// The one scheduling rule the update queue and a live list share
/// (`BatchScheduler`): the first arrival wakes the consumer once, what
/// arrives meanwhile coalesces, one batch runs at a time, and the end of a
/// batch the next one cut short is not taken for the running one's.
@Suite struct BatchSchedulerTests {
    @Test func theFirstArrivalWakesTheConsumerOnceAndTheRestCoalesce() {
        let scheduler = BatchScheduler([Int]())
        #expect(scheduler.submit { $0.append(1) }.wake, "the consumer rested: the caller wakes it")
        #expect(!scheduler.submit { $0.append(2) }.wake, "awake already: only added")
        #expect(!scheduler.wake(if: { !$0.isEmpty }), "awake already")
        #expect(scheduler.isAwake)
        let taken = scheduler.takeAndRest { pending -> [Int] in
            defer { pending = [] }
            return pending
        }
        #expect(taken == [1, 2], "one take carries everything that waited")
        #expect(!scheduler.isAwake)
        #expect(scheduler.submit { $0.append(3) }.wake, "rested: the next arrival wakes it again")
    }

    @Test func aDrainingConsumerRestsOnlyWhenItFindsNothing() {
        let scheduler = BatchScheduler([Int]())
        _ = scheduler.submit { $0.append(1) }
        #expect(scheduler.take { $0.popLast() } == 1)
        #expect(scheduler.isAwake, "work was found: the loop goes on")
        #expect(scheduler.take { $0.popLast() } == nil)
        #expect(!scheduler.isAwake, "nothing found: it rests, in the same lock")
        #expect(scheduler.rests(with: \.isEmpty))
    }

    @Test func wakingForWorkBesidePendingAndResting() {
        let scheduler = BatchScheduler([Int]())
        #expect(!scheduler.wake(if: { !$0.isEmpty }), "nothing waits")
        #expect(scheduler.wake(if: { _ in true }), "something waits beside the pending work (a filter)")
        scheduler.rest()
        #expect(!scheduler.isAwake)
    }

    @Test func oneBatchAtATimeAndACutBatchsEndIsToldApart() {
        let scheduler = BatchScheduler([Int]())
        #expect(scheduler.mayStartBatch())
        let first = scheduler.beginBatch()
        #expect(scheduler.isBatchRunning)
        #expect(!scheduler.mayStartBatch(), "one batch at a time")
        #expect(scheduler.mayStartBatch(cuttingShort: true), "unless what is left of it may be cut short")
        let second = scheduler.beginBatch()
        #expect(!scheduler.endBatch(first), "the end of the batch cut short is not the running one's")
        #expect(scheduler.isBatchRunning)
        #expect(scheduler.endBatch(second))
        #expect(!scheduler.isBatchRunning)
        #expect(!scheduler.endBatch(second), "ended once")
    }
}
