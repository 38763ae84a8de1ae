@testable import CollectionView
import CollectionViewTesting
import ListDiff
import SeededRandom
import Testing

/// An unscrolled batch plans only the rows that can reach the screen
/// (`MotionPlan.leaveOut(beyond:items:)`): the frames are those of the whole plan
/// where the screen shows them, and a re-sort of a long list plans a few
/// rows per screen line, not every row.
@MainActor
@Suite struct PlanHorizonTests {
    /// Every frame of the running animation, 16 ms apart, the final frame last.
    static func frames(_ view: CollectionView, clock: ManualClock, rows: Int) -> [[String]] {
        FrameStepper(size: CellSize(columns: 12, rows: rows), clock: clock)
            .frames(of: view, every: .milliseconds(16), through: view.configuration.animationDuration * 2)
            .map(\.canvas.lines)
    }

    /// A batch of moves only (re-ranks, a reversal, a shuffle, rows across
    /// sections): on a short screen, each frame is the top of the frame a
    /// screen tall enough for the whole list draws, which plans every row.
    @Test func framesAreTheWholePlansWhereTheScreenShowsThem() throws {
        var rng = SplitMix64(seed: 0x40_71_20)
        for run in 0..<60 {
            let sections = Int.random(in: 1...3, using: &rng)
            var old: [[String]] = (0..<sections).map { s in (0..<Int.random(in: 20...120, using: &rng)).map { "\(s)·\($0)" } }
            var rows = old.flatMap { $0 }
            switch run % 3 {
            case 0: rows.shuffle(using: &rng)
            case 1: rows.reverse()
            default:
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
            let tall = old.reduce(0) { $0 + $1.count } + 2 * sections + 2
            var shown: [[[String]]] = []
            for height in [short, tall] {
                let (view, source, clock) = makeView(list(old), columns: 12, rows: height) { $0.easing = .easeInOut }
                source.sections = list(new)
                try view.performBatchUpdates(changeset)
                shown.append(Self.frames(view, clock: clock, rows: height).map { Array($0.prefix(short)) })
            }
            #expect(shown[0] == shown[1], "run \(run): \(sections) sections, screen \(short)")
            old = new
        }
    }

    /// A shuffle of 20,000 rows at the top of the list plans the rows that
    /// can reach a 30-line screen: a few thousand, not 20,000; a scroll during
    /// the batch plans it again to the lines it shows.
    @Test func aShuffleOfALongListPlansWhatCanReachTheScreen() throws {
        var rng = SplitMix64(seed: 0x5_4a_ff)
        let old = (0..<20_000).map { "r\($0)" }
        let new = old.shuffled(using: &rng)
        let (view, source, clock) = makeView([section("S", old)], columns: 12, rows: 30) { $0.easing = .easeInOut }
        source.sections = [section("S", new)]
        try view.performBatchUpdates(try Changeset(from: [ListSection(model: "S", items: old)],
                                                   to: [ListSection(model: "S", items: new)]))
        let planned = try #require(view.animation?.plan)
        #expect(planned.horizon == 30)
        #expect(planned.movers.count < 4_000, "\(planned.movers.count) movers planned")
        clock.advance(by: .milliseconds(50))
        view.setScrollOffset(100)
        let wider = try #require(view.animation?.plan)
        #expect(wider.horizon == 2 * 130)
        #expect(wider.movers.count > planned.movers.count)
        // The last frame is the new list where the scroll went.
        let last = try #require(Self.frames(view, clock: clock, rows: 30).last)
        let (still, _, _) = makeView([section("S", new)], columns: 12, rows: 30)
        still.setScrollOffset(100)
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
        let (view, source, clock) = makeView([section("S", old)], columns: 12, rows: 30) { $0.easing = .easeInOut }
        source.sections = [section("S", new)]
        let changeset = try Changeset(from: [ListSection(model: "S", items: old)], to: [ListSection(model: "S", items: new)])
        let before = view.layout
        let (mapping, layout, touched) = try BatchValidation.validate(
            changeset, old: before, source: source, separator: false, mode: .touched
        )
        let rows = 8
        func planned(at offset: Int) -> PreparedBatch {
            PreparedBatch.planned(changeset, mapping: mapping, new: layout, touched: touched, old: before, oldOffset: offset, rows: rows)
        }
        let first = planned(at: 0)
        #expect(first.viewport == nil && first.motion?.draft != nil)
        #expect(first.motion?.plan.horizon == rows)
        // Screens where every row moves (no anchor): the first two, below the top, that a shuffle leaves.
        let screens = (1..<(3_000 - rows)).lazy.filter { planned(at: $0).viewport == nil }.prefix(2)
        #expect(screens.count == 2)
        for offset in screens {
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
        try view.performBatchUpdates(changeset)
        #expect(view.animation?.source?.draft != nil)
        clock.advance(by: .milliseconds(50))
        view.setScrollOffset(500)
        let wider = try #require(view.animation?.plan)
        let anew = MotionPlan(old: before, new: view.layout, mapping: mapping, changeset: changeset, touched: touched, horizon: 2 * 530)
        #expect(wider.horizon == 2 * 530)
        #expect(wider == anew)
    }
}
