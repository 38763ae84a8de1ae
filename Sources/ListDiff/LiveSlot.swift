/// A row's place in a section of a ``LiveListModel``: what the order needs
/// to compare it, taken once per upsert, and the handle of the row in the
/// model's store. Sections keep slots, not rows, so finding and moving rows
/// is concrete code whatever the row type.
///
/// A slot is small (48 bytes) because sections move slots in every edit and
/// search them in every lookup: the value and the identity are kept as
/// integers in their order (``rank``, ``idHigh``/``idLow``), which decide
/// most comparisons alone. The values themselves are kept (``values``) only
/// when those integers may not decide: a string value longer than 8 bytes,
/// with a digit or an uppercase letter, or not ASCII, a NaN or another type, an identity longer than 16
/// bytes or not ASCII. A value that *is* its integers (an `Int`, a `Double`,
/// a short ASCII string) is read back from them when a comparison needs it.
@usableFromInline
struct LiveSlot: Sendable {
    /// The value as an integer in the section's order (direction applied,
    /// no value at `Int.max`), when ``isValueRanked``.
    @usableFromInline var rank: Int
    /// The identity in its order as two integers, when ``isIDRanked``: an
    /// `Int` itself (then ``idLow`` is 0), or the first 16 bytes of an ASCII
    /// string, big-endian, zero-padded.
    @usableFromInline var idHigh: Int
    @usableFromInline var idLow: Int
    /// The arrival number: unique among living rows.
    @usableFromInline var seq: Int
    /// The value and identity, when the integers may not decide (see above).
    @usableFromInline var values: LiveSlotValues?
    /// Where the row is in the model's store (a store holds fewer than 2³² rows).
    @usableFromInline var storeHandle: UInt32
    /// What the integers say (the `Flag` bits).
    @usableFromInline var flags: UInt8

    /// Bits of ``flags``.
    @usableFromInline
    enum Flag {
        /// The row has a value.
        @inlinable static var hasValue: UInt8 { 1 }
        /// ``rank`` is in the value's order: different ranks decide.
        @inlinable static var valueRanked: UInt8 { 2 }
        /// ``rank`` is the value itself: equal ranks are equal values.
        @inlinable static var valueExact: UInt8 { 4 }
        /// The value is a string (read back from ``rank`` when exact).
        @inlinable static var valueIsString: UInt8 { 8 }
        /// ``idHigh``/``idLow`` are in the identity's order: different pairs decide.
        @inlinable static var idRanked: UInt8 { 16 }
        /// ``idHigh``/``idLow`` are the identity itself.
        @inlinable static var idExact: UInt8 { 32 }
        /// The identity is a string (read back from ``idHigh``/``idLow`` when exact).
        @inlinable static var idIsString: UInt8 { 64 }
        /// The value is a `Double` (read back from ``rank`` when exact).
        @inlinable static var valueIsDouble: UInt8 { 128 }

        /// Whether the ranks of two slots with these flags are in one order:
        /// both ranked, and of one kind (an `Int`, a `Double` and a string
        /// are ranked in different ways, and an order of a ``LiveSortKey``
        /// mixes numbers and texts), or one without a value (last of all).
        @inlinable
        static func ranksCompare(_ a: UInt8, _ b: UInt8) -> Bool {
            let both = a & b
            guard both & valueRanked != 0 else { return false }
            return (a ^ b) & (valueIsString | valueIsDouble) == 0 || both & hasValue == 0
        }
    }

    /// The slot of a row whose value is `value` (in an order of direction `descending`) and identity `id`.
    @inlinable
    init(value: LiveSortValue?, id: LiveSortValue, seq: Int, handle: Int, descending: Bool) {
        self.seq = seq
        storeHandle = UInt32(truncatingIfNeeded: handle)
        (rank, flags) = Self.valueRank(value, descending: descending)
        idHigh = 0
        idLow = 0
        switch id {
        case let .int(number):
            idHigh = number
            flags |= Flag.idRanked | Flag.idExact
        case let .string(text):
            flags |= Flag.idIsString
            if let (prefix, count, hasZero) = LiveSortValue.asciiPrefix(text, bytes: 16) {
                idHigh = prefix.high
                idLow = prefix.low
                flags |= Flag.idRanked
                if count <= 16, !hasZero { flags |= Flag.idExact }
            }
        case .double, .other:
            break
        }
        values = Self.keepsValues(flags) ? LiveSlotValues(value: value, id: flags & Flag.idExact != 0 ? nil : id) : nil
    }

    /// The slot of the same row as `old` (its identity, arrival and
    /// handle) with the value `value`: a row re-slotted for another order.
    /// The identity's integers are `old`'s, not read from the identity again
    /// (in a re-sort, a pass over every row's identity saved).
    /// `old` must be a slot of a sorted order (an order by arrival keeps no identity in its slots).
    @inlinable
    init(value: LiveSortValue?, sameRowAs old: LiveSlot, descending: Bool) {
        let idFlags = Flag.idRanked | Flag.idExact | Flag.idIsString
        seq = old.seq
        storeHandle = old.storeHandle
        idHigh = old.idHigh
        idLow = old.idLow
        (rank, flags) = Self.valueRank(value, descending: descending)
        flags |= old.flags & idFlags
        // An identity its integers are is read back from them when asked, not spelled out for every row here.
        values = Self.keepsValues(flags) ? LiveSlotValues(value: value, id: flags & Flag.idExact != 0 ? nil : old.id) : nil
    }

    /// A value's ``rank`` and its bits of ``flags``: `~` reverses the
    /// order without overflow, and a row without a value goes last, at
    /// `Int.max` (a value that also lands there has the same rank and is
    /// decided by the values).
    @inlinable
    static func valueRank(_ value: LiveSortValue?, descending: Bool) -> (rank: Int, flags: UInt8) {
        guard let value else { return (Int.max, Flag.valueRanked) }
        switch value {
        case let .int(number):
            return (descending ? ~number : number, Flag.hasValue | Flag.valueRanked | Flag.valueExact)
        case let .string(text):
            // Ranked in the natural order (`NaturalOrder`), which is what values compare by.
            guard let (key, isExact) = NaturalOrder.rank(of: text) else { return (Int.max, Flag.hasValue | Flag.valueIsString) }
            let flags = Flag.hasValue | Flag.valueIsString | Flag.valueRanked | (isExact ? Flag.valueExact : 0)
            return (descending ? ~key : key, flags)
        case let .double(number):
            // A NaN is not in any order: its slot keeps it, and comparisons ask the values themselves.
            guard let key = rank(of: number) else { return (Int.max, Flag.hasValue) }
            return (descending ? ~key : key, Flag.hasValue | Flag.valueRanked | Flag.valueExact | Flag.valueIsDouble)
        case .other:
            return (Int.max, Flag.hasValue)
        }
    }

    /// Whether a slot of `flags` keeps its value and identity (the integers may not decide).
    @inlinable
    static func keepsValues(_ flags: UInt8) -> Bool {
        let valueKnown = flags & Flag.hasValue == 0 || flags & Flag.valueExact != 0
        return !(valueKnown && flags & Flag.idExact != 0)
    }

    /// The slot kept at a free handle of the model's store: no row's.
    @inlinable
    static var vacant: LiveSlot { LiveSlot(value: nil, id: .int(0), seq: -1, handle: 0, descending: false) }

    /// Where the row is in the model's store.
    @inlinable
    var handle: Int { Int(storeHandle) }

    /// Whether all of `flag` is set.
    @inlinable
    func has(_ flag: UInt8) -> Bool { flags & flag == flag }

    /// The value (`nil`: the row has none), read back from ``rank`` when the slot does not keep it.
    @usableFromInline
    func value(descending: Bool) -> LiveSortValue? {
        guard has(Flag.hasValue) else { return nil }
        if let values { return values.value }
        let prefix = descending ? ~rank : rank
        if has(Flag.valueIsDouble) { return .double(Self.number(ofRank: prefix)) }
        return has(Flag.valueIsString) ? .string(LiveSortValue.text(high: prefix, low: 0)) : .int(prefix)
    }

    /// `number` as an integer in its order, `nil` for a NaN: the bits of a
    /// positive number already count up with it; a negative number's bits
    /// (sign set, so a negative integer) count up with its magnitude, so all
    /// but the sign are flipped. −0 is +0 (they are equal). Equal ranks are
    /// equal numbers, and no number lands at `Int.max` (a NaN's bits), where
    /// a row without a value goes. O(1).
    @inlinable
    static func rank(of number: Double) -> Int? {
        guard !number.isNaN else { return nil }
        let bits = Int(truncatingIfNeeded: Int64(bitPattern: (number == 0 ? 0.0 : number).bitPattern))
        return bits >= 0 ? bits : bits ^ Int.max
    }

    /// The number whose ``rank(of:)`` is `rank`. O(1).
    @usableFromInline
    static func number(ofRank rank: Int) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: rank >= 0 ? rank : rank ^ Int.max))
    }

    /// The identity, read back from ``idHigh``/``idLow`` when the slot does not keep it.
    @usableFromInline
    var id: LiveSortValue {
        if let id = values?.id { return id }
        return has(Flag.idIsString) ? .string(LiveSortValue.text(high: idHigh, low: idLow)) : .int(idHigh)
    }
}
