@testable import ListDiff
import Testing

/// `RankedChunks` against a sorted array: inserts and removes anywhere
/// (chunks that split and empty) and lookups.
@Suite struct RankedChunksTests {
    struct IntOrder: RankedOrder {
        func precedes(_ a: Int, _ b: Int) -> Bool { a < b }
        func isSame(_ a: Int, _ b: Int) -> Bool { a == b }
    }

    @Test func editsKeepTheOrderAndTheIndexes() {
        var random = ModelsRandom(seed: 0xC4A2)
        let order = IntOrder()
        for round in 0..<30 {
            var reference = Array(Set((0..<random.int(0..<700)).map { _ in random.int(0..<5_000) })).sorted()
            var chunks = RankedChunks(sorted: reference)
            for step in 0..<600 {
                let value = random.int(0..<5_000)
                if let at = reference.firstIndex(of: value) {
                    #expect(chunks.remove(value, in: order) == at)
                    reference.remove(at: at)
                } else {
                    let at = reference.partitioningIndex { $0 >= value }
                    #expect(chunks.insert(value, in: order) == at)
                    reference.insert(value, at: at)
                }
                #expect(chunks.count == reference.count, "round \(round) step \(step)")
            }
            #expect(chunks.elements == reference)
            for (i, value) in reference.enumerated() where i % 7 == 0 {
                #expect(chunks.index(of: value, in: order) == i)
                #expect(chunks[i] == value)
            }
            #expect(chunks.index(of: 5_001, in: order) == nil)
        }
    }
}
