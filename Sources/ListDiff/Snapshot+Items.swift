extension Snapshot {
    /// Adds items at the end of `section`, or of the last section when
    /// `section` is `nil`.
    ///
    /// O(k) amortised for k identifiers.
    /// - Throws: ``SnapshotError/noSectionToAppendTo`` when `section` is `nil`
    ///   and there is no section; ``SnapshotError/sectionNotFound(_:)``;
    ///   ``SnapshotError/duplicateItem(_:existingPath:)``.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(Failure) {
        let target: SectionID
        if let section {
            guard itemsBySection[section] != nil else { throw .sectionNotFound(identifierText(section)) }
            target = section
        } else {
            guard let last = sectionOrder.last else { throw .noSectionToAppendTo }
            target = last
        }
        try checkNewItems(identifiers)
        let start = itemsBySection[target]?.count ?? 0
        itemsBySection[target, default: []].append(contentsOf: identifiers)
        renumberItems(of: target, from: start)
    }

    /// Inserts items, in order, just before `item`, in `item`'s section.
    ///
    /// O(k + m): the items after the insertion point shift.
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` if `item` is not in the
    ///   snapshot; ``SnapshotError/duplicateItem(_:existingPath:)``.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) throws(Failure) {
        guard let anchor = itemLocations[item] else { throw .itemNotFound(identifierText(item)) }
        try checkNewItems(identifiers)
        insertItems(identifiers, in: anchor.section, at: anchor.index)
    }

    /// Inserts items, in order, just after `item`, in `item`'s section.
    ///
    /// O(k + m): the items after the insertion point shift.
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` if `item` is not in the
    ///   snapshot; ``SnapshotError/duplicateItem(_:existingPath:)``.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) throws(Failure) {
        guard let anchor = itemLocations[item] else { throw .itemNotFound(identifierText(item)) }
        try checkNewItems(identifiers)
        insertItems(identifiers, in: anchor.section, at: anchor.index + 1)
    }

    /// Removes items (and their marks). Repeating an identifier is allowed.
    ///
    /// O(k + m) for each section touched: the remaining items shift.
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` for the first identifier not
    ///   in the snapshot (nothing is removed).
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(Failure) {
        for id in identifiers where itemLocations[id] == nil { throw .itemNotFound(identifierText(id)) }
        var bySection: [SectionID: Set<Int>] = [:]
        for id in identifiers {
            guard let location = itemLocations[id] else { continue }
            bySection[location.section, default: []].insert(location.index)
        }
        for (section, indexes) in bySection {
            guard var items = itemsBySection[section] else { continue }
            for index in indexes {
                itemLocations[items[index]] = nil
                reloadedItems.remove(items[index])
                reconfiguredItems.remove(items[index])
            }
            var kept: [ItemID] = []
            kept.reserveCapacity(items.count - indexes.count)
            for (i, id) in items.enumerated() where !indexes.contains(i) { kept.append(id) }
            items = kept
            itemsBySection[section] = items
            renumberItems(of: section, from: indexes.min() ?? 0)
        }
    }

    /// Removes every section and every item, as Apple's `deleteAllItems()` does. O(n).
    public mutating func deleteAllItems() {
        self = Snapshot()
    }

    /// Moves `item` to just before `other`, possibly into another section.
    ///
    /// O(m) for each of the (one or two) sections touched.
    /// - Throws: ``SnapshotError/itemNotFound(_:)``;
    ///   ``SnapshotError/itemMovedRelativeToItself(_:)`` if both are the same.
    public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID) throws(Failure) {
        try moveItem(item, relativeTo: other, after: false)
    }

    /// Moves `item` to just after `other`, possibly into another section.
    ///
    /// O(m) for each of the (one or two) sections touched.
    /// - Throws: ``SnapshotError/itemNotFound(_:)``;
    ///   ``SnapshotError/itemMovedRelativeToItself(_:)`` if both are the same.
    public mutating func moveItem(_ item: ItemID, afterItem other: ItemID) throws(Failure) {
        try moveItem(item, relativeTo: other, after: true)
    }

    /// Marks items whose content must be redrawn: diffing reports them as
    /// updated (reloaded, or deferred if they moved) although their
    /// identifiers did not change.
    ///
    /// O(k).
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` (nothing is marked).
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(Failure) {
        for id in identifiers where itemLocations[id] == nil { throw .itemNotFound(identifierText(id)) }
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items whose content changed but whose cell can be updated in
    /// place. For the diff this is the same as ``reloadItems(_:)``: the items
    /// are reported as updated.
    ///
    /// O(k).
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` (nothing is marked).
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(Failure) {
        for id in identifiers where itemLocations[id] == nil { throw .itemNotFound(identifierText(id)) }
        reconfiguredItems.formUnion(identifiers)
    }

    // MARK: Private

    private mutating func insertItems(_ identifiers: [ItemID], in section: SectionID, at index: Int) {
        itemsBySection[section, default: []].insert(contentsOf: identifiers, at: index)
        renumberItems(of: section, from: index)
    }

    private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool) throws(Failure) {
        guard let from = itemLocations[item] else { throw .itemNotFound(identifierText(item)) }
        guard itemLocations[other] != nil else { throw .itemNotFound(identifierText(other)) }
        guard item != other else { throw .itemMovedRelativeToItself(identifierText(item)) }
        itemsBySection[from.section]?.remove(at: from.index)
        renumberItems(of: from.section, from: from.index)
        guard let anchor = itemLocations[other] else { return }
        let target = anchor.index + (after ? 1 : 0)
        insertItems([item], in: anchor.section, at: target)
    }
}
