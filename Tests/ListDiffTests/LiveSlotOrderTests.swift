@testable import ListDiff
import Testing

/// A slot keeps its value and identity as integers and compares on them,
/// keeping (or reading back) the values themselves only where the integers
/// do not decide: the comparison must be the plain one on the values.
@Suite struct LiveSlotOrderTests {
    /// The order on the values themselves: value (`nil` last in either direction), then identity ascending.
    static func plainPrecedes(
        _ a: (value: LiveSortValue?, id: LiveSortValue), _ b: (value: LiveSortValue?, id: LiveSortValue), descending: Bool
    ) -> Bool {
        switch (a.value, b.value) {
        case (nil, nil): break
        case (nil, _): return false
        case (_, nil): return true
        case let (x?, y?):
            let c = x.compareAsValue(y)
            if c != 0 { return (c < 0) != descending }
        }
        return a.id.compare(b.id) < 0
    }

    static let texts = [
        "", "a", "a\u{0}", "a\u{0}b", "pod-1234", "pod-12345", "pod-1234\u{0}", "pod-12345678901234", "pod-123456789012345",
        "pod-1234567890123456", "pod-12345678901235", "é", "e\u{301}", "pod-é", "Z", "z", "zzzzzzzzzzzzzzzzz",
        // The natural order: digit runs as numbers, then case, then exactly; a run too long for a rank.
        "IB 64", "IB 5771", "ib 64", "IB 064", "pod-9", "pod-10", "0", "00", "a1b", "A01B", "_", "[",
        "n" + String(repeating: "9", count: 300), "n" + String(repeating: "1", count: 301),
    ]

    /// Doubles at the edges of their order: both zeros, infinities, the
    /// smallest and largest magnitudes of either sign, NaN (kept, not ranked).
    static let doubles: [Double] = [
        -.infinity, -.greatestFiniteMagnitude, -2.5, -1, -.leastNonzeroMagnitude, -0.0, 0, .leastNonzeroMagnitude,
        0.5, 1, 1.5, 2, 1e300, .greatestFiniteMagnitude, .infinity, .nan,
    ]

    /// Every pair of slots compares as the plain order on their values, in both
    /// directions, for every kind of value and identity (integers at both
    /// ends, strings sharing 8- and 16-byte prefixes, with zero bytes, not
    /// ASCII, longer than 16 bytes; doubles; no value), and two slots of equal
    /// values are the same place (`hasSameValue`).
    @Test func slotsCompareAsTheirValues() {
        var random = ModelsRandom(seed: 0x5107_0DE2)
        let ints = [Int.min, Int.min + 1, -1, 0, 1, 7, Int.max - 1, Int.max]
        for round in 0..<80 {
            let descending = (round / 4) % 2 == 1
            let order = LiveSlotOrder(isSorted: true, isDescending: descending)
            var items: [(value: LiveSortValue?, id: LiveSortValue, slot: LiveSlot)] = []
            for seq in 0..<40 {
                let value: LiveSortValue?
                let int: LiveSortValue = .int(ints[random.int(0..<ints.count)])
                let text: LiveSortValue = .string(Self.texts[random.int(0..<Self.texts.count)])
                let double: LiveSortValue = .double(Self.doubles[random.int(0..<Self.doubles.count)])
                switch round % 4 {
                case 0: value = random.chance(15) ? nil : int
                case 1: value = random.chance(15) ? nil : text
                case 2: value = random.chance(15) ? nil : double
                // Kinds mixed (a `LiveSortKey` gives numbers and texts in one order): ranks of different kinds never decide.
                default: value = random.chance(15) ? nil : [int, text, double][random.int(0..<3)]
                }
                let id: LiveSortValue = (round / 8) % 2 == 0
                    ? .int(ints[random.int(0..<ints.count)] &+ seq)
                    : .string(Self.texts[random.int(0..<Self.texts.count)] + (random.chance(50) ? "" : "\(seq)"))
                items.append((value, id, LiveSlot(value: value, id: id, seq: seq, handle: seq, descending: descending)))
            }
            for a in items {
                for b in items {
                    let expected = Self.plainPrecedes((a.value, a.id), (b.value, b.id), descending: descending)
                    #expect(order.precedes(a.slot, b.slot) == expected, "round \(round): \(a.value as Any) \(a.id) vs \(b.value as Any) \(b.id)")
                    let sameValue: Bool
                    switch (a.value, b.value) {
                    case (nil, nil): sameValue = true
                    case let (x?, y?): sameValue = x.compareAsValue(y) == 0
                    default: sameValue = false
                    }
                    #expect(order.hasSameValue(a.slot, b.slot) == sameValue)
                }
            }
        }
    }

    /// A slot whose value and identity are their integers (an `Int`, ASCII
    /// strings of at most 8 and 16 bytes) keeps no values and is small, so
    /// sections move and search small slots.
    @Test func slotsAreSmallAndKeepValuesOnlyWhenNeeded() {
        #expect(MemoryLayout<LiveSlot>.stride <= 48)
        func slot(_ value: LiveSortValue?, _ id: LiveSortValue) -> LiveSlot {
            LiveSlot(value: value, id: id, seq: 0, handle: 0, descending: true)
        }
        #expect(slot(.int(3), .string("pod-123456789012")).values == nil)
        #expect(slot(nil, .int(-5)).values == nil)
        #expect(slot(.string("running"), .string("a")).values == nil)
        #expect(slot(.string("Running"), .string("a")).values != nil)  // an uppercase letter: its rank is its lowercase
        #expect(slot(.string("pod-9"), .string("a")).values != nil)  // a digit: its rank spells the number
        #expect(slot(.string("pod-123456789"), .int(1)).values != nil)  // longer than 8 bytes
        #expect(slot(.int(3), .string("pod-12345678901234")).values != nil)  // longer than 16 bytes
        #expect(slot(.int(3), .string("é")).values != nil)
        #expect(slot(.double(-1.5), .int(1)).values == nil)  // a double is its rank…
        #expect(slot(.double(.nan), .int(1)).values != nil)  // …but a NaN, which is in no order
        // What a slot reads back from its integers is its value and identity.
        let small = slot(.string("running"), .string("pod-1234567890ab"))
        #expect(small.value(descending: true)?.compare(.string("running")) == 0)
        #expect(small.id.compare(.string("pod-1234567890ab")) == 0)
        #expect(slot(.int(Int.min), .int(Int.max)).value(descending: true)?.compare(.int(Int.min)) == 0)
        for number in Self.doubles where !number.isNaN {
            for descending in [false, true] {
                let read = LiveSlot(value: .double(number), id: .int(0), seq: 0, handle: 0, descending: descending).value(descending: descending)
                #expect(read?.compare(.double(number)) == 0, "\(number)")
            }
        }
    }
}
