import Foundation
@testable import ListInput
import SeededRandom
import Testing

@Suite struct JSONKeyOrderTests {
    /// The fast comparison gives Foundation's answer wherever it answers.
    @Test func lettersAndDigitsCompareAsFoundationComparesThem() {
        var random = SplitMix64(seed: 99)
        func key() -> String {
            let parts = ["a", "B", "b", "z", "Z", "0", "00", "01", "1", "9", "10", "123", "x", "X", "Id", "id", "_", "-", "é"]
            return (0..<Int(random.next() % 4)).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined()
        }
        var answered = 0
        for _ in 0..<20_000 {
            let a = key(), b = key()
            let foundation = a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                                       locale: NSLocale.system) == .orderedAscending
            if let fast = JSONKeyOrder.alphanumericOrder(a, b) {
                answered += 1
                #expect(fast == foundation, "\(a) < \(b)")
            }
            #expect(JSONKeyOrder.precedes(a, b) == foundation, "\(a) < \(b)")
        }
        #expect(answered > 10_000)
    }

    @Test func digitRunsAreNumbersAndDigitsComeFirst() {
        #expect(JSONKeyOrder.alphanumericOrder("9", "10") == true)
        #expect(JSONKeyOrder.alphanumericOrder("a9", "a10") == true)
        #expect(JSONKeyOrder.alphanumericOrder("10", "a") == true)
        #expect(JSONKeyOrder.alphanumericOrder("b", "A") == false)
        #expect(JSONKeyOrder.alphanumericOrder("podIP", "phase") == false)
        #expect(JSONKeyOrder.alphanumericOrder("b", "B") == nil)
        #expect(JSONKeyOrder.alphanumericOrder("a_b", "a") == nil)
    }
}
