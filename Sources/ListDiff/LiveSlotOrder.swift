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
        let byValue = compareValues(a, b)
        if byValue != 0 { return byValue < 0 }
        return compareIDs(a, b) < 0
    }

    /// Negative, zero or positive as `a`'s value goes before, with or after
    /// `b`'s in this order (direction applied, `nil` last). Ranks decide
    /// when they differ, or when both are the values themselves.
    @inlinable
    func compareValues(_ a: LiveSlot, _ b: LiveSlot) -> Int {
        if LiveSlot.Flag.ranksCompare(a.flags, b.flags) {
            if a.rank != b.rank { return a.rank < b.rank ? -1 : 1 }
            if a.flags & b.flags & LiveSlot.Flag.valueExact != 0 { return 0 }
        }
        return compareValuesThemselves(a, b)
    }

    /// ``compareValues(_:_:)`` when the ranks do not decide: the values themselves.
    @usableFromInline
    func compareValuesThemselves(_ a: LiveSlot, _ b: LiveSlot) -> Int {
        switch (a.value(descending: isDescending), b.value(descending: isDescending)) {
        case (nil, nil): return 0
        case (nil, _): return 1
        case (_, nil): return -1
        case let (x?, y?):
            let c = x.compareAsValue(y)
            return isDescending ? -c : c
        }
    }

    /// Negative, zero or positive as `a`'s identity goes before, with or after `b`'s.
    @inlinable
    func compareIDs(_ a: LiveSlot, _ b: LiveSlot) -> Int {
        let both = a.flags & b.flags
        if both & LiveSlot.Flag.idRanked != 0 {
            if a.idHigh != b.idHigh { return a.idHigh < b.idHigh ? -1 : 1 }
            if a.idLow != b.idLow { return a.idLow < b.idLow ? -1 : 1 }
            if both & LiveSlot.Flag.idExact != 0 { return 0 }
        }
        return a.id.compare(b.id)
    }

    /// The same row (arrival numbers are unique among living rows).
    @inlinable
    func isSame(_ a: LiveSlot, _ b: LiveSlot) -> Bool { a.seq == b.seq }

    /// Whether two slots of one row stand at the same place relative to every other row.
    @inlinable
    func hasSameValue(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        !isSorted || compareValues(a, b) == 0
    }
}
