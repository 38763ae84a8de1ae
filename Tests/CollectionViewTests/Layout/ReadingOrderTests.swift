@testable import CollectionView
import ListDiff
import SeededRandom
import Testing

/// The one walk in reading order: forward from the first place and back
/// from the last, it visits every place once, section by section, passing
/// by sections with none.
@Suite struct ReadingOrderTests {
    @Test func crossesSectionBordersAndPassesEmptySectionsBy() {
        let order = ReadingOrder(sectionCount: 5) { [2, 0, 0, 1, 0][$0] }
        #expect(order.first == ItemPath(item: 0, section: 0))
        #expect(order.last == ItemPath(item: 0, section: 3))
        #expect(order.after(ItemPath(item: 0, section: 0)) == ItemPath(item: 1, section: 0))
        #expect(order.after(ItemPath(item: 1, section: 0)) == ItemPath(item: 0, section: 3))
        #expect(order.after(ItemPath(item: 0, section: 3)) == nil)
        #expect(order.before(ItemPath(item: 0, section: 3)) == ItemPath(item: 1, section: 0))
        #expect(order.before(ItemPath(item: 0, section: 0)) == nil)
        #expect(order.first(from: 1) == ItemPath(item: 0, section: 3))
        #expect(order.last(through: 2) == ItemPath(item: 1, section: 0))
        #expect(order.first(from: 4) == nil)
    }

    @Test func noPlacesNoWalk() {
        let order = ReadingOrder(sectionCount: 3) { _ in 0 }
        #expect(order.first == nil)
        #expect(order.last == nil)
        #expect(ReadingOrder(sectionCount: 0) { _ in 1 }.first == nil)
    }

    @Test func visitsEveryPlaceOnceInOrderBothWays() {
        var rng = SplitMix64(seed: 0x2EAD_0_2DE2)
        for _ in 0..<300 {
            let counts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                Bool.random(using: &rng) ? 0 : Int.random(in: 1...4, using: &rng)
            }
            let order = ReadingOrder(sectionCount: counts.count) { counts[$0] }
            let expected = counts.indices.flatMap { s in (0..<counts[s]).map { ItemPath(item: $0, section: s) } }
            var forward: [ItemPath] = []
            var place = order.first
            while let p = place {
                forward.append(p)
                place = order.after(p)
            }
            var backward: [ItemPath] = []
            place = order.last
            while let p = place {
                backward.append(p)
                place = order.before(p)
            }
            #expect(forward == expected, "\(counts)")
            #expect(backward == expected.reversed(), "\(counts)")
        }
    }
}
