import CollectionView
import CollectionViewTesting
import ListDiff
import SeededRandom
import Testing

/// A live list paces its batches (see `LiveList+Pacing.swift`): batches
/// never overlap; a batch during which changes arrived is followed by one
/// moving for `catchUpDuration`; a quiet feed gets the full animation; so a
/// change waits at most `maximumLag` for the batch that shows it, and every
/// frame is still a list.
@MainActor
@Suite struct LiveListPacingTests {
    /// Every 4 ms a new row with the highest count: it appears at the top,
    /// on screen, in a batch with no deferred flash (so a batch lasts
    /// exactly its moves).
    struct Climbers {
        var next = 0
        @MainActor mutating func send(to run: PacedRun) {
            run.upsert(Proc(name: "n\(next)", group: "g", cpu: 1000 + next))
            next += 1
        }
    }

    /// A feed like the bench's: 70% updates that re-rank a row (moved and
    /// changed: a deferred flash), 15% inserts, 15% deletes, among about
    /// 30 rows of which the screen shows 13.
    struct MixedFeed {
        var random: SplitMix64
        var names: [String]
        var rows: [String: Proc] = [:]
        var next: Int

        init(seed: UInt64, rows count: Int = 30) {
            random = SplitMix64(seed: seed)
            names = (0..<count).map { "p\($0)" }
            next = count
        }

        /// The starting rows.
        mutating func initial() -> [Proc] {
            names.map { name in
                let row = Proc(name: name, group: "g", cpu: Int.random(in: 0..<1000, using: &random))
                rows[name] = row
                return row
            }
        }

        @MainActor mutating func send(to run: PacedRun) {
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 85 || names.isEmpty {
                let name: String
                if roll < 70, !names.isEmpty {
                    name = names[Int.random(in: 0..<names.count, using: &random)]
                } else {
                    name = "p\(next)"
                    next += 1
                    names.append(name)
                }
                let row = Proc(name: name, group: "g", cpu: Int.random(in: 0..<1000, using: &random))
                rows[name] = row
                run.upsert(row)
            } else {
                let name = names.remove(at: Int.random(in: 0..<names.count, using: &random))
                rows[name] = nil
                run.delete(name)
            }
        }
    }

    /// Loads `rows` and lets them settle, so the run starts from a list at rest with no batch recorded.
    static func load(_ run: PacedRun, _ rows: [Proc]) {
        for row in rows { run.list.upsert(row) }
        run.stepper.settle(run.list)
        run.times.batches = []
    }

    /// Under a steady feed, no batch starts before the last one ended and
    /// none is cut short; the first (started from rest) animates the full
    /// duration, every later one (changes arrived during the one before)
    /// moves for `catchUpDuration`.
    @Test func underASteadyFeedBatchesNeverOverlapAndCatchUp() {
        let run = PacedRun()
        var feed = Climbers()
        run.run(for: .seconds(2), every: .milliseconds(4)) { feed.send(to: $0) }
        let batches = run.times.batches
        let full = run.list.view.configuration.animationDuration
        #expect(run.list.catchUpDuration == .milliseconds(100) / 3)
        #expect(batches.count > 40, "\(batches.count) batches")
        #expect(batches.allSatisfy { $0.completed == true }, "a batch was cut short")
        for (before, after) in zip(batches, batches.dropFirst()) {
            #expect(before.end.map { after.start >= $0 } == true, "overlap: \(before) then \(after)")
        }
        #expect(batches.first?.length == full)
        let later = batches.dropFirst().map(\.length)
        #expect(later.allSatisfy { $0 == run.list.catchUpDuration }, "\(later)")
        // Nothing is left behind: the list holds every row sent.
        #expect(run.list.model.numberOfRows == feed.next)
        #expect(run.lags.count == feed.next)
    }

    /// A batch that starts from rest animates the full duration; a change
    /// during it makes the next one catch up; after a batch during which
    /// nothing arrived, the next one is full again.
    @Test func aQuietFeedAnimatesTheFullDuration() {
        let run = PacedRun()
        Self.load(run, (0..<5).map { Proc(name: "p\($0)", group: "g", cpu: $0) })
        let full = run.list.view.configuration.animationDuration
        let clock = run.stepper.clock

        run.list.upsert(Proc(name: "a", group: "g", cpu: 100))
        run.stepper.executor.runPending()
        #expect(run.list.view.isAnimating)
        clock.set(clock.now + .milliseconds(100))
        run.list.upsert(Proc(name: "b", group: "g", cpu: 200))
        run.stepper.settle(run.list)
        #expect(!run.list.isCatchingUp, "nothing arrived during the catch-up batch")

        clock.set(clock.now + .seconds(1))
        run.list.upsert(Proc(name: "c", group: "g", cpu: 300))
        run.stepper.settle(run.list)

        #expect(run.times.batches.map(\.length) == [full, run.list.catchUpDuration, full])
    }

    /// A row that moved and changed flashes after it lands. Once a frame has
    /// shown it landed, a flush cuts that flash short and starts the next
    /// batch at once; before that frame, even with the moves' time up, the
    /// changes wait.
    @Test func aShownLandingLetsTheNextBatchCutTheFlash() {
        let run = PacedRun()
        Self.load(run, (0..<5).map { Proc(name: "p\($0)", group: "g", cpu: $0) })
        let clock = run.stepper.clock
        let motion = run.list.view.configuration.animationDuration
        // p0 climbs from the bottom with a new count: moved and changed, so its batch flashes it after the moves.
        run.list.upsert(Proc(name: "p0", group: "g", cpu: 100))
        run.stepper.executor.runPending()
        let start = clock.now
        #expect(run.times.batches.count == 1)

        clock.set(start + motion)
        run.list.upsert(Proc(name: "p1", group: "g", cpu: 200))
        run.stepper.executor.runPending()
        #expect(!run.list.canStartBatch, "no frame has shown the rows landed")
        #expect(run.times.batches.count == 1 && run.list.pendingCount == 1)

        let landed = run.stepper.frame(of: run.list.view)
        #expect(run.list.view.isAnimating, "the moved and changed row flashes")
        #expect(landed.text.split(separator: "\n").dropFirst().first?.hasPrefix("p0 100") == true, "under the header: \(landed.text)")
        #expect(run.list.canStartBatch)
        #expect(run.list.flush() != nil)
        #expect(run.times.batches.count == 2)
        #expect(run.times.batches.first == BatchTimes.Batch(start: start, end: start + motion, completed: false))
        #expect(run.list.view.isAnimating && run.list.pendingCount == 0)

        // The new batch catches up (changes came during the last one), and runs to its end with nothing after it.
        run.stepper.settle(run.list)
        let catchUp = CollectionViewConfiguration.longestBatchDuration(forMotion: run.list.catchUpDuration)
        #expect(run.times.batches.last?.length == catchUp)
        #expect(run.times.batches.last?.completed == true)
        #expect(run.list.model.row(at: ItemPath(item: 0, section: 0))?.name == "p1")
    }

    /// The lag a change sees (from being sent to the start of the batch that
    /// shows it) stays within `maximumLag` under a steady mixed feed, once
    /// the first batch (started from rest, full length) has ended, with
    /// frames on a fixed 60 Hz beat (a batch's end is seen up to a frame
    /// late); every batch after the first lasts at most its catch-up moves
    /// and their flash, plus that frame.
    @Test(arguments: [100, 60])
    func aChangeIsOnScreenWithinMaximumLagUnderASteadyFeed(maximumLag milliseconds: Int) {
        let maximumLag = Duration.milliseconds(milliseconds)
        let run = PacedRun(maximumLag: maximumLag)
        var feed = MixedFeed(seed: 0x1A6)
        Self.load(run, feed.initial())
        run.run(for: .seconds(3), every: .milliseconds(2), timer: true) { feed.send(to: $0) }

        let batches = run.times.batches
        #expect(batches.count > 40, "\(batches.count) batches")
        guard let warm = batches.first?.end else { return }
        #expect(run.lags.count == 1500)
        #expect(run.longestLag(sentFrom: warm) <= maximumLag, "longest lag \(run.longestLag(sentFrom: warm))")
        let longest = CollectionViewConfiguration.longestBatchDuration(forMotion: run.list.catchUpDuration)
            + run.list.view.configuration.frameInterval
        #expect(batches.dropFirst().allSatisfy { ($0.length ?? .seconds(1)) <= longest })
        // The screen ends showing the feed's state.
        #expect(run.list.model.numberOfRows == feed.rows.count)
        for (name, row) in feed.rows { #expect(run.list.model.row(withID: name) == row) }
    }

    /// Shortened batches keep the rule "every frame is a list": the frames
    /// of every batch of a paced run pass `LegibilityAudit`, with frames
    /// when the view asks and on a fixed beat.
    @Test(arguments: [false, true])
    func everyFrameOfAPacedRunIsAList(timer: Bool) {
        let run = PacedRun()
        var feed = MixedFeed(seed: 0x5EED)
        Self.load(run, feed.initial())
        run.run(for: .seconds(3), every: .milliseconds(2), timer: timer) { feed.send(to: $0) }
        #expect(run.auditedBatches == run.times.batches.count)
        #expect(run.auditedBatches > 40)
        #expect(run.cutBatches > 10, "batches cut short once landed: \(run.cutBatches)")
        #expect(run.frames > run.auditedBatches)
        #expect(run.audit.isLegible, "\(run.audit)")
    }

    /// `catchUpDuration` is a third of `maximumLag`, at least one frame, at
    /// most the view's animation; and the clamped value is what batches use.
    @Test func catchUpDurationClamps() {
        let run = PacedRun()
        let configuration = run.list.view.configuration
        #expect(run.list.maximumLag == .milliseconds(100))
        #expect(run.list.catchUpDuration == .milliseconds(100) / 3)
        run.list.maximumLag = .milliseconds(30)
        #expect(run.list.catchUpDuration == configuration.frameInterval)
        run.list.maximumLag = .seconds(3)
        #expect(run.list.catchUpDuration == configuration.animationDuration)

        for (lag, expected) in [(Duration.milliseconds(30), configuration.frameInterval),
                                (.seconds(3), configuration.animationDuration)] {
            let paced = PacedRun(maximumLag: lag)
            var feed = Climbers()
            paced.run(for: .seconds(1), every: .milliseconds(4)) { feed.send(to: $0) }
            let later = paced.times.batches.dropFirst().map(\.length)
            #expect(!later.isEmpty)
            #expect(later.allSatisfy { $0 == expected }, "maximumLag \(lag): \(later)")
        }

        let short = PacedRun { $0.animationDuration = .milliseconds(10) }
        #expect(short.list.catchUpDuration == .milliseconds(10))
    }
}
