@testable import ListDiff
import Testing

/// Sorting a section's slots by compact keys (`LiveSlotOrder.sorted`) gives
/// what sorting the slots with the order's own comparison gives.
@Suite struct LiveSlotOrderSortingTests {
    /// Integers, doubles and strings with shared 8-byte prefixes, missing
    /// values, equal values (ties by identity, strings and integers), both
    /// directions: the same order as `precedes`.
    @Test func keysSortAsTheOrderDoes() {
        var random = ModelsRandom(seed: 0x5107)
        let strings = ["pod-12345678", "pod-1234567", "pod-12345679", "é", "e\u{301}", "", "Z", "z", "pod-1", "IB 64", "ib 64", "IB 5771"]
        for round in 0..<200 {
            let descending = round % 2 == 1
            let kind = round % 3
            var slots: [LiveSlot] = []
            for seq in 0..<random.int(0..<300) {
                let value: LiveSortValue?
                switch kind {
                case 0: value = random.chance(10) ? nil : .int(random.int(0..<8) - 4)
                case 1: value = random.chance(10) ? nil : .double(Double(random.int(0..<6)) / 2)
                default: value = random.chance(10) ? nil : .string(strings[random.int(0..<strings.count)])
                }
                let id: LiveSortValue = round % 4 < 2 ? .int(seq * 7_919 % 100_003) : .string(strings[random.int(0..<strings.count)] + "\(seq)")
                slots.append(LiveSlot(value: value, id: id, seq: seq, handle: seq, descending: descending))
            }
            for order in [LiveSlotOrder(isSorted: true, isDescending: descending), LiveSlotOrder(isSorted: false, isDescending: false)] {
                let expected = slots.sorted { order.precedes($0, $1) }.map(\.seq)
                #expect(order.sorted(slots).map(\.seq) == expected, "round \(round)")
            }
        }
    }

    /// Random texts the integers cannot decide (names like `pod-123456`
    /// sharing their first 8 bytes, digit runs with leading zeros and of
    /// 255 digits or more, capitals, zero bytes, texts that begin others,
    /// non-ASCII among them) and tied values with both kinds of identity,
    /// in both directions: sorting with the texts' natural keys gives
    /// exactly the order `precedes` gives (fixed seed).
    @Test func naturalKeysSortAsTheTextsDo() {
        var random = ModelsRandom(seed: 0x50_5254)
        let pieces = ["pod-", "POD-", "0", "00", "007", "1", "12", "123456", "9", "a", "A", "z", "Z", " ", "-", "\u{0}", "é", "\r\n",
                      String(repeating: "9", count: 255), String(repeating: "1", count: 300)]
        for round in 0..<120 {
            let descending = round % 2 == 1
            var texts: [String] = []
            for _ in 0..<40 { texts.append((0..<random.int(1..<5)).map { _ in pieces[random.int(0..<pieces.count)] }.joined()) }
            var slots: [LiveSlot] = []
            for seq in 0..<random.int(0..<400) {
                let value: LiveSortValue? = random.chance(5) ? nil : .string(texts[random.int(0..<texts.count)])
                let id: LiveSortValue = round % 4 < 2 ? .int(random.int(0..<50)) : .string(texts[random.int(0..<texts.count)] + "\(seq % 7)")
                slots.append(LiveSlot(value: value, id: id, seq: seq, handle: seq, descending: descending))
            }
            let order = LiveSlotOrder(isSorted: true, isDescending: descending)
            let expected = slots.sorted { order.precedes($0, $1) }.map(\.seq)
            #expect(order.sorted(slots).map(\.seq) == expected, "round \(round)")
        }
    }

    /// Two texts' natural keys compare as the texts do (`NaturalOrder.compare`), and only ASCII texts have one.
    @Test func naturalKeysCompareAsTheTexts() {
        var random = ModelsRandom(seed: 0x4B45_59)
        let pieces = ["0", "00", "01", "1", "7", "10", "64", "5771", "a", "A", "b", "B", "z", "Z", " ", "-", "/", ":", "@", "`", "{",
                      "\u{0}", "\u{1}", "\r", "\n", "é", String(repeating: "8", count: 256)]
        let texts = [""] + (0..<200).map { _ in (0..<random.int(1..<6)).map { _ in pieces[random.int(0..<pieces.count)] }.joined() }
        var bytes: [UInt8] = []
        let keys = texts.map { NaturalOrder.appendKey(of: $0, to: &bytes) }
        bytes.withUnsafeBufferPointer { bytes in
            for (a, x) in zip(texts, keys) {
                #expect(x.exists == a.utf8.allSatisfy { $0 < 0x80 }, "\(a.debugDescription)")
                for (b, y) in zip(texts, keys) where x.exists && y.exists {
                    #expect(NaturalOrder.compareKeys(x, y, in: bytes).signum() == NaturalOrder.compare(a, b).signum(),
                            "\(a.debugDescription) vs \(b.debugDescription)")
                }
            }
        }
    }
}
