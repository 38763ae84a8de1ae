import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A live table's sort and hold on a list with a worker: the column's kind
/// and the ranks to hold are read in the worker's job, not on the UI thread
/// (until the worker runs, nothing has read a row), the sort's mismatches
/// are told once it lands, and `H` pressed while a sort still computes
/// holds that sort's order.
@MainActor
@Suite struct LiveListTableWorkTests {
    struct Row: TableRow, Hashable {
        var id: String
        var section = "s"
        var cells: [String]
        var differenceIdentifier: String { id }
    }

    /// A table sorted by its number column; without a worker a sort computes in the flush.
    static func makeList(_ stepper: FrameStepper, worker: ManualWorkExecutor?) -> LiveList<String, Row> {
        LiveList<String, Row>(
            clock: stepper.clock, executor: stepper.executor, worker: worker, section: { $0.section },
            order: .table(.init(column: 1)), header: { StyledText($0) }, row: { StyledText($0.cells.joined(separator: " ")) }
        )
    }

    /// Row `i` has name `n<i>` and a number that falls as `i` climbs; row 3's number is text.
    static func rows() -> [Row] {
        (0..<12).map { i in Row(id: "r\(i)", cells: ["n\(i)", i == 3 ? "n/a" : "\(100 - i)"]) }
    }

    static func ids(_ list: LiveList<String, Row>) -> [String] {
        list.model.sectionedRows.flatMap { $0.rows.map(\.id) }
    }

    /// Runs the worker's jobs and the UI jobs they post, and draws, until the list is at rest.
    static func drain(_ list: LiveList<String, Row>, _ stepper: FrameStepper, _ worker: ManualWorkExecutor) {
        for _ in 0..<50 {
            worker.runPending()
            stepper.executor.runPending()
            stepper.settle(list.view)
            if list.isIdle, worker.pendingCount == 0 { return }
        }
    }

    @Test func aSortReadsTheColumnOnTheWorkerAndTellsItsMismatchesWhenItLands() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 16))
        let worker = ManualWorkExecutor()
        let list = Self.makeList(stepper, worker: worker)
        for row in Self.rows() { list.upsert(row) }
        Self.drain(list, stepper, worker)
        #expect(Self.ids(list).first == "r11")

        let told = LockedValue<[Int]>([])
        let table = TableState(header: TableHeader(names: ["name", "n"], sort: .init(column: 1, descending: true)))
        list.perform(.sort(.init(column: 1, descending: true), previous: nil), for: table) { count in told.withLock { $0.append(count) } }
        // Nothing read on the UI thread: the job waits, the count is not known yet.
        #expect(worker.pendingCount == 1)
        #expect(told.withLock { $0 }.isEmpty)
        Self.drain(list, stepper, worker)
        #expect(told.withLock { $0 } == [1], "one row's number is text")
        #expect(Self.ids(list) == ["r0", "r1", "r2", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r3"])
    }

    @Test func holdAskedWhileASortComputesHoldsThatSort() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 16))
        let worker = ManualWorkExecutor()
        let list = Self.makeList(stepper, worker: worker)
        for row in Self.rows() { list.upsert(row) }
        Self.drain(list, stepper, worker)

        // Sorted by name (natural order, ascending), then `H` at once, before the sort has landed.
        list.sortTable(by: .init(column: 0), previous: nil) { _ in }
        list.holdRanks()
        #expect(worker.pendingCount == 1, "the hold waits for the sort")
        Self.drain(list, stepper, worker)
        let byName = (0..<12).map { "r\($0)" }
        #expect(Self.ids(list) == byName)
        // Held: a row whose name would now go first keeps its place, its value updated.
        list.upsert(Row(id: "r7", cells: ["a", "1"]))
        list.flush()
        Self.drain(list, stepper, worker)
        #expect(Self.ids(list) == byName)
        #expect(list.model.row(withID: "r7")?.cells == ["a", "1"])
    }

    /// Without a worker, a sort asked while a batch runs waits for it; a
    /// hold asked then follows the sort (it does not replace it) and holds its order.
    @Test func withoutAWorkerAHoldFollowsTheSortWaitingBeforeIt() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 16))
        let list = Self.makeList(stepper, worker: nil)
        for row in Self.rows() { list.upsert(row) }
        stepper.settle(list)
        list.upsert(Row(id: "r5", cells: ["n5", "0"]))
        list.flush()
        #expect(list.view.isAnimating)
        let batches = list.statistics.batches
        list.sortTable(by: .init(column: 0), previous: nil)
        list.holdRanks()
        #expect(list.statistics.batches == batches, "both wait for the running batch")
        stepper.settle(list)
        let byName = (0..<12).map { "r\($0)" }
        #expect(Self.ids(list) == byName)
        list.upsert(Row(id: "r7", cells: ["a", "1"]))
        stepper.settle(list)
        #expect(Self.ids(list) == byName, "held")
    }
}
