import ListDiff

extension BatchValidation {
    /// The new layout derived from `old` through `mapping`, asking the data
    /// source only about what the batch touches, and checking those rows'
    /// identities: the ``CollectionViewConfiguration/Validation/touched`` mode.
    ///
    /// Touched rows are, at their new paths: inserted rows, rows moved to a
    /// place, reloaded and deferred rows, every row of an inserted section,
    /// and the rows next to each of them and next to where a row was deleted
    /// or moved from. Their ids and heights come from the data source (a row
    /// that continues an old row must have its id); every other row keeps
    /// the id and height it had. Section ids and headers are asked for every
    /// section. Sections without a touched row keep their rows as they were.
    ///
    /// What this cannot catch: a data source whose untouched rows differ from
    /// what the batch implies (say, two untouched rows swapped without being
    /// listed as moved). ``CollectionViewConfiguration/Validation/full`` does.
    ///
    /// - Throws: ``InvalidUpdate`` for a section (any) or a touched row whose
    ///   id is not the one the batch puts there: the first in reading order,
    ///   with the same message as the full check.
    /// - Complexity: O(sections + changes · log changes) plus O(rows) of plain
    ///   copies in the sections the batch touches.
    /// - Parameter touched: ``touchedRows(_:mapping:old:)`` of the batch.
    @MainActor
    static func derivedLayout(
        _ changeset: Changeset, mapping: BatchMapping, old: ListLayout, touched: [[Int]],
        source: any CollectionViewDataSource, separator: Bool
    ) throws(InvalidUpdate) -> ListLayout {
        var new = ListLayout()
        new.separator = separator
        let sectionCount = mapping.newSectionCount
        new.sectionIDs = (0..<sectionCount).map { source.sectionID($0) }
        new.headers = (0..<sectionCount).map { source.header(forSection: $0) }
        try checkSectionIdentities(mapping: mapping, old: old, new: new)

        let counts = mapping.newItemCounts
        new.itemIDs.reserveCapacity(sectionCount)
        new.rowTops.reserveCapacity(sectionCount)
        for t in 0..<sectionCount {
            let from = mapping.sectionSources[t]
            let marked = touched[t]
            if let s = from, marked.isEmpty, counts[t] == old.itemCount(s) {
                // Nothing in it changed: the section's rows are the old ones (shared, not copied).
                new.itemIDs.append(old.itemIDs[s])
                new.rowTops.append(old.rowTops[s])
                continue
            }
            var ids: [AnyHashable] = []
            ids.reserveCapacity(counts[t])
            var tops: [Int] = [0]
            tops.reserveCapacity(counts[t] + 1)
            var next = 0
            var i = 0
            while i < counts[t] {
                let isTouched = next < marked.count && marked[next] == i
                let continues = mapping.itemSources[t][i]
                if isTouched || from == nil || continues == nil {
                    if isTouched { next += 1 }
                    let path = ItemPath(item: i, section: t)
                    let id = source.itemID(at: path)
                    if let p = continues, old.itemIDs[p.section][p.item] != id {
                        throw itemIdentityError(at: path, id: id, from: p, old: old)
                    }
                    ids.append(id)
                    tops.append((tops.last ?? 0) + max(source.height(at: path), 1))
                    i += 1
                } else if let p = continues {
                    // Untouched rows up to the next touched one are kept, in old order: copied as one run.
                    let end = next < marked.count ? marked[next] : counts[t]
                    let run = p.item..<(p.item + end - i)
                    assert(mapping.itemSources[t][end - 1] == ItemPath(item: run.upperBound - 1, section: p.section))
                    ids.append(contentsOf: old.itemIDs[p.section][run])
                    let oldTops = old.rowTops[p.section]
                    let shift = (tops.last ?? 0) - oldTops[run.lowerBound]
                    // A loop, not a map: a closure here would be main-actor isolated and check its executor per row.
                    for x in (run.lowerBound + 1)...run.upperBound { tops.append(oldTops[x] + shift) }
                    i = end
                }
            }
            new.itemIDs.append(ids)
            new.rowTops.append(tops)
        }
        new.computeSectionTops()
        return new
    }

    /// For each new section, the sorted item indices of its touched rows
    /// (see ``derivedLayout(_:mapping:old:touched:source:separator:)``). O(changes · log changes).
    static func touchedRows(_ changeset: Changeset, mapping: BatchMapping, old: ListLayout) -> [[Int]] {
        let counts = mapping.newItemCounts
        var touched = [[Int]](repeating: [], count: counts.count)
        func mark(_ p: ItemPath) {
            guard p.section >= 0, p.section < counts.count else { return }
            for i in max(p.item - 1, 0)...min(p.item + 1, counts[p.section] - 1) { touched[p.section].append(i) }
        }
        /// The new places of the old rows next to old `p` (which itself may be gone).
        func markAround(old p: ItemPath) {
            for j in [p.item - 1, p.item, p.item + 1] where j >= 0 && j < old.itemCount(p.section) {
                if let target = mapping.itemTargets[p.section][j] { touched[target.section].append(target.item) }
            }
        }
        let items = changeset.items
        items.inserted.forEach(mark)
        for move in items.moved {
            mark(move.to)
            markAround(old: move.from)
        }
        for p in items.reloaded {
            if let target = mapping.itemTargets[p.section][p.item] { mark(target) }
        }
        items.deleted.forEach(markAround)
        changeset.deferred.items.forEach(mark)
        return touched.map { rows in
            var unique = [Int]()
            unique.reserveCapacity(rows.count)
            for i in rows.sorted() where unique.last != i { unique.append(i) }
            return unique
        }
    }
}
