import ListDiff
import Testing

typealias Book = SortedSections<Person, Character>

@Sendable func byName(_ a: Person, _ b: Person) -> Bool { a.name < b.name }
@Sendable func byNameDescending(_ a: Person, _ b: Person) -> Bool { a.name > b.name }
@Sendable func initial(_ p: Person) -> Character { p.name.first ?? "#" }

func makeBook(ascending: Bool = true) -> Book {
    Book(sectionKey: initial, areInIncreasingOrder: ascending ? byName : byNameDescending)
}

func names(_ book: Book) -> [[String]] { book.sections.map { $0.items.map(\.name) } }

func people(_ names: [String]) -> [Person] { names.enumerated().map { Person(id: $0, name: $1) } }

/// Runs one operation and checks its changeset with the reference applier.
@discardableResult
func step(_ book: inout Book, sourceLocation: SourceLocation = #_sourceLocation,
          _ body: (inout Book) throws -> Changeset) throws -> Changeset {
    let before = book.listSections
    let change = try body(&book)
    expectChange(change, from: before, to: book.listSections, sourceLocation: sourceLocation)
    return change
}


@Suite struct SortedSectionsTests {
    func abook() throws -> Book {
        var book = makeBook()
        try step(&book) { try $0.setItems(people(["Bob", "Alice", "Carol", "Anna", "Bert", "Ada"])) }
        return book
    }

    @Test func setItemsSortsAndGroups() throws {
        let book = try abook()
        #expect(names(book) == [["Ada", "Alice", "Anna"], ["Bert", "Bob"], ["Carol"]])
        #expect(book.sectionKeys == ["A", "B", "C"])
        #expect(book.numberOfSections == 3 && book.numberOfItems == 6 && book.numberOfItems(inSection: 1) == 2)
        #expect(book.indexPath(of: 0) == path(1, 1))
        #expect(try book.item(at: path(2, 0)).name == "Carol")
        #expect(book.item(withID: 3)?.name == "Anna")
        #expect(book.sectionIndex(forKey: "C") == 2)
        #expect(book.allItems.map(\.name) == ["Ada", "Alice", "Anna", "Bert", "Bob", "Carol"])
        #expect(throws: SortedSectionsError.itemOutOfRange(path(2, 1), role: .item, itemCount: 1)) { try book.item(at: path(2, 1)) }
    }

    @Test func insertsGoToTheirSortedPlaceAndNewSectionsAppear() throws {
        var book = try abook()
        let change = try step(&book) {
            try $0.update(addOrUpdate: [Person(id: 10, name: "Amy"), Person(id: 11, name: "Dan"), Person(id: 12, name: "Aaron")])
        }
        #expect(names(book) == [["Aaron", "Ada", "Alice", "Amy", "Anna"], ["Bert", "Bob"], ["Carol"], ["Dan"]])
        #expect(change.sections.inserted == [3])
        // Dan comes with his new section D: not listed (UIKit's convention).
        #expect(change.items.inserted == [path(0, 0), path(0, 3)])
        #expect(change.moveCount == 0 && change.items.deleted.isEmpty)
    }

    @Test func contentOnlyEditIsAReloadInPlace() throws {
        var book = try abook()
        let change = try step(&book) { try $0.update(addOrUpdate: [Person(id: 1, name: "Alice", phone: 5)]) }
        #expect(change == Changeset(items: .init(reloaded: [path(0, 1)])))
        // Same content again: nothing at all.
        #expect(try step(&book) { try $0.update(addOrUpdate: [Person(id: 1, name: "Alice", phone: 5)]) }.isEmpty)
    }

    @Test func aRowWhoseSortKeyChangedIsTheOneThatMoves() throws {
        var book = makeBook()
        try step(&book) { try $0.setItems(people(["Aa", "Ab"])) }
        // "Aa" becomes "Ac": either row could be told as moving; the edited one must be.
        let change = try step(&book) { try $0.update(addOrUpdate: [Person(id: 0, name: "Ac")]) }
        #expect(change.items.moved == [Move(from: path(0, 0), to: path(0, 1))])
        #expect(change.deferred.items == [path(0, 1)])
        #expect(change.items.reloaded.isEmpty)
    }

    @Test func aSortKeyChangeThatKeepsThePlaceIsOnlyAReload() throws {
        var book = makeBook()
        try step(&book) { try $0.setItems(people(["Aa", "Ab", "Ac"])) }
        let change = try step(&book) { try $0.update(addOrUpdate: [Person(id: 1, name: "Abz")]) }
        #expect(change == Changeset(items: .init(reloaded: [path(0, 1)])))
    }

    @Test func swappedNamesMoveWithTheFewestMoves() throws {
        var book = makeBook()
        try step(&book) { try $0.setItems(people(["Aa", "Ab", "Ac", "Ad"])) }
        let change = try step(&book) {
            try $0.update(addOrUpdate: [Person(id: 0, name: "Ad"), Person(id: 3, name: "Aa")])
        }
        #expect(names(book) == [["Aa", "Ab", "Ac", "Ad"]])
        #expect(change.items.moved.count == 2 && change.deferred.items.count == 2)
    }

    @Test func editingIntoAnotherSectionMovesAcrossAndEmptiedSectionsDisappear() throws {
        var book = try abook()
        let change = try step(&book) { try $0.update(addOrUpdate: [Person(id: 2, name: "Zoe")]) }  // Carol, alone in C
        #expect(names(book) == [["Ada", "Alice", "Anna"], ["Bert", "Bob"], ["Zoe"]])
        // C is deleted, Z inserted, and the row moves from one to the other.
        #expect(change.sections.deleted == [2] && change.sections.inserted == [2])
        #expect(change.items.moved == [Move(from: path(2, 0), to: path(2, 0))])
        #expect(change.deferred.items == [path(2, 0)])
        let delete = try step(&book) { try $0.update(delete: [0, 4]) }  // Bob and Bert: B disappears
        #expect(delete.sections.deleted == [1] && delete.items.deleted.isEmpty)
    }

    @Test func sectionsFollowTheirFirstRowWhenKeysDisagreeWithTheComparator() throws {
        // Grouped by parity of `phone`, sorted by name: sections interleave and reorder.
        var book = SortedSections<Person, Int>(sectionKey: { $0.phone % 2 }, areInIncreasingOrder: { $0.name < $1.name })
        let before0 = book.listSections
        let set = try book.setItems([Person(id: 0, name: "A", phone: 1), Person(id: 1, name: "B", phone: 2), Person(id: 2, name: "C", phone: 3)])
        expectChange(set, from: before0, to: book.listSections)
        #expect(book.sectionKeys == [1, 0])
        let before = book.listSections
        let change = try book.update(delete: [0])
        expectChange(change, from: before, to: book.listSections)
        #expect(book.sectionKeys == [0, 1])
        #expect(change.sections.moved.count == 1)
    }

    @Test func removeItemAtAPath() throws {
        var book = try abook()
        let change = try step(&book) { try $0.removeItem(at: path(0, 1)) }
        #expect(change == Changeset(items: .init(deleted: [path(0, 1)])))
        let snapshot = book.listSections
        #expect(throws: SortedSectionsError.sectionOutOfRange(path(7, 0), role: .item, sectionCount: 3)) { try book.removeItem(at: path(7, 0)) }
        #expect(throws: SortedSectionsError.itemOutOfRange(path(2, 1), role: .item, itemCount: 1)) { try book.removeItem(at: path(2, 1)) }
        #expect(book.listSections == snapshot)
    }

    @Test func badUpdatesThrowAndChangeNothing() throws {
        var book = try abook()
        let snapshot = book.listSections
        #expect(throws: SortedSectionsError.duplicateItem("7", firstIndex: 0, secondIndex: 2)) {
            try book.update(addOrUpdate: [Person(id: 7, name: "X"), Person(id: 8, name: "Y"), Person(id: 7, name: "Z")])
        }
        #expect(throws: SortedSectionsError.duplicateDeletion("1", firstIndex: 0, secondIndex: 1)) { try book.update(delete: [1, 1]) }
        #expect(throws: SortedSectionsError.updatedAndDeleted("1", addOrUpdateIndex: 0, deleteIndex: 1)) {
            try book.update(addOrUpdate: [Person(id: 1, name: "Q")], delete: [2, 1])
        }
        #expect(throws: SortedSectionsError.itemNotFound("99", deleteIndex: 1)) { try book.update(addOrUpdate: [Person(id: 50, name: "New")], delete: [2, 99]) }
        #expect(throws: SortedSectionsError.duplicateItem("3", firstIndex: 0, secondIndex: 1)) {
            try book.setItems([Person(id: 3, name: "A"), Person(id: 3, name: "B")])
        }
        #expect(book.listSections == snapshot && book.numberOfItems == 6)
        #expect(SortedSectionsError.itemNotFound("99", deleteIndex: 1).description
            == "cannot delete item \"99\" (position 1 of the deletions): it is not in the model")
    }

    @Test func manualMovesSuspendTheComparatorUntilResort() throws {
        var book = makeBook()
        try step(&book) { try $0.setItems(people(["Aa", "Ab", "Ac", "Ad", "Ba"])) }
        #expect(try step(&book) { try $0.moveItem(from: path(0, 1), to: path(0, 1)) }.isEmpty)
        #expect(!book.isComparatorSuspended)
        let move = try step(&book) { try $0.moveItem(from: path(0, 0), to: path(0, 3)) }
        #expect(move == Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(0, 3))])))
        #expect(book.isComparatorSuspended)
        #expect(names(book) == [["Ab", "Ac", "Ad", "Aa"], ["Ba"]])
        // While suspended: an edit that keeps the section stays put; a new row goes
        // before the first row the comparator orders after it.
        try step(&book) { try $0.update(addOrUpdate: [Person(id: 2, name: "Azz"), Person(id: 9, name: "Acc")]) }
        #expect(names(book) == [["Ab", "Acc", "Azz", "Ad", "Aa"], ["Ba"]])
        // Resort puts the rows back, and the row moved by hand is the one reported as moving.
        let resort = try step(&book) { $0.resort() }
        #expect(!book.isComparatorSuspended)
        #expect(names(book) == [["Aa", "Ab", "Acc", "Ad", "Azz"], ["Ba"]])
        #expect(resort.items.moved.contains(Move(from: path(0, 4), to: path(0, 0))))
        #expect(resort.items.moved.count == 2)
    }

    @Test func aRowDroppedIntoAnotherSectionStaysThereUntilSorted() throws {
        var book = makeBook()
        try step(&book) { try $0.setItems(people(["Al", "Bo", "Bu", "Ca"])) }
        // Al, the only A, dropped between Bo and Bu: section A disappears.
        let move = try step(&book) { try $0.moveItem(from: path(0, 0), to: path(1, 1)) }
        #expect(move.sections.deleted == [0])
        #expect(move.items.moved == [Move(from: path(0, 0), to: path(0, 1))])
        #expect(names(book) == [["Bo", "Al", "Bu"], ["Ca"]])
        #expect(book.indexPath(of: 0) == path(0, 1))
        // A content edit keeps it there; deleting it works from there.
        try step(&book) { try $0.update(addOrUpdate: [Person(id: 0, name: "Al", phone: 1)]) }
        #expect(names(book) == [["Bo", "Al", "Bu"], ["Ca"]])
        // A new A row gets a new section, placed by the comparator.
        try step(&book) { try $0.update(addOrUpdate: [Person(id: 7, name: "Ann")]) }
        #expect(names(book) == [["Ann"], ["Bo", "Al", "Bu"], ["Ca"]])
        try step(&book) { $0.resort() }
        #expect(names(book) == [["Al", "Ann"], ["Bo", "Bu"], ["Ca"]])
        // Bad paths name the source or the destination.
        #expect(throws: SortedSectionsError.sectionOutOfRange(path(5, 0), role: .moveDestination, sectionCount: 3)) {
            try book.moveItem(from: path(0, 0), to: path(5, 0))
        }
        #expect(throws: SortedSectionsError.itemOutOfRange(path(0, 2), role: .moveDestination, itemCount: 1)) {
            try book.moveItem(from: path(0, 0), to: path(0, 2))
        }
        #expect(throws: SortedSectionsError.itemOutOfRange(path(2, 3), role: .moveSource, itemCount: 1)) {
            try book.moveItem(from: path(2, 3), to: path(0, 0))
        }
        #expect(!book.isComparatorSuspended)
    }

    @Test func addressBookFlippedZToAReversesWithTheFewestMoves() throws {
        let letters = Array("ABCDEFGHIJKLMNOPRSTW")
        let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ye", "zu"]
        let contacts = (0..<200).map { i in
            Person(id: i, name: "\(letters[i % letters.count])\(syllables[(i * 7) % 10])\(syllables[i / 20])")
        }
        var book = makeBook()
        try step(&book) { try $0.setItems(contacts) }
        let sizes = book.sections.map(\.items.count)
        let ascending = names(book)
        #expect(book.numberOfSections == 20)
        let flip = try step(&book) { $0.setComparator { $0.name > $1.name } }
        #expect(names(book) == ascending.reversed().map { $0.reversed() })
        #expect(flip.sections.moved.count == sizes.count - 1)
        #expect(flip.items.moved.count == sizes.reduce(0) { $0 + $1 - 1 })
        #expect(flip.items.inserted.isEmpty && flip.items.deleted.isEmpty && flip.items.reloaded.isEmpty)
        let back = try step(&book) { $0.setComparator { $0.name < $1.name } }
        #expect(names(book) == ascending && back.moveCount == flip.moveCount)
    }

    @Test func aNewSectionKeyRegroupsTheSameItems() throws {
        var book = try abook()
        try step(&book) { try $0.moveItem(from: path(0, 0), to: path(1, 0)) }
        let change = try step(&book) { $0.setSectionKey { $0.name.count < 4 ? "s" : "l" } }
        // Sections follow their first rows: "Ada" (short) comes before "Alice" (long).
        #expect(book.sectionKeys == ["s", "l"])
        #expect(names(book) == [["Ada", "Bob"], ["Alice", "Anna", "Bert", "Carol"]])
        #expect(!book.isComparatorSuspended)
        #expect(change.items.moved.count > 0)
    }

    @Test func undoIsGoingBackToAKeptValue() throws {
        var book = try abook()
        let kept = book
        try step(&book) { try $0.update(addOrUpdate: [Person(id: 1, name: "Zed"), Person(id: 20, name: "Dora")], delete: [5]) }
        try step(&book) { try $0.moveItem(from: path(0, 0), to: path(1, 1)) }
        let edited = book
        book = kept
        let undo = book.changeset(from: edited)
        expectChange(undo, from: edited.listSections, to: book.listSections)
        #expect(undo.items.moved.count == 2)  // Zed back to Alice, and the row moved by hand
        #expect(names(book) == [["Ada", "Alice", "Anna"], ["Bert", "Bob"], ["Carol"]])
    }

    /// A header is `Sendable` with a `Sendable` key, so `listSections` can
    /// go to a `ListController` (whose section model must be `Sendable`); this
    /// does not compile without it.
    @Test func aHeaderWithASendableKeyIsSendable() async throws {
        var book = SortedSections<String, Character>(sectionKey: { $0.first ?? "#" }, areInIncreasingOrder: { $0 < $1 })
        _ = try book.setItems(["Ann"])
        func sent<T: Sendable>(_ value: T) async -> T { value }
        let header = try #require(book.listSections.first?.model)
        #expect(await sent(header).key == "A")
    }
}
