import CollectionView
import ListDiff
import Testing

/// Every rule a batch is checked against: the error, and that nothing changed.
@MainActor
@Suite struct ValidationTests {
    /// Old: S0 [a b c], S1 [d e]. The data source is changed to `new`, then
    /// `changeset` is applied and must be rejected, leaving the view as it
    /// was, in each of `modes`, with the same error in each: that error is returned.
    /// Every rule is checked with both modes unless the error involves no
    /// row the batch touches (which only `.full` can see), and each mode
    /// also with a footer row shown: the batch then goes through the
    /// presentation layer (folds, footer, a lifted row), which must reject it
    /// with the very same error (there is one validation).
    func expectRejected(
        new: [SectionedDataSource.Section], _ changeset: Changeset,
        modes: [CollectionViewConfiguration.Validation] = [.full, .touched],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> InvalidUpdate? {
        let runs = modes.flatMap { mode in [false, true].map { (mode: mode, footer: $0) } }
        let errors = runs.map {
            expectRejected(new: new, changeset, mode: $0.mode, footer: $0.footer, sourceLocation: sourceLocation)
        }
        for (run, error) in zip(runs, errors).dropFirst() where error != errors.first {
            Issue.record("\(run) rejected with \(String(describing: error)), \(runs[0]) with \(String(describing: errors.first))",
                         sourceLocation: sourceLocation)
        }
        return errors.first ?? nil
    }

    func expectRejected(
        new: [SectionedDataSource.Section], _ changeset: Changeset, mode: CollectionViewConfiguration.Validation,
        footer: Bool, sourceLocation: SourceLocation
    ) -> InvalidUpdate? {
        let (view, source, _) = makeView(
            [section("S0", header: "S0", ["a", "b", "c"]), section("S1", header: "S1", ["d", "e"])]
        ) { $0.easing = .linear; $0.validation = mode }
        if footer { view.setFooter(StyledText("more…"), animated: false) }
        view.selectItem(at: path(1, 0))
        // Drawn as an app draws (`render`), which keeps the texts it shows: the data source below
        // no longer has them.
        let before = styledStill(view)
        source.sections = new
        var completed = false
        var caught: InvalidUpdate?
        do {
            try view.performBatchUpdates(changeset) { _ in completed = true }
            Issue.record("batch was accepted", sourceLocation: sourceLocation)
        } catch {
            caught = error
        }
        #expect(!completed, sourceLocation: sourceLocation)
        #expect(!view.isAnimating, sourceLocation: sourceLocation)
        #expect(view.nextFrameTime == nil, sourceLocation: sourceLocation)
        #expect(view.numberOfSections == (footer ? 3 : 2), sourceLocation: sourceLocation)
        #expect(view.numberOfItems(inSection: 0) == 3 && view.numberOfItems(inSection: 1) == 2, sourceLocation: sourceLocation)
        #expect(view.itemID(at: path(1, 0)) == AnyHashable("d"), sourceLocation: sourceLocation)
        #expect(view.selectedItem == path(1, 0), sourceLocation: sourceLocation)
        #expect(styledStill(view) == before, sourceLocation: sourceLocation)
        return caught
    }

    let same = [section("S0", header: "S0", ["a", "b", "c"]), section("S1", header: "S1", ["d", "e"])]

    @Test func outOfRangeIndex() {
        let error = expectRejected(new: same, Changeset(items: .init(deleted: [path(0, 3)])))
        #expect(error?.kind == .batch(.itemOutOfRange(.delete, path: path(0, 3), itemCount: 3, afterUpdate: false)))
        #expect(error?.message == "Invalid update: attempt to delete item 3 in section 0 which only contains 3 items before the update")
    }

    @Test func indexUsedTwice() {
        let error = expectRejected(new: same, Changeset(items: .init(deleted: [path(0, 1), path(0, 1)])))
        #expect(error?.kind == .batch(.itemUsedTwice(.delete, path: path(0, 1))))
    }

    @Test func deleteAndReloadOfOnePath() {
        let error = expectRejected(
            new: [section("S0", header: "S0", ["a", "c"]), section("S1", header: "S1", ["d", "e"])],
            Changeset(items: .init(deleted: [path(0, 1)], reloaded: [path(0, 1)]))
        )
        #expect(error?.kind == .batch(.conflictingItemOperations(path: path(0, 1), .delete, .reload)))
    }

    @Test func deleteAndMoveOfOnePath() {
        let error = expectRejected(
            new: same,
            Changeset(items: .init(deleted: [path(0, 1)], moved: [Move(from: path(0, 1), to: path(1, 0))]))
        )
        #expect(error?.kind == .batch(.conflictingItemOperations(path: path(0, 1), .delete, .move)))
    }

    @Test func moveAndReloadOfOnePath() {
        let error = expectRejected(
            new: [section("S0", header: "S0", ["b", "c", "a"]), section("S1", header: "S1", ["d", "e"])],
            Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(0, 2))], reloaded: [path(0, 0)]))
        )
        #expect(error?.kind == .batch(.conflictingItemOperations(path: path(0, 0), .move, .reload)))
        #expect(error?.message.hasPrefix("Invalid update: attempt to move and reload the same index path [0, 0]") == true)
    }

    @Test func insertAndMoveIntoOneSlot() {
        let error = expectRejected(
            new: same,
            Changeset(items: .init(inserted: [path(1, 0)], moved: [Move(from: path(0, 0), to: path(1, 0))]))
        )
        #expect(error?.kind == .batch(.itemUsedTwice(.insert, path: path(1, 0))))
    }

    @Test func sectionCountMismatch() {
        let error = expectRejected(
            new: same + [section("S2", ["x"])],
            Changeset(items: .init(reloaded: [path(0, 0)]))
        )
        #expect(error?.kind == .sectionCount(expected: 2, actual: 3))
        #expect(error?.message == "Invalid update: invalid number of sections. The number of sections contained in the "
            + "collection view after the update (3) must be equal to the number of sections contained in the collection "
            + "view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test func itemCountMismatchReadsLikeUIKit() {
        // S1 loses e and gains a from S0; the data source forgot to add the new row "n".
        let error = expectRejected(
            new: [section("S0", header: "S0", ["b", "c"]), section("S1", header: "S1", ["a", "d"])],
            Changeset(items: .init(
                deleted: [path(1, 1)], inserted: [path(1, 2)], moved: [Move(from: path(0, 0), to: path(1, 0))]
            ))
        )
        #expect(error?.kind == .itemCount(section: 1, expected: 3, actual: 2))
        #expect(error?.message == "Invalid update: invalid number of items in section 1. The number of items contained "
            + "in an existing section after the update (2) must be equal to the number of items contained in that section "
            + "before the update (2), plus or minus the number of items inserted or deleted from that section "
            + "(1 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section "
            + "(1 moved in, 0 moved out).")
    }

    @Test func rowsOfAnInsertedSectionListedAsInsertedAreASecondInsert() {
        let error = expectRejected(
            new: same + [section("S2", ["x", "y"])],
            Changeset(sections: .init(inserted: [2]), items: .init(inserted: [path(2, 0)]))
        )
        #expect(error?.kind == .batch(.itemInInsertedSection(path: path(2, 0), itemCount: 2)))
        #expect(error?.message == "Invalid update: attempt to insert item 0 into section 2, but section 2 is being "
            + "inserted and brings its 2 items with it (items of an inserted section are not listed in items.inserted)")
    }

    @Test func rowsOfADeletedSectionListedAsDeletedAreASecondDelete() {
        let error = expectRejected(
            new: [section("S0", header: "S0", ["a", "b", "c"])],
            Changeset(sections: .init(deleted: [1]), items: .init(deleted: [path(1, 1)]))
        )
        #expect(error?.kind == .batch(.itemInDeletedSection(.delete, path: path(1, 1))))
        #expect(error?.message.hasPrefix("Invalid update: attempt to delete item 1 from section 1, but section 1 is being deleted") == true)
    }

    @Test func anInsertedSectionSmallerThanWhatMovesIntoIt() {
        let error = expectRejected(
            new: [section("S0", header: "S0", ["b", "c"]), section("S1", header: "S1", ["d", "e"]), section("S2", [])],
            Changeset(sections: .init(inserted: [2]), items: .init(moved: [Move(from: path(0, 0), to: path(2, 0))]))
        )
        #expect(error?.kind == .batch(.insertedSectionTooSmall(section: 2, itemCount: 0, movedIn: 1)))
        #expect(error?.message == "Invalid update: invalid number of items in section 2. The number of items contained in "
            + "an inserted section after the update (0) must be at least the number of items moved into it (1)")
    }

    @Test func anInsertedSectionBringsItsRows() throws {
        let (view, source, _) = makeView(same)
        source.sections = same + [section("S2", ["x", "y"])]
        try view.performBatchUpdates(Changeset(sections: .init(inserted: [2])), animated: false)
        #expect(view.numberOfItems(inSection: 2) == 2 && view.itemID(at: path(2, 1)) == AnyHashable("y"))
    }

    @Test func itemIdentityMismatch() {
        // The data source swapped b and c, but the batch says nothing moved: no row is touched, only `.full` sees it.
        let error = expectRejected(
            new: [section("S0", header: "S0", ["a", "c", "b"]), section("S1", header: "S1", ["d", "e"])],
            Changeset(), modes: [.full]
        )
        #expect(error?.kind == .itemIdentity(path: path(0, 1)))
        #expect(error?.message == "Invalid update: the item at index path [0, 1] after the update has id \"c\", "
            + "but the batch puts the item with id \"b\" (index path [0, 1] before the update) there")
    }

    @Test func aMovedRowWhoseIDDoesNotMatch() {
        // The batch moves b to the end of S1, but the data source has x there.
        let error = expectRejected(
            new: [section("S0", header: "S0", ["a", "c"]), section("S1", header: "S1", ["d", "e", "x"])],
            Changeset(items: .init(moved: [Move(from: path(0, 1), to: path(1, 2))]))
        )
        #expect(error?.kind == .itemIdentity(path: path(1, 2)))
        #expect(error?.message == "Invalid update: the item at index path [1, 2] after the update has id \"x\", "
            + "but the batch puts the item with id \"b\" (index path [0, 1] before the update) there")
    }

    @Test func aReloadedRowWhoseIDDoesNotMatch() {
        let error = expectRejected(
            new: [section("S0", header: "S0", ["a", "x", "c"]), section("S1", header: "S1", ["d", "e"])],
            Changeset(items: .init(reloaded: [path(0, 1)]))
        )
        #expect(error?.kind == .itemIdentity(path: path(0, 1)))
    }

    @Test func aRowNextToAnInsertWhoseIDDoesNotMatch() {
        // Insert at 1: b should follow the new row, but the data source has c there (b and c swapped).
        let error = expectRejected(
            new: [section("S0", header: "S0", ["a", "n", "c", "b"]), section("S1", header: "S1", ["d", "e"])],
            Changeset(items: .init(inserted: [path(0, 1)]))
        )
        #expect(error?.kind == .itemIdentity(path: path(0, 2)))
    }

    @Test func aRowNextToADeleteWhoseIDDoesNotMatch() {
        // Delete b: a and c remain, but the data source has them the other way round.
        let error = expectRejected(
            new: [section("S0", header: "S0", ["c", "a"]), section("S1", header: "S1", ["d", "e"])],
            Changeset(items: .init(deleted: [path(0, 1)]))
        )
        #expect(error?.kind == .itemIdentity(path: path(0, 0)))
    }

    @Test func sectionIdentityMismatch() {
        // Same counts, but the data source's second section is another one and the batch does not say so.
        let swapped = expectRejected(
            new: [section("S0", header: "S0", ["a", "b", "c"]), section("S9", header: "S9", ["d", "e"])],
            Changeset()
        )
        #expect(swapped?.kind == .sectionIdentity(section: 1))
        #expect(swapped?.message.hasPrefix("Invalid update: section 1 after the update has id \"S9\"") == true)
    }

    @Test func aValidBatchIsAccepted() throws {
        let (view, source, _) = makeView(same)
        source.sections = [section("S0", header: "S0", ["a", "c"]), section("S1", header: "S1", ["d", "e", "b"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 1), to: path(1, 2))])))
        #expect(view.itemID(at: path(1, 2)) == AnyHashable("b"))
        #expect(view.isAnimating)
    }
}
