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
    /// they do not decide). Texts the integers may not decide (longer than
    /// 8 bytes, or with a digit or a capital) get their whole natural key
    /// once (``NaturalOrder/appendKey(of:to:)``), so ties of the integers
    /// compare bytes rather than the texts: a sort by names like `pod-123456`
    /// spent most of its time in ``NaturalOrder/compare(_:_:)`` before.
    /// O(n log n) comparisons, plus O(bytes) once per such text.
    @inlinable
    func sorted(_ slots: [LiveSlot]) -> [LiveSlot] {
        guard isSorted, slots.count < Int(Int32.max) else { return slots.sorted { precedes($0, $1) } }
        var keys: [SortKey] = []
        keys.reserveCapacity(slots.count)
        for (i, slot) in slots.enumerated() { keys.append(SortKey(slot, index: i)) }
        let (textKeys, keyBytes) = Self.naturalKeys(of: slots)
        let descending = isDescending
        slots.withUnsafeBufferPointer { slots in
            textKeys.withUnsafeBufferPointer { textKeys in
                keyBytes.withUnsafeBufferPointer { keyBytes in
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
                        if !textKeys.isEmpty {
                            let x = textKeys[Int(a.index)]
                            let y = textKeys[Int(b.index)]
                            if x.exists, y.exists {
                                let byValue = NaturalOrder.compareKeys(x, y, in: keyBytes)
                                if byValue != 0 { return descending ? byValue > 0 : byValue < 0 }
                                return compareIDs(slots[Int(a.index)], slots[Int(b.index)]) < 0
                            }
                        }
                        return precedes(slots[Int(a.index)], slots[Int(b.index)])
                    }
                }
            }
        }
        return keys.map { slots[Int($0.index)] }
    }

    /// The natural key of each slot's text that its integers may not decide
    /// (a string value, not exact), by the slot's index, in one buffer of
    /// bytes; empty when no slot has one. O(bytes of those texts).
    @usableFromInline
    static func naturalKeys(of slots: [LiveSlot]) -> (keys: [NaturalOrder.KeyRange], bytes: [UInt8]) {
        let needsKey = LiveSlot.Flag.hasValue | LiveSlot.Flag.valueIsString
        guard slots.contains(where: { $0.flags & (needsKey | LiveSlot.Flag.valueExact) == needsKey }) else { return ([], []) }
        var keys = [NaturalOrder.KeyRange](repeating: .none, count: slots.count)
        var bytes: [UInt8] = []
        for (i, slot) in slots.enumerated() where slot.flags & (needsKey | LiveSlot.Flag.valueExact) == needsKey {
            guard case let .string(text)? = slot.values?.value else { continue }
            keys[i] = NaturalOrder.appendKey(of: text, to: &bytes)
        }
        return (keys, bytes)
    }
}
