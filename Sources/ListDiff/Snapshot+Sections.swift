extension Snapshot {
    /// Adds empty sections at the end, in order.
    ///
    /// O(k log S) expected for k identifiers.
    /// - Throws: ``SnapshotError/duplicateSection(_:existingIndex:)`` if an
    ///   identifier is already in the snapshot or given twice.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(Failure) {
        try checkNewSections(identifiers)
        insertSections(identifiers, at: sectionTree.count)
    }

    /// Inserts empty sections, in order, just before `section`.
    ///
    /// O(k log S) expected.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` if `section` is not in
    ///   the snapshot; ``SnapshotError/duplicateSection(_:existingIndex:)``.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID) throws(Failure) {
        guard let index = indexOfSection(section) else { throw .sectionNotFound(identifierText(section)) }
        try checkNewSections(identifiers)
        insertSections(identifiers, at: index)
    }

    /// Inserts empty sections, in order, just after `section`.
    ///
    /// O(k log S) expected.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` if `section` is not in
    ///   the snapshot; ``SnapshotError/duplicateSection(_:existingIndex:)``.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) throws(Failure) {
        guard let index = indexOfSection(section) else { throw .sectionNotFound(identifierText(section)) }
        try checkNewSections(identifiers)
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections with all their items (and their marks).
    ///
    /// O(log S + m) expected per section, for its m items.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` for the first identifier not
    ///   in the snapshot (nothing is removed). Repeating an identifier is allowed.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(Failure) {
        for id in identifiers where sections[id] == nil { throw .sectionNotFound(identifierText(id)) }
        for id in identifiers {
            // A repeated identifier was removed the first time.
            guard let entry = sections.removeValue(forKey: id) else { continue }
            for item in entry.items.elements {
                itemLocations[item] = nil
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
            sectionTree.remove(entry.handle)
            reloadedSections.remove(id)
        }
    }

    /// Moves `section` (with its items) to just before `other`.
    ///
    /// O(log S) expected.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``;
    ///   ``SnapshotError/sectionMovedRelativeToItself(_:)`` if both are the same.
    public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID) throws(Failure) {
        try moveSection(section, relativeTo: other, after: false)
    }

    /// Moves `section` (with its items) to just after `other`.
    ///
    /// O(log S) expected.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``;
    ///   ``SnapshotError/sectionMovedRelativeToItself(_:)`` if both are the same.
    public mutating func moveSection(_ section: SectionID, afterSection other: SectionID) throws(Failure) {
        try moveSection(section, relativeTo: other, after: true)
    }

    /// Marks sections whose header must be redrawn. Diffing reports the header
    /// as reloaded (or deferred if the section moved); the section's rows are
    /// diffed on their own, never reloaded wholesale.
    ///
    /// O(k).
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` (nothing is marked).
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(Failure) {
        for id in identifiers where sections[id] == nil { throw .sectionNotFound(identifierText(id)) }
        reloadedSections.formUnion(identifiers)
    }

    // MARK: Private

    private mutating func insertSections(_ identifiers: [SectionID], at index: Int) {
        let handles = sectionTree.insert(identifiers, at: index)
        for (id, handle) in zip(identifiers, handles) {
            sections[id] = SectionEntry(handle: handle, items: PositionTree())
        }
    }

    private mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool) throws(Failure) {
        guard var entry = sections[section] else { throw .sectionNotFound(identifierText(section)) }
        guard let anchor = sections[other] else { throw .sectionNotFound(identifierText(other)) }
        guard section != other else { throw .sectionMovedRelativeToItself(identifierText(section)) }
        sectionTree.remove(entry.handle)
        // The anchor's handle survives the removal: only the moved section's node is freed.
        let index = sectionTree.index(of: anchor.handle) + (after ? 1 : 0)
        for handle in sectionTree.insert([section], at: index, weight: entry.items.count) { entry.handle = handle }
        sections[section] = entry
    }
}
