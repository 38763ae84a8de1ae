extension Snapshot {
    /// Adds empty sections at the end, in order.
    ///
    /// O(k) amortised for k identifiers.
    /// - Throws: ``SnapshotError/duplicateSection(_:existingIndex:)`` if an
    ///   identifier is already in the snapshot or given twice.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(Failure) {
        try checkNewSections(identifiers)
        insertSections(identifiers, at: sectionOrder.count)
    }

    /// Inserts empty sections, in order, just before `section`.
    ///
    /// O(k + S): the sections after the insertion point are renumbered.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` if `section` is not in
    ///   the snapshot; ``SnapshotError/duplicateSection(_:existingIndex:)``.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID) throws(Failure) {
        guard let index = sectionIndexes[section] else { throw .sectionNotFound(identifierText(section)) }
        try checkNewSections(identifiers)
        insertSections(identifiers, at: index)
    }

    /// Inserts empty sections, in order, just after `section`.
    ///
    /// O(k + S): the sections after the insertion point are renumbered.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` if `section` is not in
    ///   the snapshot; ``SnapshotError/duplicateSection(_:existingIndex:)``.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) throws(Failure) {
        guard let index = sectionIndexes[section] else { throw .sectionNotFound(identifierText(section)) }
        try checkNewSections(identifiers)
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections with all their items (and their marks).
    ///
    /// O(S + items removed).
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` for the first identifier not
    ///   in the snapshot (nothing is removed). Repeating an identifier is allowed.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(Failure) {
        for id in identifiers where sectionIndexes[id] == nil { throw .sectionNotFound(identifierText(id)) }
        let doomed = Set(identifiers)
        guard !doomed.isEmpty else { return }
        for id in doomed {
            for item in itemsBySection[id] ?? [] {
                itemLocations[item] = nil
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
            itemsBySection[id] = nil
            sectionIndexes[id] = nil
            reloadedSections.remove(id)
        }
        let first = sectionOrder.firstIndex { doomed.contains($0) } ?? 0
        sectionOrder.removeAll { doomed.contains($0) }
        renumberSections(from: first)
    }

    /// Moves `section` (with its items) to just before `other`.
    ///
    /// O(S).
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``;
    ///   ``SnapshotError/sectionMovedRelativeToItself(_:)`` if both are the same.
    public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID) throws(Failure) {
        try moveSection(section, relativeTo: other, after: false)
    }

    /// Moves `section` (with its items) to just after `other`.
    ///
    /// O(S).
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
        for id in identifiers where sectionIndexes[id] == nil { throw .sectionNotFound(identifierText(id)) }
        reloadedSections.formUnion(identifiers)
    }

    // MARK: Private

    private mutating func insertSections(_ identifiers: [SectionID], at index: Int) {
        sectionOrder.insert(contentsOf: identifiers, at: index)
        for id in identifiers { itemsBySection[id] = [] }
        renumberSections(from: index)
    }

    private mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool) throws(Failure) {
        guard let from = sectionIndexes[section] else { throw .sectionNotFound(identifierText(section)) }
        guard let anchor = sectionIndexes[other] else { throw .sectionNotFound(identifierText(other)) }
        guard section != other else { throw .sectionMovedRelativeToItself(identifierText(section)) }
        sectionOrder.remove(at: from)
        let target = (anchor > from ? anchor - 1 : anchor) + (after ? 1 : 0)
        sectionOrder.insert(section, at: target)
        renumberSections(from: min(from, target))
    }
}
