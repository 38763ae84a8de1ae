import SeededRandom
import CollectionView
import ListDiff
import Testing

/// A batch moves the selection with its row, or, when the row is deleted,
/// to the nearest row that survives (in reading order, the next one when
/// both are as near): checked against a walk of every row.
@MainActor
@Suite struct SelectionFollowTests {
    typealias Sections = BatchPropertyTests.Sections

    /// The reference: the nearest old row (reading order, rows only) whose id
    /// is in `new`, the next one first; its path in `new`.
    static func expectedSelection(old: Sections, new: Sections, selected: ItemPath) -> ItemPath? {
        let rows = old.enumerated().flatMap { s, section in section.items.indices.map { ItemPath(item: $0, section: s) } }
        var newPaths: [Int: ItemPath] = [:]
        for (t, section) in new.enumerated() {
            for (i, row) in section.items.enumerated() { newPaths[row.id] = ItemPath(item: i, section: t) }
        }
        guard let index = rows.firstIndex(of: selected) else { return nil }
        for distance in 0..<rows.count {
            for candidate in [index + distance, index - distance] where rows.indices.contains(candidate) {
                let p = rows[candidate]
                if let target = newPaths[old[p.section].items[p.item].id] { return target }
            }
        }
        return nil
    }

    @Test func theSelectionGoesToTheNearestSurvivorAsAWalkOfEveryRowFindsIt() throws {
        var rng = SplitMix64(seed: 0x5E1E_C7ED)
        var deletedSelections = 0
        for _ in 0..<400 {
            var (current, next) = BatchPropertyTests.randomPair(&rng)
            // More deletions than `mutate` makes, so that the selected row is often gone.
            for s in next.indices { next[s].items.removeAll { _ in Int.random(in: 0..<3, using: &rng) == 0 } }
            let filled = current.indices.filter { !current[$0].items.isEmpty }
            guard let s = filled.randomElement(using: &rng) else { continue }
            let selected = ItemPath(item: Int.random(in: 0..<current[s].items.count, using: &rng), section: s)
            let changeset = try Changeset(from: current, to: next)
            let (view, source, _) = makeView(BatchPropertyTests.dataSource(current))
            view.selectItem(at: selected, scrollToVisible: false)
            source.sections = BatchPropertyTests.dataSource(next)
            try view.performBatchUpdates(changeset, animated: false)
            guard let expected = Self.expectedSelection(old: current, new: next, selected: selected) else { continue }
            if next.allSatisfy({ !$0.items.contains { $0.id == current[s].items[selected.item].id } }) { deletedSelections += 1 }
            #expect(view.selectedItem == expected, "selected \(selected), changeset \(changeset)")
        }
        #expect(deletedSelections > 100)
    }

    @Test func aDeletedSectionIsCrossedToTheNearestSurvivor() throws {
        // Old: A [a0 … a4999], B [b0 … b2]; the selection is on a2500.
        let a = (0..<5_000).map { "a\($0)" }
        let (view, source, _) = makeView([section("A", a), section("B", ["b0", "b1", "b2"])])
        view.selectItem(at: path(0, 2_500), scrollToVisible: false)
        // A goes, but a4000 moves to B first: it is nearer (1,500 rows) than b0 (2,500).
        source.sections = [section("B", ["a4000", "b0", "b1", "b2"])]
        try view.performBatchUpdates(Changeset(
            sections: .init(deleted: [0]),
            items: .init(moved: [Move(from: path(0, 4_000), to: path(0, 0))])
        ), animated: false)
        #expect(view.selectedItemID == AnyHashable("a4000"))
        // Now B goes with its selected row: nothing is moved out, and before it nothing is left.
        let (other, otherSource, _) = makeView([section("A", a), section("B", ["b0"]), section("C", ["c0"])])
        other.selectItem(at: path(0, 10), scrollToVisible: false)
        otherSource.sections = [section("C", ["c0"])]
        try other.performBatchUpdates(Changeset(sections: .init(deleted: [0, 1])), animated: false)
        #expect(other.selectedItemID == AnyHashable("c0"))
    }

    /// Distances counted across a deleted section are exact: one row nearer
    /// on either side decides, and a tie goes to the next row.
    @Test(arguments: [
        (4, [] as [Int], "a4"),  // b4: a4 is 5 rows before, c0 6 after
        (5, [], "c0"),  // b5: c0 is 5 rows after, a4 6 before
        (5, [2, 8], "b8"),  // b5: b2 and b8 are both 3 rows away, moved out: the next one
        (5, [1, 8], "b8"),  // b8 is 3 after, b1 4 before
        (5, [2, 9], "b2"),  // b2 is 3 before, b9 4 after
    ])
    func rowsAcrossADeletedSectionAreCountedOneByOne(selected: Int, movedOut: [Int], expected: String) throws {
        let (view, source, _) = makeView([section("A", (0..<5).map { "a\($0)" }), section("B", (0..<10).map { "b\($0)" }),
                                          section("C", ["c0"])])
        view.selectItem(at: path(1, selected), scrollToVisible: false)
        source.sections = [section("A", (0..<5).map { "a\($0)" }), section("C", movedOut.map { "b\($0)" } + ["c0"])]
        try view.performBatchUpdates(Changeset(
            sections: .init(deleted: [1]),
            items: .init(moved: movedOut.enumerated().map { Move(from: path(1, $0.element), to: path(1, $0.offset)) })
        ), animated: false)
        #expect(view.selectedItemID == AnyHashable(expected))
    }
}
