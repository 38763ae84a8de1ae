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
            // The chunks' last elements, kept apart for the search, follow every edit.
            #expect(chunks.lasts == chunks.chunks.compactMap(\.last))
            for (i, value) in reference.enumerated() where i % 7 == 0 {
                #expect(chunks.index(of: value, in: order) == i)
                #expect(chunks[i] == value)
            }
            #expect(chunks.index(of: 5_001, in: order) == nil)
        }
    }
}

extension RankedChunksTests {
    /// Elements found at once (index, chunk, offset) and then removed from
    /// the highest index down by their places, without a search, leave what
    /// removing them one by one leaves; `find` gives the index `index(of:)`
    /// gives and misses an element not held.
    @Test func elementsFoundAtOnceAreRemovedByTheirPlaces() {
        var random = ModelsRandom(seed: 0xF1AD)
        let order = IntOrder()
        for round in 0..<40 {
            var reference = Array(Set((0..<random.int(1..<900)).map { _ in random.int(0..<5_000) })).sorted()
            var chunks = RankedChunks(sorted: reference)
            // Splits and small chunks too, as edits leave them.
            for _ in 0..<300 {
                let value = random.int(0..<5_000)
                if !reference.contains(value) {
                    chunks.insert(value, in: order)
                    reference.insert(value, at: reference.partitioningIndex { $0 >= value })
                }
            }
            let picked = Array(Set((0..<random.int(0..<60)).map { _ in reference[random.int(0..<reference.count)] }))
            var found: [(index: Int, chunk: Int, offset: Int)] = []
            for value in picked {
                guard let place = chunks.find(value, in: order) else {
                    Issue.record("round \(round): \(value) not found")
                    return
                }
                #expect(place.index == reference.firstIndex(of: value))
                #expect(chunks.chunks[place.chunk][place.offset] == value)
                found.append(place)
            }
            #expect(chunks.find(5_001, in: order) == nil)
            for place in found.sorted(by: { $0.index > $1.index }) {
                chunks.remove(atChunk: place.chunk, offset: place.offset)
            }
            reference.removeAll { picked.contains($0) }
            #expect(chunks.elements == reference, "round \(round)")
            #expect(chunks.lasts == chunks.chunks.compactMap(\.last))
            #expect(chunks.count == reference.count)
            for (i, value) in reference.enumerated() where i % 5 == 0 { #expect(chunks.index(of: value, in: order) == i) }
        }
    }
}
