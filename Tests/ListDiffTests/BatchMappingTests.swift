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
        // Old: S0 [a b], S1 [c]. S0 goes (taking a), a new section of two rows
        // comes: its row 0 is implied (not listed), b moves into its row 1.
        let change = Changeset(
            sections: .init(deleted: [0], inserted: [1]),
            items: .init(moved: [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 1, section: 1))])
        )
        let mapping = try BatchMapping(changeset: change, oldItemCounts: [2, 1]) { $0 == 1 ? 2 : 0 }
        #expect(mapping.apply(to: [["a", "b"], ["c"]]) { _ in "n" } == [["c"], ["n", "b"]])
        #expect(mapping.itemTargets[0][0] == nil)
        // The implied row is an insert: nil in itemSources, so it fades in.
        #expect(Array(mapping.itemSources[1]) == [nil, ItemPath(item: 1, section: 0)])
    }

    @Test func listingTheRowsOfAWholeSectionIsRejectedNamingTheSection() throws {
        let insertedAgain = Changeset(sections: .init(inserted: [2]), items: .init(inserted: [ItemPath(item: 0, section: 2)]))
        #expect(throws: BatchError.itemInInsertedSection(path: ItemPath(item: 0, section: 2), itemCount: 3)) {
            try BatchMapping(changeset: insertedAgain, oldItemCounts: [3, 1]) { _ in 3 }
        }
        #expect(BatchError.itemInInsertedSection(path: ItemPath(item: 0, section: 2), itemCount: 3).description
            == "Invalid update: attempt to insert item 0 into section 2, but section 2 is being inserted and brings "
            + "its 3 items with it (items of an inserted section are not listed in items.inserted)")
        let deletedAgain = Changeset(sections: .init(deleted: [1]), items: .init(deleted: [ItemPath(item: 0, section: 1)]))
        #expect(throws: BatchError.itemInDeletedSection(.delete, path: ItemPath(item: 0, section: 1))) {
            try BatchMapping(changeset: deletedAgain, oldItemCounts: [3, 1])
        }
        #expect(BatchError.itemInDeletedSection(.delete, path: ItemPath(item: 0, section: 1)).description
            == "Invalid update: attempt to delete item 0 from section 1, but section 1 is being deleted: the items of "
            + "a deleted section go with it and are not listed in items.deleted")
        // More rows moved into an inserted section than it holds.
        let crowded = Changeset(
            sections: .init(inserted: [2]),
            items: .init(moved: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 2))])
        )
        #expect(throws: BatchError.insertedSectionTooSmall(section: 2, itemCount: 0, movedIn: 1)) {
            try BatchMapping(changeset: crowded, oldItemCounts: [3, 1]) { _ in 0 }
        }
    }

    /// With several problems, the one named is the first in the documented
    /// order (old rows: deleted, moved, reloaded; then new rows), though the
    /// mapping finds repeats only after sorting.
    @Test(arguments: [
        // Deleted twice, and a later delete out of range: the repeat comes first.
        (Changeset(items: .init(deleted: [ItemPath(item: 2, section: 0), ItemPath(item: 2, section: 0), ItemPath(item: 9, section: 0)])),
         BatchError.itemUsedTwice(.delete, path: ItemPath(item: 2, section: 0))),
        // Out of range first, a repeat later (lists are in path order).
        (Changeset(items: .init(deleted: [ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 1), ItemPath(item: 0, section: 1)])),
         BatchError.itemOutOfRange(.delete, path: ItemPath(item: 5, section: 0), itemCount: 3, afterUpdate: false)),
        // Moved and reloaded (found when reloads are checked), after a move whose source is out of range.
        (Changeset(items: .init(moved: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1)),
                                        Move(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 5, section: 5))],
                                reloaded: [ItemPath(item: 0, section: 0)])),
         BatchError.conflictingItemOperations(path: ItemPath(item: 0, section: 0), .move, .reload)),
        // Two rows into one slot and an insert out of range: inserts are checked before moves' slots.
        (Changeset(items: .init(inserted: [ItemPath(item: 0, section: 1), ItemPath(item: 7, section: 1)],
                                moved: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1))])),
         BatchError.itemOutOfRange(.insert, path: ItemPath(item: 7, section: 1), itemCount: 4, afterUpdate: true)),
        (Changeset(items: .init(inserted: [ItemPath(item: 0, section: 1), ItemPath(item: 0, section: 1), ItemPath(item: 7, section: 1)])),
         BatchError.itemUsedTwice(.insert, path: ItemPath(item: 0, section: 1))),
        (Changeset(items: .init(inserted: [ItemPath(item: 1, section: 1)],
                                moved: [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1)),
                                        Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 9, section: 1))])),
         BatchError.itemUsedTwice(.insert, path: ItemPath(item: 1, section: 1))),
    ])
    func theFirstProblemInTheDocumentedOrderIsNamed(change: Changeset, expected: BatchError) {
        #expect(throws: expected) { try BatchMapping(changeset: change, oldItemCounts: [3, 1]) }
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
