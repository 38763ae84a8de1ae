import ListDiff
import Testing

@Suite struct SnapshotTests {
    typealias Snap = Snapshot<String, Int>

    func abc() throws -> Snap {
        var s = Snap()
        try s.appendSections(["a", "b", "c"])
        try s.appendItems([1, 2, 3], toSection: "a")
        try s.appendItems([4, 5], toSection: "b")
        try s.appendItems([6])  // the last section
        return s
    }

    func layout(_ s: Snap) throws -> [[Int]] { try s.sectionIdentifiers.map { try s.itemIdentifiers(inSection: $0) } }

    @Test func sectionOperations() throws {
        var s = try abc()
        try s.insertSections(["x"], beforeSection: "b")
        try s.insertSections(["y", "z"], afterSection: "c")
        #expect(s.sectionIdentifiers == ["a", "x", "b", "c", "y", "z"])
        try s.moveSection("a", afterSection: "c")
        #expect(s.sectionIdentifiers == ["x", "b", "c", "a", "y", "z"])
        try s.moveSection("z", beforeSection: "x")
        #expect(s.sectionIdentifiers == ["z", "x", "b", "c", "a", "y"])
        try s.deleteSections(["x", "b"])
        #expect(s.sectionIdentifiers == ["z", "c", "a", "y"])
        #expect(s.indexOfSection("a") == 2)
        #expect(s.numberOfItems == 4)
        #expect(s.sectionIdentifier(containingItem: 4) == nil)
        #expect(s.indexPath(ofItem: 2) == ItemPath(item: 1, section: 2))
        try s.reloadSections(["c"])
        #expect(s.reloadedSectionIdentifiers == ["c"])
    }

    @Test func itemOperationsAndQueries() throws {
        var s = try abc()
        try s.insertItems([10, 11], beforeItem: 2)
        try s.insertItems([12], afterItem: 5)
        #expect(try layout(s) == [[1, 10, 11, 2, 3], [4, 5, 12], [6]])
        try s.moveItem(1, afterItem: 6)
        try s.moveItem(3, beforeItem: 4)
        #expect(try layout(s) == [[10, 11, 2], [3, 4, 5, 12], [6, 1]])
        try s.deleteItems([11, 4, 4])
        #expect(try layout(s) == [[10, 2], [3, 5, 12], [6, 1]])
        #expect(s.numberOfSections == 3)
        #expect(s.numberOfItems == 7)
        #expect(try s.numberOfItems(inSection: "b") == 3)
        #expect(s.indexOfItem(12) == 4)
        #expect(s.indexOfItem(99) == nil)
        #expect(s.indexPath(ofItem: 12) == ItemPath(item: 2, section: 1))
        #expect(s.sectionIdentifier(containingItem: 1) == "c")
        #expect(s.itemIdentifiers == [10, 2, 3, 5, 12, 6, 1])
        try s.reloadItems([5, 1])
        try s.reconfigureItems([2])
        #expect(s.reloadedItemIdentifiers == [5, 1])
        #expect(s.reconfiguredItemIdentifiers == [2])
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test func badInputThrowsNamedErrorsAndChangesNothing() throws {
        let original = try abc()
        func refused(_ expected: Snap.Failure, _ body: (inout Snap) throws -> Void) {
            var s = original
            do {
                try body(&s)
                Issue.record("expected \(expected)")
            } catch {
                #expect(error as? Snap.Failure == expected)
            }
            #expect(s == original)
        }
        refused(.duplicateSection("b", existingIndex: 1)) { try $0.appendSections(["q", "b"]) }
        refused(.duplicateSection("q", existingIndex: nil)) { try $0.insertSections(["q", "q"], beforeSection: "a") }
        refused(.sectionNotFound("nope")) { try $0.insertSections(["q"], afterSection: "nope") }
        refused(.duplicateItem("5", existingPath: ItemPath(item: 1, section: 1))) { try $0.appendItems([9, 5], toSection: "a") }
        refused(.duplicateItem("9", existingPath: nil)) { try $0.insertItems([9, 9], afterItem: 1) }
        refused(.itemNotFound("42")) { try $0.insertItems([9], beforeItem: 42) }
        refused(.itemNotFound("42")) { try $0.deleteItems([1, 42]) }
        refused(.sectionNotFound("q")) { try $0.deleteSections(["a", "q"]) }
        refused(.sectionNotFound("q")) { try $0.appendItems([9], toSection: "q") }
        refused(.itemMovedRelativeToItself("2")) { try $0.moveItem(2, afterItem: 2) }
        refused(.itemNotFound("42")) { try $0.moveItem(42, beforeItem: 2) }
        refused(.sectionMovedRelativeToItself("a")) { try $0.moveSection("a", beforeSection: "a") }
        refused(.itemNotFound("42")) { try $0.reloadItems([1, 42]) }
        refused(.itemNotFound("42")) { try $0.reconfigureItems([42]) }
        refused(.sectionNotFound("q")) { try $0.reloadSections(["q"]) }
        var empty = Snap()
        #expect(throws: Snap.Failure.noSectionToAppendTo) { try empty.appendItems([1]) }
        #expect(throws: Snap.Failure.sectionNotFound("q")) { try empty.numberOfItems(inSection: "q") }
        #expect(Snap.Failure.duplicateItem("5", existingPath: ItemPath(item: 1, section: 1)).description
            == "item \"5\" is already in the snapshot at [1, 1] (item identifiers must be unique across all sections)")
    }

    /// One list mixing kinds of rows, with an enum and with `AnyHashable`.
    enum Row: Hashable, Sendable {
        case header(String)
        case person(Int)
        case loadMore
    }

    @Test func identifiersMayMixKindsOfRows() throws {
        var s = Snapshot<Int, Row>()
        try s.appendSections([0])
        try s.appendItems([.header("Friends"), .person(1), .person(2), .loadMore])
        #expect(throws: SnapshotError.duplicateItem("loadMore", existingPath: ItemPath(item: 3, section: 0))) {
            try s.appendItems([.loadMore])
        }
        var next = s
        try next.insertItems([.person(3)], beforeItem: .loadMore)
        try next.moveItem(.person(2), afterItem: .header("Friends"))
        let change = next.changeset(from: s)
        #expect(change.items.inserted == [ItemPath(item: 3, section: 0)])
        #expect(change.items.moved.count == 1)

        var any = Snapshot<AnyHashable, AnyHashable>()
        try any.appendSections([AnyHashable("people"), AnyHashable(2)])
        try any.appendItems([AnyHashable("load more"), AnyHashable(7), AnyHashable(Row.loadMore)], toSection: AnyHashable("people"))
        #expect(any.indexPath(ofItem: AnyHashable(7)) == ItemPath(item: 1, section: 0))
        #expect(throws: (any Error).self) { try any.appendItems([AnyHashable(7)]) }
    }

    @Test func diffReportsMarkedItemsAsUpdates() throws {
        let old = try abc()
        var new = old
        try new.reloadItems([2])             // stays: reloaded at its old path
        try new.moveItem(1, afterItem: 3)    // moves: with a mark → deferred at its new path
        try new.reconfigureItems([1])
        try new.reloadSections(["b"])
        let change = new.changeset(from: old)
        #expect(change.items.reloaded == [ItemPath(item: 1, section: 0)])
        #expect(change.deferred.items == [ItemPath(item: 2, section: 0)])
        #expect(change.sections.reloaded == [1])
        #expect(change.items.moved.count == 1)
        // Marks on the old side are ignored; marks on the new side are updates even with no other change.
        var cleared = new
        cleared.clearReloadMarks()
        #expect(cleared.reloadedItemIdentifiers.isEmpty && cleared.changeset(from: new).isEmpty)
        let marksOnly = new.changeset(from: cleared)
        #expect(marksOnly.items.reloaded.count == 2 && marksOnly.sections.reloaded == [1] && marksOnly.moveCount == 0)
    }

    /// A plain model of a snapshot to check the real one against.
    struct Plain {
        var sections: [(id: Int, items: [Int])] = []
        func path(of item: Int) -> ItemPath? {
            for (s, section) in sections.enumerated() {
                if let i = section.items.firstIndex(of: item) { return ItemPath(item: i, section: s) }
            }
            return nil
        }
    }

    func lists(_ s: Snapshot<Int, Int>, marks: Bool) -> [ListSection<Token<Int>, Token<Int>>] {
        let reloaded = Set(s.reloadedItemIdentifiers + s.reconfiguredItemIdentifiers)
        let headers = Set(s.reloadedSectionIdentifiers)
        return s.sectionIdentifiers.map { id in
            ListSection(model: Token(id: id, marked: marks && headers.contains(id)),
                        items: ((try? s.itemIdentifiers(inSection: id)) ?? []).map { Token(id: $0, marked: marks && reloaded.contains($0)) })
        }
    }

    @Test func thousandRandomOperationsMatchAPlainModelAndDiffCorrectly() throws {
        var random = ModelsRandom(seed: 0x5EED_0004)
        var snapshot = Snapshot<Int, Int>()
        var plain = Plain()
        var nextSection = 0
        var nextItem = 0
        var refusals = 0
        for step in 0..<1000 {
            let before = snapshot
            var expectedError = false
            let allItems = plain.sections.flatMap(\.items)
            let op = random.int(0..<100)
            do {
                switch op {
                case 0..<8:
                    let ids = (0..<random.int(1..<3)).map { _ in nextSection += 1; return nextSection }
                    try snapshot.appendSections(ids)
                    plain.sections += ids.map { ($0, []) }
                case 8..<14 where !plain.sections.isEmpty:
                    let anchor = random.int(0..<plain.sections.count)
                    nextSection += 1
                    let after = random.chance(50)
                    if after {
                        try snapshot.insertSections([nextSection], afterSection: plain.sections[anchor].id)
                    } else {
                        try snapshot.insertSections([nextSection], beforeSection: plain.sections[anchor].id)
                    }
                    plain.sections.insert((nextSection, []), at: anchor + (after ? 1 : 0))
                case 14..<18 where !plain.sections.isEmpty:
                    let s = random.int(0..<plain.sections.count)
                    try snapshot.deleteSections([plain.sections[s].id])
                    plain.sections.remove(at: s)
                case 18..<24 where plain.sections.count > 1:
                    let a = random.int(0..<plain.sections.count)
                    var b = random.int(0..<plain.sections.count - 1)
                    if b >= a { b += 1 }
                    let moving = plain.sections[a]
                    let anchorID = plain.sections[b].id
                    let after = random.chance(50)
                    if after { try snapshot.moveSection(moving.id, afterSection: anchorID) } else { try snapshot.moveSection(moving.id, beforeSection: anchorID) }
                    plain.sections.remove(at: a)
                    let anchor = plain.sections.firstIndex { $0.id == anchorID } ?? 0
                    plain.sections.insert(moving, at: anchor + (after ? 1 : 0))
                case 24..<44 where !plain.sections.isEmpty:
                    let ids = (0..<random.int(1..<4)).map { _ in nextItem += 1; return nextItem }
                    if random.chance(30) {
                        try snapshot.appendItems(ids)
                        plain.sections[plain.sections.count - 1].items += ids
                    } else {
                        let s = random.int(0..<plain.sections.count)
                        try snapshot.appendItems(ids, toSection: plain.sections[s].id)
                        plain.sections[s].items += ids
                    }
                case 44..<56 where !allItems.isEmpty:
                    let anchor = allItems[random.int(0..<allItems.count)]
                    nextItem += 1
                    let after = random.chance(50)
                    if after { try snapshot.insertItems([nextItem], afterItem: anchor) } else { try snapshot.insertItems([nextItem], beforeItem: anchor) }
                    if let p = plain.path(of: anchor) { plain.sections[p.section].items.insert(nextItem, at: p.item + (after ? 1 : 0)) }
                case 56..<66 where !allItems.isEmpty:
                    let victims = (0..<random.int(1..<3)).map { _ in allItems[random.int(0..<allItems.count)] }
                    try snapshot.deleteItems(victims)
                    for v in Set(victims) { if let p = plain.path(of: v) { plain.sections[p.section].items.remove(at: p.item) } }
                case 66..<80 where allItems.count > 1:
                    let item = allItems[random.int(0..<allItems.count)]
                    var anchor = item
                    while anchor == item { anchor = allItems[random.int(0..<allItems.count)] }
                    let after = random.chance(50)
                    if after { try snapshot.moveItem(item, afterItem: anchor) } else { try snapshot.moveItem(item, beforeItem: anchor) }
                    if let p = plain.path(of: item) { plain.sections[p.section].items.remove(at: p.item) }
                    if let a = plain.path(of: anchor) { plain.sections[a.section].items.insert(item, at: a.item + (after ? 1 : 0)) }
                case 80..<88 where !allItems.isEmpty:
                    let marked = (0..<random.int(1..<4)).map { _ in allItems[random.int(0..<allItems.count)] }
                    if random.chance(50) { try snapshot.reloadItems(marked) } else { try snapshot.reconfigureItems(marked) }
                case 88..<91 where !plain.sections.isEmpty:
                    try snapshot.reloadSections([plain.sections[random.int(0..<plain.sections.count)].id])
                case 91:
                    snapshot.deleteAllItems()
                    plain = Plain()
                default:
                    // Bad input of every kind: must throw and change nothing.
                    expectedError = true
                    switch random.int(0..<5) {
                    case 0: try snapshot.deleteItems([-1])
                    case 1: try snapshot.appendSections([plain.sections.first?.id ?? -1, -1, -1])
                    case 2: try snapshot.appendItems([allItems.first ?? -1, -2, -2])
                    case 3:
                        let id = allItems.first ?? -1
                        try snapshot.moveItem(id, beforeItem: id)
                    default: try snapshot.moveSection(-5, afterSection: plain.sections.first?.id ?? -1)
                    }
                }
            } catch {
                if !expectedError { Issue.record("step \(step): unexpected \(error)") }
                #expect(snapshot == before, "step \(step): a refused operation changed the snapshot")
                refusals += 1
                continue
            }
            #expect(!expectedError, "step \(step): bad input was accepted")
            #expect(snapshot.sectionIdentifiers == plain.sections.map(\.id), "step \(step)")
            #expect(try layout2(snapshot) == plain.sections.map(\.items), "step \(step)")
            for item in plain.sections.flatMap(\.items) where snapshot.indexPath(ofItem: item) != plain.path(of: item) {
                Issue.record("step \(step): indexPath of \(item)")
            }
            let change = snapshot.changeset(from: before)
            expectChange(change, from: lists(before, marks: false), to: lists(snapshot, marks: true))
            snapshot.clearReloadMarks()
        }
        #expect(refusals > 50)
    }

    func layout2(_ s: Snapshot<Int, Int>) throws -> [[Int]] { try s.sectionIdentifiers.map { try s.itemIdentifiers(inSection: $0) } }
}
