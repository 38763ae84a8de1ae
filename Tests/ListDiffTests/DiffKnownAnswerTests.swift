import ListDiff
import Testing

@Suite struct DiffKnownAnswerTests {
    // MARK: Flat lists

    @Test func insertAtTopMovesNothing() throws {
        let change = try Changeset(from: ["a", "b", "c"], to: ["x", "a", "b", "c"])
        #expect(change == Changeset(items: .init(inserted: [path(0, 0)])))
        #expect(try change.apply(to: ["a", "b", "c"]) { _ in "x" } == ["x", "a", "b", "c"])
    }

    @Test func identicalListsGiveAnEmptyChangeset() throws {
        #expect(try Changeset(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
        #expect(try Changeset(from: [Int](), to: []).isEmpty)
        let list = sections([("A", [1, 2]), ("B", [])])
        #expect(try Changeset(from: list, to: list).isEmpty)
        #expect(try Changeset(from: [Section](), to: []).isEmpty)
    }

    @Test func lastRowToTopIsOneMove() throws {
        let old = Array(0..<10)
        let change = try Changeset(from: old, to: [9] + Array(0..<9))
        #expect(change.items.moved == [move(path(0, 9), path(0, 0))])
        #expect(change.items.inserted.isEmpty && change.items.deleted.isEmpty)
    }

    @Test func firstRowToBottomIsOneMove() throws {
        let change = try Changeset(from: Array(0..<10), to: Array(1..<10) + [0])
        #expect(change.items.moved == [move(path(0, 0), path(0, 9))])
    }

    @Test func reversalOfNIsNMinusOneMovesTowardTop() throws {
        let n = 8
        let old = Array(0..<n)
        let new = Array(old.reversed())
        let change = try Changeset(from: old, to: new)
        #expect(change.items.moved.count == n - 1)
        // Toward top: the one row kept is the old first row, the one that went
        // down the most; the movers are reported relative to it.
        #expect(!change.items.moved.contains { $0.from == path(0, 0) })
        #expect(try change.apply(to: old) { new[$0] } == new)

        let bottom = try Changeset(from: old, to: new, options: DiffOptions(preferredDirection: .towardBottom))
        #expect(bottom.items.moved.count == n - 1)
        #expect(!bottom.items.moved.contains { $0.from == path(0, n - 1) })
    }

    @Test func swapReportsTheRowThatMovedUpByDefault() throws {
        let up = try Changeset(from: ["a", "b"], to: ["b", "a"])
        #expect(up.items.moved == [move(path(0, 1), path(0, 0))])
        let down = try Changeset(from: ["a", "b"], to: ["b", "a"], options: .init(preferredDirection: .towardBottom))
        #expect(down.items.moved == [move(path(0, 0), path(0, 1))])
    }

    @Test func blockSwapMovesTheBlockThatWentUp() throws {
        let change = try Changeset(from: ["a", "b", "c", "d"], to: ["c", "d", "a", "b"])
        #expect(change.items.moved == [move(path(0, 2), path(0, 0)), move(path(0, 3), path(0, 1))])
    }

    @Test func hintChoosesTheMoverAmongEqualAnswers() throws {
        // "a" really moved (its sort key changed): report it, although it went down.
        let change = try Changeset(from: ["a", "b"], to: ["b", "a"]) { old, _ in old == "a" }
        #expect(change.items.moved == [move(path(0, 0), path(0, 1))])
        // A hint never adds moves: hinting every row still gives one move.
        let all = try Changeset(from: ["a", "b", "c"], to: ["c", "a", "b"]) { _, _ in true }
        #expect(all.items.moved.count == 1)
        // A hint beats the direction: towardBottom would report "a", the hint says "b".
        let beaten = try Changeset(from: ["a", "b"], to: ["b", "a"], options: .init(preferredDirection: .towardBottom)) { old, _ in
            old == "b"
        }
        #expect(beaten.items.moved == [move(path(0, 1), path(0, 0))])
    }

    @Test func hintsGetTheOldAndNewValueOfOneElement() throws {
        let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
        let new = [Row(id: 3, text: "c2"), Row(id: 4, text: "d"), Row(id: 1, text: "a"), Row(id: 2, text: "b2")]
        var calls = [(Row, Row)]()
        _ = try Changeset(from: old, to: new) { before, after in
            calls.append((before, after))
            return false
        }
        #expect(!calls.isEmpty)
        for (before, after) in calls {
            #expect(before.id == after.id)
            #expect(old.contains(before) && new.contains(after))
        }
    }

    @Test func rotationIsOneMoveAndFiveOf200AreFive() throws {
        let old = Array(0..<200)
        var new = old
        for (from, to) in [(10, 150), (40, 3), (77, 199), (120, 60), (199, 0)] {
            let x = new.remove(at: new.firstIndex(of: old[from]) ?? 0)
            new.insert(x, at: to)
        }
        let change = try Changeset(from: old, to: new)
        #expect(change.items.moved.count == 5)
        #expect(try change.apply(to: old) { new[$0] } == new)
    }

    @Test func updatesReloadWhenKeptAndDeferWhenMoved() throws {
        let old = [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")]
        let new = [Row(id: 3, text: "C"), Row(id: 1, text: "A"), Row(id: 2, text: "b")]
        let change = try Changeset(from: old, to: new)
        #expect(change.items.moved == [move(path(0, 2), path(0, 0))])
        #expect(change.items.reloaded == [path(0, 0)])
        #expect(change.deferred.items == [path(0, 0)])
        #expect(try change.apply(to: old) { new[$0] } == new)
    }

    @Test func flatFormPutsEverythingInSectionZero() throws {
        let change = try Changeset(from: ["a", "b", "c"], to: ["c", "b", "d"])
        #expect(change.sections.isEmpty)
        #expect(change.items.deleted == [path(0, 0)])
        #expect(change.items.inserted == [path(0, 2)])
        #expect(change.items.moved == [move(path(0, 2), path(0, 0))])
    }

    // MARK: Sections

    @Test func addressBookFlippedAToZ() throws {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        var next = 0
        let old: [Section] = letters.map { letter in
            let rows = (0..<(3 + Int(letter.utf8.first ?? 0) % 3)).map { _ -> Row in
                next += 1
                return Row(id: next, text: "\(letter)\(next)")
            }
            return Section(model: Header(id: letter, title: letter), items: rows)
        }
        let new = old.reversed().map { Section(model: $0.model, items: $0.items.reversed()) }
        let change = try Changeset(from: old, to: new)
        #expect(change.sections.moved.count == 25)
        #expect(change.items.moved.count == old.reduce(0) { $0 + $1.items.count - 1 })
        // Rows inside a moved section that stay in it do not leave it.
        #expect(change.items.moved.allSatisfy { $0.to.section == 25 - $0.from.section })
        #expect(change.items.inserted.isEmpty && change.items.deleted.isEmpty && change.items.reloaded.isEmpty)
        #expect(try applied(change, to: old, new: new) == new)
    }

    @Test func headerUpdatesReloadWhenKeptAndDeferWhenMoved() throws {
        let old = sections([("A", [1]), ("B", [2]), ("C", [3])])
        var new = sections([("C", [3]), ("A", [1]), ("B", [2])])
        new[0].model.title = "C!"  // moved and changed → deferred at its new index
        new[1].model.title = "A!"  // kept and changed → reloaded at its old index
        let change = try Changeset(from: old, to: new)
        #expect(change.sections.moved == [Move(from: 2, to: 0)])
        #expect(change.sections.reloaded == [0])
        #expect(change.deferred.sections == [0])
        #expect(change.items.isEmpty)
        #expect(try applied(change, to: old, new: new) == new)
    }

    @Test func rowStayingInAMovedSectionIsReloadedAtItsOldPath() throws {
        let old = sections([("A", [1, 2]), ("B", [3, 4])])
        var new = sections([("B", [3, 4]), ("A", [1, 2])])
        new[0].items[1].text = "changed"
        let change = try Changeset(from: old, to: new)
        #expect(change.sections.moved == [Move(from: 1, to: 0)])
        #expect(change.items.moved.isEmpty)
        #expect(change.items.reloaded == [path(1, 1)])
        #expect(change.deferred.isEmpty)
        #expect(try applied(change, to: old, new: new) == new)
    }

    @Test func rowsLeaveDeletedSectionsAndEnterInsertedOnes() throws {
        let old = sections([("A", [1, 2, 3]), ("B", [4])])
        var new = sections([("B", [4, 2]), ("C", [5, 3])])
        new[1].items[1].text = "moved and changed"
        let change = try Changeset(from: old, to: new)
        #expect(change.sections == .init(deleted: [0], inserted: [1]))
        // Row 1 goes with its deleted section, row 5 comes with its inserted one: neither is listed.
        #expect(change.items.deleted.isEmpty)
        #expect(change.items.inserted.isEmpty)
        #expect(change.items.moved == [move(path(0, 1), path(0, 1)), move(path(0, 2), path(1, 1))])
        #expect(change.deferred.items == [path(1, 1)])
        #expect(change.items.reloaded.isEmpty)
        #expect(try applied(change, to: old, new: new) == new)
    }

    @Test func crossSectionMoveIsAlwaysAMove() throws {
        let old = sections([("A", [1, 2]), ("B", [3])])
        let new = sections([("A", [2]), ("B", [1, 3])])
        let change = try Changeset(from: old, to: new)
        #expect(change.items.moved == [move(path(0, 0), path(1, 0))])
        #expect(change.sections.isEmpty)
        #expect(try applied(change, to: old, new: new) == new)
    }

    @Test func sectionHintAndDirection() throws {
        let old = sections([("A", []), ("B", [])])
        let new = sections([("B", []), ("A", [])])
        #expect(try Changeset(from: old, to: new).sections.moved == [Move(from: 1, to: 0)])
        let hinted = try Changeset(from: old, to: new, sectionIsMoved: { old, _ in old.id == "A" })
        #expect(hinted.sections.moved == [Move(from: 0, to: 1)])
    }

    // MARK: JSON

    @Test func jsonMatchesTheDesignFormat() throws {
        let old = sections([("A", [1, 2, 3]), ("B", [4])])
        var new = sections([("B", [4, 2]), ("C", [5, 3])])
        new[1].items[1].text = "moved and changed"
        let change = try Changeset(from: old, to: new)
        #expect(change.jsonString == """
            {"sections": {"deleted": [0], "inserted": [1], "moved": [], "reloaded": []}, \
            "items": {"deleted": [], "inserted": [], "moved": [[[0, 1], [0, 1]], [[0, 2], [1, 1]]], "reloaded": []}, \
            "deferred": {"sections": [], "items": [[1, 1]]}}
            """)
        #expect(Changeset().jsonString == """
            {"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, \
            "items": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, \
            "deferred": {"sections": [], "items": []}}
            """)
    }

    @Test func jsonSortsListsBuiltOutOfOrder() {
        var change = Changeset()
        change.sections.deleted = [3, 1]
        change.items.moved = [move(path(2, 0), path(0, 0)), move(path(0, 5), path(1, 1))]
        #expect(change.jsonString.contains("\"deleted\": [1, 3]"))
        #expect(change.jsonString.contains("\"moved\": [[[0, 5], [1, 1]], [[2, 0], [0, 0]]]"))
    }

    // MARK: Applying

    @Test func flatApplyRejectsSectionChanges() {
        let change = Changeset(sections: .init(inserted: [1]))
        #expect(throws: BatchError.self) { try change.apply(to: [1, 2]) { $0 } }
        let deleted = Changeset(sections: .init(deleted: [0]))
        #expect(throws: BatchError.self) { try deleted.apply(to: [1, 2]) { $0 } }
    }
}
