@testable import ListDiff
import Testing

/// `PagedArray` against a plain array: appends across several pages, reads
/// and in-place writes anywhere.
@Suite struct PagedArrayTests {
    @Test func itHoldsWhatAnArrayHoldsAcrossPages() {
        var random = ModelsRandom(seed: 0x9A6E)
        var paged = PagedArray<String?>()
        var reference: [String?] = []
        let total = PagedArray<String?>.pageSize * 3 + 17
        paged.reserveCapacity(total / 2)
        for i in 0..<total {
            paged.append("row \(i)")
            reference.append("row \(i)")
            #expect(paged.count == reference.count)
            if random.chance(10) {
                let at = random.int(0..<reference.count)
                let value: String? = random.chance(50) ? nil : "changed \(i)"
                paged[at] = value
                reference[at] = value
            }
        }
        #expect(paged.pages.count == 4)
        #expect(paged.pages.dropLast().allSatisfy { $0.count == PagedArray<String?>.pageSize })
        #expect((0..<total).map { paged[$0] } == reference)
        // Modified in place, as the model writes a row's fields.
        paged[total - 1]?.append("!")
        #expect(paged[total - 1] == reference[total - 1].map { $0 + "!" })
    }
}
