/// A row's place in a section of a ``LiveListModel``: what the order needs
/// to compare it (its value and identity as ``LiveSortValue``s, its arrival
/// number), taken once per upsert, and the handle of the row in the model's
/// store. Sections keep slots, not rows, so finding and moving rows is
/// concrete code whatever the row type.
struct LiveSlot: Sendable {
    /// The order's value, `nil` when the row has none (or the order is by arrival).
    var value: LiveSortValue?
    /// The row's identity, for ties (unused when the order is by arrival).
    var id: LiveSortValue
    /// The arrival number: unique among living rows.
    var seq: Int
    /// Where the row is in the model's store.
    var handle: Int
}

/// The total order of slots in a section: the value (`nil` last in either
/// direction), then identity ascending; or arrival.
struct LiveSlotOrder: RankedOrder, Sendable {
    /// Whether rows are ordered by value (else by arrival).
    var isSorted: Bool
    /// Whether larger values go first.
    var isDescending: Bool

    func precedes(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        guard isSorted else { return a.seq < b.seq }
        switch (a.value, b.value) {
        case (nil, nil): break
        case (nil, _): return false
        case (_, nil): return true
        case let (x?, y?):
            let c = x.compare(y)
            if c != 0 { return (c < 0) != isDescending }
        }
        return a.id.compare(b.id) < 0
    }

    /// The same row (arrival numbers are unique among living rows).
    func isSame(_ a: LiveSlot, _ b: LiveSlot) -> Bool { a.seq == b.seq }

    /// Whether two slots of one row stand at the same place relative to every other row.
    func hasSameValue(_ a: LiveSlot, _ b: LiveSlot) -> Bool {
        guard isSorted else { return true }
        switch (a.value, b.value) {
        case (nil, nil): return true
        case let (x?, y?): return x.compare(y) == 0
        default: return false
        }
    }
}
