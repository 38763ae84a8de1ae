extension BatchMapping {
    /// The old row that new row `path` continues, or `nil` when it is
    /// inserted (listed, or implied by an inserted section) or out of range.
    /// O(log C) for C changes.
    public func source(of path: ItemPath) -> ItemPath? {
        guard path.section >= 0, path.section < newItemCounts.count,
              path.item >= 0, path.item < newItemCounts[path.section] else { return nil }
        let slots = taken[path.section]
        let before = slots.partitioningIndex { $0 >= path.item }
        if before < slots.count, slots[before] == path.item { return takenSources[path.section][before] }
        guard let s = sectionSources[path.section] else { return nil }
        // The kept rows fill the free slots in order: this is kept row number `rank`.
        return ItemPath(item: Self.free(rank: path.item - before, skipping: leaving[s]), section: s)
    }

    /// The new row that old row `path` becomes, or `nil` when it is deleted
    /// (listed, or with its section) or out of range. O(log C).
    public func target(of path: ItemPath) -> ItemPath? {
        guard path.section >= 0, path.section < oldItemCounts.count,
              path.item >= 0, path.item < oldItemCounts[path.section] else { return nil }
        let gone = leaving[path.section]
        let before = gone.partitioningIndex { $0 >= path.item }
        if before < gone.count, gone[before] == path.item { return leavingTargets[path.section][before] }
        guard let t = sectionTargets[path.section] else { return nil }
        return ItemPath(item: Self.free(rank: path.item - before, skipping: taken[t]), section: t)
    }

    /// The index of the `rank`-th (from 0) index not in `skipped` (sorted,
    /// unique). With `skipped[k] - k` non-decreasing, the skipped indices
    /// below the answer are those with `skipped[k] - k <= rank`. O(log |skipped|).
    static func free(rank: Int, skipping skipped: [Int]) -> Int {
        rank + skipped.indices.partitioningIndex { skipped[$0] - $0 > rank }
    }

    /// For each new row (by section, then item), the old row it continues,
    /// or `nil` if inserted: `itemSources[t][i]` is ``source(of:)``, O(log C)
    /// per row, computed when asked (nothing per row is stored).
    public var itemSources: Rows { Rows(mapping: self, counts: newItemCounts, forward: false) }

    /// For each old row (by section, then item), the new row it became, or
    /// `nil` if deleted (explicitly, or with its section): `itemTargets[s][j]`
    /// is ``target(of:)``, O(log C) per row, computed when asked.
    public var itemTargets: Rows { Rows(mapping: self, counts: oldItemCounts, forward: true) }

    /// The sections of ``itemSources`` or ``itemTargets``: a collection of ``SectionRows``.
    public struct Rows: RandomAccessCollection, Sendable {
        let mapping: BatchMapping
        let counts: [Int]
        let forward: Bool

        public var startIndex: Int { 0 }
        public var endIndex: Int { counts.count }

        /// The rows of section `section`.
        public subscript(section: Int) -> SectionRows {
            SectionRows(mapping: mapping, section: section, count: counts[section], forward: forward)
        }
    }

    /// One section's rows of ``itemSources`` or ``itemTargets``: each row's
    /// source (or target), O(log C) per access.
    public struct SectionRows: RandomAccessCollection, Sendable {
        let mapping: BatchMapping
        let section: Int
        let rowCount: Int
        let forward: Bool

        init(mapping: BatchMapping, section: Int, count: Int, forward: Bool) {
            self.mapping = mapping
            self.section = section
            self.rowCount = count
            self.forward = forward
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { rowCount }

        /// Row `item`'s source (``BatchMapping/itemSources``) or target (``BatchMapping/itemTargets``).
        public subscript(item: Int) -> ItemPath? {
            let path = ItemPath(item: item, section: section)
            return forward ? mapping.target(of: path) : mapping.source(of: path)
        }
    }
}
