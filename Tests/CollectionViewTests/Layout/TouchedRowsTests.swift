@testable import CollectionView
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
}
