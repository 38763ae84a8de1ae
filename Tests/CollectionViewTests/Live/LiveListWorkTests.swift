import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A re-sort and a filter change computed on a worker (`LiveList`'s
/// `worker`): the UI thread is never blocked by them, by structure — until
/// the test runs the worker's job, nothing is computed and the screen keeps
/// answering keys and drawing — and the result lands as one batch whose
/// rows are in the reference order, every frame a list, the selection on
/// its row; feed changes wait for it and follow in the next batch.
@MainActor
@Suite struct LiveListWorkTests {
    static func makeList(_ stepper: FrameStepper, worker: ManualWorkExecutor) -> LiveList<String, Proc> {
        LiveList<String, Proc>(
            clock: stepper.clock, executor: stepper.executor, worker: worker, section: { $0.group },
            order: .descending { $0.cpu }, header: { StyledText($0) }, row: { StyledText("\($0.name) \($0.cpu)") },
            plugins: [Selectable()]
        )
    }

    /// 600 rows in three groups, loaded and at rest.
    static func loaded(_ stepper: FrameStepper, worker: ManualWorkExecutor) -> (LiveList<String, Proc>, [Proc]) {
        let list = makeList(stepper, worker: worker)
        let rows = (0..<600).map { Proc(name: "p\($0)", group: "g\($0 % 3)", cpu: $0 * 7_919 % 100) }
        for row in rows { list.upsert(row) }
        stepper.settle(list)
        return (list, rows)
    }

    /// The number in a row's name (`p12` is 12): a unique sort value.
    nonisolated static func number(_ proc: Proc) -> Int { Int(proc.name.dropFirst()) ?? -1 }

    /// `rows` by group, each group's rows by ``number(_:)``: the order `setOrder(.ascending(by: number))` gives.
    static func byNumber(_ rows: [Proc]) -> [ListSection<String, Proc>] {
        Dictionary(grouping: rows, by: \.group).sorted { $0.key < $1.key }.map { key, rows in
            ListSection(model: key, items: rows.sorted { number($0) < number($1) })
        }
    }

    @Test func aResortComputesOnTheWorkerAndLandsAsOneBatchInTheReferenceOrder() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let worker = ManualWorkExecutor()
        let (list, rows) = Self.loaded(stepper, worker: worker)
        #expect(list.view.selectItem(at: ItemPath(item: 2, section: 0)))
        let selected = list.selectedRowID
        let before = LiveListTests.shown(list)
        let batches = list.statistics.batches

        list.setOrder(.ascending { Self.number($0) })
        // Nothing computed on the UI thread: the job waits on the worker, the model and the view are as they were.
        #expect(worker.pendingCount == 1)
        #expect(LiveListTests.shown(list) == before)
        #expect(!list.view.isAnimating && !list.isIdle)
        // Meanwhile keys are answered and frames drawn, and feed changes wait (the job's model must stay the one shown).
        #expect(list.view.handle(.down))
        #expect(list.view.handle(.up))
        #expect(list.selectedRowID == selected)
        _ = stepper.frame(of: list.view)
        list.upsert(Proc(name: "p1000", group: "g1", cpu: 50))
        stepper.executor.runPending()
        #expect(LiveListTests.shown(list) == before)
        #expect(list.statistics.batches == batches)

        // The job runs (on the worker's thread in an app): checked and laid out, it comes back to be planned
        // there for the screen of that moment, then lands on the UI thread as one batch.
        let screen = LiveListTests.lines(stepper.frame(of: list.view))
        #expect(worker.runNext())
        #expect(list.statistics.batches == batches)
        stepper.executor.runNext()
        #expect(list.statistics.batches == batches)
        #expect(worker.runNext())
        stepper.executor.runPending()
        #expect(list.statistics.batches == batches + 1)
        #expect(list.view.isAnimating)
        let expected = Self.byNumber(rows)
        #expect(LiveListTests.shown(list) == expected)
        // The old model is let go of on the worker too.
        #expect(worker.pendingCount == 1)
        worker.runPending()

        // Every frame of the batch is a list, and the selection stays on its row.
        let frames = stepper.animationFrames(of: list.view).map(LiveListTests.lines)
        #expect(LiveListClearedFilterTests.audit(from: screen, frames).isLegible)
        #expect(list.selectedRowID == selected)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: LiveListTests.shown(list), expected: expected) == nil)

        // The change that waited follows in the next batch, in the new order.
        stepper.settle(list)
        #expect(list.statistics.batches == batches + 2)
        #expect(list.model.indexPath(of: "p1000") != nil)
        let final = LiveListTests.shown(list)
        for section in final { #expect(section.items.map(Self.number) == section.items.map(Self.number).sorted()) }
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: final, expected: final) == nil)
    }

    @Test func aFilterComputesOnTheWorkerAndLandsAsOneBatch() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let worker = ManualWorkExecutor()
        let (list, rows) = Self.loaded(stepper, worker: worker)
        let before = LiveListTests.shown(list)
        let batches = list.statistics.batches
        let filter: @Sendable (Proc) -> Bool = { $0.cpu % 5 == 1 }
        list.setFilter(filter)
        #expect(worker.pendingCount == 1)
        #expect(LiveListTests.shown(list) == before)
        #expect(list.view.handle(.down))
        // A newer order asked while the filter computes follows it, each its own batch.
        list.setOrder(.ascending { Self.number($0) })
        #expect(worker.pendingCount == 1)
        worker.runNext()
        let screen = LiveListTests.lines(stepper.frame(of: list.view))
        stepper.executor.runNext()
        worker.runNext()
        stepper.executor.runPending()
        #expect(list.statistics.batches == batches + 1)
        let kept = LiveListClearedFilterTests.expected(rows.filter(filter))
        #expect(LiveListTests.shown(list) == kept)
        let frames = stepper.animationFrames(of: list.view).map(LiveListTests.lines)
        #expect(LiveListClearedFilterTests.audit(from: screen, frames).isLegible)
        // The batch ended: the order computes next (after the job that lets go of the model the filter replaced).
        stepper.executor.runPending()
        #expect(worker.runPending() == 2)
        stepper.executor.runPending()
        #expect(worker.runPending() == 1)
        stepper.executor.runPending()
        #expect(list.statistics.batches == batches + 2)
        stepper.settle(list)
        let sorted = Self.byNumber(rows.filter(filter))
        #expect(LiveListTests.shown(list) == sorted)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: sorted, expected: sorted) == nil)
    }
}
