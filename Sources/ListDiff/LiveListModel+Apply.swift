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
        let (touches, updates) = resolve(changes)
        for (id, entry) in updates {
            if let entry {
                // A row that changes keeps its handle: only a new one is hashed in.
                if store[entry.slot.handle] == nil { handles[id] = entry.slot.handle }
                store[entry.slot.handle] = entry
                nextSeq = max(nextSeq, entry.slot.seq + 1)
            } else if let handle = handles.removeValue(forKey: id) {
                store[handle] = nil
                freeHandles.append(handle)
            }
        }
        return commit(touches)
    }

    /// A handle in the store for a row that arrives (its entry is stored when the batch is applied).
    @inlinable
    mutating func newHandle() -> Int {
        if let handle = freeHandles.popLast() { return handle }
        store.append(nil)
        return store.count - 1
    }

    /// Moves the shown rows of `touches` from their old places to their new
    /// ones and returns the changeset (the identity table is already up to date).
    @inlinable
    mutating func commit(_ touches: [Touch]) -> Changeset {
        var touches = touches
        guard !touches.isEmpty else { return Changeset() }
        let oldKeys = sections.map(\.key)

        // Which sections die: every row leaves and none arrives.
        var leaving: [SectionKey: Int] = [:]
        var arriving: [SectionKey: Int] = [:]
        for touch in touches {
            if let key = touch.oldKey { leaving[key, default: 0] += 1 }
            if let key = touch.newKey { arriving[key, default: 0] += 1 }
        }
        var dying = Set<SectionKey>()
        for (key, count) in leaving where arriving[key] == nil {
            if let s = sectionIndexes[key], sections[s].rows.count == count { dying.insert(key) }
        }

        // Old places, where a changeset names them (not the deleted rows of a deleted section).
        for t in touches.indices {
            guard let old = touches[t].old, let key = touches[t].oldKey, let s = sectionIndexes[key] else { continue }
            if touches[t].new == nil, dying.contains(key) { continue }
            if let i = sections[s].rows.index(of: old, in: slotOrder) {
                touches[t].oldPath = ItemPath(item: i, section: s)
            }
        }

        let born = edit(touches, leaving: leaving, arriving: arriving)

        // New places, where a changeset names them (not the new rows of a new section).
        for t in touches.indices {
            guard let new = touches[t].new, let key = touches[t].newKey, let s = sectionIndexes[key] else { continue }
            if touches[t].old == nil, born.contains(key) { continue }
            if let i = sections[s].rows.index(of: new, in: slotOrder) {
                touches[t].newPath = ItemPath(item: i, section: s)
            }
        }
        return changeset(for: touches, oldKeys: oldKeys, dying: dying, born: born)
    }

    /// What each identity becomes, in the order the changes arrived, without the changes that change nothing.
    /// Returns the rows to move on screen (hidden rows are not shown, so not
    /// touched) and the new entry of every identity that changes, hidden or not.
    @inlinable
    mutating func resolve(_ changes: LiveChanges<Row>) -> (touches: [Touch], updates: [(ID, Entry?)]) {
        // (identity, new row or nil, whether it arrives anew, when it arrived)
        var wanted: [(id: ID, row: Row?, fresh: Bool, at: Int)] = []
        if let resync = changes.resyncIndex {
            wanted.reserveCapacity(handles.count + resync.count)
            for id in handles.keys where resync[id] == nil && changes.edits[id] == nil {
                wanted.append((id, nil, false, Int.min))
            }
            // Before every edit made after the resync.
            let count = changes.resyncRows.count
            for (i, row) in changes.resyncRows.enumerated() {
                let id = row.differenceIdentifier
                if changes.edits[id] == nil { wanted.append((id, row, false, i - count)) }
            }
        }
        for (id, pending) in changes.edits {
            switch pending.edit {
            case let .upsert(row):
                let resyncPosition = changes.resyncIndex?[id].map { $0 - changes.resyncRows.count }
                wanted.append((id, row, false, resyncPosition ?? pending.order))
            case let .replace(row): wanted.append((id, row, true, pending.order))
            case .delete: wanted.append((id, nil, false, pending.order))
            }
        }
        // Sorting positions, not the generic tuples: moving those costs metadata lookups per swap.
        let arrivals = wanted.map(\.at)
        let inOrder = arrivals.indices.sorted { arrivals[$0] < arrivals[$1] }

        var touches: [Touch] = []
        touches.reserveCapacity(wanted.count)
        var updates: [(ID, Entry?)] = []
        updates.reserveCapacity(wanted.count)
        var seq = nextSeq
        for w in inOrder {
            let (id, row, fresh, _) = wanted[w]
            let old = entry(id)
            if row == nil, old == nil { continue }
            var new: Entry?
            if let row {
                var slot: LiveSlot
                let key = sectionOf(row)
                if let old, !fresh {
                    slot = self.slot(for: row, seq: old.slot.seq, handle: old.slot.handle)
                    if key == old.key, row.isContentEqual(to: old.row),
                       slotOrder.hasSameValue(old.slot, slot) { continue }
                } else {
                    // The handle first: taken inside the call, it would grow the store while the call holds a copy of it.
                    let handle = old?.slot.handle ?? newHandle()
                    slot = self.slot(for: row, seq: seq, handle: handle)
                    seq += 1
                }
                new = Entry(row: row, slot: slot, key: key)
            }
            updates.append((id, new))
            if let touch = touch(old: old, new: new, wasIncluded: isIncluded, isIncluded: isIncluded) {
                touches.append(touch)
            }
        }
        return (touches, updates)
    }

    /// The change on screen of a row whose entry goes from `old` to
    /// `new`, seen through a filter before and after; `nil` if it is not shown either time.
    @inlinable
    func touch(
        old: Entry?, new: Entry?, wasIncluded: (@Sendable (Row) -> Bool)?, isIncluded: (@Sendable (Row) -> Bool)?
    ) -> Touch? {
        let shownOld = old.flatMap { wasIncluded?($0.row) ?? true ? $0 : nil }
        let shownNew = new.flatMap { isIncluded?($0.row) ?? true ? $0 : nil }
        guard shownOld != nil || shownNew != nil else { return nil }
        var changed = false
        if let shownOld, let shownNew { changed = !shownNew.row.isContentEqual(to: shownOld.row) }
        return Touch(
            old: shownOld?.slot, oldKey: shownOld?.key, new: shownNew?.slot, newKey: shownNew?.key, contentChanged: changed
        )
    }

    /// Edits the sections; returns the keys of the sections that appeared.
    @inlinable
    mutating func edit(_ touches: [Touch], leaving: [SectionKey: Int], arriving: [SectionKey: Int]) -> Set<SectionKey> {
        let order = slotOrder
        var born = Set<SectionKey>()
        var emptied = false
        // Big edits of a section rebuild it by sorting: one O(m log m) instead of many chunk edits.
        var rebuilt = Set<SectionKey>()
        for (key, count) in arriving {
            let present = sectionIndexes[key].map { sections[$0].rows.count } ?? 0
            if count + (leaving[key] ?? 0) > max(64, present / 4) { rebuilt.insert(key) }
        }
        var rebuiltLeaving: [SectionKey: Set<Int>] = [:]
        var rebuiltArriving: [SectionKey: [LiveSlot]] = [:]

        for touch in touches {
            guard let old = touch.old, let key = touch.oldKey, let s = sectionIndexes[key] else { continue }
            if !rebuilt.isEmpty, rebuilt.contains(key) {  // an empty set still hashes the key
                rebuiltLeaving[key, default: []].insert(old.seq)
            } else {
                sections[s].rows.remove(old, in: order)
                if sections[s].rows.isEmpty { emptied = true }
            }
        }
        for touch in touches {
            guard let new = touch.new, let key = touch.newKey else { continue }
            if sectionIndexes[key] == nil {
                sectionIndexes[key] = sections.count
                sections.append(Section(key: key, seq: nextSectionSeq))
                nextSectionSeq += 1
                born.insert(key)
            }
            if !rebuilt.isEmpty, rebuilt.contains(key) {  // an empty set still hashes the key
                rebuiltArriving[key, default: []].append(new)
            } else if let s = sectionIndexes[key] {
                sections[s].rows.insert(new, in: order)
            }
        }
        for key in rebuilt {
            guard let s = sectionIndexes[key] else { continue }
            let leavingSeqs = rebuiltLeaving[key] ?? []
            var rows = sections[s].rows.elements
            if !leavingSeqs.isEmpty { rows.removeAll { leavingSeqs.contains($0.seq) } }
            rows.append(contentsOf: rebuiltArriving[key] ?? [])
            rows.sort { order.precedes($0, $1) }
            sections[s].rows = RankedChunks(sorted: rows)
            if rows.isEmpty { emptied = true }
        }

        if emptied || !born.isEmpty {
            // A section emptied and refilled in the same batch stays.
            let kept = sections.filter { !$0.rows.isEmpty }
            // Sections that were already there keep their order; new ones go to their place.
            let old = kept.filter { !born.contains($0.key) }
            let new = kept.filter { born.contains($0.key) }.sorted(by: sectionPrecedes)
            sections = Self.merge(old, new, by: sectionPrecedes)
            sectionIndexes = [:]
            for (s, section) in sections.enumerated() { sectionIndexes[section.key] = s }
            born = born.filter { sectionIndexes[$0] != nil }
        }
        return born
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
