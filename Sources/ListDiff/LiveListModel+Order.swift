/// Ordering the whole list again by another order: a table re-sorted by another column.
extension LiveListModel {
    /// Orders the rows by `newOrder` from now on and returns the one batch
    /// that takes the list there: rows move to their new places within
    /// their sections (the fewest moves: the rows that stay put are a
    /// longest increasing run), no row is inserted, deleted or reloaded,
    /// and the sections keep their places (a section that appears later
    /// goes to its place in the new order) — unless the list was in arrival
    /// order and is now sorted (or the other way): sections are then ordered
    /// by key (or by first appearance) in the same batch. Rows the filter
    /// hides are ordered too. Each row's value is read again, once.
    ///
    /// O(n log n) to sort, plus O(n) to diff.
    @discardableResult
    public mutating func setOrder(_ newOrder: LiveListOrder<Row>) -> Changeset {
        let before = shownIdentities()
        let sectionsReorder = order.isSorted != newOrder.isSorted
        order = newOrder
        slotOrder = newOrder.slotOrder
        var slots = [LiveSlot?](repeating: nil, count: store.count)
        for handle in 0..<store.count {
            guard let entry = store[handle], let id = storedIDs[handle] else { continue }
            let slot = slot(for: entry.row, id: id, seq: entry.slot.seq, handle: handle)
            store[handle] = Entry(row: entry.row, slot: slot, key: entry.key)
            slots[handle] = slot
        }
        let order = slotOrder
        func resorted(_ rows: RankedChunks<LiveSlot>) -> RankedChunks<LiveSlot> {
            RankedChunks(sorted: order.sorted(rows.elements.compactMap { slots[$0.handle] }))
        }
        for s in sections.indices { sections[s].rows = resorted(sections[s].rows) }
        hidden = hidden.mapValues(resorted)
        if sectionsReorder {
            // Sections by key when sorted, by first appearance otherwise: the order every later change keeps.
            sections.sort(by: sectionPrecedes)
            sectionIndexes = [:]
            for (s, section) in sections.enumerated() { sectionIndexes[section.key] = s }
        }
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
