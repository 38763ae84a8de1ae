extension LayoutRows {
    /// Up to ``LayoutRows/chunkCapacity`` consecutive rows: their tops, and
    /// their ids as indices into id arrays that chunks share.
    ///
    /// A batch cuts chunks at the rows it changes. Copying the cut part's ids
    /// (and destroying the old chunk's when the batch's animation ends) cost
    /// a type-erased copy and destroy per id; instead the parts of a chunk
    /// keep pointing into the same immutable ``base``, and cutting copies
    /// only 32-bit ``map`` entries and ``tops`` (plain memory). Rows that come
    /// from elsewhere (inserted, moved, asked anew) go to the chunk's own
    /// ``extras``; ``LayoutRows/Builder`` compacts a chunk (fresh base, no
    /// extras) once its extras or the base entries it no longer uses pass
    /// ``maximumExtras`` / ``maximumDead``, so a chunk holds about 48 bytes a
    /// row and a cut copies O(``maximumExtras``) ids.
    ///
    /// A class, immutable: sharing a whole chunk retains one object, not its
    /// four arrays (a batch passes every chunk of a section it changes).
    ///
    /// Memory: 40 bytes of id per base entry (shared), 4 of top per row (none
    /// when every row is one line high) and 4 of map per row (none for a
    /// chunk whose rows are its base in order, as one built from single
    /// rows), 40 per extra, about 200 bytes per chunk.
    final class Chunk {
        /// Ids, shared with the chunks cut from the same one; never changed.
        /// Never empty.
        let base: [AnyHashable]
        /// Ids of rows only this chunk has, at most about ``maximumExtras``.
        let extras: [AnyHashable]
        /// Per row where its id is: `v >= 0` at `base[v]`, `v < 0` at
        /// `extras[~v]`. Empty when row `j` is `base[j]` for every row.
        let map: [Int32]
        /// `count + 1` tops, in lines from the chunk's first row (the last
        /// is the chunk's height), or empty when every row is one line high
        /// (then row `j`'s top is `j`): most lists have one-line rows only,
        /// and a batch then neither copies nor shifts tops where it cuts.
        /// 32 bits: heights are clamped to ``maximumRowHeight``.
        let tops: [Int32]
        /// The number of rows. Stored: a chunk of one-line rows has no tops
        /// to count, and a batch that shares a chunk whole reads only the
        /// object, not the storage of its arrays.
        let count: Int
        /// The height of all rows, in lines. Stored, as ``count`` is.
        let height: Int

        /// A chunk of `count` rows; `tops` empty when they are all one line high.
        init(base: [AnyHashable], extras: [AnyHashable], map: [Int32], tops: [Int32], count: Int) {
            assert(tops.isEmpty || tops.count == count + 1, "LayoutRows.Chunk: \(tops.count) tops for \(count) rows")
            self.base = base
            self.extras = extras
            self.map = map
            self.tops = tops
            self.count = count
            height = tops.last.map(Int.init) ?? count
        }

        /// The top of row `j` (`j == count`: the chunk's height), in lines from the first row. O(1).
        func top(_ j: Int) -> Int {
            tops.isEmpty ? j : Int(tops[j])
        }

        /// The most extras a built chunk keeps before it is compacted.
        static let maximumExtras = LayoutRows.chunkCapacity / 16
        /// The most unused base entries a built chunk with `baseRows` rows in
        /// its base keeps: more than ``maximumExtras`` only while they are
        /// fewer than the rows that use the base (a chunk cut in two shares
        /// its base with the other half, which is not waste).
        static func maximumDead(baseRows: Int) -> Int { Swift.max(maximumExtras, baseRows) }

        /// The id of row `j`. O(1).
        subscript(j: Int) -> AnyHashable {
            guard !map.isEmpty else { return base[j] }
            let v = map[j]
            return v >= 0 ? base[Int(v)] : extras[Int(~v)]
        }

        /// Whether `other` shares this chunk's base (the same storage), so
        /// its map entries into the base mean the same here. O(1).
        func sharesBase(with other: [AnyHashable]) -> Bool {
            base.withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
        }
    }
}
