/// A resync into an empty list — the first document of a feed, often the
/// biggest — built at once instead of row by row.
extension LiveListModel {
    /// Applies `changes`, which hold a resync, to an empty list: the rows are
    /// stored in arrival order, each section's slots are sorted once and cut
    /// into chunks. O(n log n) comparisons of concrete values, no chunk
    /// edits; the changeset inserts every section (their rows are not listed).
    /// Gives the list ``resolve(_:)`` and ``commit(_:)`` would.
    @usableFromInline
    mutating func load(_ changes: LiveChanges<Row>) -> Changeset {
        let arriving = Self.arrivals(changes)
        handles.reserveCapacity(arriving.count)
        store.reserveCapacity(store.count + arriving.count)
        var groupOf: [SectionKey: Int] = [:]
        var groups: [(key: SectionKey, slots: [LiveSlot])] = []
        for row in arriving {
            let handle = newHandle()
            let slot = slot(for: row, seq: nextSeq, handle: handle)
            nextSeq += 1
            let key = sectionOf(row)
            store[handle] = Entry(row: row, slot: slot, key: key)
            handles[row.differenceIdentifier] = handle
            guard isIncluded?(row) ?? true else { continue }
            if let g = groupOf[key] {
                groups[g].slots.append(slot)
            } else {
                groupOf[key] = groups.count
                groups.append((key, [slot]))
            }
        }
        let order = slotOrder
        var built: [Section] = []
        built.reserveCapacity(groups.count)
        // Sections are numbered in the order of their first row's arrival, as row-by-row inserts number them.
        for g in groups.indices {
            var slots: [LiveSlot] = []
            swap(&slots, &groups[g].slots)  // sorted in place, and freed once cut into chunks
            slots.sort { order.precedes($0, $1) }
            built.append(Section(key: groups[g].key, seq: nextSectionSeq, rows: RankedChunks(sorted: slots)))
            nextSectionSeq += 1
        }
        sections = built.sorted(by: sectionPrecedes)
        sectionIndexes = [:]
        sectionIndexes.reserveCapacity(sections.count)
        for (s, section) in sections.enumerated() { sectionIndexes[section.key] = s }
        var result = Changeset()
        result.sections.inserted = Array(sections.indices)
        return result
    }

    /// The rows that arrive into an empty list, in arrival order: the
    /// resync's rows in its order (an upsert after it takes its row's
    /// place), then the rows added after it, in the order they came.
    static func arrivals(_ changes: LiveChanges<Row>) -> [Row] {
        guard !changes.edits.isEmpty else { return changes.resyncRows }
        var rows: [Row] = []
        rows.reserveCapacity(changes.resyncRows.count + changes.edits.count)
        for row in changes.resyncRows {
            switch changes.edits[row.differenceIdentifier]?.edit {
            case nil: rows.append(row)
            case let .upsert(edited)?: rows.append(edited)
            case .replace?, .delete?: break  // deleted; a row added again arrives in its own turn
            }
        }
        let resynced = changes.resyncIndex ?? [:]
        for (id, pending) in changes.edits.sorted(by: { $0.value.order < $1.value.order }) {
            switch pending.edit {
            case let .upsert(row) where resynced[id] == nil: rows.append(row)
            case let .replace(row): rows.append(row)
            case .upsert, .delete: break
            }
        }
        return rows
    }
}
