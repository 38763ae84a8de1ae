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
    /// - Parameters:
    ///   - newOrder: the order from now on.
    ///   - parallel: threads to slot, sort and find the moves of the sections on at once (a
    ///     worker lends its machine's cores); `nil`, the caller's thread alone.
    /// - Complexity: O(n log n) to sort, plus O(n log n) integer work for the moves.
    @discardableResult
    @inlinable
    public mutating func setOrder(_ newOrder: LiveListOrder<Row>, parallel: ParallelFor? = nil) -> Changeset {
        guard order.isSorted == newOrder.isSorted else { return setOrderByDiff(newOrder) }
        // Each shown row's index in its section before, by handle (read in place: a slot copied is a retain).
        var oldIndex = [Int32](repeating: -1, count: store.count)
        for section in sections {
            var i: Int32 = 0
            for chunk in section.rows.chunks {
                chunk.withUnsafeBufferPointer { slots in
                    for k in slots.indices {
                        oldIndex[Int(slots[k].storeHandle)] = i
                        i += 1
                    }
                }
            }
        }
        reslot(newOrder, parallel: parallel)
        // Per section, each old row's new index when it moves (-1: it stays), the sections at once.
        let results = GroupResults<[Int32]>(count: sections.count, empty: [])
        let (shown, ranksOf) = (sections, oldIndex)
        let work: @Sendable (Int) -> Void = { s in results.put(Self.newIndexes(of: shown[s].rows, oldIndex: ranksOf), at: s) }
        if let parallel { parallel(shown.count, work) } else { for s in shown.indices { work(s) } }
        let moved = results.take()
        var result = Changeset()
        result.items.moved.reserveCapacity(moved.reduce(0) { $0 + $1.count { $0 >= 0 } })
        // Listed by old index, the order a changeset keeps its moves in: no sort of a million moves after.
        for (s, newIndex) in moved.enumerated() {
            for (j, k) in newIndex.enumerated() where k >= 0 {
                result.items.moved.append(Move(from: ItemPath(item: j, section: s), to: ItemPath(item: Int(k), section: s)))
            }
        }
        return result
    }

    /// For each old row of a section now ordered as `rows`, its new index
    /// when it moves, or -1 when it stays: the rows that stay are a longest
    /// increasing run of their old indices (`oldIndex`, by handle), ties
    /// toward the top as the diff breaks them. O(k log k) for k rows.
    @inlinable
    static func newIndexes(of rows: RankedChunks<LiveSlot>, oldIndex: [Int32]) -> [Int32] {
        var ranks: [Int] = []
        ranks.reserveCapacity(rows.count)
        for chunk in rows.chunks {
            chunk.withUnsafeBufferPointer { slots in
                for k in slots.indices { ranks.append(Int(oldIndex[Int(slots[k].storeHandle)])) }
            }
        }
        let kept = LongestIncreasingSubsequence.kept(ranks: ranks, direction: .towardTop, isHinted: nil)
        var newIndex = [Int32](repeating: -1, count: ranks.count)
        for k in ranks.indices where !kept[k] {
            newIndex[ranks[k]] = Int32(truncatingIfNeeded: k)
        }
        return newIndex
    }

    /// Reads every row's value for `newOrder`, makes it the order, and sorts
    /// each section's rows (shown and hidden) in it; sections are ordered
    /// anew when the order goes from arrival to sorted or back. The
    /// sections are slotted, sorted and cut into chunks by `parallel` (one
    /// section per index), each reading the store alone; the new slots are
    /// then written to ``handleSlots`` here, in one pass. O(n log n).
    @inlinable
    mutating func reslot(_ newOrder: LiveListOrder<Row>, parallel: ParallelFor? = nil) {
        let sectionsReorder = order.isSorted != newOrder.isSorted
        // Slots of a sorted order hold their row's identity as integers, which the new slots keep.
        let slotsHoldIDs = order.value != nil
        take(newOrder)
        let hiddenKeys = Array(hidden.keys)
        let groups = sections.map(\.rows) + hiddenKeys.map { hidden[$0] ?? RankedChunks() }
        let slotted = Self.slotted(
            groups, store: store, storedIDs: storedIDs, handleSlots: handleSlots, order: order, idValue: idValue,
            slotsHoldIDs: slotsHoldIDs, parallel: parallel
        )
        for (g, rows) in slotted.enumerated() {
            for chunk in rows.chunks {
                for slot in chunk { handleSlots[slot.handle] = slot }
            }
            if g < sections.count { sections[g].rows = rows } else { hidden[hiddenKeys[g - sections.count]] = rows }
        }
        if sectionsReorder {
            // Sections by key when sorted, by first appearance otherwise: the order every later change keeps.
            sections.sort(by: sectionPrecedes)
            sectionIndexes = [:]
            for (s, section) in sections.enumerated() { sectionIndexes[section.key] = s }
        }
    }

    /// Each group of rows slotted in `order`, sorted and cut into chunks,
    /// on its own thread (`parallel`). A function apart so that nothing it
    /// reads is still held when ``reslot(_:parallel:)`` writes the new
    /// slots (a page of ``handleSlots`` shared then would be copied). O(n log n).
    @inlinable
    static func slotted(
        _ groups: [RankedChunks<LiveSlot>], store: PagedArray<Entry?>, storedIDs: PagedArray<ID?>,
        handleSlots: PagedArray<LiveSlot>, order: LiveListOrder<Row>, idValue: @escaping @Sendable (ID) -> LiveSortValue,
        slotsHoldIDs: Bool, parallel: ParallelFor?
    ) -> [RankedChunks<LiveSlot>] {
        let results = GroupResults<RankedChunks<LiveSlot>>(count: groups.count, empty: RankedChunks())
        let work: @Sendable (Int) -> Void = { g in
            let slots = Self.slotted(
                groups[g], store: store, storedIDs: storedIDs, handleSlots: handleSlots, order: order, idValue: idValue,
                slotsHoldIDs: slotsHoldIDs
            )
            results.put(RankedChunks(sorted: slots), at: g)
        }
        if let parallel { parallel(groups.count, work) } else { for g in groups.indices { work(g) } }
        return results.take()
    }

    /// The new slots of `rows` (a section's, or its hidden rows) in
    /// `order`, sorted. Reads `store` only: sections are slotted at once on
    /// several threads. The rows are read in the order of their handles,
    /// not of the section: a section's rows lie all over the store, and
    /// reading them in its order missed the cache on nearly every row
    /// (most of slotting a million). O(k log k) for k rows.
    @inlinable
    static func slotted(
        _ rows: RankedChunks<LiveSlot>, store: PagedArray<Entry?>, storedIDs: PagedArray<ID?>, handleSlots: PagedArray<LiveSlot>,
        order: LiveListOrder<Row>, idValue: @Sendable (ID) -> LiveSortValue, slotsHoldIDs: Bool
    ) -> [LiveSlot] {
        var slots: [LiveSlot] = []
        slots.reserveCapacity(rows.count)
        let descending = order.isDescending
        func slot(_ handle: Int) {
            guard let row = store[handle]?.row else { return }
            let old = handleSlots[handle]
            if let value = order.value, slotsHoldIDs {
                slots.append(LiveSlot(value: value(row), sameRowAs: old, descending: descending))
            } else if let value = order.value, let id = storedIDs[handle] {
                slots.append(LiveSlot(value: value(row), id: idValue(id), seq: old.seq, handle: handle, descending: descending))
            } else {
                slots.append(LiveSlot(value: nil, id: .int(0), seq: old.seq, handle: handle, descending: false))
            }
        }
        if rows.count >= store.count / 64 {
            // Many of the store's rows: their handles as bits, read in one pass over the words (O(store / 64)).
            var marked = [UInt64](repeating: 0, count: (store.count + 63) / 64)
            for chunk in rows.chunks {
                chunk.withUnsafeBufferPointer { slots in
                    for k in slots.indices {
                        let handle = Int(slots[k].storeHandle)
                        marked[handle >> 6] |= 1 << UInt64(handle & 63)
                    }
                }
            }
            for (w, word) in marked.enumerated() where word != 0 {
                var bits = word
                while bits != 0 {
                    slot(w << 6 | bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
            }
        } else {
            // A few (a section among thousands): their handles sorted, not a bit for every row of the store.
            var handles: [UInt32] = []
            handles.reserveCapacity(rows.count)
            for chunk in rows.chunks {
                chunk.withUnsafeBufferPointer { slots in
                    for k in slots.indices { handles.append(slots[k].storeHandle) }
                }
            }
            handles.sort()
            for handle in handles { slot(Int(handle)) }
        }
        return order.slotOrder.sorted(slots)
    }

    /// Makes `newOrder` the order (``order`` is set only here, and by the
    /// initializer), without touching a row. O(1).
    @usableFromInline
    mutating func take(_ newOrder: LiveListOrder<Row>) {
        order = newOrder
        slotOrder = newOrder.slotOrder
    }
}
