import ListDiff

/// One section's rows in a ``ListLayout``: their ids and heights, kept in
/// chunks of at most ``chunkCapacity`` rows. Each chunk knows its rows'
/// tops from its own first row; the section knows where each chunk starts
/// (in rows and in lines). So row `i`, its top, and the row at a line are
/// binary searches, and a batch builds a section's new rows from the old
/// ones by sharing every chunk it leaves alone and the ids of every chunk
/// it cuts (``Builder``): a change costs O(chunkCapacity + chunks) in plain
/// memory and O(``Chunk/maximumExtras``) ids copied, not O(rows), and never
/// copies a section whole.
///
/// Memory: 40 bytes of id per row, 4 of top per row in a chunk with a row
/// taller than one line, 4 more of map per row in a chunk a batch has cut,
/// plus about 200 bytes per chunk (``Chunk``).
struct LayoutRows: RandomAccessCollection {
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
        return chunks[c][j]
    }

    /// The offset (``offset(_:)``) and height of row `i`, with one search. O(log chunks); O(1) for one-line rows.
    func span(_ i: Int) -> (offset: Int, height: Int) {
        if isOneLineRows { return (i, 1) }
        let (c, j) = locate(i)
        let chunk = chunks[c]
        let top = chunk.top(j)
        return (lineStarts[c] + top, chunk.top(j + 1) - top)
    }

    /// `height` as a row keeps it: at least one line, at most ``maximumRowHeight``.
    static func clamped(_ height: Int) -> Int {
        Swift.min(Swift.max(height, 1), maximumRowHeight)
    }

    /// The height of all rows, in lines. O(1).
    var totalHeight: Int { lineStarts[lineStarts.count - 1] }

    /// Whether every row is one line high (most lists), so that row `i`
    /// starts on line `i`: heights are at least one, so the rows are as
    /// many lines as rows exactly then. Place lookups then need no search
    /// (a re-sort asks for a million). O(1).
    var isOneLineRows: Bool { totalHeight == count }

    /// Lines from the first row to the top of row `i` (`i == count`: the
    /// rows' height). O(log chunks); O(1) for one-line rows.
    func offset(_ i: Int) -> Int {
        guard i < count else {
            // Past the end is a caller's bug (rows come from this layout), not an answer to clamp. Hot: assert.
            assert(i == count, "LayoutRows.offset: row \(i) past the end (\(count) rows)")
            return totalHeight
        }
        if isOneLineRows { return i }
        let (c, j) = locate(i)
        return lineStarts[c] + chunks[c].top(j)
    }

    /// The height of row `i`, in lines. O(log chunks); O(1) for one-line rows.
    func height(_ i: Int) -> Int {
        if isOneLineRows { return 1 }
        let (c, j) = locate(i)
        let chunk = chunks[c]
        return chunk.top(j + 1) - chunk.top(j)
    }

    /// The first row whose bottom is below `line` (lines from the first
    /// row), or `count` when none. O(log rows).
    func firstRow(endingAfter line: Int) -> Int {
        // The last chunk starting at or above the line, then inside it.
        let c = lineStarts[1...].partitioningIndex { $0 > line } - 1
        guard c < chunks.count else { return count }
        let tops = chunks[c].tops
        let inner = line - lineStarts[c]
        // One-line rows: row `inner` ends below the line (a line above the first row is in row 0).
        let j = tops.isEmpty ? Swift.max(inner, 0) : tops[1...].partitioningIndex { Int($0) > inner } - 1
        return starts[c] + j
    }

    /// The chunk holding row `i` and the row's index in it. O(log chunks).
    func locate(_ i: Int) -> (chunk: Int, row: Int) {
        // The last chunk starting at or before `i` (chunks are never empty).
        let c = starts.partitioningIndex { $0 > i } - 1
        return (c, i - starts[c])
    }

    /// Appends `chunk` (not empty) after the last row. O(1) amortized: the
    /// one way ``Builder`` adds rows, so the starts stay in step.
    mutating func append(_ chunk: Chunk) {
        chunks.append(chunk)
        starts.append(starts[starts.count - 1] + chunk.count)
        lineStarts.append(lineStarts[lineStarts.count - 1] + chunk.height)
    }
}
