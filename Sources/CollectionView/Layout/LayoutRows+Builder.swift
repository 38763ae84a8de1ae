extension LayoutRows {
    /// Builds a section's rows in order, from single rows and from runs of
    /// another section's rows. Whole chunks of a run are shared; a part of a
    /// chunk shares its ids (only its map and tops are copied, plain memory),
    /// so a batch copies and later destroys O(``Chunk/maximumExtras``) ids per
    /// chunk it cuts, not the chunk's rows.
    ///
    /// The chunk being built (pending) has one base: the base of the chunk
    /// its first run came from. A run from a chunk with another base goes
    /// into the pending chunk's extras when it is short, takes the pending
    /// rows into its extras when they are few, and otherwise starts a chunk.
    struct Builder {
        private var rows = LayoutRows()
        /// The pending chunk's base (empty while it has only single rows).
        private var base: [AnyHashable] = []
        private var extras: [AnyHashable] = []
        private var map: [Int32] = []
        /// The pending rows' tops, or empty while every one is one line high
        /// (``Chunk/tops``): filled in when a taller row comes.
        private var tops: [Int32] = []
        /// The rows appended since the last chunk was made.
        private var pending = 0
        /// Pending rows whose id is in `base`.
        private var baseRows = 0

        /// A run from another base this short is copied into the pending
        /// chunk's extras (and a pending chunk this short into the run's):
        /// fewer than ``Chunk/maximumExtras`` ids copied, no tiny chunk made.
        static let shortRun = Chunk.maximumExtras / 2

        /// The height of the rows appended so far, in lines: the offset of the next row. O(1).
        var height: Int { rows.totalHeight + pendingHeight }

        /// The pending rows' height, in lines.
        private var pendingHeight: Int { tops.last.map(Int.init) ?? pending }

        /// Appends one row of `height` lines (clamped to `1...maximumRowHeight`). Amortized O(1).
        mutating func append(_ id: AnyHashable, height: Int) {
            if pending == 0 {
                reserveIfEmpty()
                // A chunk that starts with a single row is most often all single rows (a layout fetched whole).
                extras.reserveCapacity(LayoutRows.chunkCapacity)
            }
            map.append(~Int32(extras.count))
            extras.append(id)
            let lines = LayoutRows.clamped(height)
            if lines != 1 || !tops.isEmpty {
                fillTops()
                tops.append(tops[tops.count - 1] + Int32(lines))
            }
            pending += 1
            if pending == LayoutRows.chunkCapacity { flush() }
        }

        /// Appends rows of one line each with ids `ids`, in order: once no
        /// row is pending, each full chunk's worth of ids becomes a chunk's
        /// base at once (no map, no tops), as a run of inserted rows does.
        /// O(ids.count).
        mutating func append(oneLineRows ids: [AnyHashable]) {
            var x = 0
            while x < ids.count {
                if pending == 0, ids.count - x >= LayoutRows.chunkCapacity {
                    let end = x + LayoutRows.chunkCapacity
                    rows.append(Chunk(base: Array(ids[x..<end]), extras: [], map: [], tops: [], count: end - x))
                    x = end
                } else {
                    append(ids[x], height: 1)
                    x += 1
                }
            }
        }

        /// Appends rows `range` of `source`, in order. O(chunks of the range
        /// + chunkCapacity) in plain memory plus O(``Chunk/maximumExtras``)
        /// ids per chunk cut: chunks the range covers whole are shared.
        mutating func append(contentsOf source: LayoutRows, _ range: Range<Int>) {
            var i = range.lowerBound
            while i < range.upperBound {
                let (c, j) = source.locate(i)
                let chunk = source.chunks[c]
                let end = Swift.min(chunk.count, j + range.upperBound - i)
                // A whole chunk is shared, unless it is short and fits with the rows pending: then they merge.
                let whole = j == 0 && end == chunk.count
                let share = pending + chunk.count > LayoutRows.chunkCapacity
                    || (pending == 0 && chunk.count >= LayoutRows.chunkCapacity / 2)
                if whole, share {
                    flush()
                    rows.append(chunk)
                } else {
                    append(chunk, j..<end)
                }
                i += end - j
            }
        }

        /// The rows built. O(1), or O(chunkCapacity) when the last chunk is compacted.
        mutating func finish() -> LayoutRows {
            flush()
            return rows
        }

        /// Appends rows `part` of `chunk`, sharing its base where it can. O(part.count + shortRun).
        private mutating func append(_ chunk: Chunk, _ part: Range<Int>) {
            var x = part.lowerBound
            while x < part.upperBound {
                let end = Swift.min(part.upperBound, x + LayoutRows.chunkCapacity - pending)
                if pending == 0 {
                    reserveIfEmpty()
                    base = chunk.base
                    appendMapped(chunk, x..<end)
                } else if !base.isEmpty, chunk.sharesBase(with: base) {
                    appendMapped(chunk, x..<end)
                } else if end - x <= Self.shortRun {
                    appendCopied(chunk, x..<end)
                } else if pending <= Self.shortRun {
                    rebase(onto: chunk.base)
                    appendMapped(chunk, x..<end)
                } else {
                    // Both long: the pending rows make a chunk of their own, and the run starts the next.
                    flush()
                    continue
                }
                appendTops(chunk, x..<end)
                if pending == LayoutRows.chunkCapacity { flush() }
                x = end
            }
        }

        /// Appends the map entries of rows `part` of `chunk`, whose base is
        /// the pending one; its extras among them are copied. O(part.count).
        private mutating func appendMapped(_ chunk: Chunk, _ part: Range<Int>) {
            guard !chunk.map.isEmpty else {
                map.append(contentsOf: Int32(part.lowerBound)..<Int32(part.upperBound))
                baseRows += part.count
                return
            }
            // Copied in bulk (plain memory); then only the few entries into the chunk's extras are looked at again.
            let first = map.count
            map.append(contentsOf: chunk.map[part])
            var copied = 0
            if !chunk.extras.isEmpty {
                // The extras are moved aside so that the scan runs over the map's plain memory, without
                // bounds checks: it passes every copied entry of most cut chunks, for a few hits.
                var ids: [AnyHashable] = []
                swap(&ids, &extras)
                let theirs = chunk.extras
                map.withUnsafeMutableBufferPointer { entries in
                    for y in first..<entries.count where entries[y] < 0 {
                        ids.append(theirs[Int(~entries[y])])
                        entries[y] = ~Int32(ids.count - 1)
                        copied += 1
                    }
                }
                swap(&ids, &extras)
            }
            baseRows += part.count - copied
        }

        /// Copies the ids of rows `part` of `chunk` into the extras. O(part.count).
        private mutating func appendCopied(_ chunk: Chunk, _ part: Range<Int>) {
            for j in part {
                map.append(~Int32(extras.count))
                extras.append(chunk[j])
            }
        }

        /// Appends the tops of rows `part` of `chunk`, shifted to the pending
        /// chunk's, and counts the rows as pending. O(1) while every row is
        /// one line high, else O(part.count).
        private mutating func appendTops(_ chunk: Chunk, _ part: Range<Int>) {
            defer { pending += part.count }
            // Heights are at least one line: a part exactly as many lines high as it has rows has one-line rows only.
            let oneLine = chunk.top(part.upperBound) - chunk.top(part.lowerBound) == part.count
            if oneLine, tops.isEmpty { return }
            fillTops()
            let first = tops.count
            if chunk.tops.isEmpty {
                let from = tops[first - 1]
                tops.append(contentsOf: (from + 1)...(from + Int32(part.count)))
                return
            }
            let shift = tops[first - 1] - chunk.tops[part.lowerBound]
            // Copied in bulk, then shifted in place: a loop over plain memory, which the compiler vectorizes.
            tops.append(contentsOf: chunk.tops[(part.lowerBound + 1)...part.upperBound])
            tops.withUnsafeMutableBufferPointer { added in
                for y in first..<added.count { added[y] &+= shift }
            }
        }

        /// Writes out the tops of the pending rows, all one line high so far. O(pending).
        private mutating func fillTops() {
            guard tops.isEmpty else { return }
            tops.reserveCapacity(LayoutRows.chunkCapacity + 1)
            tops.append(contentsOf: 0...Int32(pending))
        }

        /// Makes `newBase` the pending chunk's base; the (few) pending rows in
        /// the old one become extras. O(pending).
        private mutating func rebase(onto newBase: [AnyHashable]) {
            if baseRows > 0 {
                for j in map.indices where map[j] >= 0 {
                    let id = base[Int(map[j])]
                    map[j] = ~Int32(extras.count)
                    extras.append(id)
                }
            }
            base = newBase
            baseRows = 0
        }

        private mutating func reserveIfEmpty() {
            guard pending == 0 else { return }
            map.reserveCapacity(LayoutRows.chunkCapacity)
        }

        /// Makes the pending rows a chunk. O(pending) in plain memory; when
        /// the chunk has too many extras or too many unused base entries, it
        /// is compacted: O(pending) ids copied, which a chunk pays once per
        /// about ``Chunk/maximumExtras`` rows changed in it.
        private mutating func flush() {
            guard pending > 0 else { return }
            let chunk: Chunk
            if baseRows == 0 {
                // Every row is an extra: the extras become the base, no id copied (a chunk of single rows).
                let inOrder = map.indices.allSatisfy { map[$0] == ~Int32($0) }
                chunk = Chunk(
                    base: Self.fitted(extras), extras: [], map: inOrder ? [] : Self.fitted(map.map { ~$0 }), tops: Self.fitted(tops),
                    count: pending
                )
            } else if extras.count > Chunk.maximumExtras || base.count - baseRows > Chunk.maximumDead(baseRows: baseRows) {
                var ids = [AnyHashable]()
                ids.reserveCapacity(pending)
                for v in map { ids.append(v >= 0 ? base[Int(v)] : extras[Int(~v)]) }
                chunk = Chunk(base: ids, extras: [], map: [], tops: Self.fitted(tops), count: pending)
            } else {
                // The rows are the whole base in order (a short chunk re-appended): no map needed.
                let whole = extras.isEmpty && pending == base.count && map.indices.allSatisfy { map[$0] == Int32($0) }
                chunk = Chunk(
                    base: base, extras: Self.fitted(extras), map: whole ? [] : Self.fitted(map), tops: Self.fitted(tops), count: pending
                )
            }
            base = []
            extras = []
            map = []
            tops = []
            pending = 0
            baseRows = 0
            rows.append(chunk)
        }

        /// `array`, or a copy of it without the capacity reserved for a full
        /// chunk when it fills less than half of it. O(array.count).
        private static func fitted<Element>(_ array: [Element]) -> [Element] {
            guard array.count < array.capacity / 2 else { return array }
            return array.withUnsafeBufferPointer { [Element]($0) }
        }
    }
}
