import ListDiff
import Testing

@Suite struct BatchMappingTests {
    @Test func keptRowsFillFreeSlotsInOrder() throws {
        // Old: [a b c d]; delete b, insert at 0, move d → 1.
        let change = Changeset(items: .init(
            deleted: [ItemPath(item: 1, section: 0)],
            inserted: [ItemPath(item: 0, section: 0)],
            moved: [Move(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 1, section: 0))]
        ))
        let mapping = try BatchMapping(changeset: change, oldItemCounts: [4])
        let result = mapping.apply(to: [["a", "b", "c", "d"]]) { _ in "new" }
        #expect(result == [["new", "d", "a", "c"]])
        #expect(mapping.itemTargets[0][1] == nil)
        #expect(mapping.itemTargets[0][3] == ItemPath(item: 1, section: 0))
    }

    @Test func sectionMoveCarriesItsRowsAndRowsCrossSections() throws {
        // Old: S0 [a b], S1 [c]. Move S1 → 0, and a moves into it at the end.
        let change = Changeset(
            sections: .init(moved: [Move(from: 1, to: 0)]),
            items: .init(moved: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))])
        )
        let mapping = try BatchMapping(changeset: change, oldItemCounts: [2, 1])
        #expect(mapping.sectionSources == [1, 0])
        #expect(mapping.apply(to: [["a", "b"], ["c"]]) { _ in "?" } == [["c", "a"], ["b"]])
    }

    @Test func rowsLeaveADeletedSectionAndEnterAnInsertedOne() throws {
        let change = Changeset(
            sections: .init(deleted: [0], inserted: [1]),
            items: .init(
                inserted: [ItemPath(item: 0, section: 1)],
                moved: [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 1))]
            )
        )
        let mapping = try BatchMapping(changeset: change, oldItemCounts: [2, 1])
        #expect(mapping.apply(to: [["a", "b"], ["c"]]) { _ in "n" } == [["c"], ["n", "b"]])
        #expect(mapping.itemTargets[0][0] == nil)
    }

    @Test(arguments: [
        (Changeset(items: .init(deleted: [ItemPath(item: 3, section: 0)])),
         "Invalid update: attempt to delete item 3 in section 0 which only contains 3 items before the update"),
        (Changeset(sections: .init(deleted: [1, 1])), "Invalid update: attempt to delete section 1 twice"),
        (Changeset(items: .init(deleted: [ItemPath(item: 0, section: 0)], reloaded: [ItemPath(item: 0, section: 0)])),
         "Invalid update: attempt to delete and reload the same index path [0, 0] in the same batch"),
        (Changeset(items: .init(moved: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))],
                                reloaded: [ItemPath(item: 0, section: 0)])),
         "Invalid update: attempt to move and reload the same index path [0, 0] in the same batch"),
        (Changeset(items: .init(inserted: [ItemPath(item: 0, section: 0)],
                                moved: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))])),
         "Invalid update: attempt to insert or move more than one item into index path [0, 0]"),
        (Changeset(sections: .init(inserted: [5])),
         "Invalid update: attempt to insert section 5, but there are only 3 sections after the update"),
    ])
    func invalidBatchesThrowUIKitStyleMessages(change: Changeset, message: String) {
        #expect(throws: (any Error).self) { try BatchMapping(changeset: change, oldItemCounts: [3, 1]) }
        do {
            _ = try BatchMapping(changeset: change, oldItemCounts: [3, 1])
        } catch {
            #expect(error.description == message)
        }
    }
}
