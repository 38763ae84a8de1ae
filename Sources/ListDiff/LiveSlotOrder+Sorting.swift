/// Sorting many slots at once (a section built by a bulk load).
extension LiveSlotOrder {
    /// A slot's ranks and its index, a quarter of its size: sorting moves
    /// these, and the slots themselves move once.
    @usableFromInline
    struct SortKey {
        @usableFromInline var rank: Int
        @usableFromInline var idRank: Int
        @usableFromInline var index: Int32
        /// Whether both ranks decide, as ``precedes(_:_:)`` takes them
        /// (both ranks set, and the rank is the value itself).
        @usableFromInline var ranksDecide: Bool
        @usableFromInline var hasRank: Bool

        @inlinable
        init(_ slot: LiveSlot, index: Int) {
            rank = slot.rank
            idRank = slot.idRank
            self.index = Int32(truncatingIfNeeded: index)
            ranksDecide = slot.hasRank && slot.rankIsValue && slot.hasIDRank
            hasRank = slot.hasRank
        }
    }

    /// `slots` in this order: the same result as sorting them with
    /// ``precedes(_:_:)`` (a stable sort of compact keys, comparing ranks
    /// first exactly as ``precedes(_:_:)`` does and asking it whenever the
    /// ranks do not decide). O(n log n).
    @inlinable
    func sorted(_ slots: [LiveSlot]) -> [LiveSlot] {
        guard isSorted, slots.count < Int(Int32.max) else { return slots.sorted { precedes($0, $1) } }
        var keys: [SortKey] = []
        keys.reserveCapacity(slots.count)
        for (i, slot) in slots.enumerated() { keys.append(SortKey(slot, index: i)) }
        slots.withUnsafeBufferPointer { slots in
            keys.sort { a, b in
                if a.hasRank, b.hasRank {
                    if a.rank != b.rank { return a.rank < b.rank }
                    if a.ranksDecide, b.ranksDecide, a.idRank != b.idRank { return a.idRank < b.idRank }
                }
                return precedes(slots[Int(a.index)], slots[Int(b.index)])
            }
        }
        return keys.map { slots[Int($0.index)] }
    }
}
