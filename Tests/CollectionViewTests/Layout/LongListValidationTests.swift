import SeededRandom
@testable import CollectionView
import ListDiff
import Testing

/// The touched validation derives each section's rows from the old chunks
/// (sharing their ids); on lists of many chunks it must give the view the
/// full validation gives, batch after batch, so that cuts, extras and
/// compaction never show in a layout, a plan or a frame.
@MainActor
@Suite struct LongListValidationTests {
    typealias Row = BatchPropertyTests.Row

    /// `old` with about `changes` random deletes, moves (some across
    /// sections, some edited), edits, height changes and inserts.
    static func changed(
        _ old: BatchPropertyTests.Sections, changes: Int, _ rng: inout SplitMix64, nextID: inout Int
    ) -> BatchPropertyTests.Sections {
        var sections = old
        func randomPlace() -> (Int, Int) {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            return (s, Int.random(in: 0..<max(sections[s].items.count, 1), using: &rng))
        }
        for _ in 0..<changes {
            var (s, i) = randomPlace()
            guard i < sections[s].items.count else { continue }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: sections[s].items.remove(at: i)
            case 1:
                var row = sections[s].items.remove(at: i)
                if Bool.random(using: &rng) { row.text += "!" }
                (s, i) = randomPlace()
                sections[s].items.insert(row, at: min(i, sections[s].items.count))
            case 2: sections[s].items[i].text += "*"
            case 3: sections[s].items[i].height = sections[s].items[i].height == 1 ? 2 : 1
            default:
                nextID += 1
                sections[s].items.insert(BatchPropertyTests.randomRow(nextID, &rng), at: i)
            }
        }
        return sections
    }

    @Test func touchedAndFullAgreeOnListsOfManyChunks() throws {
        var rng = SplitMix64(seed: 0x10_C4_0C5)
        var nextID = 0
        var current: BatchPropertyTests.Sections = (0..<3).map { s in
            let rows = (0..<(1_200 + 700 * s)).map { _ -> Row in
                nextID += 1
                return BatchPropertyTests.randomRow(nextID, &rng)
            }
            return ListSection(model: BatchPropertyTests.Header(id: -1 - s, title: "S\(s)"), items: rows)
        }
        let pair = ValidationModePropertyTests.makePair(current, rows: 20, separator: true)
        for batch in 0..<60 {
            let next = Self.changed(current, changes: batch % 5 == 0 ? 300 : 1 + batch % 20, &rng, nextID: &nextID)
            let changeset = try Changeset(from: current, to: next)
            let offset = Int.random(in: 0..<pair[0].view.contentHeight, using: &rng)
            for (view, _, _) in pair { view.setScrollOffset(offset) }
            try ValidationModePropertyTests.expectSameBatch(pair, changeset, to: next, rows: 20, frames: 3, &rng, "batch \(batch)")
            current = next
        }
    }
}
