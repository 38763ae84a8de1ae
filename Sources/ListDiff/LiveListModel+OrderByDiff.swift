/// Re-ordering by diffing the lists before and after: the general way, for
/// a new order that also re-orders the sections, and the reference (and the
/// benchmark's baseline) for ``LiveListModel/setOrder(_:parallel:)``'s direct batch.
extension LiveListModel {
    /// ``setOrder(_:parallel:)`` through the lists of identities before and after and
    /// ``Changeset/init(from:to:options:sectionIsMoved:itemIsMoved:)``: the same batch, at the cost of building
    /// both lists and diffing them. O(n log n) to sort, plus O(n) identities
    /// hashed and the diff.
    @discardableResult
    @usableFromInline
    package mutating func setOrderByDiff(_ newOrder: LiveListOrder<Row>) -> Changeset {
        let before = shownIdentities()
        reslot(newOrder)
        let after = shownIdentities()
        do {
            return try Changeset(from: before, to: after)
        } catch {
            // Unreachable: identities and section keys are unique in the model. Replacing everything is still correct.
            return Changeset.replacingAll(oldSectionCount: before.count, newSectionCount: after.count)
        }
    }

    /// The sections shown and their rows' identities, in order, as the diff takes them. O(n).
    func shownIdentities() -> [ListSection<LiveIdentity<SectionKey>, LiveIdentity<ID>>] {
        sections.map { section in
            ListSection(
                model: LiveIdentity(section.key),
                items: section.rows.elements.compactMap { storedIDs[$0.handle].map(LiveIdentity.init) }
            )
        }
    }
}
