@testable import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A re-sort prepared on the worker (`PreparedBatch`: checked against the
/// model the job computed, laid out and planned for the screen it started
/// from) moves exactly as the same re-sort computed and started on the UI
/// thread: every frame the same text. Planned for an offset that a key
/// changed before it landed, it is planned again for the new one, and still
/// moves as the direct batch started from there.
@MainActor
@Suite struct LiveListPreparedTests {
    /// A list loaded as `LiveListWorkTests.loaded`, with a worker or none
    /// (then the re-sort computes in the flush), scrolled to `offset` rows
    /// into its second section when given.
    static func loaded(_ stepper: FrameStepper, worker: ManualWorkExecutor?) -> LiveList<String, Proc> {
        let list = LiveList<String, Proc>(
            clock: stepper.clock, executor: stepper.executor, worker: worker, section: { $0.group },
            order: .descending { $0.cpu }, header: { StyledText($0) }, row: { StyledText("\($0.name) \($0.cpu)") },
            plugins: [Selectable()]
        )
        for row in (0..<600).map({ Proc(name: "p\($0)", group: "g\($0 % 3)", cpu: $0 * 7_919 % 100) }) { list.upsert(row) }
        stepper.settle(list)
        return list
    }

    /// Every frame of the running batch, as lines, until it ends.
    static func frames(_ list: LiveList<String, Proc>, _ stepper: FrameStepper) -> [[String]] {
        stepper.animationFrames(of: list.view).map(LiveListTests.lines)
    }

    /// Runs a computed batch's jobs: checked and laid out on the worker, back
    /// on the UI thread, planned on the worker for the screen then, landed.
    static func land(_ worker: ManualWorkExecutor, _ stepper: FrameStepper) {
        #expect(worker.runNext())
        stepper.executor.runNext()
        #expect(worker.runNext())
        stepper.executor.runPending()
    }

    /// The re-sort to another column, and back.
    static let orders: [LiveListOrder<Proc>] = [.ascending { LiveListWorkTests.number($0) }, .descending { $0.cpu }]

    @Test(arguments: [nil, 40, 150])
    func aPreparedResortMovesExactlyAsTheSameResortStartedDirectly(scrolledTo row: Int?) {
        let size = CellSize(columns: 20, rows: 12)
        let preparedStepper = FrameStepper(size: size), directStepper = FrameStepper(size: size)
        let worker = ManualWorkExecutor()
        let prepared = Self.loaded(preparedStepper, worker: worker)
        let direct = Self.loaded(directStepper, worker: nil)
        if let row {
            prepared.view.scrollToItem(at: ItemPath(item: row, section: 1))
            direct.view.scrollToItem(at: ItemPath(item: row, section: 1))
        }
        #expect(prepared.view.scrollOffset == direct.view.scrollOffset)
        for order in Self.orders {
            prepared.setOrder(order)
            Self.land(worker, preparedStepper)
            direct.setOrder(order)
            #expect(prepared.view.isAnimating && direct.view.isAnimating)
            #expect(prepared.view.scrollOffset == direct.view.scrollOffset)
            let frames = Self.frames(prepared, preparedStepper)
            #expect(frames.count > 2)
            #expect(frames == Self.frames(direct, directStepper))
            preparedStepper.settle(prepared)
            worker.runPending()
            directStepper.settle(direct)
        }
        // Both landed as prepared: nothing was checked or planned again on the UI thread.
        #expect(prepared.preparedBatches == Self.orders.count)
        #expect(direct.preparedBatches == 0)
        #expect(LiveListTests.shown(prepared) == LiveListTests.shown(direct))
    }

    /// Scrolled before it lands, the batch is planned again on the worker
    /// (twice at most), then by the view as it lands: each plan for the
    /// offset of its moment, the last for the offset it lands at.
    @Test(arguments: [1, 2, 3, 4])
    func aPreparedResortWhoseOffsetChangedBeforeItLandedIsPlannedForTheNewOffset(scrolls: Int) {
        let size = CellSize(columns: 20, rows: 12)
        let preparedStepper = FrameStepper(size: size), directStepper = FrameStepper(size: size)
        let worker = ManualWorkExecutor()
        let prepared = Self.loaded(preparedStepper, worker: worker)
        let direct = Self.loaded(directStepper, worker: nil)
        prepared.setOrder(Self.orders[0])
        // Checked and laid out; then the user scrolls before it lands, each time before the worker has planned it.
        #expect(worker.runNext())
        for scroll in 1...scrolls {
            let row = ItemPath(item: 40 * scroll, section: 1)
            prepared.view.scrollToItem(at: row)
            direct.view.scrollToItem(at: row)
            #expect(prepared.view.scrollOffset > 0)
            preparedStepper.executor.runNext()
            // The first time back it is planned (for the screen then), later planned again.
            let onWorker = scroll <= LiveList<String, Proc>.maximumReplans + 1
            // Planned again on the worker: nothing lands meanwhile; after the last, the view plans it as it lands.
            #expect(prepared.view.isAnimating == !onWorker)
            #expect(worker.pendingCount == 1)
            if onWorker, scroll == scrolls {
                #expect(worker.runNext())
                preparedStepper.executor.runNext()
            } else if onWorker {
                #expect(worker.runNext())
            }
        }
        direct.setOrder(Self.orders[0])
        #expect(prepared.preparedBatches == 1)
        #expect(prepared.view.scrollOffset == direct.view.scrollOffset)
        let frames = Self.frames(prepared, preparedStepper)
        #expect(frames == Self.frames(direct, directStepper))
        // Legible as any batch: the frames a direct start from that offset draws.
        #expect(LiveListClearedFilterTests.audit(from: frames[0], Array(frames.dropFirst())).isLegible)
        preparedStepper.settle(prepared)
        worker.runPending()
        let expected = LiveListWorkTests.byNumber(LiveListTests.shown(prepared).flatMap(\.items))
        #expect(ViewVerifier.firstMismatch(view: prepared.view, shown: LiveListTests.shown(prepared), expected: expected) == nil)
    }

    /// A filter that hides a whole section, then cleared: the section comes
    /// back with its header (asked on the UI thread when the job starts), so
    /// both batches land prepared, and move as the direct ones.
    @Test func aFilterHidingASectionAndItsClearingArePreparedAndMoveAsTheDirectOnes() {
        let size = CellSize(columns: 20, rows: 12)
        let preparedStepper = FrameStepper(size: size), directStepper = FrameStepper(size: size)
        let worker = ManualWorkExecutor()
        let prepared = Self.loaded(preparedStepper, worker: worker)
        let direct = Self.loaded(directStepper, worker: nil)
        let filters: [(@Sendable (Proc) -> Bool)?] = [{ $0.group != "g0" && $0.cpu % 3 != 0 }, nil]
        for filter in filters {
            prepared.setFilter(filter)
            Self.land(worker, preparedStepper)
            direct.setFilter(filter)
            #expect(Self.frames(prepared, preparedStepper) == Self.frames(direct, directStepper))
            preparedStepper.settle(prepared)
            worker.runPending()
            directStepper.settle(direct)
        }
        #expect(prepared.preparedBatches == filters.count)
        #expect(LiveListTests.shown(prepared) == LiveListTests.shown(direct))
    }

    @Test func aPreparedBatchWhoseLayoutChangedBeforeItLandedStartsAsItIs() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let worker = ManualWorkExecutor()
        let list = Self.loaded(stepper, worker: worker)
        list.setOrder(Self.orders[0])
        #expect(worker.runNext())
        // The layout it was prepared on is gone (a reload): the batch is checked and planned again, and still lands.
        list.view.reloadData()
        stepper.executor.runNext()
        #expect(list.preparedBatches == 0)
        #expect(list.view.isAnimating)
        stepper.settle(list)
        worker.runPending()
        let shown = LiveListTests.shown(list)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: shown, expected: LiveListWorkTests.byNumber(shown.flatMap(\.items))) == nil)
    }
}
