@testable import ListDiff
import Testing

@Suite struct PositionTreeTests {
    /// Random inserts, removals and weight changes, checked against a plain array.
    @Test func matchesAnArrayUnderRandomEdits() {
        var random = ModelsRandom(seed: 0x7EE)
        var tree = PositionTree<Int>()
        var plain: [(value: Int, handle: Int, weight: Int)] = []
        var next = 0
        for step in 0..<5000 {
            let op = random.int(0..<10)
            if op < 5 || plain.isEmpty {
                let index = random.int(0..<plain.count + 1)
                let values = (0..<random.int(1..<4)).map { _ in next += 1; return next }
                let weight = random.int(0..<5)
                let handles = tree.insert(values, at: index, weight: weight)
                plain.insert(contentsOf: zip(values, handles).map { ($0, $1, weight) }, at: index)
            } else if op < 8 {
                let i = random.int(0..<plain.count)
                tree.remove(plain[i].handle)
                plain.remove(at: i)
            } else {
                let i = random.int(0..<plain.count)
                plain[i].weight = random.int(0..<9)
                tree.setWeight(plain[i].handle, plain[i].weight)
            }
            #expect(tree.count == plain.count)
            if step % 50 == 0 || plain.count < 20 {
                #expect(tree.elements == plain.map(\.value), "step \(step)")
                #expect(tree.last == plain.last?.value)
                var before = 0
                for (i, entry) in plain.enumerated() {
                    if tree.index(of: entry.handle) != i || tree.weight(before: entry.handle) != before || tree.element(entry.handle) != entry.value {
                        Issue.record("step \(step): entry \(i) misplaced")
                    }
                    before += entry.weight
                }
            }
        }
    }

    /// An index outside `0...count` is a bug in the snapshot, never a caller's
    /// input (callers pass a count or an anchor's index): it stops the process
    /// instead of being clamped into the list.
    @Test func insertingOutsideTheTreeStops() async {
        await #expect(processExitsWith: .failure) {
            var tree = PositionTree<Int>()
            _ = tree.insert([1, 2], at: 0)
            _ = tree.insert([3], at: 3)
        }
    }
}
