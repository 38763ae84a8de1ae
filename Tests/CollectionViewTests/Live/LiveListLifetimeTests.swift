import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A live list an app lets go of is freed, with its rows: nothing it schedules (flushes, batches, the view's
/// frames) keeps it alive.
@MainActor
@Suite struct LiveListLifetimeTests {
    /// A list of 30 rows in three sections, shown and at rest.
    private static func restingList(_ stepper: FrameStepper) -> LiveList<String, Proc> {
        let list = LiveListTests.makeList(stepper)
        for i in 0..<30 { list.upsert(Proc(name: "p\(i)", group: "g\(i % 3)", cpu: i)) }
        stepper.settle(list)
        return list
    }

    @Test func aListLetGoOfIsFreed() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 8))
        weak var freed: LiveList<String, Proc>?
        do {
            let list = Self.restingList(stepper)
            list.setFilter { $0.cpu % 2 == 0 }
            stepper.settle(list)
            list.upsert(Proc(name: "p3", group: "g0", cpu: 99))
            list.upsert(Proc(name: "p31", group: "g1", cpu: 4))
            stepper.settle(list)
            freed = list
            #expect(freed != nil)
        }
        #expect(freed == nil, "the list outlives the last reference to it")
    }

    /// Let go of while a batch animates and a change waits for its flush: still freed (the executor's job and
    /// the view's frames hold it weakly).
    @Test func aListLetGoOfMidBatchIsFreed() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 8))
        weak var freed: LiveList<String, Proc>?
        do {
            let list = Self.restingList(stepper)
            list.upsert(Proc(name: "p3", group: "g0", cpu: 99))
            _ = stepper.executor.runPending()
            #expect(list.view.isAnimating)
            list.upsert(Proc(name: "p4", group: "g0", cpu: 98))
            list.setFilter { $0.cpu % 2 == 0 }
            freed = list
        }
        #expect(freed == nil, "the list outlives the last reference to it")
    }
}
