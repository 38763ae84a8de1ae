import ListDiff

/// One section's rows in a ``ListLayout``: their ids and heights, kept in
/// chunks of at most ``chunkCapacity`` rows. Each chunk knows its rows'
/// tops from its own first row; the section knows where each chunk starts
/// (in rows and in lines). So row `i`, its top, and the row at a line are
/// binary searches, and a batch builds a section's new rows from the old
/// ones by sharing every chunk it leaves alone (``Builder``): a change costs
/// O(chunkCapacity + chunks), not O(rows), and never copies a section whole.
///
/// Memory: 40 bytes of id and 4 of top per row, plus about 100 bytes per chunk.
struct LayoutRows: RandomAccessCollection {
    /// Up to ``LayoutRows/chunkCapacity`` consecutive rows.
    struct Chunk {
        /// The rows' ids, in order.
        var ids: [AnyHashable]
        /// `ids.count + 1` tops, in lines from the chunk's first row (the last
        /// is the chunk's height). 32 bits: heights are clamped to ``maximumRowHeight``.
        var tops: [Int32]
    }

    /// The most rows in one chunk.
    static let chunkCapacity = 512
    /// The tallest a row may be, in lines (taller answers are clamped), so
    /// that a chunk's tops fit in 32 bits.
    static let maximumRowHeight = 1_000_000

    /// The chunks, none empty.
    private(set) var chunks: [Chunk] = []
    /// `chunks.count + 1` row indices: where each chunk starts, then the row count.
    private(set) var starts: [Int] = [0]
    /// `chunks.count + 1` lines: where each chunk starts, then the section's rows' height.
    private(set) var lineStarts: [Int] = [0]

    var startIndex: Int { 0 }
    var endIndex: Int { starts[starts.count - 1] }

    /// The id of row `i`. O(log chunks).
    subscript(i: Int) -> AnyHashable {
        let (c, j) = locate(i)
        return chunks[c].ids[j]
    }

    /// The id, offset (``offset(_:)``) and height of row `i`, with one search. O(log chunks).
    func row(_ i: Int) -> (id: AnyHashable, offset: Int, height: Int) {
        let (c, j) = locate(i)
        let chunk = chunks[c]
        return (chunk.ids[j], lineStarts[c] + Int(chunk.tops[j]), Int(chunk.tops[j + 1] - chunk.tops[j]))
    }

    /// The offset (``offset(_:)``) and height of row `i`, with one search. O(log chunks).
    func span(_ i: Int) -> (offset: Int, height: Int) {
        let (c, j) = locate(i)
        let tops = chunks[c].tops
        return (lineStarts[c] + Int(tops[j]), Int(tops[j + 1] - tops[j]))
    }

    /// `height` as a row keeps it: at least one line, at most ``maximumRowHeight``.
    static func clamped(_ height: Int) -> Int {
        Swift.min(Swift.max(height, 1), maximumRowHeight)
    }

    /// The height of all rows, in lines. O(1).
    var totalHeight: Int { lineStarts[lineStarts.count - 1] }

    /// Lines from the first row to the top of row `i` (`i == count`: the
    /// rows' height). O(log chunks).
    func offset(_ i: Int) -> Int {
        guard i < count else {
            // Past the end is a caller's bug (rows come from this layout), not an answer to clamp. Hot: assert.
            assert(i == count, "LayoutRows.offset: row \(i) past the end (\(count) rows)")
            return totalHeight
        }
        let (c, j) = locate(i)
        return lineStarts[c] + Int(chunks[c].tops[j])
    }

    /// The height of row `i`, in lines. O(log chunks).
    func height(_ i: Int) -> Int {
        let (c, j) = locate(i)
        return Int(chunks[c].tops[j + 1] - chunks[c].tops[j])
    }

    /// The first row whose bottom is below `line` (lines from the first
    /// row), or `count` when none. O(log rows).
    func firstRow(endingAfter line: Int) -> Int {
        // The last chunk starting at or above the line, then inside it.
        let c = lineStarts[1...].partitioningIndex { $0 > line } - 1
        guard c < chunks.count else { return count }
        let tops = chunks[c].tops
        let inner = line - lineStarts[c]
        let j = tops[1...].partitioningIndex { Int($0) > inner } - 1
        return starts[c] + j
    }

    /// The chunk holding row `i` and the row's index in it. O(log chunks).
    private func locate(_ i: Int) -> (chunk: Int, row: Int) {
        // The last chunk starting at or before `i` (chunks are never empty).
        let c = starts.partitioningIndex { $0 > i } - 1
        return (c, i - starts[c])
    }
}

extension LayoutRows {
    /// Builds a section's rows in order, from single rows and from runs of
    /// another section's rows; whole chunks of a run are shared, not copied.
    struct Builder {
        private var rows = LayoutRows()
        private var ids: [AnyHashable] = []
        private var tops: [Int32] = [0]

        /// The height of the rows appended so far, in lines: the offset of the next row. O(1).
        var height: Int { rows.totalHeight + Int(tops[tops.count - 1]) }

        /// Appends one row of `height` lines (clamped to `1...maximumRowHeight`). Amortized O(1).
        mutating func append(_ id: AnyHashable, height: Int) {
            if ids.isEmpty {
                ids.reserveCapacity(LayoutRows.chunkCapacity)
                tops.reserveCapacity(LayoutRows.chunkCapacity + 1)
            }
            ids.append(id)
            tops.append(tops[tops.count - 1] + Int32(LayoutRows.clamped(height)))
            if ids.count == LayoutRows.chunkCapacity { flush() }
        }

        /// Appends rows `range` of `source`, in order. O(chunks of the range
        /// + chunkCapacity): chunks the range covers whole are shared.
        mutating func append(contentsOf source: LayoutRows, _ range: Range<Int>) {
            var i = range.lowerBound
            while i < range.upperBound {
                let (c, j) = source.locate(i)
                let chunk = source.chunks[c]
                let end = Swift.min(chunk.ids.count, j + range.upperBound - i)
                // A whole chunk is shared, unless it is short and fits with the rows pending: then they merge.
                let whole = j == 0 && end == chunk.ids.count
                let share = ids.count + chunk.ids.count > LayoutRows.chunkCapacity
                    || (ids.isEmpty && chunk.ids.count >= LayoutRows.chunkCapacity / 2)
                if whole, share {
                    flush()
                    add(chunk)
                } else {
                    append(chunk, j..<end)
                }
                i += end - j
            }
        }

        /// Appends rows `part` of `chunk`, copied in bulk. O(part.count).
        private mutating func append(_ chunk: Chunk, _ part: Range<Int>) {
            var x = part.lowerBound
            while x < part.upperBound {
                if ids.isEmpty {
                    ids.reserveCapacity(LayoutRows.chunkCapacity)
                    tops.reserveCapacity(LayoutRows.chunkCapacity + 1)
                }
                let end = Swift.min(part.upperBound, x + LayoutRows.chunkCapacity - ids.count)
                ids.append(contentsOf: chunk.ids[x..<end])
                let shift = tops[tops.count - 1] - chunk.tops[x]
                // Copied in bulk, then shifted in place: a loop over plain memory, which the compiler vectorizes.
                let first = tops.count
                tops.append(contentsOf: chunk.tops[(x + 1)...end])
                tops.withUnsafeMutableBufferPointer { added in
                    for y in first..<added.count { added[y] &+= shift }
                }
                if ids.count == LayoutRows.chunkCapacity { flush() }
                x = end
            }
        }

        /// The rows built. O(1).
        mutating func finish() -> LayoutRows {
            flush()
            return rows
        }

        private mutating func flush() {
            guard !ids.isEmpty else { return }
            // A short chunk gives back the capacity reserved for a full one.
            let chunk = ids.count < LayoutRows.chunkCapacity / 2 ? Chunk(ids: Array(ids), tops: Array(tops)) : Chunk(ids: ids, tops: tops)
            ids = []
            tops = [0]
            add(chunk)
        }

        private mutating func add(_ chunk: Chunk) {
            rows.chunks.append(chunk)
            rows.starts.append(rows.starts[rows.starts.count - 1] + chunk.ids.count)
            rows.lineStarts.append(rows.lineStarts[rows.lineStarts.count - 1] + Int(chunk.tops[chunk.tops.count - 1]))
        }
    }
}
