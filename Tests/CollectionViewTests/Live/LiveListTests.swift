import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import SeededRandom
import Testing

/// A process of a live table: identity `name`, grouped by `group`, ranked by `cpu`.
struct Proc: Differentiable, Hashable, Sendable {
    var name: String
    var group: String
    var cpu: Int
    var differenceIdentifier: String { name }
}

@MainActor
@Suite struct LiveListTests {
    static func makeList(
        _ stepper: FrameStepper, order: LiveListOrder<Proc> = .descending { $0.cpu }, logger: LogCapture? = nil,
        validation: CollectionViewConfiguration.Validation = .automatic
    ) -> LiveList<String, Proc> {
        var configuration = CollectionViewConfiguration()
        configuration.validation = validation
        return LiveList<String, Proc>(
            clock: stepper.clock, configuration: configuration, executor: stepper.executor, section: { $0.group }, order: order,
            header: { StyledText($0) }, row: { StyledText("\($0.name) \($0.cpu)") },
            logger: logger?.logger() ?? ListMotionLog.silent
        )
    }

    static func lines(_ frame: Frame) -> [String] {
        frame.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    /// What the model holds, as the verifier's sections.
    static func shown(_ list: LiveList<String, Proc>) -> [ListSection<String, Proc>] {
        list.model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
    }

    /// A row that climbs the ranking glides up past the rows it overtakes,
    /// one line at a time, in frames that are all lists; nothing else moves.
    @Test func aRowThatClimbsGlidesAndEveryFrameIsAList() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let list = Self.makeList(stepper)
        for i in 0..<8 { list.upsert(Proc(name: "p\(i)", group: "g", cpu: 80 - 10 * i)) }
        stepper.settle(list)
        let before = Self.lines(stepper.frame(of: list.view))
        #expect(before.prefix(3) == ["g", "p0 80", "p1 70"])

        list.upsert(Proc(name: "p7", group: "g", cpu: 95))
        let frames = stepper.settle(list)
        let ys = frames.map { Self.lines($0).firstIndex { $0.hasPrefix("p7 ") } ?? -1 }
        #expect(!ys.contains(-1), "p7 hidden: \(ys)")
        #expect(ys.first == 8 && ys.last == 1, "\(ys)")
        #expect(Set(ys).count >= 5, "p7 jumps instead of gliding: \(ys)")
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 }, "p7 steps back: \(ys)")
        let old = (0..<8).map { ["p\($0)"] }
        let new = ([7] + Array(0..<7)).map { ["p\($0)"] }
        let names = frames.map { frame in Self.lines(frame).map { String($0.split(separator: " ").first ?? "") } }
        #expect(LegibilityAudit(old: old, new: new, scrolls: false).audit(names).isLegible)
        #expect(Self.lines(frames.last ?? stepper.frame(of: list.view)).prefix(3) == ["g", "p7 95", "p0 80"])
        #expect(list.statistics.batches == 2)
    }

    /// While a batch animates, changes coalesce: fifty updates of one row
    /// and an add-then-delete of another become one batch with one update.
    @Test func changesDuringABatchCoalesceIntoTheNextOne() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let list = Self.makeList(stepper)
        for i in 0..<4 { list.upsert(Proc(name: "p\(i)", group: "g", cpu: 10 * i)) }
        stepper.executor.runPending()
        #expect(list.view.isAnimating)
        for cpu in 0..<50 { list.upsert(Proc(name: "p1", group: "g", cpu: 100 + cpu)) }
        list.upsert(Proc(name: "tmp", group: "g", cpu: 1))
        list.delete("tmp")
        #expect(list.pendingCount == 2)
        #expect(list.flush() == nil, "no batch may start while one animates")
        stepper.advance(list.view, by: .seconds(1))
        stepper.executor.runPending()
        #expect(list.statistics.batches == 2)
        #expect(list.view.isAnimating)
        stepper.settle(list)
        #expect(list.model.row(withID: "p1")?.cpu == 149)
        #expect(list.model.row(withID: "tmp") == nil)
        #expect(list.statistics.batches == 2)
        #expect(list.statistics.received == 56)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: Self.shown(list), expected: Self.shown(list)) == nil)
    }

    /// A change that arrives while the view runs an animated scroll (no
    /// batch of the list's own) starts its batch at once, as the update
    /// queue's would: nothing calls back when a scroll ends, so waiting for
    /// it left the change pending until the next event.
    @Test func aChangeDuringAnAnimatedScrollIsNotLeftWaiting() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 6))
        let list = Self.makeList(stepper)
        for i in 0..<20 { list.upsert(Proc(name: "p\(i)", group: "g", cpu: 100 - i)) }
        stepper.settle(list)
        #expect(list.statistics.batches == 1)
        list.view.setScrollOffset(4, animated: true)
        #expect(list.view.isAnimating)
        list.upsert(Proc(name: "p5", group: "g", cpu: 1000))
        stepper.executor.runPending()
        stepper.advance(list.view, by: .seconds(2))
        stepper.executor.runPending()
        #expect(list.pendingCount == 0, "the change waited for an event that never came")
        #expect(list.statistics.batches == 2)
        stepper.settle(list)
        #expect(list.view.scrollOffset == 4)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: Self.shown(list), expected: Self.shown(list)) == nil)
    }

    /// Paused, the screen keeps what it shows while changes keep coming
    /// (bounded by the rows they name); resumed, it catches up in one batch.
    @Test func pauseFreezesTheScreenAndResumeCatchesUpInOneBatch() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let list = Self.makeList(stepper)
        for i in 0..<5 { list.upsert(Proc(name: "p\(i)", group: "g", cpu: i)) }
        stepper.settle(list)
        let frozen = stepper.frame(of: list.view).text
        list.isPaused = true
        for round in 0..<1000 {
            for i in 0..<5 { list.upsert(Proc(name: "p\(i)", group: "g", cpu: (i * 7 + round) % 50)) }
        }
        list.upsert(Proc(name: "new", group: "h", cpu: 3))
        #expect(list.pendingCount == 6)
        stepper.settle(list)
        #expect(stepper.frame(of: list.view).text == frozen)
        #expect(list.statistics.batches == 1)
        list.isPaused = false
        stepper.settle(list)
        #expect(list.statistics.batches == 2)
        #expect(list.model.numberOfSections == 2)
        #expect(list.model.row(withID: "p0")?.cpu == (999) % 50)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: Self.shown(list), expected: Self.shown(list)) == nil)
    }

    /// A filter is one batch; rows it hides are kept up to date and come
    /// back as they are now; it applies even while the feed is paused.
    @Test func aFilterHidesRowsAndKeepsThemUpToDate() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let list = Self.makeList(stepper)
        for i in 0..<6 { list.upsert(Proc(name: "p\(i)", group: i < 3 ? "a" : "b", cpu: i)) }
        stepper.settle(list)
        list.isPaused = true
        list.setFilter { $0.group == "b" }
        stepper.settle(list)
        #expect(Self.lines(stepper.frame(of: list.view)).prefix(4) == ["b", "p5 5", "p4 4", "p3 3"])
        #expect(list.statistics.batches == 2)
        list.isPaused = false
        list.upsert(Proc(name: "p0", group: "a", cpu: 50))
        list.upsert(Proc(name: "p4", group: "b", cpu: 60))
        stepper.settle(list)
        #expect(Self.lines(stepper.frame(of: list.view)).prefix(4) == ["b", "p4 60", "p5 5", "p3 3"])
        list.setFilter(nil)
        stepper.settle(list)
        #expect(Self.lines(stepper.frame(of: list.view)).prefix(5) == ["a", "p0 50", "p2 2", "p1 1", "b"])
        #expect(list.model.numberOfShownRows == 6)

        // Set while a batch animates, the filter waits for its end, then applies.
        list.upsert(Proc(name: "p9", group: "a", cpu: 99))
        stepper.executor.runPending()
        #expect(list.view.isAnimating)
        list.setFilter { $0.cpu > 40 }
        stepper.settle(list)
        #expect(Self.lines(stepper.frame(of: list.view)).prefix(5) == ["a", "p9 99", "p0 50", "b", "p4 60"])
    }

    /// A producer thread feeding random upserts, deletes and resyncs as
    /// fast as it can: every batch the view accepts (no rejection logged),
    /// checked with `.full` (every row's id, where the default checks a live
    /// list's batches by their counts), the view always shows the model, and
    /// the end is the feed's state.
    @Test func aProducerThreadNeverWaitsAndTheEndIsTheFeedsState() async {
        let stepper = FrameStepper(size: CellSize(columns: 30, rows: 20))
        let log = LogCapture()
        let list = Self.makeList(stepper, logger: log, validation: .full)
        let done = LockedValue(false)
        let expected = LockedValue([String: Proc]())
        let feed = list
        Thread.detachNewThread {
            var random = SplitMix64(seed: 0x1EED)
            var state: [String: Proc] = [:]
            for _ in 0..<20_000 {
                let name = "p\(Int.random(in: 0..<200, using: &random))"
                switch Int.random(in: 0..<100, using: &random) {
                case 0..<70:
                    let proc = Proc(name: name, group: "g\(Int.random(in: 0..<4, using: &random))", cpu: Int.random(in: 0..<100, using: &random))
                    state[name] = proc
                    feed.upsert(proc)
                case 70..<99:
                    state[name] = nil
                    feed.delete(name)
                default:
                    let rows = (0..<50).map { Proc(name: "p\($0 * 3)", group: "g\($0 % 4)", cpu: $0) }
                    state = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
                    feed.resync(rows)
                }
            }
            expected.withLock { $0 = state }
            done.withLock { $0 = true }
        }
        // Every frame until the producer is done and all it sent has landed, each checked against the model.
        var checks = 0
        var mismatched = false
        stepper.settle(view: list.view, isIdle: { done.current && list.isIdle }, drawing: { canvas in
            list.view.render(into: &canvas)
            guard !mismatched else { return }
            if ViewVerifier.firstMismatch(view: list.view, shown: Self.shown(list), expected: Self.shown(list)) != nil {
                Issue.record("the view does not show the model")
                mismatched = true
            }
            checks += 1
        })
        stepper.settle(list)
        let final = expected.current
        #expect(list.model.numberOfRows == final.count)
        for (name, proc) in final { #expect(list.model.row(withID: name) == proc) }
        #expect(log.entries.isEmpty, "\(log.messages)")
        #expect(checks > 0)
    }
}

/// `LiveList` as a `ScreenList`: idle means nothing reaches the view
/// without the clock moving or a key.
@MainActor
@Suite struct LiveListIdleTests {
    @Test func idleUntilFedThenWhileAnimatingNotThenIdleAgain() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 6))
        let list = LiveListTests.makeList(stepper)
        #expect(list.isIdle)
        list.upsert(Proc(name: "a", group: "g", cpu: 1))
        #expect(!list.isIdle, "a change waits for its flush")
        stepper.executor.runPending()
        #expect(list.view.isAnimating && !list.isIdle, "its batch animates")
        stepper.settle(list)
        #expect(list.isIdle)
    }

    @Test func pausedWithChangesWaitingIsIdleAndAFilterWaitingIsNot() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 6))
        let list = LiveListTests.makeList(stepper)
        list.upsert(Proc(name: "a", group: "g", cpu: 1))
        stepper.settle(list)
        list.isPaused = true
        list.upsert(Proc(name: "b", group: "g", cpu: 2))
        stepper.executor.runPending()
        #expect(list.pendingCount == 1 && list.isIdle, "held back on purpose")
        list.isPaused = false
        #expect(!list.isIdle)
        stepper.executor.runPending()
        #expect(list.view.isAnimating)
        // Paused again with a filter waiting for the running batch: the filter does not wait for the pause.
        list.isPaused = true
        list.setFilter { $0.cpu > 1 }
        stepper.clock.advance(by: .seconds(2))
        list.view.advance()
        #expect(!list.view.isAnimating && !list.isIdle, "the filter's flush is asked for")
        stepper.executor.runPending()
        #expect(list.view.isAnimating)
        stepper.settle(list)
        #expect(list.isIdle && list.model.numberOfShownRows == 1)
    }
}
