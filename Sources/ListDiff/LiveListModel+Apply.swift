/// Applying a coalesced batch: resolve what each identity becomes, find the
/// touched rows' old places, edit the sections, find their new places, and
/// build the changeset from the touched rows alone.
extension LiveListModel {
    /// One identity the batch changes on screen: its slots and sections
    /// before and after (`nil`: not shown), not its rows, so touches are
    /// cheap to copy around.
    @usableFromInline
    struct Touch {
        @usableFromInline var old: LiveSlot?
        @usableFromInline var oldKey: SectionKey?
        @usableFromInline var new: LiveSlot?
        @usableFromInline var newKey: SectionKey?
        /// Shown before and after, with a content that changed.
        @usableFromInline var contentChanged: Bool
        @usableFromInline var oldPath: ItemPath?
        @usableFromInline var newPath: ItemPath?
        /// The section the row leaves, as numbered before the batch (-1: none).
        @usableFromInline var oldSection = -1
        /// The section the row goes to, as numbered while the batch edits
        /// (the sections before it, then the ones it adds; -1: none).
        @usableFromInline var newSection = -1
        /// Where the old slot was found (chunk and offset in its section), for removing it without a search.
        @usableFromInline var oldChunk = -1
        @usableFromInline var oldOffset = -1

        @inlinable
        init(old: LiveSlot?, oldKey: SectionKey?, new: LiveSlot?, newKey: SectionKey?, contentChanged: Bool) {
            self.old = old
            self.oldKey = oldKey
            self.new = new
            self.newKey = newKey
            self.contentChanged = contentChanged
        }
    }

    /// Applies `changes` and returns the changeset from the list before.
    ///
    /// Upserts of rows that change nothing (same content, section and
    /// place in the order) and deletes of rows the list does not hold are
    /// dropped. O(k log n) for k changed rows, plus O(S) when sections
    /// appear or disappear; a resync also visits every row, O(n).
    @inlinable @discardableResult
    public mutating func apply(_ changes: LiveChanges<Row>) -> Changeset {
        // Into an empty list (the first resync of a feed): build the sections at once.
        if handles.isEmpty, changes.resyncIndex != nil { return load(changes) }
        return commit(resolve(changes))
    }

    /// A handle in the store for a row that arrives (its entry is stored when the batch is applied).
    @inlinable
    mutating func newHandle() -> Int {
        if let handle = freeHandles.popLast() { return handle }
        store.append(nil)
        storedIDs.append(nil)
        handleSlots.append(LiveSlot.vacant)
        return store.count - 1
    }

    /// Moves the shown rows of `touches` from their old places to their new
    /// ones and returns the changeset (the identity table is already up to date).
    ///
    /// Each row is searched for once at its old place (which gives its old
    /// path and where to remove it) and once where it goes (a section's
    /// arrivals are inserted in order, so each insert's index is already
    /// its new path); section keys are hashed once per row.
    @inlinable
    mutating func commit(_ touches: [Touch]) -> Changeset {
        var touches = touches
        guard !touches.isEmpty else { return Changeset() }
        let oldKeys = sections.map(\.key)
        let oldCount = sections.count

        // Each row's sections; sections that appear are added (empty) in the order of their first row.
        var leaving = [Int](repeating: 0, count: oldCount)
        var arriving = [Int](repeating: 0, count: oldCount)
        for t in touches.indices {
            if let key = touches[t].oldKey, let s = sectionIndexes[key] {
                touches[t].oldSection = s
                leaving[s] += 1
            }
            guard touches[t].new != nil, let key = touches[t].newKey else { continue }
            let s: Int
            if touches[t].oldSection >= 0, touches[t].oldKey == key {
                s = touches[t].oldSection
            } else if let known = sectionIndexes[key] {
                s = known
            } else {
                s = sections.count
                sectionIndexes[key] = s
                sections.append(Section(key: key, seq: nextSectionSeq))
                nextSectionSeq += 1
                arriving.append(0)
            }
            touches[t].newSection = s
            arriving[s] += 1
        }
        // A section dies when every row leaves and none arrives.
        var dying = [Bool](repeating: false, count: oldCount)
        for s in 0..<oldCount where leaving[s] > 0 && arriving[s] == 0 && leaving[s] == sections[s].rows.count {
            dying[s] = true
        }

        // Old places, where a changeset names them (not the deleted rows of a deleted section).
        var leavers = [[Int]](repeating: [], count: oldCount)
        var arrivers = [[Int]](repeating: [], count: sections.count)
        for t in touches.indices {
            if touches[t].newSection >= 0 { arrivers[touches[t].newSection].append(t) }
            let s = touches[t].oldSection
            guard s >= 0, let old = touches[t].old else { continue }
            leavers[s].append(t)
            if touches[t].new == nil, dying[s] { continue }
            if let (i, c, offset) = sections[s].rows.find(old, in: slotOrder) {
                touches[t].oldPath = ItemPath(item: i, section: s)
                touches[t].oldChunk = c
                touches[t].oldOffset = offset
            }
        }

        // The edits, section by section; new items as each insert places them.
        var newItems = [Int](repeating: -1, count: touches.count)
        var emptied = false
        for s in sections.indices where (s < oldCount && !leavers[s].isEmpty) || !arrivers[s].isEmpty {
            if s < oldCount, dying[s] {
                sections[s].rows = RankedChunks()
                emptied = true
                continue
            }
            editSection(s, leavers: s < oldCount ? leavers[s] : [], arrivers: arrivers[s], touches: touches, newItems: &newItems)
            if sections[s].rows.isEmpty { emptied = true }
        }

        // Sections that emptied go, sections that appeared go to their place: renumber.
        let renumbered = emptied || sections.count > oldCount ? reorderSections(bornFrom: oldCount) : nil
        func finalIndex(_ s: Int) -> Int { renumbered.map { $0[s] } ?? s }
        var born: [Int] = []
        for s in oldCount..<(renumbered?.count ?? sections.count) where finalIndex(s) >= 0 { born.append(finalIndex(s)) }

        // New places, where a changeset names them (not the new rows of a new section).
        for t in touches.indices where newItems[t] >= 0 {
            let s = touches[t].newSection
            if touches[t].old == nil, s >= oldCount { continue }
            touches[t].newPath = ItemPath(item: newItems[t], section: finalIndex(s))
        }
        return changeset(for: touches, oldKeys: oldKeys, dying: dying, born: born)
    }

    /// Edits section `s`: removes the old slots of `leavers` (found before
    /// any edit) from the last to the first, then inserts the new slots of
    /// `arrivers` in order, noting each one's index in `newItems`. A big edit
    /// (more than a quarter of the section, and more than 64 rows) rebuilds
    /// the section by a merge instead: O(m) rather than many chunk edits.
    @inlinable
    mutating func editSection(_ s: Int, leavers: [Int], arrivers: [Int], touches: [Touch], newItems: inout [Int]) {
        let order = slotOrder
        // Arrivals in the order, so each insert lands after every earlier one: its index is final.
        var arriving = arrivers.compactMap { t in touches[t].new.map { (slot: $0, touch: t) } }
        arriving.sort { order.precedes($0.slot, $1.slot) }
        let present = sections[s].rows.count
        if !arriving.isEmpty, arriving.count + leavers.count > max(64, present / 4) {
            let leavingSeqs = Set(leavers.compactMap { touches[$0].old?.seq })
            var rows = sections[s].rows.elements
            if !leavingSeqs.isEmpty { rows.removeAll { leavingSeqs.contains($0.seq) } }
            var merged: [LiveSlot] = []
            merged.reserveCapacity(rows.count + arriving.count)
            var i = 0
            for (slot, t) in arriving {
                while i < rows.count, order.precedes(rows[i], slot) {
                    merged.append(rows[i])
                    i += 1
                }
                newItems[t] = merged.count
                merged.append(slot)
            }
            merged.append(contentsOf: rows[i...])
            sections[s].rows = RankedChunks(sorted: merged)
            return
        }
        // From the highest old index down: each removal leaves the places found before it as they were.
        let found = leavers.filter { touches[$0].oldChunk >= 0 }.sorted {
            (touches[$0].oldPath?.item ?? 0) > (touches[$1].oldPath?.item ?? 0)
        }
        for t in found { sections[s].rows.remove(atChunk: touches[t].oldChunk, offset: touches[t].oldOffset) }
        // A row not found at its old place (none in a consistent model) is searched for.
        for t in leavers where touches[t].oldChunk < 0 {
            if let old = touches[t].old { sections[s].rows.remove(old, in: order) }
        }
        for (slot, t) in arriving { newItems[t] = sections[s].rows.insert(slot, in: order) }
    }

    /// After an edit that emptied or added sections: drops the empty ones,
    /// puts the new ones (numbered from `bornFrom`) at their place, the
    /// others keeping their order, and renumbers. Returns each section's
    /// new number by its number during the edit (-1: dropped). O(S log S).
    @inlinable
    mutating func reorderSections(bornFrom firstBorn: Int) -> [Int] {
        let seqs = sections.map(\.seq)
        // A section emptied and refilled in the same batch stays.
        let kept = sections.indices.filter { !sections[$0].rows.isEmpty }
        // Sections that were already there keep their order; new ones go to their place.
        let old = kept.filter { $0 < firstBorn }.map { sections[$0] }
        let new = kept.filter { $0 >= firstBorn }.map { sections[$0] }.sorted(by: sectionPrecedes)
        sections = Self.merge(old, new, by: sectionPrecedes)
        sectionIndexes = [:]
        var indexOfSeq: [Int: Int] = [:]
        for (s, section) in sections.enumerated() {
            sectionIndexes[section.key] = s
            indexOfSeq[section.seq] = s
        }
        return seqs.map { indexOfSeq[$0] ?? -1 }
    }

    /// Stores what each identity becomes, in the order the changes arrived,
    /// without the changes that change nothing, and returns the rows to move
    /// on screen (hidden rows are not shown, so not touched; they are stored
    /// all the same).
    ///
    /// Each identity is hashed once (twice for a row that arrives), each new
    /// row copied once out of `changes` into the store and each old entry
    /// read once: at a million rows every copy of an entry and every lookup
    /// is a cache miss on the UI thread. Identities are distinct in a batch,
    /// so storing a row as soon as it is resolved changes no later lookup;
    /// handles freed by the batch are reused from the next one.
    @inlinable
    mutating func resolve(_ changes: LiveChanges<Row>) -> [Touch] {
        typealias Edits = [ID: LiveChanges<Row>.Pending]
        // Where each identity's new row is, not the row: an edit, a row of the resync (`resyncRow` ≥ 0), or none.
        var wanted: [(id: ID, edit: Edits.Index?, resyncRow: Int, at: Int)] = []
        if let resync = changes.resyncIndex {
            wanted.reserveCapacity(handles.count + resync.count)
            for id in handles.keys where resync[id] == nil && changes.edits[id] == nil {
                wanted.append((id, nil, -1, Int.min))
            }
            // Before every edit made after the resync.
            let count = changes.resyncRows.count
            for i in changes.resyncRows.indices {
                let id = changes.resyncRows[i].differenceIdentifier
                if changes.edits[id] == nil { wanted.append((id, nil, i, i - count)) }
            }
        } else {
            wanted.reserveCapacity(changes.edits.count)
        }
        var e = changes.edits.startIndex
        while e != changes.edits.endIndex {
            let id = changes.edits.keys[e]
            var at = changes.edits.values[e].order
            if case .upsert = changes.edits.values[e].edit, let i = changes.resyncIndex?[id] {
                at = i - changes.resyncRows.count
            }
            wanted.append((id, e, -1, at))
            changes.edits.formIndex(after: &e)
        }
        // Sorting positions, not the generic tuples: moving those costs metadata lookups per swap.
        let arrivals = wanted.map(\.at)
        let inOrder = arrivals.indices.sorted { arrivals[$0] < arrivals[$1] }

        var touches: [Touch] = []
        touches.reserveCapacity(wanted.count)
        var freed: [Int] = []
        var seq = nextSeq
        for w in inOrder {
            let id = wanted[w].id
            var row: Row?
            var fresh = false
            if let e = wanted[w].edit {
                switch changes.edits.values[e].edit {
                case let .upsert(new): row = new
                case let .replace(new):
                    row = new
                    fresh = true
                case .delete: row = nil
                }
            } else if wanted[w].resyncRow >= 0 {
                row = changes.resyncRows[wanted[w].resyncRow]
            }
            guard let row else {
                // A delete: of a row the list holds, or nothing.
                guard let handle = handles.removeValue(forKey: id), let old = store[handle] else { continue }
                let oldSlot = handleSlots[handle]
                store[handle] = nil
                storedIDs[handle] = nil
                // Its values let go of now, not when the handle is taken again.
                handleSlots[handle] = LiveSlot.vacant
                freed.append(handle)
                if isIncluded?(old.row) ?? true {
                    touches.append(Touch(old: oldSlot, oldKey: old.key, new: nil, newKey: nil, contentChanged: false))
                } else {
                    unhide(oldSlot, key: old.key)
                }
                continue
            }
            let key = sectionOf(row)
            let oldHandle = handles[id]
            let old = oldHandle.flatMap { handle in store[handle].map { (row: $0.row, key: $0.key, slot: handleSlots[handle]) } }
            var slot: LiveSlot
            let changed = old.map { !row.isContentEqual(to: $0.row) } ?? false
            if let old, !fresh {
                slot = self.slot(for: row, id: id, seq: old.slot.seq, handle: old.slot.handle)
                if !changed, key == old.key, slotOrder.hasSameValue(old.slot, slot) { continue }
            } else {
                // The handle first: taken inside the call, it would grow the store while the call holds a copy of it.
                let handle = old?.slot.handle ?? newHandle()
                slot = self.slot(for: row, id: id, seq: seq, handle: handle)
                seq += 1
            }
            let shownOld = old.map { isIncluded?($0.row) ?? true } ?? false
            let shownNew = isIncluded?(row) ?? true
            // Hidden rows are kept in order too (`hidden`), so that a filter change never sorts them.
            if let old, !shownOld { unhide(old.slot, key: old.key) }
            if !shownNew { hide(slot, key: key) }
            if shownOld || shownNew {
                touches.append(Touch(
                    old: shownOld ? old?.slot : nil, oldKey: shownOld ? old?.key : nil,
                    new: shownNew ? slot : nil, newKey: shownNew ? key : nil,
                    contentChanged: shownOld && shownNew && changed
                ))
            }
            // A row that changes keeps its handle: only a new one is hashed in.
            if old == nil { handles[id] = slot.handle }
            store[slot.handle] = Entry(row: row, key: key)
            handleSlots[slot.handle] = slot
            storedIDs[slot.handle] = id
        }
        nextSeq = seq
        freeHandles += freed
        return touches
    }

    /// Merges two sorted runs (the first wins ties).
    @inlinable
    static func merge(_ a: [Section], _ b: [Section], by less: (Section, Section) -> Bool) -> [Section] {
        guard !b.isEmpty else { return a }
        var result: [Section] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if less(b[j], a[i]) {
                result.append(b[j])
                j += 1
            } else {
                result.append(a[i])
                i += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }
}
