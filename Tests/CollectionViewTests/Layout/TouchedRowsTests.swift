@testable import CollectionView
import ListDiff
import SeededRandom
import Testing

/// The touched rows of a batch, sorted and each once, whichever way they
/// are gathered: sorted (a few rows) or marked per row (most of a section,
/// as a re-sort touches it).
@Suite struct TouchedRowsTests {
    @Test(arguments: [(0, 10), (2_000, 3_000), (5_000, 1_000), (40_000, 100_000), (1_500, 1_000_000)])
    func sortedUniqueIsTheSortedSetOfTheRows(marks: Int, count: Int) {
        var random = SplitMix64(seed: UInt64(marks &* 31 &+ count))
        let rows = (0..<marks).map { _ in Int(random.next() % UInt64(count)) }
        #expect(BatchValidation.sortedUnique(rows, count: count) == Array(Set(rows)).sorted())
    }

    /// A batch's touched rows marked one flag per row (as a re-sort's are)
    /// are the rows listed and sorted: random batches of every kind between
    /// random sectioned lists, the diff's batch and its mapping.
    @MainActor @Test func rowsMarkedPerRowAreTheRowsListed() throws {
        var random = SplitMix64(seed: 0x70_C4ED)
        var touchedAny = 0
        for _ in 0..<200 {
            let old = (0..<Int(random.next() % 4 + 1)).map { s in (0..<Int(random.next() % 30)).map { "\(s)-\($0)" } }
            var new = old.map { $0.filter { _ in random.next() % 5 != 0 }.shuffled(using: &random) }
            if random.next() % 3 == 0, new.count > 1 { new.swapAt(0, new.count - 1) }
            if random.next() % 3 == 0 { new[0] += (0..<Int(random.next() % 10)).map { "n-\($0)" } }
            let names = old.indices.map { "S\($0)" }
            let (view, source, _) = makeView(zip(names, old).map { section($0, $1) }, columns: 12, rows: 8)
            source.sections = zip(names, new).map { section($0, $1) }
            let changeset = try Changeset(
                from: zip(names, old).map { ListSection(model: $0, items: $1) }, to: zip(names, new).map { ListSection(model: $0, items: $1) }
            )
            let (mapping, _, _) = try BatchValidation.validate(changeset, old: view.layout, source: source, separator: false, mode: .touched)
            let listed = BatchValidation.touchedRows(changeset, mapping: mapping, old: view.layout, dense: false)
            let marked = BatchValidation.touchedRows(changeset, mapping: mapping, old: view.layout, dense: true)
            #expect(marked == listed, "\(changeset)")
            touchedAny += listed.reduce(0) { $0 + $1.count }
        }
        #expect(touchedAny > 1_000)
    }
}
