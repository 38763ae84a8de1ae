import ListDiff
import Testing

@Suite struct DiffDuplicateTests {
    /// Runs the diff with hints that record whether anything was computed.
    private func diffError(_ old: [Section], _ new: [Section]) -> DiffError? {
        var hintsCalled = 0
        do {
            _ = try Changeset(
                from: old, to: new,
                sectionIsMoved: { _, _ in hintsCalled += 1; return false },
                itemIsMoved: { _, _ in hintsCalled += 1; return false }
            )
            return nil
        } catch {
            #expect(hintsCalled == 0, "the diff went on past a duplicate")
            return error
        }
    }

    @Test(arguments: [
        // Old list, same section.
        (sections([("A", [1, 2, 1])]), sections([("A", [1])]),
         DiffError.duplicateItem(id: "1", side: .old, first: path(0, 0), second: path(0, 2)),
         #"duplicate item id "1" in the old list at [0, 0] and [0, 2]"#),
        // Old list, across sections.
        (sections([("A", [1, 2]), ("B", [3, 2])]), sections([]),
         .duplicateItem(id: "2", side: .old, first: path(0, 1), second: path(1, 1)),
         #"duplicate item id "2" in the old list at [0, 1] and [1, 1]"#),
        // New list, same section, id also in the old list.
        (sections([("A", [1, 2])]), sections([("A", [2, 1, 2])]),
         .duplicateItem(id: "2", side: .new, first: path(0, 0), second: path(0, 2)),
         #"duplicate item id "2" in the new list at [0, 0] and [0, 2]"#),
        // New list, across sections, id also in the old list.
        (sections([("A", [1]), ("B", [])]), sections([("A", [5, 1]), ("B", [1])]),
         .duplicateItem(id: "1", side: .new, first: path(0, 1), second: path(1, 0)),
         #"duplicate item id "1" in the new list at [0, 1] and [1, 0]"#),
        // New list, id only in the new list.
        (sections([("A", [1])]), sections([("A", [1, 9]), ("B", [9])]),
         .duplicateItem(id: "9", side: .new, first: path(0, 1), second: path(1, 0)),
         #"duplicate item id "9" in the new list at [0, 1] and [1, 0]"#),
        // Sections, old list.
        (sections([("A", []), ("B", []), ("A", [])]), sections([]),
         .duplicateSection(id: "A", side: .old, first: 0, second: 2),
         #"duplicate section id "A" in the old list at 0 and 2"#),
        // Sections, new list, id also in the old list.
        (sections([("A", [])]), sections([("A", []), ("A", [1])]),
         .duplicateSection(id: "A", side: .new, first: 0, second: 1),
         #"duplicate section id "A" in the new list at 0 and 1"#),
        // Sections, new list, id only in the new list.
        (sections([("A", [])]), sections([("Z", []), ("A", []), ("Z", [])]),
         .duplicateSection(id: "Z", side: .new, first: 0, second: 2),
         #"duplicate section id "Z" in the new list at 0 and 2"#),
    ])
    func duplicatesThrowNamingIdAndBothPositions(old: [Section], new: [Section], expected: DiffError, message: String) {
        let error = diffError(old, new)
        #expect(error == expected)
        #expect(error?.description == message)
    }

    @Test func oldListIsCheckedFirst() {
        let error = diffError(sections([("A", [1, 1])]), sections([("B", [2, 2])]))
        #expect(error == .duplicateItem(id: "1", side: .old, first: path(0, 0), second: path(0, 1)))
    }

    @Test func flatListDuplicatesThrow() {
        #expect(throws: DiffError.duplicateItem(id: "b", side: .new, first: path(0, 1), second: path(0, 3))) {
            try Changeset(from: ["a", "b"], to: ["a", "b", "c", "b"])
        }
        #expect(throws: DiffError.duplicateItem(id: "a", side: .old, first: path(0, 0), second: path(0, 1))) {
            try Changeset(from: ["a", "a"], to: ["a"])
        }
    }
}
