@testable import Demo
import CollectionView
import FeedUI
import Foundation
import ListDiff
import ListInput
import SeededRandom
import Testing

/// `demo diff OLD NEW --changeset CS.json`: a given batch is checked with the
/// view's own validation and animated into NEW; a broken one exits 65.
@MainActor
@Suite(.temporaryFiles) struct DiffChangesetTests {
    /// A random pair of `demo diff` lists: rows deleted, inserted, edited and
    /// moved (within and across sections), sections deleted, inserted and reordered.
    static func randomPair(_ rng: inout SplitMix64) -> (old: DiffInputList, new: DiffInputList) {
        var next = 0
        func fresh(_ prefix: String) -> String {
            next += 1
            return "\(prefix)\(next)"
        }
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        func chance(_ percent: Int) -> Bool { int(0...99) < percent }
        let old: DiffInputList = (0..<int(1...4)).map { _ in
            let id = fresh("S")
            return ListSection(model: InputSection(id: id, header: id),
                               items: (0..<int(0...5)).map { _ in let r = fresh("r"); return InputRow(id: RowID(r), text: r) })
        }
        var new: DiffInputList = old.filter { _ in !chance(20) }.map { section in
            var header = section.model
            if chance(15) { header.header += "!" }
            return ListSection(model: header, items: section.items.filter { _ in !chance(20) }.map { row in
                chance(15) ? InputRow(id: row.id, text: row.text + "*") : row
            })
        }
        new.shuffle(using: &rng)
        for _ in 0..<int(0...2) {
            let id = fresh("S")
            let rows = (0..<int(0...3)).map { _ in let r = fresh("r"); return InputRow(id: RowID(r), text: r) }
            new.insert(ListSection(model: InputSection(id: id, header: id), items: rows), at: int(0...new.count))
        }
        // Rows cross sections (also out of deleted and into inserted ones), new rows appear.
        let kept = Set(new.flatMap { $0.items.map(\.id) })
        let strays = old.flatMap(\.items).filter { !kept.contains($0.id) && chance(30) }
        for row in strays where !new.isEmpty { new[int(0...(new.count - 1))].items.append(row) }
        for t in new.indices {
            new[t].items.shuffle(using: &rng)
            if chance(40) { let r = fresh("r"); new[t].items.insert(InputRow(id: RowID(r), text: r), at: int(0...new[t].items.count)) }
        }
        return (old, new)
    }

    /// The list drawn when everything is still: the body of a one-frame run.
    private static func still(_ list: DiffInputList, size: CellSize) -> String {
        body(DiffFrames.render(old: list, new: list, count: 1, size: size))
    }

    /// The text of the last frame, without its heading.
    private static func body(_ frames: String) -> String {
        guard let heading = frames.range(of: "--- frame ", options: .backwards),
              let end = frames[heading.upperBound...].firstIndex(of: "\n") else { return frames }
        return String(frames[frames.index(after: end)...])
    }

    /// Deletes every old section and inserts every new one, rows implied: a
    /// valid batch unlike the diff's, as another system might send.
    private static func replacingAll(_ old: DiffInputList, _ new: DiffInputList) -> Changeset {
        Changeset(sections: .init(deleted: Array(old.indices), inserted: Array(new.indices)))
    }

    /// What `Changeset.check(from:to:)` finds wrong with `changeset` from `old` to `new`, as the command prints it.
    nonisolated static func problem(_ changeset: Changeset, old: DiffInputList, new: DiffInputList) -> String? {
        do {
            try changeset.check(from: old, to: new)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func givenChangesetsOfTwentyRandomPairsAnimateIntoNew() throws {
        var rng = SplitMix64(seed: 0xC4A7_6E5E)
        let size = CellSize(columns: 30, rows: 40)
        for _ in 0..<20 {
            let (old, new) = Self.randomPair(&rng)
            let diffed = try Changeset(from: old, to: new)
            for given in [diffed, Self.replacingAll(old, new)] {
                // Read back from its JSON, as the command does.
                let read = try DiffChangeset.parse(Data(given.jsonString.utf8), file: "cs.json")
                #expect(read == given)
                #expect(DiffChangesetTests.problem(read, old: old, new: new) == nil, "\(given)")
                let frames = DiffFrames.render(old: old, new: new, given: read, count: 4, size: size)
                #expect(Self.body(frames) == Self.still(new, size: size), "\(given)")
            }
        }
    }

    @Test func theGivenBatchIsTheOneAnimatedNotTheDiffs() throws {
        var rng = SplitMix64(seed: 7)
        let (old, new) = Self.randomPair(&rng)
        let given = Self.replacingAll(old, new)
        #expect(try Changeset(from: old, to: new) != given)
        let executor = ManualExecutor()
        let list = DiffListController.inputList(clock: ManualClock(), executor: executor, duration: .zero, look: InputLook(), given: given)
        var shown = false
        list.apply(old, animated: false) { _ in shown = true }
        #expect(executor.run(until: { shown }))  // else the queue would coalesce OLD away
        var used: Changeset?
        list.apply(new) { used = $0.changeset }
        #expect(executor.run(until: { used != nil }))
        #expect(used == given)
        #expect(list.shownState.map(\.items) == new.map(\.items))
    }

    @Test func aChangesetMissingOneEntryIsAnInvalidUpdate() throws {
        var rng = SplitMix64(seed: 0xB40C_E17)
        var tried = [String: Int]()
        for _ in 0..<200 {
            let (old, new) = Self.randomPair(&rng)
            let full = try Changeset(from: old, to: new)
            var variants: [(String, Changeset)] = []
            func without<T>(_ name: String, _ list: WritableKeyPath<Changeset, [T]>) {
                guard !full[keyPath: list].isEmpty else { return }
                var broken = full
                broken[keyPath: list].remove(at: Int.random(in: 0..<full[keyPath: list].count, using: &rng))
                variants.append((name, broken))
            }
            without("items.inserted", \.items.inserted)
            without("items.deleted", \.items.deleted)
            // A row moved from a deleted into an inserted section may also go and come with
            // them (a delete and an insert, valid if not minimal): only other moves are needed.
            let deleted = Set(full.sections.deleted), inserted = Set(full.sections.inserted)
            if let k = full.items.moved.firstIndex(where: { !deleted.contains($0.from.section) || !inserted.contains($0.to.section) }) {
                var broken = full
                broken.items.moved.remove(at: k)
                variants.append(("items.moved", broken))
            }
            without("items.reloaded", \.items.reloaded)
            without("sections.inserted", \.sections.inserted)
            without("sections.deleted", \.sections.deleted)
            without("sections.moved", \.sections.moved)
            without("deferred.items", \.deferred.items)
            for (name, broken) in variants {
                tried[name, default: 0] += 1
                let problem = DiffChangesetTests.problem(broken, old: old, new: new)
                #expect(problem?.hasPrefix("Invalid update") == true, "\(name) removed from \(full) still passes: \(broken)")
                #expect(problem?.contains("\n") == false)
            }
        }
        for name in ["items.inserted", "items.deleted", "items.moved", "sections.inserted", "sections.deleted"] {
            #expect(tried[name, default: 0] >= 10, "rarely removed: \(name)")
        }
    }

    @Test func listingTheRowsOfAnInsertedSectionIsRejectedNamingIt() throws {
        let old: DiffInputList = [ListSection(model: InputSection(id: "A", header: "A"), items: [InputRow(id: RowID("a"), text: "a")])]
        let new = old + [ListSection(model: InputSection(id: "B", header: "B"), items: [InputRow(id: RowID("b"), text: "b")])]
        let doubled = Changeset(sections: .init(inserted: [1]), items: .init(inserted: [ItemPath(item: 0, section: 1)]))
        #expect(DiffChangesetTests.problem(doubled, old: old, new: new)
            == "Invalid update: attempt to insert item 0 into section 1, but section 1 is being inserted and brings its 1 item "
            + "with it (items of an inserted section are not listed in items.inserted)")
        #expect(DiffChangesetTests.problem(Changeset(sections: .init(inserted: [1])), old: old, new: new) == nil)
    }

    // MARK: - The command

    nonisolated private static let contactsChangeset = #"""
        {"sections": {"deleted": [1], "inserted": [2, 3], "moved": [], "reloaded": []},
         "items": {"deleted": [[2, 1]], "inserted": [[4, 1]], "moved": [[[2, 2], [3, 0]]], "reloaded": [[0, 1]]},
         "deferred": {"sections": [], "items": [[3, 0]]}}
        """#

    nonisolated private static func contacts(_ extra: [String]) throws -> DiffCommandTests.Run {
        try DiffCommandTests.demo(["diff", DiffCommandTests.example("contacts-old.json"),
                                   DiffCommandTests.example("contacts-new.json")] + extra)
    }

    @Test nonisolated func checkSaysValidAndHeadlessEndsOnNew() throws {
        let file = try DiffCommandTests.file(Self.contactsChangeset)
        let check = try Self.contacts(["--changeset", file, "--check"])
        #expect(check.status == 0 && check.stdout == "valid\n" && check.stderr.isEmpty, "\(check.stderr)")
        let given = try Self.contacts(["--changeset", file, "--headless", "--frames", "3"])
        let diffed = try Self.contacts(["--headless", "--frames", "3"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stdout == diffed.stdout)
        let stdin = try DiffCommandTests.demo(
            ["diff", DiffCommandTests.example("contacts-old.json"), DiffCommandTests.example("contacts-new.json"),
             "--changeset", "-", "--check"], stdin: Self.contactsChangeset)
        #expect(stdin.status == 0 && stdin.stdout == "valid\n", "\(stdin.stderr)")
    }

    @Test(arguments: [
        (#""inserted": [[4, 1]]"#, #""inserted": []"#,
         "Invalid update: invalid number of items in section 4. The number of items contained in an existing section after "
            + "the update (3) must be equal to the number of items contained in that section before the update (2), plus or "
            + "minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
            + "number of items moved into or out of that section (0 moved in, 0 moved out)."),
        (#""deleted": [[2, 1]]"#, #""deleted": []"#,
         "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after "
            + "the update (1) must be equal to the number of items contained in that section before the update (3), plus or "
            + "minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
            + "number of items moved into or out of that section (0 moved in, 1 moved out)."),
        (#""inserted": [2, 3]"#, #""inserted": [2]"#,
         "Invalid update: attempt to insert item 1 in section 4, but there are only 4 sections after the update"),
        (#""inserted": [[4, 1]]"#, #""inserted": [[3, 0], [4, 1]]"#,
         "Invalid update: attempt to insert item 0 into section 3, but section 3 is being inserted and brings its 1 item "
            + "with it (items of an inserted section are not listed in items.inserted)"),
    ])
    nonisolated func aBrokenChangesetExits65WithOneInvalidUpdateLine(original: String, replacement: String, message: String) throws {
        let file = try DiffCommandTests.file(Self.contactsChangeset.replacingOccurrences(of: original, with: replacement))
        for mode in [["--check"], ["--headless"], []] {
            let run = try Self.contacts(["--changeset", file] + mode)
            #expect(run.status == 65)
            #expect(run.stderr == message + "\n")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test nonisolated func aMalformedChangesetNamesTheFieldAndIndex() throws {
        let file = try DiffCommandTests.file(Self.contactsChangeset.replacingOccurrences(of: "[[2, 1]]", with: "[[2, -1]]"))
        let run = try Self.contacts(["--changeset", file, "--check"])
        #expect(run.status == 65)
        #expect(run.stderr == "demo diff: \(file): items.deleted[0]: negative index -1\n")
        let missing = try Self.contacts(["--changeset", "/nonexistent/cs.json", "--check"])
        #expect(missing.status == 66)
        let bothStdin = try DiffCommandTests.demo(["diff", "-", DiffCommandTests.example("contacts-new.json"), "--changeset", "-"])
        #expect(bothStdin.status == 2)  // a usage error (demo exits 2 for those)
    }
}
