@testable import CollectionView
import CollectionViewTesting
import ListDiff
import SeededRandom
import Testing

/// A batch with no anchor on a scrolled screen (nothing on it stays) is
/// stacked from the list's top and plans only the rows that can reach the
/// screen (`MotionPlan.leaveOut(beyond:items:)`): the frames are those of
/// the whole plan, and a reversal of a long list plans a few rows per screen
/// line, not every row. At offset 0 a long list is planned on the screen,
/// from the list's top (`ViewportPlan`'s anchor `.top`): only the moved rows
/// with an end on the screen are looked at.
@MainActor
@Suite struct PlanHorizonTests {
    /// Every frame of the running animation, 16 ms apart, the final frame last.
    static func frames(_ view: CollectionView, clock: ManualClock, rows: Int) -> [[String]] {
        FrameStepper(size: CellSize(columns: 12, rows: rows), clock: clock)
            .frames(of: view, every: .milliseconds(16), through: view.configuration.animationDuration * 2)
            .map(\.canvas.lines)
    }

    /// A batch of moves only (re-ranks, a reversal, a shuffle, rows across
    /// sections) on a scrolled screen where nothing stays: each frame is
    /// the frame of the whole plan, which plans every row.
    @Test func framesAreTheWholePlansWhereTheScreenShowsThem() throws {
        var rng = SplitMix64(seed: 0x40_71_20)
        var compared = 0
        for run in 0..<160 {
            let sections = Int.random(in: 1...3, using: &rng)
            let old: [[String]] = (0..<sections).map { s in (0..<Int.random(in: 20...120, using: &rng)).map { "\(s)·\($0)" } }
            var rows = old.flatMap { $0 }
            // Most rows move, so that on most screens nothing stays.
            switch run % 3 {
            case 0: rows.shuffle(using: &rng)
            case 1: rows.reverse()
            default:
                rows.reverse()
                for _ in 0..<Int.random(in: 1...30, using: &rng) {
                    let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
                    rows.insert(row, at: Int.random(in: 0...rows.count, using: &rng))
                }
            }
            var new = old.map { _ in [String]() }
            var rest = rows[...]
            for s in new.indices {
                let count = s == new.count - 1 ? rest.count : min(old[s].count, rest.count)
                new[s] = Array(rest.prefix(count))
                rest = rest.dropFirst(count)
            }
            let names = (0..<sections).map { "S\($0)" }
            func list(_ rows: [[String]]) -> [SectionedDataSource.Section] { zip(names, rows).map { section($0, $1) } }
            let changeset = try Changeset(
                from: zip(names, old).map { ListSection(model: $0, items: $1) },
                to: zip(names, new).map { ListSection(model: $0, items: $1) })
            let short = Int.random(in: 5...16, using: &rng)
            let offset = Int.random(in: 1...20, using: &rng)
            var shown: [[[String]]] = []
            for whole in [false, true] {
                let (view, source, clock) = makeView(list(old), columns: 12, rows: short) { $0.easing = .easeInOut }
                view.setScrollOffset(offset)
                source.sections = list(new)
                try view.performBatchUpdates(changeset)
                guard let animation = view.animation, animation.viewport == nil, let batch = animation.source else { break }
                if whole {
                    view.animation?.plan = MotionPlan(old: animation.old, new: view.layout, mapping: batch.mapping,
                                                      changeset: batch.changeset, touched: batch.touched)
                } else {
                    #expect(animation.plan.horizon == offset + short)
                }
                shown.append(Self.frames(view, clock: clock, rows: short))
            }
            guard shown.count == 2 else { continue }
            #expect(shown[0] == shown[1], "run \(run): \(sections) sections, screen \(short) at \(offset)")
            compared += 1
        }
        #expect(compared >= 25, "\(compared) batches had nothing on the screen stay")
    }

    /// A shuffle of 20,000 rows seen at offset 100 (nothing there stays)
    /// plans the rows that can reach a 30-line screen: a few thousand, not
    /// 20,000; a scroll during the batch plans it again to the lines it shows.
    @Test func aShuffleOfALongListPlansWhatCanReachTheScreen() throws {
        var rng = SplitMix64(seed: 0x5_4a_ff)
        let old = (0..<20_000).map { "r\($0)" }
        let new = old.shuffled(using: &rng)
        let (view, source, clock) = makeView([section("S", old)], columns: 12, rows: 30) { $0.easing = .easeInOut }
        view.setScrollOffset(100)
        source.sections = [section("S", new)]
        try view.performBatchUpdates(try Changeset(from: [ListSection(model: "S", items: old)],
                                                   to: [ListSection(model: "S", items: new)]))
        #expect(view.animation?.viewport == nil)
        let planned = try #require(view.animation?.plan)
        #expect(planned.horizon == 130)
        #expect(planned.movers.count < 4_000, "\(planned.movers.count) movers planned")
        clock.advance(by: .milliseconds(50))
        view.setScrollOffset(200)
        let wider = try #require(view.animation?.plan)
        #expect(wider.horizon == 2 * 230)
        #expect(wider.movers.count > planned.movers.count)
        // The last frame is the new list where the scroll went.
        let last = try #require(Self.frames(view, clock: clock, rows: 30).last)
        let (still, _, _) = makeView([section("S", new)], columns: 12, rows: 30)
        still.setScrollOffset(200)
        var canvas = GridCanvas(columns: 12, rows: 30)
        still.render(into: &canvas)
        #expect(last == canvas.lines)
    }

    /// A batch without a viewport keeps its plan's draft (`MotionPlan.Draft`):
    /// planned again from it at another offset (a key that scrolled before
    /// a prepared batch landed) or to a farther horizon (a scroll during
    /// it), the plan is the one made anew there, rows left out and all.
    @Test func aPlanFromTheDraftIsThePlanMadeAnew() throws {
        var rng = SplitMix64(seed: 0xd4_af7)
        let old = (0..<3_000).map { "r\($0)" }
        let new = old.shuffled(using: &rng)
        let rows = 8
        let (view, source, clock) = makeView([section("S", old)], columns: 12, rows: rows) { $0.easing = .easeInOut }
        source.sections = [section("S", new)]
        let changeset = try Changeset(from: [ListSection(model: "S", items: old)], to: [ListSection(model: "S", items: new)])
        let before = view.layout
        let (mapping, layout, touched) = try BatchValidation.validate(
            changeset, old: before, source: source, separator: false, mode: .touched
        )
        func planned(at offset: Int) -> PreparedBatch {
            PreparedBatch.planned(changeset, mapping: mapping, new: layout, touched: touched, old: before, oldOffset: offset, rows: rows)
        }
        // Screens where every row moves (no anchor): the first three, below the top, that a shuffle leaves.
        let screens = Array((1..<(3_000 - rows)).lazy.filter { planned(at: $0).viewport == nil }.prefix(3))
        try #require(screens.count == 3)
        let first = planned(at: screens[0])
        #expect(first.viewport == nil && first.motion?.draft != nil)
        #expect(first.motion?.plan.horizon == screens[0] + rows)
        for offset in screens.dropFirst() {
            let again = first.replanned(oldOffset: offset, rows: rows)
            let anew = planned(at: offset)
            #expect(again.viewport == nil && again.newOffset == anew.newOffset)
            #expect(again.motion?.plan.horizon == offset + rows)
            #expect(again.motion?.plan == anew.motion?.plan, "at offset \(offset)")
            #expect(again.motion?.offScreen == anew.motion?.offScreen)
        }
        // A screen with an anchor is planned on it, not from the draft.
        let anchored = try #require((1..<(3_000 - rows)).first { planned(at: $0).viewport != nil })
        let again = first.replanned(oldOffset: anchored, rows: rows)
        #expect(again.viewport != nil && again.motion?.draft == nil)
        #expect(again.motion?.plan == planned(at: anchored).motion?.plan)
        // A scroll during the batch widens the plan from the same draft.
        view.setScrollOffset(screens[0])
        try view.performBatchUpdates(changeset)
        #expect(view.animation?.viewport == nil && view.animation?.source?.draft != nil)
        clock.advance(by: .milliseconds(50))
        view.setScrollOffset(screens[0] + 500)
        let wider = try #require(view.animation?.plan)
        let shown = screens[0] + 500 + rows
        let anew = MotionPlan(old: before, new: view.layout, mapping: mapping, changeset: changeset, touched: touched, horizon: 2 * shown)
        #expect(wider.horizon == 2 * shown)
        #expect(wider == anew)
    }

    /// A shuffle of 20,000 rows at offset 0 is planned on the screen, from
    /// the list's top: only the moved rows with an end on the 30-line screen
    /// move on it, every frame is a list, and the last is the new list's top.
    @Test func aShuffleAtTheTopIsPlannedOnTheScreen() throws {
        var rng = SplitMix64(seed: 0x5_4a_ff)
        let old = (0..<20_000).map { "r\($0)" }
        let new = old.shuffled(using: &rng)
        let (view, source, clock) = makeView([section("S", old)], columns: 12, rows: 30) { $0.easing = .easeInOut }
        let before = view.frame(at: clock.now, columns: 12, rows: 30).lines
        source.sections = [section("S", new)]
        try view.performBatchUpdates(try Changeset(from: [ListSection(model: "S", items: old)],
                                                   to: [ListSection(model: "S", items: new)]))
        let viewport = try #require(view.animation?.viewport)
        #expect(viewport.element == .top && viewport.newOffset == 0)
        #expect(viewport.screenMoves.count <= 60, "\(viewport.screenMoves.count) rows move on the screen")
        #expect(view.animation?.plan.movers.count == viewport.screenMoves.count)
        let frames = Self.frames(view, clock: clock, rows: 30)
        #expect(frames.last == Array(new.prefix(30)))
        let report = LegibilityAudit(old: before.map { [$0] }, new: (frames.last ?? []).map { [$0] }, scrolls: false)
            .audit([[""] + before] + frames.map { [""] + $0 })
        #expect(report.isLegible, "\(report)")
    }
}
