extension SortedSections {
    /// Adds new items, replaces existing ones (matched by identity) and
    /// removes `delete`, returning the changeset from the state before.
    ///
    /// An edited item whose section key and sort position are unchanged stays
    /// put and is reloaded if its content changed. One whose sort key or
    /// section changed is reported as a move (those rows, not their
    /// neighbours, are the ones that move), with a deferred reload at its new
    /// path if its content changed; if it lands exactly where it was relative
    /// to the rows that stay, it is not a move but a reload. Sections appear
    /// and disappear with their first and last item. While the comparator is
    /// suspended, see the type's documentation for where rows go.
    ///
    /// Cost: O(k log k + k (log m + m)) for k items in sections of m rows
    /// (binary searches and in-place array edits; the m is a memory move),
    /// plus O(S) when a section appears, disappears or moves. The changeset
    /// is built from the touched rows alone: no re-sort, no full diff.
    ///
    /// - Throws: ``SortedSectionsError/duplicateItem(_:firstIndex:secondIndex:)``,
    ///   ``SortedSectionsError/duplicateDeletion(_:firstIndex:secondIndex:)``,
    ///   ``SortedSectionsError/updatedAndDeleted(_:addOrUpdateIndex:deleteIndex:)``,
    ///   ``SortedSectionsError/itemNotFound(_:deleteIndex:)``; nothing changes.
    @discardableResult
    public mutating func update(addOrUpdate newItems: [Item] = [], delete ids: [ID] = []) throws(Failure) -> Changeset {
        var given: [ID: Int] = [:]
        given.reserveCapacity(newItems.count)
        for (i, item) in newItems.enumerated() {
            if let first = given.updateValue(i, forKey: item.differenceIdentifier) {
                throw .duplicateItem(identifierText(item.differenceIdentifier), firstIndex: first, secondIndex: i)
            }
        }
        var deleted: [ID: Int] = [:]
        for (i, id) in ids.enumerated() {
            if let first = deleted.updateValue(i, forKey: id) { throw .duplicateDeletion(identifierText(id), firstIndex: first, secondIndex: i) }
            if let update = given[id] { throw .updatedAndDeleted(identifierText(id), addOrUpdateIndex: update, deleteIndex: i) }
            guard rows[id] != nil else { throw .itemNotFound(identifierText(id), deleteIndex: i) }
        }

        var plan = UpdatePlan()
        for id in ids {
            guard let row = rows[id], let path = locate(id, row: row) else { continue }
            plan.removals.append(.init(path: path, id: id, isDelete: true))
        }
        for item in newItems {
            let id = item.differenceIdentifier
            guard let old = rows[id] else {
                plan.insertions.append(.init(id: id, item: item, seq: nextSeq, oldPath: nil, oldKey: nil, changed: false))
                nextSeq += 1
                continue
            }
            guard let path = locate(id, row: old) else { continue }
            let newKey = sectionKeyOf(item)
            let home = homeKey(of: id, row: old)
            let stays = isComparatorSuspended
                ? newKey == sectionKeyOf(old.item) || newKey == home
                : newKey == home && sortsEqual(old.item, item)
            let changed = !item.isContentEqual(to: old.item)
            if stays {
                plan.inPlace.append(.init(path: path, id: id, item: item, changed: changed))
            } else {
                plan.removals.append(.init(path: path, id: id, isDelete: false))
                plan.insertions.append(.init(id: id, item: item, seq: old.seq, oldPath: path, oldKey: home, changed: changed))
            }
        }
        return commit(plan)
    }

    /// Removes the item at `path`, returning the changeset (a row delete, or
    /// a section delete, which takes the row with it, if it was the section's last item).
    ///
    /// O(log m + m), plus O(S) if the section disappears.
    /// - Throws: ``SortedSectionsError/sectionOutOfRange(_:role:sectionCount:)`` or
    ///   ``SortedSectionsError/itemOutOfRange(_:role:itemCount:)``; nothing changes.
    @discardableResult
    public mutating func removeItem(at path: ItemPath) throws(Failure) -> Changeset {
        try checkPath(path, role: .item)
        return try update(delete: [sections[path.section].items[path.item].differenceIdentifier])
    }

    /// Moves a row where the user dropped it — a manual reorder — and
    /// suspends the comparator until ``resort()`` or ``setComparator(_:)``.
    ///
    /// `to` is the row's path once it is in place, counted in the sections as
    /// they are now (UIKit's convention for a dropped row): `to.item` may be
    /// the target section's count (the end; minus one when moving inside one
    /// section). A row may be dropped into another section: it then stays
    /// there, whatever its section key, until the list is sorted again. If it
    /// was the last row of its section, that section disappears (the
    /// changeset moves the row out of the deleted section).
    ///
    /// Moving a row onto its own place changes nothing (and does not suspend
    /// the comparator). O(m) for each section touched, plus O(S) if a section
    /// disappears.
    /// - Throws: ``SortedSectionsError/sectionOutOfRange(_:role:sectionCount:)`` or
    ///   ``SortedSectionsError/itemOutOfRange(_:role:itemCount:)`` naming the
    ///   source or the destination; nothing changes.
    @discardableResult
    public mutating func moveItem(from: ItemPath, to: ItemPath) throws(Failure) -> Changeset {
        try checkPath(from, role: .moveSource)
        guard sections.indices.contains(to.section) else {
            throw .sectionOutOfRange(to, role: .moveDestination, sectionCount: sections.count)
        }
        let room = sections[to.section].items.count - (to.section == from.section ? 1 : 0)
        guard to.item >= 0, to.item <= room else {
            throw .itemOutOfRange(to, role: .moveDestination, itemCount: room)
        }
        guard from != to else { return Changeset() }

        let item = sections[from.section].items.remove(at: from.item)
        let seq = sections[from.section].seqs.remove(at: from.item)
        sections[to.section].items.insert(item, at: to.item)
        sections[to.section].seqs.insert(seq, at: to.item)
        var target = to
        var deletedSections: [Int] = []
        if sections[from.section].items.isEmpty {
            sectionIndexes[sections[from.section].key] = nil
            sections.remove(at: from.section)
            renumberSections(from: from.section)
            deletedSections = [from.section]
            if to.section > from.section { target.section -= 1 }
        }
        let id = item.differenceIdentifier
        let targetKey = sections[target.section].key
        overrides[id] = targetKey == sectionKeyOf(item) ? nil : targetKey
        manuallyMoved.insert(id)
        isComparatorSuspended = true
        return Changeset(
            sections: .init(deleted: deletedSections),
            items: .init(moved: [Move(from: from, to: target)])
        )
    }

    /// The current path of an item known to be in the model.
    func locate(_ id: ID, row: Row) -> ItemPath? {
        guard let s = sectionIndexes[homeKey(of: id, row: row)], let i = index(of: row, inSection: s) else { return nil }
        return ItemPath(item: i, section: s)
    }
}
