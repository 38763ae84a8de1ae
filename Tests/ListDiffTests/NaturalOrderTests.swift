@testable import ListDiff
import Testing

/// The natural order of texts (digit runs as numbers, then case-insensitively,
/// then exactly): named cases, a seeded property that it is a total order, and
/// that a text's rank never contradicts it; the same order in a live list and a sorted book.
@Suite struct NaturalOrderTests {
    /// Texts that must come in this order.
    static let ordered = [
        "", "0", "00", "01", "1", "2", "9", "10", "064", "64", "apple", "Banana", "IB 64", "ib 64", "IB 065", "IB 5771",
        "pod-2", "pod-10", "pod-10a", "pod-10B", "pod-10c", "x1y2", "x1y10", "x2", "é",
    ]

    @Test func namedCases() {
        for (i, a) in Self.ordered.enumerated() {
            for (j, b) in Self.ordered.enumerated() {
                let c = NaturalOrder.compare(a, b)
                #expect((c < 0) == (i < j) && (c == 0) == (i == j), "\(a) vs \(b): \(c)")
            }
        }
        #expect(["IB 5771", "IB 64"].sorted(by: NaturalOrder.areInIncreasingOrder) == ["IB 64", "IB 5771"])
        // Canonically equivalent texts are equal, as `String`s are.
        #expect(NaturalOrder.compare("é", "e\u{301}") == 0)
        #expect(NaturalOrder.compare("a\r\nb", "a\rc") < 0)
        // A run of digits longer than any integer still compares by value.
        let huge = String(repeating: "9", count: 40)
        #expect(NaturalOrder.compare("n" + huge, "n1" + huge) < 0)
    }

    /// Random texts over digits (with leading zeros), letters of both cases,
    /// punctuation and non-ASCII: antisymmetric, transitive, equal only when
    /// equal, and ranks agree with the order (different ranks decide; equal
    /// exact ranks are equal texts).
    @Test func isATotalOrderAndRanksAgree() {
        var random = ModelsRandom(seed: 0x4E47_0050)
        let pieces = ["0", "00", "1", "7", "10", "64", "5771", "a", "A", "b", "B", "z", "Z", " ", "-", "_", "[", "é", "É", "e\u{301}", "\u{0}", "\r", "\n"]
        let texts = (0..<160).map { _ in (0..<random.int(0..<5)).map { _ in pieces[random.int(0..<pieces.count)] }.joined() }
        for a in texts {
            for b in texts {
                let ab = NaturalOrder.compare(a, b)
                #expect(ab.signum() == -NaturalOrder.compare(b, a).signum(), "antisymmetric: \(a.debugDescription) \(b.debugDescription)")
                #expect((ab == 0) == (a == b), "equal only when equal (as Strings): \(a.debugDescription) \(b.debugDescription)")
                if let x = NaturalOrder.rank(of: a), let y = NaturalOrder.rank(of: b) {
                    if x.rank != y.rank { #expect((x.rank < y.rank) == (ab < 0), "rank: \(a.debugDescription) \(b.debugDescription)") }
                    if x.rank == y.rank, x.isExact, y.isExact { #expect(ab == 0) }
                }
            }
        }
        for _ in 0..<20_000 {
            let a = texts[random.int(0..<texts.count)]
            let b = texts[random.int(0..<texts.count)]
            let c = texts[random.int(0..<texts.count)]
            if NaturalOrder.compare(a, b) <= 0, NaturalOrder.compare(b, c) <= 0 {
                #expect(NaturalOrder.compare(a, c) <= 0, "transitive: \(a.debugDescription) \(b.debugDescription) \(c.debugDescription)")
            }
        }
        // Sorting agrees with every pair: the sorted list is in order pairwise.
        let sorted = texts.sorted(by: NaturalOrder.areInIncreasingOrder)
        for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(NaturalOrder.compare(a, b) <= 0) }
    }

    struct Flight: Differentiable, Hashable, Sendable {
        var number: String
        var differenceIdentifier: String { number }
    }

    /// A live list and a sorted book order texts alike, naturally.
    @Test func liveListAndSortedSectionsAgree() throws {
        let numbers = ["IB 5771", "ib 64", "IB 64", "IB 7", "AF 1000", "af 99"]
        let flights = numbers.map { Flight(number: $0) }
        var live = LiveListModel<String, Flight>(section: { _ in "" }, order: .ascending { $0.number })
        var changes = LiveChanges<Flight>()
        for flight in flights { changes.upsert(flight) }
        live.apply(changes)
        var book = SortedSections<Flight, String>(sectionKey: { _ in "" }, sortedBy: { $0.number })
        try book.setItems(flights)
        let expected = ["af 99", "AF 1000", "IB 7", "IB 64", "ib 64", "IB 5771"]
        #expect(live.sectionedRows.first?.rows.map(\.number) == expected)
        #expect(book.allItems.map(\.number) == expected)
        var reversed = SortedSections<Flight, String>(sectionKey: { _ in "" }, sortedBy: { $0.number }, descending: true)
        try reversed.setItems(flights)
        #expect(reversed.allItems.map(\.number) == expected.reversed())
    }
}
