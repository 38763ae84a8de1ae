/// The sectioned diff behind ``Changeset/init(from:to:options:sectionIsMoved:itemIsMoved:)``.
///
/// Near-linear: one hash map per kind (sections: a `Dictionary`; rows: an
/// ``IdentityTable``) pairs old and new elements by identity and catches
/// duplicates in the same pass; while the lists run in step, new rows are
/// paired with the next old row by one equality test instead of a lookup.
/// Everything after works on integer arrays. Moves are minimal: the sections that stay
/// are a longest increasing subsequence of the common sections, the rows that
/// stay in each surviving section pair are a longest increasing subsequence of
/// the rows common to the pair, and every other common element moves (see
/// ``LongestIncreasingSubsequence`` for how ties are broken).
///
/// Rows are numbered "flat" internally: old row `f` is the `f`-th row of the
/// old list counting across sections, new row `g` likewise.
///
/// Complexity: O(S + N) hashing plus O(C log C) for the C common elements
/// whose order changed; O(S + N) memory.
///
/// `@inlinable` so that callers' modules specialise it for their element
/// types: unspecialised, every hash and comparison goes through witness
/// tables and the diff is about four times slower.
@usableFromInline
struct SectionedDiff<Model: Differentiable, Item: Differentiable> {
    @usableFromInline let old: [ListSection<Model, Item>]
    @usableFromInline let new: [ListSection<Model, Item>]
    @usableFromInline let options: DiffOptions
    @usableFromInline let sectionIsMoved: ((Model, Model) -> Bool)?
    @usableFromInline let itemIsMoved: ((Item, Item) -> Bool)?

    @inlinable
    init(
        old: [ListSection<Model, Item>], new: [ListSection<Model, Item>], options: DiffOptions,
        sectionIsMoved: ((Model, Model) -> Bool)?, itemIsMoved: ((Item, Item) -> Bool)?
    ) {
        self.old = old
        self.new = new
        self.options = options
        self.sectionIsMoved = sectionIsMoved
        self.itemIsMoved = itemIsMoved
    }

    /// Marks a hash-map slot that was absent before the lookup.
    @inlinable
    static var absent: Int { Int.min }

    /// Reads a map value and stores `value` if it was absent, with one hash probe.
    @inlinable @inline(__always)
    static func claim(_ slot: inout Int, _ value: Int) -> Int {
        let before = slot
        if before == absent { slot = value }
        return before
    }

    /// Where each element of one list is, and what it pairs with in the other.
    @usableFromInline
    struct Layout {
        /// First flat index of each section.
        @usableFromInline var start: [Int]
        /// Section of each flat row.
        @usableFromInline var sectionOf: [Int32]

        @inlinable
        init(start: [Int], sectionOf: [Int32]) {
            self.start = start
            self.sectionOf = sectionOf
        }

        @inlinable
        func element(_ flat: Int, in sections: [ListSection<Model, Item>]) -> Item {
            let s = Int(sectionOf[flat])
            return sections[s].items[flat - start[s]]
        }

        @inlinable
        func path(_ flat: Int) -> ItemPath {
            let s = Int(sectionOf[flat])
            return ItemPath(item: flat - start[s], section: s)
        }
    }

    @inlinable
    static func layout(of sections: [ListSection<Model, Item>]) -> Layout {
        var start = [Int]()
        start.reserveCapacity(sections.count)
        var total = 0
        for section in sections {
            start.append(total)
            total += section.items.count
        }
        var sectionOf = [Int32](repeating: 0, count: total)
        for (s, section) in sections.enumerated() where !section.items.isEmpty {
            let base = start[s]
            for i in 0..<section.items.count { sectionOf[base + i] = Int32(s) }
        }
        return Layout(start: start, sectionOf: sectionOf)
    }

    /// Computes the changeset, or throws at the first duplicate (old list first,
    /// sections before rows) before anything else is computed.
    @inlinable
    func changeset() throws(DiffError) -> Changeset {
        let oldLayout = Self.layout(of: old)
        let newLayout = Self.layout(of: new)
        let oldTotal = oldLayout.sectionOf.count
        let newTotal = newLayout.sectionOf.count

        // --- Identity: pair sections and rows, catching duplicates.
        // Map values: an old index (≥ 0), or `~new index` for a new-only element.
        var sectionIndex = [Model.DifferenceIdentifier: Int](minimumCapacity: old.count)
        for (s, section) in old.enumerated() {
            let id = section.model.differenceIdentifier
            let first = Self.claim(&sectionIndex[id, default: Self.absent], s)
            if first != Self.absent {
                throw .duplicateSection(id: String(describing: id), side: .old, first: first, second: s)
            }
        }
        var itemIndex = IdentityTable(capacity: oldTotal)
        for (s, section) in old.enumerated() {
            let base = oldLayout.start[s]
            for (i, item) in section.items.enumerated() {
                let id = item.differenceIdentifier
                let first = itemIndex.claim(hash: id.hashValue, payload: base + i) { f in
                    oldLayout.element(f, in: old).differenceIdentifier == id
                }
                if first != IdentityTable.empty {
                    throw .duplicateItem(
                        id: String(describing: id), side: .old,
                        first: oldLayout.path(first), second: ItemPath(item: i, section: s)
                    )
                }
            }
        }
        var sectionSource = [Int](repeating: -1, count: new.count)
        var sectionTarget = [Int](repeating: -1, count: old.count)
        for (t, section) in new.enumerated() {
            let id = section.model.differenceIdentifier
            let found = Self.claim(&sectionIndex[id, default: Self.absent], ~t)
            if found == Self.absent { continue }
            let first = found >= 0 ? sectionTarget[found] : ~found
            if first >= 0 {
                throw .duplicateSection(id: String(describing: id), side: .new, first: first, second: t)
            }
            sectionTarget[found] = t
            sectionSource[t] = found
        }
        var itemSource = [Int](repeating: -1, count: newTotal)
        var itemTarget = [Int](repeating: -1, count: oldTotal)
        // While the lists run in step, the next new row is the old row after the
        // last match: one equality test instead of a hash and a probe. Old ids are
        // unique (checked above), so a match here is the one the map would give.
        var cursor = 0
        for (t, section) in new.enumerated() {
            let base = newLayout.start[t]
            for (j, item) in section.items.enumerated() {
                let id = item.differenceIdentifier
                let g = base + j
                let found: Int
                if cursor < oldTotal, oldLayout.element(cursor, in: old).differenceIdentifier == id {
                    found = cursor
                } else {
                    found = itemIndex.claim(hash: id.hashValue, payload: ~g) { stored in
                        stored >= 0
                            ? oldLayout.element(stored, in: old).differenceIdentifier == id
                            : newLayout.element(~stored, in: new).differenceIdentifier == id
                    }
                    if found == IdentityTable.empty { continue }
                }
                cursor = found + 1
                let first = found >= 0 ? itemTarget[found] : ~found
                if first >= 0 {
                    throw .duplicateItem(
                        id: String(describing: id), side: .new,
                        first: newLayout.path(first), second: ItemPath(item: j, section: t)
                    )
                }
                itemTarget[found] = g
                itemSource[g] = found
            }
        }
        // The maps are not needed past this point; free them before the LIS work.
        sectionIndex = [:]
        itemIndex = IdentityTable(capacity: 0)

        // --- Sections: the common ones that stay are a preferred LIS.
        var sectionKept = [Bool](repeating: false, count: old.count)
        do {
            var rankOfOld = [Int](repeating: -1, count: old.count)
            var rank = 0
            for s in 0..<old.count where sectionTarget[s] >= 0 {
                rankOfOld[s] = rank
                rank += 1
            }
            var common = [Int]()  // new indices of common sections, in new order
            common.reserveCapacity(rank)
            var ranks = [Int]()
            ranks.reserveCapacity(rank)
            for t in 0..<new.count where sectionSource[t] >= 0 {
                common.append(t)
                ranks.append(rankOfOld[sectionSource[t]])
            }
            let hint: ((Int) -> Bool)? = sectionIsMoved.map { isMoved in
                { [old, new] k in
                    let t = common[k]
                    return isMoved(old[sectionSource[t]].model, new[t].model)
                }
            }
            let kept = LongestIncreasingSubsequence.kept(
                ranks: ranks, direction: options.preferredDirection, isHinted: hint
            )
            for (k, t) in common.enumerated() where kept[k] { sectionKept[sectionSource[t]] = true }
        }

        // --- Rows: per surviving section pair, the common rows that stay are a preferred LIS.
        var itemKept = [Bool](repeating: false, count: oldTotal)
        do {
            var rankOfOld = [Int32](repeating: -1, count: oldTotal)
            var common = [Int]()
            var ranks = [Int]()
            for t in 0..<new.count {
                let s = sectionSource[t]
                guard s >= 0 else { continue }
                let oldRange = oldLayout.start[s]..<(oldLayout.start[s] + old[s].items.count)
                let newRange = newLayout.start[t]..<(newLayout.start[t] + new[t].items.count)
                var rank: Int32 = 0
                for f in oldRange {
                    let g = itemTarget[f]
                    if g >= 0, newLayout.sectionOf[g] == Int32(t) {
                        rankOfOld[f] = rank
                        rank += 1
                    }
                }
                guard rank > 0 else { continue }
                common.removeAll(keepingCapacity: true)
                ranks.removeAll(keepingCapacity: true)
                common.reserveCapacity(Int(rank))
                ranks.reserveCapacity(Int(rank))
                for g in newRange {
                    let f = itemSource[g]
                    if f >= 0, oldLayout.sectionOf[f] == Int32(s) {
                        common.append(g)
                        ranks.append(Int(rankOfOld[f]))
                    }
                }
                let hint: ((Int) -> Bool)? = itemIsMoved.map { isMoved in
                    { [old, new, common, itemSource] k in
                        let g = common[k]
                        let from = oldLayout.path(itemSource[g])
                        return isMoved(old[s].items[from.item], new[t].items[g - newLayout.start[t]])
                    }
                }
                let kept = LongestIncreasingSubsequence.kept(
                    ranks: ranks, direction: options.preferredDirection, isHinted: hint
                )
                for (k, g) in common.enumerated() where kept[k] { itemKept[itemSource[g]] = true }
            }
        }

        // --- The batch, in sorted order as it is produced.
        var sections = Changeset.Sections()
        var deferred = Changeset.Deferred()
        for (s, section) in old.enumerated() {
            let t = sectionTarget[s]
            if t < 0 {
                sections.deleted.append(s)
                continue
            }
            let changed = !new[t].model.isContentEqual(to: section.model)
            if sectionKept[s] {
                if changed { sections.reloaded.append(s) }
            } else {
                sections.moved.append(Move(from: s, to: t))
                if changed { deferred.sections.append(t) }
            }
        }
        for t in 0..<new.count where sectionSource[t] < 0 { sections.inserted.append(t) }
        deferred.sections.sort()

        var items = Changeset.Items()
        for (s, section) in old.enumerated() {
            let base = oldLayout.start[s]
            let sectionDeleted = sectionTarget[s] < 0
            for (i, item) in section.items.enumerated() {
                let g = itemTarget[base + i]
                if g < 0 {
                    // Rows of a deleted section go with it unless they moved out.
                    if !sectionDeleted { items.deleted.append(ItemPath(item: i, section: s)) }
                    continue
                }
                let to = newLayout.path(g)
                let changed = !new[to.section].items[to.item].isContentEqual(to: item)
                if itemKept[base + i] {
                    if changed { items.reloaded.append(ItemPath(item: i, section: s)) }
                } else {
                    items.moved.append(Move(from: ItemPath(item: i, section: s), to: to))
                    if changed { deferred.items.append(to) }
                }
            }
        }
        // Rows of an inserted section come with it (UIKit's convention): not listed.
        for g in 0..<newTotal where itemSource[g] < 0 && sectionSource[Int(newLayout.sectionOf[g])] >= 0 {
            items.inserted.append(newLayout.path(g))
        }
        deferred.items.sort()
        return Changeset(sections: sections, items: items, deferred: deferred)
    }
}
