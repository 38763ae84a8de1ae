import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A flush takes time on the main thread (at a million rows, about a
/// frame), so a live list may start one before the running batch's moves
/// land, by as long as its last flush took, once the last frame of the
/// moves has been drawn: the next batch then starts about when they land,
/// and its first frame shows them landed (`LiveList.canStartBatch`).
@MainActor
@Suite struct LiveListFlushLeadTests {
    /// Each changed row read by a flush moves the clock this far.
    static let cost = Duration.milliseconds(4)

    /// A loaded list whose flushes take `cost` a changed row, its first
    /// climbing row's batch just started (from rest: the full animation);
    /// returns the run and when that batch's moves land.
    static func climbing() -> (run: PacedRun, landing: Duration) {
        let run = PacedRun(flushCost: cost)
        LiveListPacingTests.load(run, (0..<5).map { Proc(name: "p\($0)", group: "g", cpu: $0) })
        run.list.upsert(Proc(name: "a", group: "g", cpu: 100))
        run.stepper.executor.runPending()
        let start = run.stepper.clock.now
        return (run, start + run.list.view.configuration.animationDuration)
    }

    /// Draws a frame at each of `times`.
    static func frames(_ run: PacedRun, at times: [Duration]) {
        run.stepper.frames(of: run.list.view, at: times)
    }

    @Test func aFlushStartsAsLongBeforeTheLandingAsTheLastOneTook() throws {
        let (run, landing) = Self.climbing()
        let frame = run.list.view.configuration.frameInterval
        let clock = run.stepper.clock
        // The last frame of the moves, then a change a millisecond too early: the flush that took one row took `cost`.
        Self.frames(run, at: [landing - frame])
        clock.set(landing - Self.cost - .milliseconds(1))
        run.list.upsert(Proc(name: "b", group: "g", cpu: 200))
        run.stepper.executor.runPending()
        #expect(!run.list.canStartBatch)
        #expect(run.times.batches.count == 1 && run.list.pendingCount == 1)

        clock.set(landing - Self.cost)
        #expect(run.list.canStartBatch)
        let batch = try #require(run.list.flush())
        #expect(batch.items.inserted.count == 1)
        // The flush took `cost` (one row), so the new batch starts as the last one's moves land.
        #expect(run.times.batches.count == 2)
        #expect(run.times.batches.first?.end == landing)
        #expect(run.times.batches.first?.completed == false)
        #expect(run.times.batches.last?.start == landing)
        // Its first frame shows the last batch landed: "a" on top, "b" not yet in.
        let first = run.stepper.frame { run.list.view.draw(into: &$0, at: clock.now) }
        let lines = first.text.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first?.hasPrefix("a 100") == true, "\(first.text)")
        #expect(!first.text.contains("b 200"))
    }

    /// Until a frame close to the landing has been drawn, the lead does not
    /// apply: a frame of the moves would be lost.
    @Test func theLastFrameOfTheMovesIsDrawnFirst() {
        let (run, landing) = Self.climbing()
        let frame = run.list.view.configuration.frameInterval
        Self.frames(run, at: [landing - frame * 3])
        run.stepper.clock.set(landing - Self.cost)
        #expect(!run.list.canStartBatch, "the last frame drawn is three frames before the landing")
        Self.frames(run, at: [landing - frame * 2 + .milliseconds(1)])
        run.stepper.clock.set(landing - Self.cost)
        #expect(run.list.canStartBatch)
    }

    /// On a manual clock flushes take no time: the list waits for a frame
    /// that shows the rows landed, as before.
    @Test func aFlushThatTookNoTimeLeadsNothing() {
        let run = PacedRun()
        LiveListPacingTests.load(run, (0..<5).map { Proc(name: "p\($0)", group: "g", cpu: $0) })
        run.list.upsert(Proc(name: "a", group: "g", cpu: 100))
        run.stepper.executor.runPending()
        let landing = run.stepper.clock.now + run.list.view.configuration.animationDuration
        Self.frames(run, at: [landing - .milliseconds(1)])
        #expect(!run.list.canStartBatch)
        run.stepper.clock.set(landing)
        #expect(!run.list.canStartBatch, "no frame has shown the rows landed")
    }

    /// Under the bench's kind of feed, with flushes as slow as at a million
    /// rows (up to about a frame), batches start before the last one's
    /// moves land, and every frame of every batch is still a list.
    @Test(arguments: [false, true])
    func slowFlushesKeepEveryFrameAList(timer: Bool) {
        let run = PacedRun(flushCost: .microseconds(1_500))
        var feed = LiveListPacingTests.MixedFeed(seed: 0x1EAD)
        LiveListPacingTests.load(run, feed.initial())
        run.run(for: .seconds(3), every: .milliseconds(2), timer: timer) { feed.send(to: $0) }

        let catchUp = run.list.catchUpDuration
        let early = run.times.batches.dropFirst().filter { ($0.length ?? .zero) < catchUp && $0.completed == false }
        #expect(early.count > 10, "batches cut before their moves landed: \(early.count) of \(run.times.batches.count)")
        #expect(run.auditedBatches == run.times.batches.count)
        #expect(run.audit.isLegible, "\(run.audit)")
        #expect(run.list.model.numberOfRows == feed.rows.count)
        for (name, row) in feed.rows { #expect(run.list.model.row(withID: name) == row) }
    }
}
