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
    /// row are kept as they are. No row is read, only slots, and the sections
    /// are rebuilt chunk by chunk as their slots are merged, never through an
    /// array of all of them.
    @inlinable
    mutating func refilter(states: [UInt8]) -> Changeset {
        let order = slotOrder
        func changes(_ slot: LiveSlot) -> Bool { states[slot.handle] & RowState.changed != 0 }
        let wasHidden = hidden
        hidden = [:]
        // Per section key with hidden rows that come back, the first arrival among them.
        var firstSeq: [SectionKey: Int] = [:]
        for (key, rows) in wasHidden {
            var first = Int.max
            for chunk in rows.chunks {
                for slot in chunk where changes(slot) { first = Swift.min(first, slot.seq) }
            }
            if first != .max { firstSeq[key] = first }
        }
        // Keys of sections not shown now, in the order their first row comes back.
        let returningKeys = firstSeq.keys.filter { sectionIndexes[$0] == nil }.sorted { firstSeq[$0] ?? 0 < firstSeq[$1] ?? 0 }
        var result = Changeset()
        var built: [Section] = []
        built.reserveCapacity(sections.count + returningKeys.count)
        // Per section built from an old one: the new indices of its rows that came back.
        var cameBack: [SectionKey: [Int]] = [:]
        for (s, section) in sections.enumerated() {
            let hiddenRows = wasHidden[section.key]
            guard firstSeq[section.key] != nil || section.rows.chunks.contains(where: { $0.contains(where: changes) }) else {
                built.append(section)
                if let hiddenRows { hidden[section.key] = hiddenRows }
                continue
            }
            // One pass over both sides in order: each hidden row and each shown row goes to the side it is on now.
            var rows = RankedChunks<LiveSlot>()
            var stillHidden = RankedChunks<LiveSlot>()
            var gone: [Int] = []
            var indices: [Int] = []
            var others = (hiddenRows?.chunks ?? []).joined().makeIterator()
            var other = others.next()
            func place(hidden slot: LiveSlot) {
                if changes(slot) {
                    indices.append(rows.count)
                    rows.appendInOrder(slot)
                } else {
                    stillHidden.appendInOrder(slot)
                }
            }
            var i = 0
            for chunk in section.rows.chunks {
                for slot in chunk {
                    while let next = other, order.precedes(next, slot) {
                        place(hidden: next)
                        other = others.next()
                    }
                    if changes(slot) {
                        // Changed and shown: it leaves.
                        gone.append(i)
                        stillHidden.appendInOrder(slot)
                    } else {
                        rows.appendInOrder(slot)
                    }
                    i += 1
                }
            }
            while let next = other {
                place(hidden: next)
                other = others.next()
            }
            stillHidden.finishAppending()
            if !stillHidden.isEmpty { hidden[section.key] = stillHidden }
            guard !rows.isEmpty else {
                // Its rows go with it, unlisted.
                result.sections.deleted.append(s)
                continue
            }
            rows.finishAppending()
            result.items.deleted += gone.map { ItemPath(item: $0, section: s) }
            cameBack[section.key] = indices
            built.append(Section(key: section.key, seq: section.seq, rows: rows))
        }
        // Sections not shown before: the rows that stay hidden stay, the rows that come back make the section.
        var returningRows: [SectionKey: RankedChunks<LiveSlot>] = [:]
        for (key, rows) in wasHidden where sectionIndexes[key] == nil {
            var back = RankedChunks<LiveSlot>()
            var stays = RankedChunks<LiveSlot>()
            for chunk in rows.chunks {
                for slot in chunk {
                    if changes(slot) { back.appendInOrder(slot) } else { stays.appendInOrder(slot) }
                }
            }
            stays.finishAppending()
            if !stays.isEmpty { hidden[key] = stays }
            back.finishAppending()
            if !back.isEmpty { returningRows[key] = back }
        }
        var returning = Set<SectionKey>()
        for key in returningKeys {
            returning.insert(key)
            built.append(Section(key: key, seq: nextSectionSeq, rows: returningRows[key] ?? RankedChunks()))
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
}
