/// A row's place in a section of a ``LiveListModel``: what the order needs
/// to compare it (its value and identity as ``LiveSortValue``s, its arrival
/// number), taken once per upsert, and the handle of the row in the model's
/// store. Sections keep slots, not rows, so finding and moving rows is
/// concrete code whatever the row type.
@usableFromInline
struct LiveSlot: Sendable {
    /// The order's value, `nil` when the row has none (or the order is by arrival).
    @usableFromInline var value: LiveSortValue?
    /// The row's identity, for ties (unused when the order is by arrival).
    @usableFromInline var id: LiveSortValue
    /// The arrival number: unique among living rows.
    @usableFromInline var seq: Int
    /// Where the row is in the model's store.
    @usableFromInline var handle: Int
    /// The value as an integer in the section's order (direction applied, no value last), if it has one.
    @usableFromInline var rank: Int
    /// The identity as an integer in its order, if it has one.
    @usableFromInline var idRank: Int
    /// Whether ``rank`` and ``idRank`` are set: most comparisons end on them, without touching the values.
    @usableFromInline var hasRank: Bool
    /// Whether ``rank`` is the value itself (an `Int`), so equal ranks are equal values.
    @usableFromInline var rankIsValue: Bool
    @usableFromInline var hasIDRank: Bool

    /// The slot of a row whose value is `value` (in an order of direction `descending`) and identity `id`.
    @inlinable
    init(value: LiveSortValue?, id: LiveSortValue, seq: Int, handle: Int, descending: Bool) {
        self.value = value
        self.id = id
        self.seq = seq
        self.handle = handle
        // `~` reverses the order without overflow; a row without a value goes last, at Int.max
        // (a value that also lands there compares equal on ranks and is decided by `compare`).
        let valueRank: Int?
        if let value {
            valueRank = value.rank.map { descending ? ~$0 : $0 }
        } else {
            valueRank = Int.max
        }
        rank = valueRank ?? 0
        hasRank = valueRank != nil
        if case .int? = value { rankIsValue = true } else { rankIsValue = false }
        let identity = id.rank
        idRank = identity ?? 0
        hasIDRank = identity != nil
    }
}

/// The total order of slots in a section: the value (`nil` last in either
/// direction), then identity ascending; or arrival.
@usableFromInline
struct LiveSlotOrder: RankedOrder, Sendable {
    /// Whether rows are ordered by value (else by arrival).
    @usableFromInline var isSorted: Bool
    /// Whether larger values go first.
    @usableFromInline var isDescending: Bool

    @inlinable
    init(isSorted: Bool, isDescending: Bool) {
        self.isSorted = isSorted
        self.isDescending = isDescending
    }

    @inlinable
    func precedes(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        guard isSorted else { return a.seq < b.seq }
        if a.hasRank, b.hasRank {
            if a.rank != b.rank { return a.rank < b.rank }
            // Equal numbers: the identities decide (equal prefixes of strings still need the strings).
            if a.rankIsValue, b.rankIsValue { return precedesByID(a, b) }
        }
        return precedesByValue(a, b)
    }

    /// The values decide, else the identities.
    @inlinable
    func precedesByValue(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        switch (a.value, b.value) {
        case (nil, nil): break
        case (nil, _): return false
        case (_, nil): return true
        case let (x?, y?):
            let c = x.compare(y)
            if c != 0 { return (c < 0) != isDescending }
        }
        return precedesByID(a, b)
    }

    @inlinable
    func precedesByID(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        if a.hasIDRank, b.hasIDRank, a.idRank != b.idRank { return a.idRank < b.idRank }
        return a.id.compare(b.id) < 0
    }

    /// The same row (arrival numbers are unique among living rows).
    @inlinable
    func isSame(_ a: LiveSlot, _ b: LiveSlot) -> Bool { a.seq == b.seq }

    /// Whether two slots of one row stand at the same place relative to every other row.
    @inlinable
    func hasSameValue(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        guard isSorted else { return true }
        switch (a.value, b.value) {
        case (nil, nil): return true
        case let (x?, y?): return x.compare(y) == 0
        default: return false
        }
    }
}
