@testable import CollectionView
import ListDiff
import SeededRandom
import Testing

/// The live data source reads identities one at a time for a reader that
/// jumps (a batch's touched rows) and a chunk at a time for one that walks;
/// whatever the pattern, every answer is the model's.
@Suite @MainActor struct LiveListDataSourceTests {
    struct Row: Differentiable, Hashable, Sendable {
        var id: String
        var group: Int
        var score: Int
        var differenceIdentifier: String { id }
    }

    static func model(rows: Int, seed: UInt64) -> LiveListModel<Int, Row> {
        var random = SplitMix64(seed: seed)
        var changes = LiveChanges<Row>()
        for i in 0..<rows { changes.upsert(Row(id: "row-\(i)", group: i % 3, score: Int(random.next() % 10_000))) }
        var model = LiveListModel<Int, Row>(section: { $0.group }, order: .descending(by: { $0.score }))
        _ = model.apply(changes)
        return model
    }

    static func source(_ model: LiveListModel<Int, Row>) -> LiveListDataSource<Int, Row> {
        LiveListDataSource(model: model, header: { StyledText("\($0)") }, row: { StyledText($0.id) }, rowHeight: nil, hooks: .specialized)
    }

    static func expected(_ model: LiveListModel<Int, Row>) -> [[AnyHashable]] {
        model.sectionedRows.map { $0.rows.map { AnyHashable($0.id) } }
    }

    @Test func jumpsWalksAndStretchesAllReadTheModelsIdentities() {
        let model = Self.model(rows: 2_000, seed: 7)
        let expected = Self.expected(model)
        let source = Self.source(model)
        var random = SplitMix64(seed: 11)
        for _ in 0..<3_000 {
            let section = Int(random.next() % 3)
            let count = expected[section].count
            // Stretches of 1 to 9 rows from anywhere: single reads, a batch's triples, and walks long enough to
            // read a chunk at once, across chunk boundaries too.
            let start = Int(random.next() % UInt64(count))
            let length = 1 + Int(random.next() % 9)
            for item in start..<min(start + length, count) {
                #expect(source.itemID(at: ItemPath(item: item, section: section)) == expected[section][item])
            }
        }
        // A whole walk, section by section, as a new section's layout reads it.
        for section in expected.indices {
            let read = (0..<expected[section].count).map { source.itemID(at: ItemPath(item: $0, section: section)) }
            #expect(read == expected[section])
        }
    }

    @Test func aNewModelIsReadAfreshNotFromTheLastRun() {
        let model = Self.model(rows: 600, seed: 3)
        let source = Self.source(model)
        // Walk far enough that a run is cached.
        for item in 0..<10 { _ = source.itemID(at: ItemPath(item: item, section: 0)) }
        var changes = LiveChanges<Row>()
        for row in model.sectionedRows[0].rows.prefix(10) { changes.upsert(Row(id: row.id, group: 0, score: -1)) }
        _ = source.apply(changes)
        let expected = Self.expected(source.model)
        #expect(expected != Self.expected(model))
        for item in 0..<10 {
            #expect(source.itemID(at: ItemPath(item: item, section: 0)) == expected[0][item])
        }
        // A filter changes the rows under the cached run too.
        _ = source.setFilter { !$0.id.hasSuffix("1") }
        let filtered = Self.expected(source.model)
        #expect(filtered != expected)
        for item in 0..<10 {
            #expect(source.itemID(at: ItemPath(item: item, section: 0)) == filtered[0][item])
        }
    }

    @Test func aPathWithNoRowAnswersAPlaceholderNotACrash() {
        let source = Self.source(Self.model(rows: 30, seed: 5))
        #expect(source.itemID(at: ItemPath(item: 99, section: 0)) == AnyHashable(ItemPath(item: 99, section: 0)))
        #expect(source.itemID(at: ItemPath(item: 0, section: 7)) == AnyHashable(ItemPath(item: 0, section: 7)))
        #expect(source.itemID(at: ItemPath(item: -1, section: 0)) == AnyHashable(ItemPath(item: -1, section: 0)))
    }

    /// The typed check answers as comparing the boxed ids would: yes for the
    /// row's own id, no for another row's, for the same text under another
    /// type, and for a path with no row.
    @Test func theTypedIdentityCheckAnswersAsTheBoxedComparison() {
        let model = Self.model(rows: 500, seed: 13)
        let expected = Self.expected(model)
        let source = Self.source(model)
        var random = SplitMix64(seed: 17)
        for _ in 0..<2_000 {
            let section = Int(random.next() % 3)
            let item = Int(random.next() % UInt64(expected[section].count))
            let path = ItemPath(item: item, section: section)
            let other = expected[Int(random.next() % 3)].randomElement(using: &random) ?? AnyHashable("none")
            #expect(source.itemID(at: path, is: expected[section][item]))
            #expect(source.itemID(at: path, is: other) == (other == expected[section][item]))
        }
        let first = ItemPath(item: 0, section: 0)
        let text = expected[0][0].base as? String ?? ""
        #expect(!source.itemID(at: first, is: AnyHashable(Substring(text))))
        #expect(!source.itemID(at: ItemPath(item: 9_999, section: 0), is: expected[0][0]))
        #expect(!source.itemID(at: ItemPath(item: 0, section: 9), is: expected[0][0]))
    }
}
