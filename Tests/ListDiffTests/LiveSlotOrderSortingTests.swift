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
}
