/// A resync into an empty list — the first document of a feed, often the
/// biggest — built at once instead of row by row.
extension LiveListModel {
    /// Applies `changes`, which hold a resync, to an empty list: the rows are
    /// stored in arrival order, each section's slots are sorted once and cut
    /// into chunks. O(n log n) comparisons of concrete values, no chunk
    /// edits; the identity table is the resync's own index when nothing
    /// followed the resync (no identity hashed twice); the changeset inserts
    /// every section (their rows are not listed).
    /// Gives the list ``resolve(_:)`` and ``commit(_:)`` would.
    ///
    /// Inlinable like ``apply(_:)``, which calls it: compiled for the app's
    /// types, storing a million rows costs no generic metadata per row.
    @inlinable
    mutating func load(_ changes: LiveChanges<Row>) -> Changeset {
        let arriving = Self.arrivals(changes)
        // No row is held, so every handle is free: the rows take handles 0..<n in arrival order.
        store = PagedArray()
        storedIDs = PagedArray()
        handleSlots = PagedArray()
        freeHandles = []
        store.reserveCapacity(arriving.count)
        storedIDs.reserveCapacity(arriving.count)
        handleSlots.reserveCapacity(arriving.count)
        // Without edits the rows are the resync's, in its order: its index already maps each identity to its handle.
        let index = changes.edits.isEmpty ? changes.resyncIndex : nil
        if index == nil { handles.reserveCapacity(arriving.count) }
        var groupOf: [SectionKey: Int] = [:]
        var groupKeys: [SectionKey] = []
        // Apart from the keys, so appending a slot is concrete code whatever the key type.
        var groupSlots: [[LiveSlot]] = []
        // The rows the filter hides, per section (few keys: a dictionary lookup per hidden row is fine).
        var hiddenSlots: [SectionKey: [LiveSlot]] = [:]
        for row in arriving {
            let handle = store.count
            let id = row.differenceIdentifier
            let slot = slot(for: row, id: id, seq: nextSeq, handle: handle)
            nextSeq += 1
            let key = sectionOf(row)
            store.append(Entry(row: row, key: key))
            handleSlots.append(slot)
            storedIDs.append(id)
            if index == nil { handles[id] = handle }
            guard isIncluded?(row) ?? true else {
                hiddenSlots[key, default: []].append(slot)
                continue
            }
            if let g = groupOf[key] {
                groupSlots[g].append(slot)
            } else {
                groupOf[key] = groupKeys.count
                groupKeys.append(key)
                groupSlots.append([slot])
            }
        }
        if let index { handles = index }
        let order = slotOrder
        hidden = hiddenSlots.mapValues { RankedChunks(sorted: order.sorted($0)) }
        var built: [Section] = []
        built.reserveCapacity(groupKeys.count)
        // Sections are numbered in the order of their first row's arrival, as row-by-row inserts number them.
        for g in groupKeys.indices {
            var slots: [LiveSlot] = []
            swap(&slots, &groupSlots[g])  // freed once sorted
            slots = order.sorted(slots)
            built.append(Section(key: groupKeys[g], seq: nextSectionSeq, rows: RankedChunks(sorted: slots)))
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
    @inlinable
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
