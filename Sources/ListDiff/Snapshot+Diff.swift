extension Snapshot {
    /// The changeset that turns `old` (the snapshot shown now) into this one,
    /// with the fewest moves (see ``Changeset/init(from:to:options:sectionIsMoved:itemIsMoved:)``).
    ///
    /// A snapshot has no contents, only identifiers: an item is reported as
    /// updated — reloaded at its old path, or deferred at its new path if it
    /// moved — when *this* snapshot marks it with ``reloadItems(_:)`` or
    /// ``reconfigureItems(_:)``; a section header likewise with
    /// ``reloadSections(_:)``. Marks on `old` are ignored (they were applied
    /// when it was shown). Marks of items that are inserted are moot.
    ///
    /// O(S + n) expected, plus O(C log C) for the C elements whose order changed.
    public func changeset(from old: Snapshot, options: DiffOptions = DiffOptions()) -> Changeset {
        let before = old.diffSections(marked: false)
        let after = diffSections(marked: true)
        do {
            return try Changeset(from: before, to: after, options: options)
        } catch {
            // Unreachable: a snapshot never holds an identifier twice, and the
            // diff throws only on duplicates. Replacing everything is still a
            // correct changeset, so no caller is ever left without one.
            return Changeset.replacingAll(oldSectionCount: old.numberOfSections, newSectionCount: after.count)
        }
    }

    /// The snapshot as diffable sections; `marked` carries the reload marks into the contents.
    private func diffSections(marked: Bool) -> [ListSection<MarkedID<SectionID>, MarkedID<ItemID>>] {
        sectionTree.elements.map { section in
            ListSection(
                model: MarkedID(id: section, marked: marked && reloadedSections.contains(section)),
                items: entry(ofRecorded: section).items.elements.map {
                    MarkedID(id: $0, marked: marked && (reloadedItems.contains($0) || reconfiguredItems.contains($0)))
                }
            )
        }
    }
}

/// An identifier with its reload mark: the identity is the identifier, the
/// content is the mark (a marked item differs from its unmarked old self).
struct MarkedID<ID: Hashable>: Differentiable {
    var id: ID
    var marked: Bool

    var differenceIdentifier: ID { id }
    func isContentEqual(to source: MarkedID) -> Bool { marked == source.marked }
}
