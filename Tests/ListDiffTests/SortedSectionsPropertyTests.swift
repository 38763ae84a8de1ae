import ListDiff
import Testing

@Suite struct SortedSectionsPropertyTests {
    func randomName(_ random: inout ModelsRandom) -> String {
        let first = Array("ABCDEF")[random.int(0..<6)]
        let rest = (0..<random.int(0..<3)).map { _ in Array("abc")[random.int(0..<3)] }
        return String(first) + String(rest)
    }

    /// Sorted order, grouping and bookkeeping of a model.
    func checkInvariants(_ book: Book, ascending: Bool, keyOf: (Person) -> Character, step: Int) {
        func order(_ a: Person, _ b: Person) -> Bool { ascending ? byName(a, b) : byNameDescending(a, b) }
        var total = 0
        for (s, section) in book.sections.enumerated() {
            total += section.items.count
            if section.items.isEmpty { Issue.record("step \(step): empty section \(s)") }
            if book.sectionIndex(forKey: section.key) != s { Issue.record("step \(step): section index of \(section.key)") }
            for (i, item) in section.items.enumerated() where book.indexPath(of: item.id) != path(s, i) {
                Issue.record("step \(step): indexPath of \(item)")
            }
            guard !book.isComparatorSuspended else { continue }
            if section.items.contains(where: { keyOf($0) != section.key }) { Issue.record("step \(step): wrong section for a row in \(section.key)") }
            for i in section.items.indices.dropFirst() where order(section.items[i], section.items[i - 1]) {
                Issue.record("step \(step): section \(section.key) unsorted at \(i)")
            }
            if s > 0, let first = section.items.first, let previous = book.sections[s - 1].items.first, order(first, previous) {
                Issue.record("step \(step): sections out of order at \(s)")
            }
        }
        if total != book.numberOfItems { Issue.record("step \(step): count \(total) ≠ \(book.numberOfItems)") }
    }

    /// By initial, sections agree with the comparator; by `phone % 3` they
    /// interleave, so sections reorder as their first rows change.
    @Test(arguments: [false, true])
    func thousandRandomOperationsEachChangesetTurnsTheOldStateIntoTheNew(interleaved: Bool) throws {
        var random = ModelsRandom(seed: interleaved ? 0x1A7E_4EAF : 0xADD_2E55)
        @Sendable func keyOf(_ p: Person) -> Character { interleaved ? Character(String(p.phone % 3)) : initial(p) }
        var book = Book(sectionKey: keyOf, areInIncreasingOrder: byName)
        var sectionMoves = 0
        var ascending = true
        var nextID = 0
        var counts: [String: Int] = [:]
        for step in 0..<1000 {
            let before = book.listSections
            let suspendedBefore = book.isComparatorSuspended
            let current = book.allItems
            var change = Changeset()
            let op = current.isEmpty ? 0 : random.int(0..<100)
            switch op {
            case 0..<50:
                var add: [Person] = []
                var renamed = Set<Int>()
                for _ in 0..<random.int(0..<(current.count < 60 ? 6 : 3)) {
                    add.append(Person(id: nextID, name: randomName(&random), phone: random.int(0..<3)))
                    nextID += 1
                }
                var touched = Set<Int>()
                for _ in 0..<random.int(0..<4) where !current.isEmpty {
                    var p = current[random.int(0..<current.count)]
                    guard touched.insert(p.id).inserted else { continue }
                    switch random.int(0..<4) {
                    case 0: p.phone += 1
                    case 1: p.name = randomName(&random)
                    case 2: p.name = randomName(&random); p.phone += 1
                    default: break
                    }
                    if let old = book.item(withID: p.id), p.name != old.name || keyOf(p) != keyOf(old) { renamed.insert(p.id) }
                    add.append(p)
                }
                var delete: [Int] = []
                for _ in 0..<random.int(0..<(current.count > 120 ? 6 : 3)) where !current.isEmpty {
                    let id = current[random.int(0..<current.count)].id
                    if touched.insert(id).inserted { delete.append(id) }
                }
                add.shuffle(using: &random)
                change = try book.update(addOrUpdate: add, delete: delete)
                // Only rows whose sort key or section changed may move.
                for move in change.items.moved where !renamed.contains(before[move.from.section].items[move.from.item].id) {
                    Issue.record("step \(step): an unedited row moved: \(move)")
                }
                counts["update", default: 0] += 1
            case 50..<62:
                let s = random.int(0..<book.numberOfSections)
                change = try book.removeItem(at: path(s, random.int(0..<book.numberOfItems(inSection: s))))
                counts["remove", default: 0] += 1
            case 62..<77:
                let s = random.int(0..<book.numberOfSections)
                let from = path(s, random.int(0..<book.numberOfItems(inSection: s)))
                let t = random.int(0..<book.numberOfSections)
                let room = book.numberOfItems(inSection: t) - (t == s ? 1 : 0)
                change = try book.moveItem(from: from, to: path(t, random.int(0..<room + 1)))
                counts["move", default: 0] += 1
            case 77..<81:
                change = book.resort()
                counts["resort", default: 0] += 1
            case 81..<85:
                ascending.toggle()
                change = ascending ? book.setComparator(byName) : book.setComparator(byNameDescending)
                counts["flip", default: 0] += 1
            case 85..<88:
                var items = current.filter { _ in random.chance(80) }
                for i in items.indices where random.chance(10) { items[i].name = randomName(&random) }
                for _ in 0..<random.int(0..<5) {
                    items.append(Person(id: nextID, name: randomName(&random)))
                    nextID += 1
                }
                items.shuffle(using: &random)
                change = try book.setItems(items)
                counts["setItems", default: 0] += 1
            default:
                let someID = current[random.int(0..<current.count)].id
                let attempt: () throws -> Void
                switch random.int(0..<5) {
                case 0: attempt = { _ = try book.update(delete: [-1]) }
                case 1: attempt = { _ = try book.update(addOrUpdate: [Person(id: someID, name: "X"), Person(id: someID, name: "Y")]) }
                case 2: attempt = { _ = try book.update(addOrUpdate: [Person(id: someID, name: "X")], delete: [someID]) }
                case 3: attempt = { _ = try book.removeItem(at: path(book.numberOfSections, 0)) }
                default: attempt = { _ = try book.moveItem(from: path(0, 0), to: path(0, book.numberOfItems(inSection: 0) + 1)) }
                }
                #expect(throws: SortedSectionsError.self, "step \(step)") { try attempt() }
                #expect(book.listSections == before && book.isComparatorSuspended == suspendedBefore, "step \(step): refused call changed the model")
                counts["refused", default: 0] += 1
                continue
            }
            expectChange(change, from: before, to: book.listSections, sourceLocation: SourceLocation(
                fileID: #fileID, filePath: #filePath, line: #line, column: 1))
            checkInvariants(book, ascending: ascending, keyOf: keyOf, step: step)
            sectionMoves += change.sections.moved.count
        }
        #expect(counts.count == 7 && counts.values.allSatisfy { $0 > 20 }, "\(counts)")
        if interleaved { #expect(sectionMoves > 20) }
    }
}
