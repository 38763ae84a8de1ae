import ListDiff
import Testing

/// Rows ordered by strings and identified by strings (shared 8- and 16-byte
/// prefixes, zero bytes, non-ASCII, long ones) through batches of upserts
/// and deletes into a filled list: the row-by-row path (one search at the
/// old place, ordered inserts) gives the plain sorted list and valid
/// changesets, in both directions.
@Suite struct LiveListModelStringOrderTests {
    typealias Row = RankedRow<String>

    /// The list a dictionary of rows gives: sections by key, rows by value in its natural order (`nil` last), ties by identity.
    static func expected(_ rows: [String: Row], descending: Bool) -> [ListSection<String, Row>] {
        Dictionary(grouping: rows.values, by: \.group).sorted { $0.key < $1.key }.map { key, members in
            ListSection(model: key, items: members.sorted { a, b in
                if a.value != b.value {
                    guard let x = a.value else { return false }
                    guard let y = b.value else { return true }
                    return descending ? NaturalOrder.compare(x, y) > 0 : NaturalOrder.compare(x, y) < 0
                }
                return a.id < b.id
            })
        }
    }

    @Test(arguments: [false, true])
    func batchesIntoAFilledListGiveTheSortedList(descending: Bool) {
        var random = ModelsRandom(seed: 0x57A1_0000 + (descending ? 1 : 0))
        let values = [
            "pod-1234", "pod-12345", "pod-1234\u{0}", "pod-123456789", "é", "e\u{301}", "Running", "Pending", "", "zz",
            "IB 64", "IB 5771", "ib 64", "pod-9", "pod-09",
        ]
        let stems = ["pod-123456789012", "pod-1234567890123", "pod-12345678901234567", "é-pod", "pod", "a\u{0}"]
        let ids = (0..<90).map { stems[$0 % stems.count] + ($0 < stems.count ? "" : "-\($0)") }
        let order: LiveListOrder<Row> = descending ? .descending { $0.value } : .ascending { $0.value }
        var model = LiveListModel<String, Row>(section: { $0.group }, order: order)
        var state: [String: Row] = [:]
        var before: [ListSection<String, Row>] = []
        func randomRow(_ id: String) -> Row {
            Row(id: id, group: ["a", "b", "c"][random.int(0..<3)], value: random.chance(10) ? nil : values[random.int(0..<values.count)])
        }
        for batch in 0..<400 {
            var changes = LiveChanges<Row>()
            // Now and then a big batch, which rebuilds a section instead of editing it.
            for _ in 0..<random.int(0..<(random.chance(5) ? 200 : 12)) {
                let id = ids[random.int(0..<ids.count)]
                if random.chance(25) {
                    changes.delete(id)
                    state[id] = nil
                } else {
                    let row = randomRow(id)
                    changes.upsert(row)
                    state[id] = row
                }
            }
            let change = model.apply(changes)
            let after = Self.expected(state, descending: descending)
            let shown = model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
            guard shown == after, expectChange(change, from: before, to: after) else {
                Issue.record("batch \(batch): model \(shown.map(\.items)), expected \(after.map(\.items))")
                return
            }
            for (s, section) in after.enumerated() {
                for (i, row) in section.items.enumerated() where model.indexPath(of: row.id) != ItemPath(item: i, section: s) {
                    Issue.record("batch \(batch): indexPath of \(row.id)")
                }
            }
            before = after
        }
    }
}
