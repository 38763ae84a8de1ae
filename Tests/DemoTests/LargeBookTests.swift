import CollectionView
import CollectionViewTesting
@testable import Demo
import Foundation
import ListDiff
import SeededRandom
import Testing

/// `demo --rows N` and `--stats`: a generated book of any size, progress
/// while it is made, the partial check of long lists, and the timings in the
/// status line.
@MainActor @Suite struct LargeBookTests {
    /// Just over the full-check limit, so that the partial check runs.
    static let rows = WindowedVerifier().fullCheckLimit + 2_000

    @Test func rowsAndStatsShowInTheStatusLineOfAHeadlessRun() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-rows-\(UUID()).keys")
        try "j\nj\nb\nwait 300ms\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try DemoBinary.run(["--rows", "\(Self.rows)", "--stats", "--replay", script.path, "--headless", "--size", "120x16"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\n")
        let status = try #require(lines.count > 14 ? lines[14] : nil)
        // A server batch deletes 1–3 people and adds 1–3.
        let pattern = #"^ frame max [0-9]+(\.[0-9])? (µs|ms) · batch [0-9]+(\.[0-9])? (µs|ms) · [0-9]+ people · "#
        #expect(status.range(of: pattern, options: .regularExpression) != nil, "\(status)")
        let people = status.split(separator: "·")[2].split(separator: " ").first.flatMap { Int($0) } ?? 0
        #expect(abs(people - Self.rows) <= 2, "\(status)")
        #expect(status.hasSuffix("✓ verified"), "\(status)")
        // Without --stats the line starts with the people.
        let plain = try DemoBinary.run(["--rows", "20", "--headless", "--size", "100x16"])
        #expect(plain.stdout.components(separatedBy: "\n")[14].hasPrefix(" 20 people · "), "\(plain.stdout)")
    }

    @Test func rowsOutOfRangeIsAUsageError() throws {
        for bad in ["-1", "10000001", "many"] {
            let run = try DemoBinary.run(["--rows", bad, "--headless"])
            #expect(run.status == 2, "--rows \(bad): \(run.stderr)")
        }
    }

    @Test func buildingABookReportsProgressThenSorting() {
        var reports: [LoadProgress] = []
        let state = DemoState(seed: 5, count: 25_000) { reports.append($0) }
        #expect(state.book.count == 25_000)
        #expect(reports == [
            .generating(made: 10_000, of: 25_000), .generating(made: 20_000, of: 25_000),
            .generating(made: 25_000, of: 25_000), .sorting(25_000),
        ])
        #expect(reports[0].text == "generating people… 10000 of 25000")
    }

    @Test func pickerTakesWhomRemovingFromTheFlatListWould() {
        var random = SplitMix64(seed: 15)
        for round in 0..<200 {
            let book = AddressBook(contacts: ContactGenerator(seed: UInt64(round)).makeContactsQuietly(1 + round % 40))
            var flat = book.people
            var picker = PeoplePicker(book: book)
            while !flat.isEmpty {
                let index = Int(random.next() % UInt64(flat.count))
                #expect(picker.take(index) == flat.remove(at: index), "round \(round)")
            }
            #expect(picker.remaining == 0 && picker.take(0) == nil)
        }
    }

    @Test func aLongListIsCheckedAroundWhatChanged() throws {
        let demo = HeadlessDemo(state: DemoState(seed: 9, count: Self.rows))
        let controller = demo.controller
        #expect(controller.verification == .verified)
        let shown = controller.list.shownState
        // A row far from the screen, the section edges and the first window.
        let s = shown.count / 2
        let path = ItemPath(item: shown[s].items.count / 2, section: s)
        var expected = shown
        expected[s].items[path.item] = expected[s].items[path.item].renamed("Someone Else")
        let size = WindowedVerifier().windowSize
        var verifier = WindowedVerifier(window: Self.rows - size)
        let view = controller.list.view
        // Untouched by the batch and outside the window: the partial check cannot see it.
        #expect(Verification.check(view: view, shown: shown, expected: expected, changes: Changeset(), verifier: &verifier) == .verified)
        #expect(verifier.window == 0, "the window wrapped")
        verifier.window = Self.rows - size
        // Next to a row the batch inserted: seen.
        let near = Changeset(items: .init(inserted: [ItemPath(item: path.item + 1, section: s)]))
        #expect(Verification.check(view: view, shown: shown, expected: expected, changes: near, verifier: &verifier) == .mismatch("row \(path): content differs"))
        // In the rotating window (which wrapped to the start): seen.
        var start = 0
        for section in shown[..<s] { start += section.items.count }
        verifier.window = start + path.item - 10
        #expect(Verification.check(view: view, shown: shown, expected: expected, changes: nil, verifier: &verifier) == .mismatch("row \(path): content differs"))
        #expect(verifier.window == start + path.item - 10 + size)
    }

    @Test func theStreamStaysVerifiedOnALongList() {
        let demo = HeadlessDemo(state: DemoState(seed: 4, count: Self.rows), stats: true)
        demo.play(.key(.character("c")))
        for _ in 0..<4 {
            demo.play(.wait(.milliseconds(200)))
            #expect(demo.controller.verification == .verified, "\(demo.controller.verification)")
        }
        demo.finish()
        #expect(demo.controller.verification == .verified)
        #expect(demo.controller.stats?.lastBatchStart != nil)
    }

    /// A server batch copies the sections it changes on the main actor (the
    /// list on its way to the screen shares them): a contact must be plain
    /// bytes, no reference count, or that copy is a retain and a cache miss a row.
    @Test func aContactIsPlainDataThatEditsKeepReadable() {
        #expect(_isPOD(Contact.self) && MemoryLayout<Contact>.size == 16)
        var generator = ContactGenerator(seed: 7)
        let person = generator.makeContact()
        var edited = person.renamed("Zoë Ångström")
        edited.phone = "+1 555 000 0000"
        #expect(person != edited && person.name != "Zoë Ångström")
        #expect(edited.name == "Zoë Ångström" && edited.sortKey == "zoe angstrom" && edited.phone == "+1 555 000 0000")
        #expect(edited.sectionKey == "Z")
    }
}

extension ContactGenerator {
    /// `count` contacts, without progress.
    func makeContactsQuietly(_ count: Int) -> [Contact] {
        var copy = self
        return copy.makeContacts(count)
    }
}
