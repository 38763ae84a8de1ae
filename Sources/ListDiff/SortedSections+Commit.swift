/// The incremental engine behind `update(addOrUpdate:delete:)`: apply the
/// planned row edits to the sorted arrays and derive the changeset from the
/// rows touched, never from a diff of the whole list.
extension SortedSections {
    /// What an update will do, decided before anything changes.
    struct UpdatePlan {
        /// A row that stays where it is with a new value.
        struct InPlace {
            var path: ItemPath
            var id: ID
            var item: Item
            var changed: Bool
        }
        /// A row taken out: deleted, or a mover's old place.
        struct Removal {
            var path: ItemPath
            var id: ID
            var isDelete: Bool
        }
        /// A row put in: a new item, or a mover's new place.
        struct Insertion {
            var id: ID
            var item: Item
            var seq: Int
            /// The mover's old path; `nil` for a new item.
            var oldPath: ItemPath?
            /// The section the mover left.
            var oldKey: SectionKey?
            var changed: Bool
        }
        var inPlace: [InPlace] = []
        var removals: [Removal] = []
        var insertions: [Insertion] = []
    }

    /// Applies `plan` (already validated) and returns its changeset.
    mutating func commit(_ plan: UpdatePlan) -> Changeset {
        let oldSectionCount = sections.count

        // Sections whose first row may change: their order among sections may change.
        var touched = Set<Int>()
        for removal in plan.removals { touched.insert(removal.path.section) }
        for insertion in plan.insertions {
            if let s = sectionIndexes[sectionKeyOf(insertion.item)] { touched.insert(s) }
        }
        var oldFirst: [Int: Int] = [:]
        for s in touched { oldFirst[s] = sections[s].seqs.first }

        // 1. Values of rows that stay (old paths are still valid).
        for edit in plan.inPlace {
            sections[edit.path.section].items[edit.path.item] = edit.item
            rows[edit.id]?.item = edit.item
            if overrides[edit.id] == sectionKeyOf(edit.item) { overrides[edit.id] = nil }
        }

        // 2. Removals, per section, from the back so indices stay valid.
        var removedBySection: [Int: [Int]] = [:]
        for removal in plan.removals {
            removedBySection[removal.path.section, default: []].append(removal.path.item)
            if removal.isDelete {
                rows[removal.id] = nil
                manuallyMoved.remove(removal.id)
            }
            overrides[removal.id] = nil
        }
        for (s, indexes) in removedBySection {
            let sorted = indexes.sorted()
            removedBySection[s] = sorted
            removeRows(at: sorted, fromSection: s)
        }

        // 3. Insertions at their place; new sections go at the end for now.
        for insertion in plan.insertions {
            let key = sectionKeyOf(insertion.item)
            let s: Int
            if let existing = sectionIndexes[key] {
                s = existing
            } else {
                s = sections.count
                sections.append(Section(key: key))
                sectionIndexes[key] = s
            }
            let i = insertionIndex(of: insertion.item, seq: insertion.seq, in: sections[s])
            sections[s].items.insert(insertion.item, at: i)
            sections[s].seqs.insert(insertion.seq, at: i)
            rows[insertion.id] = Row(item: insertion.item, seq: insertion.seq)
        }

        // 4. Section structure.
        let sectionChange = reorderSections(oldSectionCount: oldSectionCount, touched: touched, oldFirst: oldFirst)

        // 5. New paths of inserted rows, then which movers need not move.
        var newPaths: [ItemPath] = []
        newPaths.reserveCapacity(plan.insertions.count)
        var insertedBySection: [Int: [Int]] = [:]
        for insertion in plan.insertions {
            // The row was inserted in step 3, so both look-ups find it; were
            // one ever to fail, replacing everything is still a correct batch.
            guard let s = sectionIndexes[sectionKeyOf(insertion.item)],
                  let i = index(of: Row(item: insertion.item, seq: insertion.seq), inSection: s) else {
                return Changeset.replacingAll(oldSectionCount: oldSectionCount, newSectionCount: sections.count)
            }
            newPaths.append(ItemPath(item: i, section: s))
            insertedBySection[s, default: []].append(i)
        }
        for s in insertedBySection.keys { insertedBySection[s]?.sort() }
        let demoted = moversThatKeepTheirPlace(
            plan.insertions, newPaths: newPaths, removed: removedBySection, inserted: insertedBySection)

        // 6. The changeset.
        // Whole sections bring and take their rows: those are not listed.
        let deletedSections = Set(sectionChange.deleted)
        let insertedSections = Set(sectionChange.inserted)
        var items = Changeset.Items()
        var deferred: [ItemPath] = []
        for removal in plan.removals where removal.isDelete && !deletedSections.contains(removal.path.section) {
            items.deleted.append(removal.path)
        }
        for edit in plan.inPlace where edit.changed { items.reloaded.append(edit.path) }
        for (n, insertion) in plan.insertions.enumerated() {
            guard let oldPath = insertion.oldPath else {
                if !insertedSections.contains(newPaths[n].section) { items.inserted.append(newPaths[n]) }
                continue
            }
            if demoted.contains(n) {
                if insertion.changed { items.reloaded.append(oldPath) }
            } else {
                items.moved.append(Move(from: oldPath, to: newPaths[n]))
                if insertion.changed { deferred.append(newPaths[n]) }
            }
        }
        return Changeset(
            sections: .init(deleted: sectionChange.deleted, inserted: sectionChange.inserted, moved: sectionChange.moved),
            items: .init(deleted: items.deleted, inserted: items.inserted, moved: items.moved, reloaded: items.reloaded),
            deferred: .init(items: deferred)
        )
    }

    /// Removes the rows at the sorted indices `indexes` of section `s`.
    private mutating func removeRows(at indexes: [Int], fromSection s: Int) {
        if indexes.count <= 8 {
            for i in indexes.reversed() {
                sections[s].items.remove(at: i)
                sections[s].seqs.remove(at: i)
            }
            return
        }
        // Many rows: one compacting pass instead of many shifts.
        var next = 0
        var write = 0
        let count = sections[s].items.count
        for read in 0..<count {
            if next < indexes.count, indexes[next] == read {
                next += 1
                continue
            }
            if write != read {
                sections[s].items.swapAt(write, read)
                sections[s].seqs.swapAt(write, read)
            }
            write += 1
        }
        sections[s].items.removeLast(count - write)
        sections[s].seqs.removeLast(count - write)
    }

    /// Section deletes, inserts and moves, in changeset indices.
    struct SectionChange {
        var deleted: [Int] = []
        var inserted: [Int] = []
        var moved: [Move<Int>] = []
    }

    /// Drops emptied sections, places new ones, and (while sorted) re-places
    /// sections whose first row changed; returns what happened to sections.
    ///
    /// Sections whose first row did not change keep their relative order (it
    /// is still sorted) and never move; only re-placed sections can be moves,
    /// and only if they did not land where they were. O(S) when anything
    /// changed, O(touched sections) otherwise.
    private mutating func reorderSections(oldSectionCount: Int, touched: Set<Int>, oldFirst: [Int: Int]) -> SectionChange {
        var change = SectionChange()
        change.deleted = touched.filter { sections[$0].items.isEmpty }.sorted()
        let created = Array(oldSectionCount..<sections.count)
        var candidates: [Int] = []
        if !isComparatorSuspended {
            candidates = touched.filter { !sections[$0].items.isEmpty && sections[$0].seqs.first != oldFirst[$0] }.sorted()
        }
        if change.deleted.isEmpty && created.isEmpty && candidates.isEmpty { return change }

        let leaving = Set(change.deleted).union(candidates)
        let stable = (0..<oldSectionCount).filter { !leaving.contains($0) }
        func firstPrecedes(_ a: Int, _ b: Int) -> Bool {
            let x = sections[a]
            let y = sections[b]
            guard let xi = x.items.first, let xs = x.seqs.first, let yi = y.items.first, let ys = y.seqs.first else { return false }
            return isComparatorSuspended ? comparator(xi, yi) : precedes(xi, xs, yi, ys)
        }
        // Slot j = just before stable[j] (j == stable.count: at the end).
        var slots: [Int: [Int]] = [:]
        var slotOf: [Int: Int] = [:]
        for p in candidates + created {
            let slot: Int
            if isComparatorSuspended {
                slot = stable.firstIndex { firstPrecedes(p, $0) } ?? stable.count
            } else {
                slot = stable.partitioningIndex { !firstPrecedes($0, p) }
            }
            slots[slot, default: []].append(p)
            slotOf[p] = slot
        }
        var order: [Int] = []
        order.reserveCapacity(stable.count + candidates.count + created.count)
        for j in 0...stable.count {
            if let group = slots[j] { order.append(contentsOf: group.sorted(by: firstPrecedes)) }
            if j < stable.count { order.append(stable[j]) }
        }
        var newIndex = [Int](repeating: -1, count: sections.count)
        for (n, current) in order.enumerated() { newIndex[current] = n }

        // A re-placed section is not a move if it sits among the same stable
        // sections as before and in the same order as the others that do.
        var groups: [Int: [Int]] = [:]
        for c in candidates {
            let oldRank = lowerBound(stable, c)
            if slotOf[c] == oldRank { groups[oldRank, default: []].append(c) }
        }
        var kept = Set<Int>()
        for group in groups.values {
            let byNew = group.sorted { newIndex[$0] < newIndex[$1] }
            for k in longestIncreasingRun(byNew) { kept.insert(byNew[k]) }
        }
        change.moved = candidates.filter { !kept.contains($0) }.map { Move(from: $0, to: newIndex[$0]) }
        change.inserted = created.map { newIndex[$0] }

        for s in change.deleted { sectionIndexes[sections[s].key] = nil }
        sections = order.map { sections[$0] }
        renumberSections()
        return change
    }

    /// Movers that stayed in their section and landed among the same kept
    /// rows, in an order consistent with each other: they need not move.
    private func moversThatKeepTheirPlace(
        _ insertions: [UpdatePlan.Insertion], newPaths: [ItemPath],
        removed: [Int: [Int]], inserted: [Int: [Int]]
    ) -> Set<Int> {
        // (new section, rank) → the insertions there, each with its old item index.
        var groups: [ItemPath: [(insertion: Int, oldItem: Int)]] = [:]
        for (n, insertion) in insertions.enumerated() {
            guard let oldPath = insertion.oldPath, let oldKey = insertion.oldKey,
                  oldKey == sections[newPaths[n].section].key else { continue }
            let oldRank = oldPath.item - lowerBound(removed[oldPath.section] ?? [], oldPath.item)
            let newRank = newPaths[n].item - lowerBound(inserted[newPaths[n].section] ?? [], newPaths[n].item)
            if oldRank == newRank {
                groups[ItemPath(item: newRank, section: newPaths[n].section), default: []].append((n, oldPath.item))
            }
        }
        var kept = Set<Int>()
        for group in groups.values {
            let byNew = group.sorted { newPaths[$0.insertion].item < newPaths[$1.insertion].item }
            for k in longestIncreasingRun(byNew.map(\.oldItem)) { kept.insert(byNew[k].insertion) }
        }
        return kept
    }

    /// The number of elements of sorted `values` smaller than `value`.
    private func lowerBound(_ values: [Int], _ value: Int) -> Int {
        values.partitioningIndex { $0 >= value }
    }

    /// Positions of a longest strictly increasing subsequence of the
    /// distinct `values`, chosen by the diff's own rule
    /// (``LongestIncreasingSubsequence``, default direction): the same rows
    /// stay put as a full diff would keep. O(k log k).
    private func longestIncreasingRun(_ values: [Int]) -> [Int] {
        let sorted = values.sorted()
        let ranks = values.map { lowerBound(sorted, $0) }
        let kept = LongestIncreasingSubsequence.kept(ranks: ranks, direction: DiffOptions().preferredDirection, isHinted: nil)
        return kept.indices.filter { kept[$0] }
    }
}
