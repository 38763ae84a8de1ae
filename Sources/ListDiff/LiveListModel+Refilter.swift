/// A filter change that shows or hides a large part of the list (typing the
/// first letters of a filter into a million rows), built in one pass over
/// the sections instead of row by row.
extension LiveListModel {
    /// Whether a filter change of `changed` rows is rebuilt in one pass
    /// (``refilter(states:)``) rather than committed row by row: from a quarter
    /// of the rows held, where O(n) beats O(k log n) with its chunk edits.
    @inlinable
    func refiltersInOnePass(changed: Int) -> Bool {
        changed * 4 >= handles.count
    }

    /// Applies the filter already set, given `states` (``rowStates()`` with
    /// the rows whose visibility changes marked ``RowState/changed``): the
    /// rows it hides leave their sections for ``hidden``, the rows it shows
    /// again leave ``hidden`` and are merged into their sections, both in
    /// order (no sort: each side already is), sections left empty are
    /// deleted and sections that come back are inserted (ordered by their
    /// first row's arrival when rows keep their arrival order). Returns the
    /// batch: what ``commit(_:)`` would give for the same touches, listed the
    /// same way. O(n) for n rows held; sections neither losing nor gaining a
    /// row are kept as they are. No row is read, only slots.
    @inlinable
    mutating func refilter(states: [UInt8]) -> Changeset {
        let order = slotOrder
        // Per section key, the hidden rows that come back and those that stay hidden, each in order.
        var back: [SectionKey: [LiveSlot]] = [:]
        var staying: [SectionKey: [LiveSlot]] = [:]
        var firstSeq: [SectionKey: Int] = [:]
        for (key, rows) in hidden {
            var comes: [LiveSlot] = []
            var stays: [LiveSlot] = []
            stays.reserveCapacity(rows.count)
            var first = Int.max
            for chunk in rows.chunks {
                for slot in chunk {
                    if states[slot.handle] & RowState.changed != 0 {
                        comes.append(slot)
                        first = Swift.min(first, slot.seq)
                    } else {
                        stays.append(slot)
                    }
                }
            }
            if !comes.isEmpty {
                back[key] = comes
                firstSeq[key] = first
            }
            if !stays.isEmpty { staying[key] = stays }
        }
        hidden = [:]
        // Keys of sections not shown now, in the order their first row comes back.
        let returningKeys = back.keys.filter { sectionIndexes[$0] == nil }.sorted { firstSeq[$0] ?? 0 < firstSeq[$1] ?? 0 }
        var result = Changeset()
        var built: [Section] = []
        built.reserveCapacity(sections.count + returningKeys.count)
        // Per section built from an old one: the new indices of its rows that came back.
        var cameBack: [SectionKey: [Int]] = [:]
        for (s, section) in sections.enumerated() {
            let coming = back[section.key] ?? []
            var rows: [LiveSlot] = []
            var leaving: [LiveSlot] = []
            var gone: [Int] = []
            rows.reserveCapacity(section.rows.count + coming.count)
            var i = 0
            for chunk in section.rows.chunks {
                for slot in chunk {
                    // Changed and shown: it leaves.
                    if states[slot.handle] & RowState.changed != 0 {
                        gone.append(i)
                        leaving.append(slot)
                    } else {
                        rows.append(slot)
                    }
                    i += 1
                }
            }
            let stillHidden = Self.merged(staying.removeValue(forKey: section.key) ?? [], leaving, in: order).slots
            if !stillHidden.isEmpty { hidden[section.key] = RankedChunks(sorted: stillHidden) }
            guard !rows.isEmpty || !coming.isEmpty else {
                // Its rows go with it, unlisted.
                result.sections.deleted.append(s)
                continue
            }
            guard !gone.isEmpty || !coming.isEmpty else {
                built.append(section)
                continue
            }
            result.items.deleted += gone.map { ItemPath(item: $0, section: s) }
            let (merged, indices) = Self.merged(rows, coming, in: order)
            cameBack[section.key] = indices
            built.append(Section(key: section.key, seq: section.seq, rows: RankedChunks(sorted: merged)))
        }
        // Sections not shown before: the rows that stay hidden stay, the rows that come back make the section.
        for (key, stays) in staying { hidden[key] = RankedChunks(sorted: stays) }
        var returning = Set<SectionKey>()
        for key in returningKeys {
            returning.insert(key)
            built.append(Section(key: key, seq: nextSectionSeq, rows: RankedChunks(sorted: back[key] ?? [])))
            nextSectionSeq += 1
        }
        sections = built.sorted(by: sectionPrecedes)
        sectionIndexes = [:]
        sectionIndexes.reserveCapacity(sections.count)
        for (t, section) in sections.enumerated() {
            sectionIndexes[section.key] = t
            if returning.contains(section.key) {
                // Its rows come with it, unlisted.
                result.sections.inserted.append(t)
            } else if let indices = cameBack[section.key] {
                result.items.inserted += indices.map { ItemPath(item: $0, section: t) }
            }
        }
        return result
    }

    /// `a` and `b` (each in `order`) merged in order, and the indices the
    /// elements of `b` take (`a` wins ties, which a strict order has none of). O(a + b).
    @inlinable
    static func merged(_ a: [LiveSlot], _ b: [LiveSlot], in order: LiveSlotOrder) -> (slots: [LiveSlot], fromB: [Int]) {
        guard !b.isEmpty else { return (a, []) }
        guard !a.isEmpty else { return (b, Array(b.indices)) }
        var merged: [LiveSlot] = []
        merged.reserveCapacity(a.count + b.count)
        var indices: [Int] = []
        indices.reserveCapacity(b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j < b.count, i == a.count || order.precedes(b[j], a[i]) {
                indices.append(merged.count)
                merged.append(b[j])
                j += 1
            } else {
                merged.append(a[i])
                i += 1
            }
        }
        return (merged, indices)
    }
}
