import CollectionView
import CollectionViewTesting
import ListDiff
import SeededRandom
import Testing

/// Batches shaped like a live list's catch-up batch on a scrolled screen
/// (what `bench live` feeds at 100k rows, where its audit found the
/// `ScrollAnchor` faults one by one): a long sectioned list under a sticky
/// header, a batch of up to a few hundred re-ranks within sections (most of
/// them far from the screen, some crossing it), inserts and deletes, 33 ms
/// of motion drawn at a few frame times that fall anywhere. Every frame is
/// audited around the view's anchor, strictly, as if the view had not
/// scrolled, against the whole lists: a row leaving the screen is known as
/// a mover, not a deletion (what `bench live`'s audit, which knows only the
/// screen's rows, cannot tell). Five of the 400 batches faulted before
/// rows leaving the screen for far beyond an edge waited at their place
/// until the batch landed (``ScrollAnchor``'s rule; the five were the
/// ones left); on another seed, 9 of 1,500 before and 2 after.
@MainActor
@Suite struct ScrollAnchorCatchUpPropertyTests {
    typealias Header = LegibilityPropertyTests.Header
    typealias Row = LegibilityPropertyTests.Row
    typealias Sections = LegibilityPropertyTests.Sections

    static let columns = 40, rows = 24

    /// `count` sections of `size` rows each, every header titled.
    static func list(sections count: Int, size: Int, nextID: inout Int) -> Sections {
        (0..<count).map { _ in
            nextID += 1
            let header = Header(id: nextID, hasTitle: true)
            let rows = (0..<size).map { _ -> Row in
                nextID += 1
                return Row(id: nextID, height: 1)
            }
            return ListSection(model: header, items: rows)
        }
    }

    /// A catch-up batch: re-ranks within sections, inserts and deletes, a
    /// fifth of the re-ranks in the section on screen (`focus`) and the rest
    /// anywhere.
    static func catchUp(_ old: Sections, focus: Int, _ rng: inout SplitMix64, nextID: inout Int) -> Sections {
        var new = old
        let moves = Int.random(in: 1...300, using: &rng)
        let changes = Int.random(in: 0...(moves / 3 + 1), using: &rng)
        func section() -> Int {
            Int.random(in: 0..<5, using: &rng) == 0 ? focus : Int.random(in: 0..<new.count, using: &rng)
        }
        for _ in 0..<moves {
            let s = section()
            guard new[s].items.count > 1 else { continue }
            let row = new[s].items.remove(at: Int.random(in: 0..<new[s].items.count, using: &rng))
            new[s].items.insert(row, at: Int.random(in: 0...new[s].items.count, using: &rng))
        }
        for _ in 0..<changes {
            let s = section()
            nextID += 1
            new[s].items.insert(Row(id: nextID, height: 1), at: Int.random(in: 0...new[s].items.count, using: &rng))
            let t = section()
            if !new[t].items.isEmpty { new[t].items.remove(at: Int.random(in: 0..<new[t].items.count, using: &rng)) }
        }
        return new
    }

    @Test func everyFrameOfCatchUpBatchesOnAScrolledScreenIsAList() throws {
        var rng = SplitMix64(seed: 0x25_CA7C_0B)
        var nextID = 0
        var anchored = 0
        for run in 0..<400 {
            let old = Self.list(sections: 6, size: Int.random(in: 60...200, using: &rng), nextID: &nextID)
            let (view, source, clock) = makeView(LegibilityPropertyTests.dataSource(old), columns: Self.columns, rows: Self.rows) { _ in }
            view.setScrollOffset(Int.random(in: 1...view.maximumScrollOffset, using: &rng))
            let offset = view.scrollOffset
            let focus = switch view.scrollAnchor {
            case let .item(path)?: path.section
            case let .header(section)?: section
            case nil: 0
            }
            let new = Self.catchUp(old, focus: focus, &rng, nextID: &nextID)
            let before = view.frame(at: clock.now, columns: Self.columns, rows: Self.rows).lines
            source.sections = LegibilityPropertyTests.dataSource(new)
            let start = clock.now
            try view.performBatchUpdates(try Changeset(from: old, to: new), duration: .milliseconds(33))
            let anchor = ScrollAnchorTests.anchorName(view)
            // A frame loop's ticks fall anywhere in the batch, a few of them, and one after it lands.
            let times = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 1...32_999, using: &rng) }.sorted()
            let frames = (times + [34_000]).map { view.frame(at: start + .microseconds($0), columns: Self.columns, rows: Self.rows).lines }
            let audit = ScrollAnchorTests.audit(view, from: old, to: new, offset: offset)
            let report = audit.audit([before] + frames)
            if anchor != nil { anchored += 1 }
            func message() -> String {
                "run \(run), anchor \(anchor ?? "none"), offset \(offset) → \(view.scrollOffset): \(report), "
                    + "bounced: \(audit.bounces([before] + frames)); frames:\n"
                    + ([before] + frames).map { $0.map(LegibilityAudit.name(of:)).joined(separator: " ") }.joined(separator: "\n")
            }
            #expect(report.isLegible, "\(message())")
        }
        #expect(anchored > 300)
    }
}
