import ListDiff
import Testing

/// The diffing examples of the README, kept compiling and correct.
@Suite struct ReadmeDiffExampleTests {
    @Test func flatExample() throws {
        let change = try Changeset(from: ["Ann", "Bob", "Cy"], to: ["Cy", "Ann", "Dee"])
        #expect(change.items.deleted == [ItemPath(item: 1, section: 0)])
        #expect(change.items.inserted == [ItemPath(item: 2, section: 0)])
        #expect(change.items.moved == [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))])
        #expect(change.jsonString.contains(#""moved": [[[0, 2], [0, 0]]]"#))
    }

    @Test func sectionedExampleRoundTrips() throws {
        let old = [ListSection(model: "A", items: ["Ada", "Alan"]), ListSection(model: "B", items: ["Bob"])]
        let new = [ListSection(model: "B", items: ["Bob", "Ada"]), ListSection(model: "A", items: ["Alan"])]
        let change = try Changeset(from: old, to: new)
        let shown = try change.apply(
            to: old,
            sectionContent: { new[$0].model },
            itemCount: { new[$0].items.count },
            itemContent: { new[$0.section].items[$0.item] })
        #expect(shown == new)
        #expect(change.moveCount == 2)  // section B up, Ada across
    }
}
