extension Snapshot {
    /// Adds items at the end of `section`, or of the last section when
    /// `section` is `nil`.
    ///
    /// O(k log n) expected for k identifiers.
    /// - Throws: ``SnapshotError/noSectionToAppendTo`` when `section` is `nil`
    ///   and there is no section; ``SnapshotError/sectionNotFound(_:)``;
    ///   ``SnapshotError/duplicateItem(_:existingPath:)``.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(Failure) {
        let target: SectionID
        if let section {
            target = section
        } else {
            guard let last = sectionTree.last else { throw .noSectionToAppendTo }
            target = last
        }
        guard let count = sections[target]?.items.count else { throw .sectionNotFound(identifierText(target)) }
        try checkNewItems(identifiers)
        insertItems(identifiers, in: target, at: count)
    }

    /// Inserts items, in order, just before `item`, in `item`'s section.
    ///
    /// O(k log n) expected for k identifiers.
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` if `item` is not in the
    ///   snapshot; ``SnapshotError/duplicateItem(_:existingPath:)``.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) throws(Failure) {
        guard let anchor = place(of: item) else { throw .itemNotFound(identifierText(item)) }
        try checkNewItems(identifiers)
        insertItems(identifiers, in: anchor.section, at: anchor.index)
    }

    /// Inserts items, in order, just after `item`, in `item`'s section.
    ///
    /// O(k log n) expected for k identifiers.
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` if `item` is not in the
    ///   snapshot; ``SnapshotError/duplicateItem(_:existingPath:)``.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) throws(Failure) {
        guard let anchor = place(of: item) else { throw .itemNotFound(identifierText(item)) }
        try checkNewItems(identifiers)
        insertItems(identifiers, in: anchor.section, at: anchor.index + 1)
    }

    /// Removes items (and their marks). Repeating an identifier is allowed.
    ///
    /// O(k log n) expected for k identifiers.
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` for the first identifier not
    ///   in the snapshot (nothing is removed).
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(Failure) {
        for id in identifiers where itemLocations[id] == nil { throw .itemNotFound(identifierText(id)) }
        for id in identifiers where itemLocations[id] != nil {
            detachItem(id)
            reloadedItems.remove(id)
            reconfiguredItems.remove(id)
        }
    }

    /// Removes every section and every item, as Apple's `deleteAllItems()` does. O(n).
    public mutating func deleteAllItems() {
        self = Snapshot()
    }

    /// Moves `item` to just before `other`, possibly into another section.
    ///
    /// O(log n) expected.
    /// - Throws: ``SnapshotError/itemNotFound(_:)``;
    ///   ``SnapshotError/itemMovedRelativeToItself(_:)`` if both are the same.
    public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID) throws(Failure) {
        try moveItem(item, relativeTo: other, after: false)
    }

    /// Moves `item` to just after `other`, possibly into another section.
    ///
    /// O(log n) expected.
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

    /// Where `item` is: its section and its index in that section; `nil`
    /// when it is not in the snapshot. O(log m) expected.
    private func place(of item: ItemID) -> (section: SectionID, index: Int)? {
        guard let location = itemLocations[item] else { return nil }
        return (location.section, entry(ofRecorded: location.section).items.index(of: location.handle))
    }

    private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool) throws(Failure) {
        guard itemLocations[item] != nil else { throw .itemNotFound(identifierText(item)) }
        guard itemLocations[other] != nil else { throw .itemNotFound(identifierText(other)) }
        guard item != other else { throw .itemMovedRelativeToItself(identifierText(item)) }
        detachItem(item)
        // The anchor's handle survives the detach: only the moved item's node is freed.
        guard let anchor = place(of: other) else { preconditionFailure("Snapshot.moveItem: the anchor, checked above, is gone") }
        insertItems([item], in: anchor.section, at: anchor.index + (after ? 1 : 0))
    }
}
