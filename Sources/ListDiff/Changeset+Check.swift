extension Changeset {
    /// Checks that the changeset turns `old` into `new`, as a collection view
    /// checks a batch before it animates it and then some: the batch fits
    /// `old` (indices, duplicates, contradictions, the deferred phase), the
    /// counts it gives are `new`'s, every section and row it keeps or moves
    /// lands where `new` has that id, and every header and row whose content
    /// changed is reloaded (a view cannot see a missed update; a reader of
    /// the batch can). For a changeset made elsewhere: a server, a fixture.
    ///
    /// ```swift
    /// let change = try Changeset(from: ["Ann", "Bob"], to: ["Bob", "Ann"])
    /// try change.check(from: [ListSection(model: "S", items: ["Ann", "Bob"])],
    ///                  to: [ListSection(model: "S", items: ["Bob", "Ann"])])
    /// ```
    ///
    /// - Throws: ``ChangesetCheckError``, the first problem found, in that
    ///   order (``ChangesetCheckError/batch(_:)`` first); nothing when the
    ///   changeset is right.
    /// - Complexity: O(S + N + C log C) for S sections, N rows and C changes.
    public func check<Model, Item>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) throws(ChangesetCheckError) {
        let oldCounts = old.map(\.items.count)
        let mapping: BatchMapping
        do {
            mapping = try BatchMapping(changeset: self, oldItemCounts: oldCounts) { t in t < new.count ? new[t].items.count : 0 }
        } catch {
            throw .batch(error)
        }
        guard mapping.newSectionCount == new.count else {
            throw .sectionCount(self, oldCount: old.count, expected: mapping.newSectionCount, actual: new.count)
        }
        for (t, section) in new.enumerated() where section.items.count != mapping.newItemCounts[t] {
            throw .itemCount(self, mapping: mapping, oldItemCounts: oldCounts, section: t,
                             expected: mapping.newItemCounts[t], actual: section.items.count)
        }
        for (t, source) in mapping.sectionSources.enumerated() {
            guard let s = source else { continue }
            let id = new[t].model.differenceIdentifier, oldID = old[s].model.differenceIdentifier
            if id != oldID {
                throw .sectionIdentity(section: t, id: ChangesetCheckError.show(id), oldSection: s, oldID: ChangesetCheckError.show(oldID))
            }
        }
        for (t, section) in new.enumerated() {
            var origins = mapping.sourceCursor(section: t)
            for (i, item) in section.items.enumerated() {
                guard let p = origins.origin(of: i).source else { continue }
                let oldID = old[p.section].items[p.item].differenceIdentifier
                if oldID != item.differenceIdentifier {
                    throw .itemIdentity(path: ItemPath(item: i, section: t), id: ChangesetCheckError.show(item.differenceIdentifier),
                                        oldPath: p, oldID: ChangesetCheckError.show(oldID))
                }
            }
        }
        try checkReloads(from: old, to: new)
    }

    /// Throws when a header or row whose content changed is not reloaded:
    /// the changeset applied with `new`'s values at the positions it names
    /// must show `new`'s content everywhere.
    private func checkReloads<Model, Item>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) throws(ChangesetCheckError) {
        let applied: [ListSection<Model, Item>]
        do {
            applied = try apply(to: old, sectionContent: { new[$0].model }, itemCount: { new[$0].items.count },
                                itemContent: { new[$0.section].items[$0.item] })
        } catch {
            throw .batch(error)
        }
        for (t, section) in new.enumerated() where !applied[t].model.isContentEqual(to: section.model) {
            throw .headerNotReloaded(section: t, id: ChangesetCheckError.show(section.model.differenceIdentifier))
        }
        for (t, section) in new.enumerated() {
            for (i, item) in section.items.enumerated() where !applied[t].items[i].isContentEqual(to: item) {
                throw .itemNotReloaded(path: ItemPath(item: i, section: t), id: ChangesetCheckError.show(item.differenceIdentifier))
            }
        }
    }
}
