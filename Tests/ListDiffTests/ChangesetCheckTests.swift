import ListDiff
import SeededRandom
import Testing

/// `Changeset.check(from:to:)`: a batch made elsewhere checked against both lists, each problem a typed error.
@Suite struct ChangesetCheckTests {
    struct Row: Differentiable, Equatable {
        var id: String
        var text: String
        var differenceIdentifier: String { id }
    }

    typealias List = [ListSection<String, Row>]

    static func list(_ sections: [(String, [String])]) -> List {
        sections.map { ListSection(model: $0.0, items: $0.1.map { Row(id: $0, text: $0) }) }
    }

    static func error<Model, Item>(
        _ changeset: Changeset, _ old: [ListSection<Model, Item>], _ new: [ListSection<Model, Item>]
    ) -> ChangesetCheckError? {
        do {
            try changeset.check(from: old, to: new)
            return nil
        } catch {
            return error
        }
    }

    @Test func diffsOfRandomListsPass() throws {
        var rng = SplitMix64(seed: 0xC4EC)
        for _ in 0..<200 {
            let ids = (0..<12).map { "r\($0)" }
            let old = Self.list([("A", Array(ids.shuffled(using: &rng).prefix(6))), ("B", ["x", "y"])])
            var new = Self.list([("B", ["y"]), ("A", Array(ids.shuffled(using: &rng).prefix(7))), ("C", ["z"])])
            if let row = new[1].items.indices.randomElement(using: &rng) { new[1].items[row].text += "!" }
            let changeset = try Changeset(from: old, to: new)
            #expect(Self.error(changeset, old, new) == nil, "\(changeset)")
        }
    }

    @Test func aBatchThatDoesNotFitIsABatchError() {
        let old = Self.list([("A", ["a"])])
        let error = Self.error(Changeset(items: .init(deleted: [ItemPath(item: 3, section: 0)])), old, old)
        #expect(error == .batch(.itemOutOfRange(.delete, path: ItemPath(item: 3, section: 0), itemCount: 1, afterUpdate: false)))
        #expect(error?.description.hasPrefix("Invalid update: attempt to delete item 3") == true)
    }

    @Test func countsThatDoNotMatchNameTheSection() throws {
        let old = Self.list([("A", ["a", "b"])])
        let sections = Self.error(Changeset(), old, old + Self.list([("B", [])]))
        #expect(sections == .sectionCount(expected: 1, actual: 2, oldCount: 1, inserted: 0, deleted: 0))
        #expect(sections?.description.hasPrefix("Invalid update: invalid number of sections.") == true)
        let items = Self.error(Changeset(), old, Self.list([("A", ["a", "b", "c"])]))
        let existing = ChangesetCheckError.ExistingSection(oldIndex: 0, oldCount: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        #expect(items == .itemCount(section: 0, expected: 2, actual: 3, existing: existing))
        #expect(items?.description.contains("invalid number of items in section 0") == true)
    }

    @Test func aRowOrSectionLandingOnAnotherIdIsNamedWithBothPositions() {
        let old = Self.list([("A", ["a", "b"])])
        let swapped = Self.error(Changeset(), old, Self.list([("A", ["b", "a"])]))
        #expect(swapped == .itemIdentity(path: ItemPath(item: 0, section: 0), id: "\"b\"", oldPath: ItemPath(item: 0, section: 0), oldID: "\"a\""))
        let renamed = Self.error(Changeset(), old, Self.list([("B", ["a", "b"])]))
        #expect(renamed == .sectionIdentity(section: 0, id: "\"B\"", oldSection: 0, oldID: "\"A\""))
        #expect(renamed?.description == "Invalid update: section 0 after the update has id \"B\", "
            + "but the batch puts the section with id \"A\" (section 0 before the update) there")
    }

    @Test func aChangedRowOrHeaderNotReloadedIsNamed() throws {
        let old = Self.list([("A", ["a", "b"])])
        var new = old
        new[0].items[1].text = "B"
        #expect(Self.error(Changeset(), old, new) == .itemNotReloaded(path: ItemPath(item: 1, section: 0), id: "\"b\""))
        #expect(Self.error(Changeset(items: .init(reloaded: [ItemPath(item: 1, section: 0)])), old, new) == nil)
        struct Header: Differentiable, Equatable {
            var id: Int
            var title: String
            var differenceIdentifier: Int { id }
        }
        let before = [ListSection(model: Header(id: 7, title: "x"), items: ["a"])]
        let after = [ListSection(model: Header(id: 7, title: "y"), items: ["a"])]
        #expect(Self.error(Changeset(), before, after) == .headerNotReloaded(section: 0, id: "7"))
        #expect(Self.error(Changeset(sections: .init(reloaded: [0])), before, after) == nil)
    }

    /// The changeset of a moved and changed row must reload it in the deferred phase, not the first batch.
    @Test func aMovedAndChangedRowIsReloadedInTheDeferredPhase() throws {
        let old = Self.list([("A", ["a", "b"])])
        var new = Self.list([("A", ["b", "a"])])
        new[0].items[0].text = "B"
        let changeset = try Changeset(from: old, to: new)
        #expect(Self.error(changeset, old, new) == nil)
        var missing = changeset
        missing.deferred.items = []
        missing.items.reloaded = []
        #expect(Self.error(missing, old, new) != nil)
    }
}
