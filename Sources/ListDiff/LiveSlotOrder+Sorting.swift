/// Sorting many slots at once (a section built by a bulk load).
extension LiveSlotOrder {
    /// A slot's integers and its index, smaller than the slot and without
    /// its reference: sorting moves these, and the slots themselves move once.
    @usableFromInline
    struct SortKey {
        @usableFromInline var rank: Int
        @usableFromInline var idHigh: Int
        @usableFromInline var idLow: Int
        @usableFromInline var index: Int32
        @usableFromInline var flags: UInt8

        @inlinable
        init(_ slot: LiveSlot, index: Int) {
            rank = slot.rank
            idHigh = slot.idHigh
            idLow = slot.idLow
            self.index = Int32(truncatingIfNeeded: index)
            flags = slot.flags
        }
    }

    /// `slots` in this order: the same result as sorting them with
    /// ``precedes(_:_:)`` (a stable sort of compact keys, deciding on the
    /// integers exactly as ``precedes(_:_:)`` does and asking it whenever
    /// they do not decide). O(n log n).
    @inlinable
    func sorted(_ slots: [LiveSlot]) -> [LiveSlot] {
        guard isSorted, slots.count < Int(Int32.max) else { return slots.sorted { precedes($0, $1) } }
        var keys: [SortKey] = []
        keys.reserveCapacity(slots.count)
        for (i, slot) in slots.enumerated() { keys.append(SortKey(slot, index: i)) }
        slots.withUnsafeBufferPointer { slots in
            keys.sort { a, b in
                if LiveSlot.Flag.ranksCompare(a.flags, b.flags) {
                    let both = a.flags & b.flags
                    if a.rank != b.rank { return a.rank < b.rank }
                    // Equal values: the identities decide, when their integers differ.
                    if both & LiveSlot.Flag.valueExact != 0, both & LiveSlot.Flag.idRanked != 0 {
                        if a.idHigh != b.idHigh { return a.idHigh < b.idHigh }
                        if a.idLow != b.idLow { return a.idLow < b.idLow }
                    }
                }
                return precedes(slots[Int(a.index)], slots[Int(b.index)])
            }
        }
        return keys.map { slots[Int($0.index)] }
    }
}
