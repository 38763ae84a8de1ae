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
    /// The batch is the one ``Changeset/init(from:to:options:sectionIsMoved:itemIsMoved:)`` would give for the
    /// lists before and after, built without them: each row's old index is
    /// noted by its handle, and each section's moves are read off the
    /// permutation of its old indices in the new order (a longest increasing
    /// run stays, ties toward the top as the diff breaks them). No identity
    /// is hashed or compared. When sections change their order too (arrival
    /// to sorted or back), the lists are diffed instead.
    ///
    /// A value: call it on a copy off the main thread and hand the copy and
    /// its batch back (what `LiveList.setOrder` does).
    ///
    /// O(n log n) to sort, plus O(n log n) integer work for the moves.
    @discardableResult
    @inlinable
    public mutating func setOrder(_ newOrder: LiveListOrder<Row>) -> Changeset {
        guard order.isSorted == newOrder.isSorted else { return setOrderByDiff(newOrder) }
        // Each shown row's index in its section before, by handle.
        var oldIndex = [Int32](repeating: -1, count: store.count)
        for section in sections {
            var i: Int32 = 0
            for chunk in section.rows.chunks {
                for slot in chunk {
                    oldIndex[slot.handle] = i
                    i += 1
                }
            }
        }
        reslot(newOrder)
        var result = Changeset()
        var ranks: [Int] = []
        for (s, section) in sections.enumerated() {
            ranks.removeAll(keepingCapacity: true)
            ranks.reserveCapacity(section.rows.count)
            for chunk in section.rows.chunks {
                for slot in chunk { ranks.append(Int(oldIndex[slot.handle])) }
            }
            let kept = LongestIncreasingSubsequence.kept(ranks: ranks, direction: .towardTop, isHinted: nil)
            for k in ranks.indices where !kept[k] {
                result.items.moved.append(Move(from: ItemPath(item: ranks[k], section: s), to: ItemPath(item: k, section: s)))
            }
        }
        result.sortLists()
        return result
    }

    /// Reads every row's value for `newOrder`, makes it the order, and sorts
    /// each section's rows (shown and hidden) in it; sections are ordered
    /// anew when the order goes from arrival to sorted or back. O(n log n).
    @inlinable
    mutating func reslot(_ newOrder: LiveListOrder<Row>) {
        let sectionsReorder = order.isSorted != newOrder.isSorted
        take(newOrder)
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
    }

    /// Makes `newOrder` the order (``order`` is set only here, and by the
    /// initializer), without touching a row. O(1).
    @usableFromInline
    mutating func take(_ newOrder: LiveListOrder<Row>) {
        order = newOrder
        slotOrder = newOrder.slotOrder
    }
}
