import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import Testing

/// Starting a batch costs what it changes, counted rather than timed: the
/// questions the view asks its data source, and, through a ``ListController``,
/// what the UI thread reads and frees.
@MainActor
@Suite struct BatchCostTests {
    /// Sections of ids; counts every question about rows.
    final class CountingSource: CollectionViewDataSource {
        var sections: [[Int]]
        var idCalls = 0
        var heightCalls = 0
        var contentCalls = 0

        init(_ sections: [[Int]]) { self.sections = sections }

        func reset() {
            idCalls = 0
            heightCalls = 0
            contentCalls = 0
        }

        func numberOfSections() -> Int { sections.count }
        func numberOfItems(inSection section: Int) -> Int { sections[section].count }
        func sectionID(_ section: Int) -> AnyHashable { "S\(section)" }
        func itemID(at path: ItemPath) -> AnyHashable {
            idCalls += 1
            return sections[path.section][path.item]
        }
        func height(at path: ItemPath) -> Int {
            heightCalls += 1
            return 1
        }
        func content(at path: ItemPath) -> StyledText {
            contentCalls += 1
            return StyledText("\(sections[path.section][path.item])")
        }
    }

    /// Ten sections of 10,000 rows, and a batch of ten changes across them:
    /// three deletes, two moves (one across sections), two reloads, three inserts.
    static func tenChanges() throws -> (old: [[Int]], new: [[Int]], changeset: Changeset) {
        let old = (0..<10).map { s in Array((s * 10_000)..<((s + 1) * 10_000)) }
        var new = old
        new[1].remove(at: 4_000)
        new[5].remove(at: 9_999)
        new[8].remove(at: 0)
        let moved = new[3].remove(at: 7_000)
        new[6].insert(moved, at: 123)
        let within = new[9].remove(at: 10)
        new[9].insert(within, at: 5_000)
        new[0].insert(-1, at: 0)
        new[4].insert(-2, at: 5_000)
        new[7].insert(-3, at: new[7].count)
        func lists(_ ids: [[Int]]) -> [ListSection<Int, Int>] { ids.enumerated().map { ListSection(model: $0.offset, items: $0.element) } }
        var changeset = try Changeset(from: lists(old), to: lists(new))
        changeset.items.reloaded = [ItemPath(item: 2_000, section: 2), ItemPath(item: 300, section: 7)]
        return (old, new, changeset)
    }

    /// The rows `.touched` may ask about: each inserted, moved-to and
    /// reloaded row with its two neighbours, and the two neighbours of each
    /// row deleted or moved away.
    static func touchedBound(_ changeset: Changeset) -> Int {
        let items = changeset.items
        return 3 * (items.inserted.count + items.moved.count + items.reloaded.count + changeset.deferred.items.count)
            + 2 * (items.deleted.count + items.moved.count)
    }

    @Test func aBatchAsksOnlyAboutTheRowsItTouches() throws {
        let (old, new, changeset) = try Self.tenChanges()
        let source = CountingSource(old)
        let view = CollectionView(dataSource: source, clock: ManualClock(), viewportSize: CellSize(columns: 20, rows: 10))
        #expect(source.idCalls == 100_000)  // the first load asks for every row
        source.reset()
        source.sections = new
        try view.performBatchUpdates(changeset)
        let bound = Self.touchedBound(changeset)
        #expect(source.idCalls > 0 && source.idCalls <= bound, "asked for \(source.idCalls) ids, at most \(bound) expected")
        #expect(source.heightCalls <= bound && source.contentCalls == 0)
        #expect(view.numberOfItems(inSection: 6) == 10_001)
    }

    /// `reloadData` is O(rows) in ids and heights (the layout needs every
    /// row's line), but lazy in what costs: a row's text is asked for only
    /// when the row is drawn.
    @Test func aReloadRendersOnlyTheRowsItDraws() throws {
        let (old, new, _) = try Self.tenChanges()
        let source = CountingSource(old)
        let view = CollectionView(dataSource: source, clock: ManualClock(), viewportSize: CellSize(columns: 20, rows: 10))
        source.reset()
        source.sections = new
        view.reloadData()
        #expect(source.idCalls == 100_000 && source.heightCalls == 100_000 && source.contentCalls == 0)
        var canvas = GridCanvas(columns: 20, rows: 10)
        view.render(into: &canvas)
        #expect(source.contentCalls > 0 && source.contentCalls <= 10)
    }

    @Test func fullValidationAsksAboutEveryRow() throws {
        let (old, new, changeset) = try Self.tenChanges()
        let source = CountingSource(old)
        var configuration = CollectionViewConfiguration()
        configuration.validation = .full
        let view = CollectionView(dataSource: source, clock: ManualClock(), configuration: configuration)
        source.reset()
        source.sections = new
        try view.performBatchUpdates(changeset)
        #expect(source.idCalls == 100_000)
    }

    /// Counts, on the UI thread (the thread that made it, where the test
    /// runs the executor's jobs), reads of a row's identity, and frees of the
    /// rows that carry a token.
    final class Probe: @unchecked Sendable {
        // Every counter is read and written under `lock`: rows are read and
        // freed on the queue's thread and on the UI thread. `uiThread` is set once, before any row exists.
        private let lock = NSLock()
        private let uiThread = pthread_self()
        private var reads = 0
        private var frees: [Bool] = []

        private var onUIThread: Bool { pthread_equal(pthread_self(), uiThread) != 0 }

        func noteRead() {
            guard onUIThread else { return }
            lock.withLock { reads += 1 }
        }
        func noteFree() {
            let ui = onUIThread
            lock.withLock { frees.append(ui) }
        }
        func reset() { lock.withLock { reads = 0 } }
        var mainReads: Int { lock.withLock { reads } }
        var freedOnMain: Int { lock.withLock { frees.count { $0 } } }
        var freed: Int { lock.withLock { frees.count } }
    }

    /// Tells the probe when the row holding it is freed.
    final class FreeToken: Sendable {
        let probe: Probe
        init(_ probe: Probe) { self.probe = probe }
        deinit { probe.noteFree() }
    }

    struct ProbedRow: Differentiable, Sendable {
        let id: Int
        let probe: Probe
        var token: FreeToken?
        var differenceIdentifier: Int {
            probe.noteRead()
            return id
        }
        func isContentEqual(to source: ProbedRow) -> Bool { true }
    }

    @Test func aListControllerReadsTheTouchedRowsOnTheMainThreadAndFreesNoRowThere() throws {
        let probe = Probe()
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 10))
        let executor = stepper.executor
        let list = ListController<Int, ProbedRow>(
            clock: stepper.clock, executor: executor, header: { StyledText("S\($0)") }, row: { StyledText("\($0.id)") }
        )
        let (oldIDs, newIDs, changeset) = try Self.tenChanges()
        // The rows the batch deletes carry a token: they are freed when the old state goes.
        let deleted = Set(oldIDs.joined()).subtracting(newIDs.joined())
        func rows(_ ids: [[Int]]) -> [ListSection<Int, ProbedRow>] {
            ids.enumerated().map { s, ids in
                ListSection(model: s, items: ids.map { ProbedRow(id: $0, probe: probe, token: deleted.contains($0) ? FreeToken(probe) : nil) })
            }
        }
        var done = false
        list.apply(rows(oldIDs), animated: false) { _ in done = true }
        #expect(executor.run(until: { done }))
        #expect(probe.mainReads >= 100_000)  // the reload reads every row on the UI thread: the probe sees it
        probe.reset()

        done = false
        list.apply(rows(newIDs)) { _ in done = true }
        #expect(executor.run(until: { list.view.isAnimating || done }))
        let bound = Self.touchedBound(changeset)
        #expect(probe.mainReads > 0 && probe.mainReads <= bound, "read \(probe.mainReads) ids on the main thread, at most \(bound) expected")
        stepper.settle(list)
        #expect(done)
        // The queue's thread lets go of the old state after the batch: the deleted rows are freed there.
        let deadline = ContinuousClock.now + .seconds(10)
        while probe.freed < deleted.count, ContinuousClock.now < deadline { _ = executor.waitForJob(timeout: .milliseconds(5)) }
        #expect(probe.freed == deleted.count && probe.freedOnMain == 0)
        _ = list
    }
}
