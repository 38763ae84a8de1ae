import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import SeededRandom
import Testing

/// The promises of motion planned on the screen (``ViewportPlan`` in the
/// library), as properties of random catch-up batches on a scrolled view:
/// a long list of six sections (60 to 2,000 rows each) under a sticky
/// header, batches of up to 300 re-ranks (a fifth of them in the section on
/// screen, some across sections), inserts, deletes and reloads, each drawn
/// at a few frame times that fall anywhere, some cut short by the next.
/// Every frame is audited against the whole old and new lists: nothing
/// hidden, doubled, no stray blank, no bounce; no moved row off the screen
/// at both ends is ever drawn; the anchor ends on its line but for the rows
/// seen passing it; the last frame is the new list.
///
/// Three seeds of `VIEWPORT_PROPERTY_BATCHES` runs (100 in CI; the issue's
/// full size, 10,000, with `VIEWPORT_PROPERTY_BATCHES=10000 swift test
/// --filter ViewportPlanPropertyTests`).
@MainActor
@Suite struct ViewportPlanPropertyTests {
    typealias Header = LegibilityPropertyTests.Header
    typealias Row = LegibilityPropertyTests.Row
    typealias Sections = LegibilityPropertyTests.Sections

    static let columns = 40, rows = 24
    static let runs = ProcessInfo.processInfo.environment["VIEWPORT_PROPERTY_BATCHES"].flatMap(Int.init) ?? 100

    /// Six sections of 60 to 2,000 rows, every header titled.
    static func list(_ rng: inout SplitMix64, nextID: inout Int) -> Sections {
        (0..<6).map { _ in
            nextID += 1
            let header = Header(id: nextID, hasTitle: true)
            let rows = (0..<Int.random(in: 60...2_000, using: &rng)).map { _ -> Row in
                nextID += 1
                return Row(id: nextID, height: 1)
            }
            return ListSection(model: header, items: rows)
        }
    }

    /// A catch-up batch: up to 300 re-ranks (a fifth in section `focus`, one in ten across sections), inserts,
    /// deletes and reloads.
    static func catchUp(_ old: Sections, focus: Int, _ rng: inout SplitMix64, nextID: inout Int) -> Sections {
        var new = old
        func section() -> Int {
            Int.random(in: 0..<5, using: &rng) == 0 ? focus : Int.random(in: 0..<new.count, using: &rng)
        }
        let moves = Int.random(in: 1...300, using: &rng)
        for _ in 0..<moves {
            let s = section()
            guard new[s].items.count > 1 else { continue }
            let row = new[s].items.remove(at: Int.random(in: 0..<new[s].items.count, using: &rng))
            let t = Int.random(in: 0..<10, using: &rng) == 0 ? section() : s
            new[t].items.insert(row, at: Int.random(in: 0...new[t].items.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...(moves / 3 + 1), using: &rng) {
            let s = section()
            nextID += 1
            new[s].items.insert(Row(id: nextID, height: 1), at: Int.random(in: 0...new[s].items.count, using: &rng))
            let t = section()
            if new[t].items.count > 1 { new[t].items.remove(at: Int.random(in: 0..<new[t].items.count, using: &rng)) }
            let u = section()
            if !new[u].items.isEmpty { new[u].items[Int.random(in: 0..<new[u].items.count, using: &rng)].version += 1 }
        }
        return new
    }

    /// What one batch broke, if anything.
    struct Fault: CustomStringConvertible {
        var run: Int
        var what: String
        var description: String { "run \(run): \(what)" }
    }

    @Test(arguments: [0x5C_4EE7_01 as UInt64, 0x5C_4EE7_02, 0x5C_4EE7_03])
    func everyFrameOfCatchUpBatchesIsAListPlannedOnTheScreen(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        var faults: [Fault] = []
        var anchored = 0
        var run = 0
        while run < Self.runs {
            var shown = Self.list(&rng, nextID: &nextID)
            let (view, source, clock) = makeView(LegibilityPropertyTests.dataSource(shown), columns: Self.columns,
                                                 rows: Self.rows) { _ in }
            view.setScrollOffset(Int.random(in: 1...view.maximumScrollOffset, using: &rng))
            // One to three batches, each but the last cut short by the next at a random time.
            let batches = Int.random(in: 1...3, using: &rng)
            // A batch cut short ends at once: the next starts from its final state.
            var cutAt: [String]?
            for b in 0..<batches where run < Self.runs {
                defer { run += 1 }
                let focus = view.scrollAnchor.map { hit -> Int in
                    switch hit {
                    case let .item(path): path.section
                    case let .header(section): section
                    }
                } ?? Int.random(in: 0..<shown.count, using: &rng)
                let new = Self.catchUp(shown, focus: focus, &rng, nextID: &nextID)
                let offset = view.scrollOffset
                let before = cutAt ?? view.frame(at: clock.now, columns: Self.columns, rows: Self.rows).lines
                source.sections = LegibilityPropertyTests.dataSource(new)
                let changeset = try Changeset(from: shown, to: new)
                let start = clock.now
                try view.performBatchUpdates(changeset, duration: .milliseconds(100))
                let anchor = ScrollAnchorTests.anchorName(view)
                if anchor != nil { anchored += 1 }
                let cut = b < batches - 1 ? Int.random(in: 1...99_999, using: &rng) : 100_000
                let times = (0..<Int.random(in: 1...5, using: &rng))
                    .map { _ in Int.random(in: 1...cut, using: &rng) }.sorted()
                let stepper = FrameStepper(size: CellSize(columns: Self.columns, rows: Self.rows), clock: clock)
                var frames = [before] + stepper.frames(of: view, after: times.map { .microseconds($0) }).map(\.canvas.lines)
                if cut == 100_000 {
                    frames += stepper.frames(of: view, after: [.milliseconds(100)]).map(\.canvas.lines)
                    stepper.advance(view, by: .milliseconds(100))
                    let still = stepper.frames(of: view, after: [.zero]).map(\.canvas.lines).first
                    if frames.last != still { faults.append(Fault(run: run, what: "the last frame is not the new list")) }
                } else {
                    // The next batch cuts this one short: it starts from this one's final state, which is what the
                    // audit is given as the last frame.
                    clock.advance(by: .microseconds(cut))
                    frames.append(view.frame(at: start + .milliseconds(100), columns: Self.columns, rows: Self.rows).lines)
                    cutAt = frames.last
                }
                faults += Self.check(frames, from: shown, to: new, changeset: changeset, view: view, anchor: anchor,
                                     offset: offset, run: run)
                shown = new
            }
        }
        #expect(anchored > Self.runs * 3 / 4, "most batches are anchored (\(anchored) of \(Self.runs))")
        #expect(faults.isEmpty, "\(faults.count) faults; first: \(faults.prefix(3))")
    }

    /// The promises checked on one batch's frames (the first the screen before it, the last after).
    static func check(
        _ frames: [[String]], from old: Sections, to new: Sections, changeset: Changeset, view: CollectionView,
        anchor: String?, offset: Int, run: Int
    ) -> [Fault] {
        var faults: [Fault] = []
        let audit = ScrollAnchorTests.audit(view, from: old, to: new, offset: offset)
        let report = audit.audit(frames)
        if !report.isLegible {
            let lines = (0..<Self.rows).map { y in
                frames.map { LegibilityAudit.name(of: $0[y]).padding(toLength: 8, withPad: " ", startingAt: 0) }.joined()
            }
            faults.append(Fault(run: run, what: "\(report), bounced \(audit.bounces(frames)), anchor \(anchor ?? "none"), "
                + "offset \(offset) → \(view.scrollOffset), frames:\n\(lines.joined(separator: "\n"))"))
        }
        // Every element is one line and there are no separators: element i is on content line i.
        let oldOrder = LegibilityPropertyTests.elements(old).map { $0[0] }
        let newOrder = LegibilityPropertyTests.elements(new).map { $0[0] }
        let oldIndex = Dictionary(oldOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newIndex = Dictionary(newOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let oldScreen = offset..<(offset + Self.rows), newScreen = view.scrollOffset..<(view.scrollOffset + Self.rows)
        let movers = changeset.items.moved.map { "r\(old[$0.from.section].items[$0.from.item].id)" }
        // No moved row off the screen before and after is drawn.
        let named = frames.map { Set($0.map(LegibilityAudit.name(of:))) }
        for row in movers {
            guard let o = oldIndex[row], let n = newIndex[row], !oldScreen.contains(o), !newScreen.contains(n) else { continue }
            if named.contains(where: { $0.contains(row) }) {
                let at = frames.indices.filter { named[$0].contains(row) }
                faults.append(Fault(run: run, what: "\(row) (\(o) → \(n)) is off the screen before and after (\(oldScreen), "
                    + "\(newScreen)), yet drawn in frames \(at) of \(frames.count)"))
            }
        }
        // The anchor ends on its line but for the rows seen passing it (those on the screen before), unless the
        // scroll range clamps the offset.
        guard let anchor, let ao = oldIndex[anchor], let an = newIndex[anchor], let last = frames.last,
              view.scrollOffset != view.maximumScrollOffset else { return faults }
        var passed = 0
        for row in movers {
            guard let o = oldIndex[row], let n = newIndex[row], oldScreen.contains(o) else { continue }
            if o > ao, n < an { passed += 1 }
            if o < ao, n > an { passed -= 1 }
        }
        let expected = ao - offset + passed
        if expected > 0, expected < Self.rows, last.firstIndex(where: { LegibilityAudit.name(of: $0) == anchor }) != expected {
            faults.append(Fault(run: run, what: "anchor \(anchor) from line \(ao - offset) does not end on \(expected)"))
        }
        return faults
    }
}
