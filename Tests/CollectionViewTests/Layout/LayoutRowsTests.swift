@testable import CollectionView
import SeededRandom
import Testing

/// A section's rows in chunks: every query equals the one on flat arrays,
/// and building from runs shares the chunks a run covers whole.
@Suite struct LayoutRowsTests {
    /// Flat ids and heights, the reference.
    struct Flat {
        var ids: [Int] = []
        var heights: [Int] = []
        func offset(_ i: Int) -> Int { heights[..<i].reduce(0, +) }
    }

    static func expectSame(_ rows: LayoutRows, _ flat: Flat, _ note: String) {
        #expect(rows.count == flat.ids.count, "\(note)")
        guard rows.count == flat.ids.count else { return }
        #expect(rows.map { $0.base as? Int } == flat.ids, "\(note)")
        var line = 0
        for i in 0..<flat.ids.count {
            #expect(rows.offset(i) == line && rows.height(i) == flat.heights[i], "\(note): row \(i)")
            for inside in line..<(line + flat.heights[i]) {
                #expect(rows.firstRow(endingAfter: inside) == i, "\(note): line \(inside)")
            }
            line += flat.heights[i]
        }
        #expect(rows.totalHeight == line && rows.offset(flat.ids.count) == line, "\(note)")
        #expect(rows.firstRow(endingAfter: line) == flat.ids.count && rows.firstRow(endingAfter: -3) == 0, "\(note)")
        #expect(rows.chunks.allSatisfy { !$0.ids.isEmpty && $0.ids.count <= LayoutRows.chunkCapacity }, "\(note)")
    }

    @Test func randomRowsAndRunsAnswerLikeFlatArrays() {
        var random = SplitMix64(seed: 1_517)
        for trial in 0..<60 {
            var builder = LayoutRows.Builder()
            var flat = Flat()
            let count = Int(random.next() % 3_000)
            for i in 0..<count {
                let height = 1 + Int(random.next() % 3)
                builder.append(i, height: height)
                flat.ids.append(i)
                flat.heights.append(height)
            }
            let old = builder.finish()
            Self.expectSame(old, flat, "trial \(trial) built")
            // A new section from runs of the old one and single new rows.
            var next = LayoutRows.Builder()
            var derived = Flat()
            var i = 0
            while i < count {
                if random.next() % 4 == 0 {
                    next.append(-i - 1, height: 2)
                    derived.ids.append(-i - 1)
                    derived.heights.append(2)
                }
                let end = min(count, i + 1 + Int(random.next() % 1_500))
                next.append(contentsOf: old, i..<end)
                derived.ids += flat.ids[i..<end]
                derived.heights += flat.heights[i..<end]
                i = end + Int(random.next() % 3)  // sometimes skip a row (deleted)
            }
            Self.expectSame(next.finish(), derived, "trial \(trial) derived")
        }
    }

    @Test func aRunSharesTheChunksItCoversWhole() {
        var builder = LayoutRows.Builder()
        for i in 0..<10_000 { builder.append(i, height: 1) }
        let old = builder.finish()
        var next = LayoutRows.Builder()
        next.append(contentsOf: old, 0..<5_000)
        next.append("new", height: 1)
        next.append(contentsOf: old, 5_000..<10_000)
        let new = next.finish()
        #expect(new.count == 10_001)
        func buffers(_ rows: LayoutRows) -> Set<UnsafeRawPointer?> {
            Set(rows.chunks.map { $0.ids.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } })
        }
        // Only the chunks around the insert are new.
        #expect(buffers(new).subtracting(buffers(old)).count <= 3, "\(new.chunks.map(\.ids.count))")
    }

    @Test func heightsAreClampedToOneLineAndTheMaximum() {
        var builder = LayoutRows.Builder()
        builder.append(0, height: 0)
        builder.append(1, height: Int.max)
        let rows = builder.finish()
        #expect(rows.height(0) == 1 && rows.height(1) == LayoutRows.maximumRowHeight)
    }
}
