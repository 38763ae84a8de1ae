@testable import CollectionView
import SeededRandom
import Testing

/// A section's rows in chunks: every query equals the one on flat arrays,
/// building from runs shares the chunks a run covers whole and the ids of
/// the chunks it cuts, and chunks stay within their bounds (extras, unused
/// base entries, count) batch after batch.
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
            #expect(rows.span(i) == (line, flat.heights[i]), "\(note): row \(i)")
            for inside in line..<(line + flat.heights[i]) {
                #expect(rows.firstRow(endingAfter: inside) == i, "\(note): line \(inside)")
            }
            line += flat.heights[i]
        }
        #expect(rows.totalHeight == line && rows.offset(flat.ids.count) == line, "\(note)")
        // One-line rows are placed without a search: exactly when every row is one line.
        #expect(rows.isOneLineRows == flat.heights.allSatisfy { $0 == 1 }, "\(note)")
        #expect(rows.firstRow(endingAfter: line) == flat.ids.count && rows.firstRow(endingAfter: -3) == 0, "\(note)")
        #expect(rows.chunks.allSatisfy { $0.count > 0 && $0.count <= LayoutRows.chunkCapacity }, "\(note)")
    }

    /// How high rows are: one to three lines each; one line with a taller
    /// row now and then (chunks without tops, and chunks that get them);
    /// all one line (most lists: placed without a search).
    enum Heights: CaseIterable {
        case mixed, mostlyOneLine, oneLine
    }

    static func heights(_ kind: Heights) -> (inout SplitMix64) -> Int {
        { random in
            switch kind {
            case .mixed: 1 + Int(random.next() % 3)
            case .mostlyOneLine: random.next() % 40 == 0 ? 2 : 1
            case .oneLine: 1
            }
        }
    }

    @Test(arguments: Heights.allCases)
    func randomRowsAndRunsAnswerLikeFlatArrays(heights: Heights) {
        var random = SplitMix64(seed: 1_517)
        let nextHeight = Self.heights(heights)
        for trial in 0..<60 {
            var builder = LayoutRows.Builder()
            var flat = Flat()
            let count = Int(random.next() % 3_000)
            for i in 0..<count {
                let height = nextHeight(&random)
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
                    let height = nextHeight(&random)
                    next.append(-i - 1, height: height)
                    derived.ids.append(-i - 1)
                    derived.heights.append(height)
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
        func buffers(_ rows: LayoutRows) -> Set<ObjectIdentifier> {
            Set(rows.chunks.map(ObjectIdentifier.init))
        }
        // Only the chunks around the insert are new.
        #expect(buffers(new).subtracting(buffers(old)).count <= 3, "\(new.chunks.map(\.count))")
        // And they point into the old chunks' ids: a cut copies a few ids, not the chunk's.
        #expect(Self.copiedIDs(new, from: old) <= LayoutRows.Chunk.maximumExtras + 2, "\(Self.copiedIDs(new, from: old))")
    }

    @Test func heightsAreClampedToOneLineAndTheMaximum() {
        var builder = LayoutRows.Builder()
        builder.append(0, height: 0)
        builder.append(1, height: Int.max)
        let rows = builder.finish()
        #expect(rows.height(0) == 1 && rows.height(1) == LayoutRows.maximumRowHeight)
    }

    /// One-line rows store no tops; a taller row gives its own chunk tops,
    /// and only that one, and every answer stays the flat one.
    @Test func onlyChunksWithATallerRowStoreTops() {
        var builder = LayoutRows.Builder()
        var flat = Flat()
        for i in 0..<5_000 {
            builder.append(i, height: 1)
            flat.ids.append(i)
            flat.heights.append(1)
        }
        let old = builder.finish()
        #expect(old.chunks.allSatisfy { $0.tops.isEmpty }, "\(old.chunks.map(\.tops.count))")
        Self.expectSame(old, flat, "one-line rows")
        var next = LayoutRows.Builder()
        next.append(contentsOf: old, 0..<2_500)
        next.append(-1, height: 3)
        next.append(contentsOf: old, 2_500..<5_000)
        let new = next.finish()
        flat.ids.insert(-1, at: 2_500)
        flat.heights.insert(3, at: 2_500)
        Self.expectSame(new, flat, "a three-line row inserted")
        #expect(new.chunks.count { !$0.tops.isEmpty } == 1, "\(new.chunks.map(\.tops.count))")
    }

    static func address<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The ids `new` stores that `old` did not: bases and extras it does not share with `old`.
    static func copiedIDs(_ new: LayoutRows, from old: LayoutRows) -> Int {
        let stored = Set(old.chunks.flatMap { [address($0.base), address($0.extras)] })
        return new.chunks.reduce(0) { sum, chunk in
            sum + (stored.contains(address(chunk.base)) ? 0 : chunk.base.count)
                + (stored.contains(address(chunk.extras)) ? 0 : chunk.extras.count)
        }
    }

    /// The first broken bound of a chunk, or nil: at most `maximumExtras`
    /// extras, unused base entries within `maximumDead`, every map entry in range.
    static func brokenBound(_ rows: LayoutRows) -> String? {
        for (c, chunk) in rows.chunks.enumerated() {
            guard chunk.extras.count <= LayoutRows.Chunk.maximumExtras else { return "chunk \(c): \(chunk.extras.count) extras" }
            guard chunk.map.isEmpty || chunk.map.count == chunk.count,
                  chunk.map.allSatisfy({ $0 >= 0 ? Int($0) < chunk.base.count : Int(~$0) < chunk.extras.count })
            else { return "chunk \(c): map out of range" }
            let baseRows = chunk.map.isEmpty ? chunk.count : chunk.map.count { $0 >= 0 }
            guard chunk.map.isEmpty || chunk.count <= chunk.base.count + chunk.extras.count,
                  chunk.base.count - baseRows <= LayoutRows.Chunk.maximumDead(baseRows: baseRows)
            else { return "chunk \(c): \(chunk.base.count - baseRows) unused base entries for \(baseRows) rows" }
        }
        return nil
    }

    /// Ids and tops as flat arrays: one pass, so that a large section is checked fast.
    static func flattened(_ rows: LayoutRows) -> Flat {
        var flat = Flat()
        for i in 0..<rows.count {
            flat.ids.append(rows[i].base as? Int ?? .min)
            flat.heights.append(rows.span(i).height)
        }
        return flat
    }

    /// Hundreds of batches on one section, each built from runs of the
    /// previous (long and short, ending anywhere), deleted rows, moved rows
    /// and inserted or re-asked single rows, and compared with the same edits
    /// on flat arrays: ids, tops, the row at a line. Enough changes land in
    /// the same chunks that extras pass their bound and chunks are compacted,
    /// and short chunks merge: the chunk count stays near the full-chunk one.
    @Test(arguments: Heights.allCases)
    func batchAfterBatchAnswersLikeFlatArraysWithinBounds(heights: Heights) {
        var random = SplitMix64(seed: 90_210)
        func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let nextHeight = Self.heights(heights)
        var flat = Flat()
        var builder = LayoutRows.Builder()
        for i in 0..<20_000 {
            let height = nextHeight(&random)
            builder.append(i, height: height)
            flat.ids.append(i)
            flat.heights.append(height)
        }
        var rows = builder.finish()
        var nextID = 20_000
        var copied = 0
        var changes = 0
        var compacted = 0
        var mostChunks = 0
        for batch in 0..<300 {
            var next = LayoutRows.Builder()
            var derived = Flat()
            var moved: [(id: Int, height: Int)] = []
            // Few changes in most batches, many in some: runs long, or short enough to land in extras.
            let longest = batch % 7 == 0 ? 40 : 3_000
            var i = 0
            func single(_ id: Int, _ height: Int) {
                next.append(id, height: height)
                derived.ids.append(id)
                derived.heights.append(height)
                changes += 1
            }
            while i < flat.ids.count {
                switch below(100) {
                case 0..<3:
                    i += 1 + below(3)  // deleted
                    changes += 1
                case 3..<6:
                    moved.append((flat.ids[i], flat.heights[i]))  // moved: appended singly later
                    i += 1
                case 6..<10:
                    if let row = moved.popLast(), below(2) == 0 {
                        single(row.id, row.height)
                    } else {
                        single(nextID, heights != .mixed ? nextHeight(&random) : 1 + below(4))
                        nextID += 1
                    }
                case 10..<14:
                    single(flat.ids[i], nextHeight(&random))  // asked anew (a touched row), maybe resized
                    i += 1
                default:
                    let end = min(flat.ids.count, i + 1 + below(longest))
                    next.append(contentsOf: rows, i..<end)
                    derived.ids += flat.ids[i..<end]
                    derived.heights += flat.heights[i..<end]
                    i = end
                }
            }
            for row in moved { single(row.id, row.height) }
            let new = next.finish()
            let bases = Set(rows.chunks.map { Self.address($0.base) })
            compacted += new.chunks.count { !bases.contains(Self.address($0.base)) && $0.count > LayoutRows.Chunk.maximumExtras }
            copied += Self.copiedIDs(new, from: rows)
            let got = Self.flattened(new)
            #expect(got.ids == derived.ids && got.heights == derived.heights, "batch \(batch)")
            #expect(Self.brokenBound(new) == nil, "batch \(batch): \(Self.brokenBound(new) ?? "")")
            if batch % 50 == 0 { Self.expectSame(new, derived, "batch \(batch)") }
            mostChunks = max(mostChunks, new.chunks.count)
            rows = new
            flat = derived
        }
        #expect(compacted > 0, "no chunk was compacted")
        // Full chunks would be 20,000 / 512 ≈ 40; short ones come from cuts and merge again.
        #expect(mostChunks <= 4 * (flat.ids.count / LayoutRows.chunkCapacity + 1), "\(mostChunks) chunks")
        // Ids copied per change (single rows and compactions included): a cut copies its chunk's extras, not its 512 ids.
        // (Copying each cut chunk whole costs more than 100 per change here.)
        #expect(copied <= 64 * changes, "\(copied) ids copied for \(changes) changes")
    }
}
