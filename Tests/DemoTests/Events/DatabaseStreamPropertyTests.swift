@testable import Demo
import ListDiff
import ListFeed
import ListInput
import SeededRandom
import Testing

/// Random streams of a database's changes (inserts, updates, primary-key
/// changes, deletes, truncates, in transactions), written as wal2json and as
/// Debezium events, read in random chunks by `demo watch --events`'s feed
/// into its live model: the final list is the reference's tables, section by
/// section, row by row, values as written.
@Suite struct DatabaseStreamPropertyTests {
    /// A row of the reference: `total` as the server writes a `numeric(10,2)`.
    struct Row: Equatable {
        var total: String
        var status: String
    }

    enum Dialect: CaseIterable { case wal2json, debezium }

    /// The stream's text and the tables it leaves, by name (`schema.table`), rows by id.
    static func stream(seed: UInt64, dialect: Dialect) -> (text: String, tables: [String: [Int: Row]]) {
        var random = SplitMix64(seed: seed)
        var tables: [String: [Int: Row]] = ["public.orders": [:], "shop.items": [:]]
        var lines: [String] = []
        func row(_ random: inout SplitMix64) -> Row {
            let cents = Int.random(in: 0...99_999, using: &random)
            return Row(total: "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)",
                       status: ["new", "paid", "sent", #"a "quoted" one"#].randomElement(using: &random) ?? "new")
        }
        func quoted(_ text: String) -> String { "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"") + "\"" }
        func columns(_ id: Int, _ row: Row) -> String {
            #"[{"name":"id","type":"integer","value":\#(id)},{"name":"total","type":"numeric(10,2)","value":\#(row.total)},"#
                + #"{"name":"status","type":"text","value":\#(quoted(row.status))}]"#
        }
        func object(_ id: Int, _ row: Row) -> String { #"{"id":\#(id),"total":\#(row.total),"status":\#(quoted(row.status))}"# }
        func debezium(_ table: String, op: String, before: String, after: String, _ random: inout SplitMix64) -> String {
            let parts = table.split(separator: ".")
            let event = #"{"before":\#(before),"after":\#(after),"op":"\#(op)","source":{"schema":"\#(parts[0])","table":"\#(parts[1])"},"ts_ms":1}"#
            return Bool.random(using: &random) ? event : #"{"schema":{"type":"struct"},"payload":\#(event)}"#
        }
        func wal(_ table: String, _ action: String, _ rest: String) -> String {
            let parts = table.split(separator: ".")
            return #"{"action":"\#(action)","schema":"\#(parts[0])","table":"\#(parts[1])"\#(rest),"pk":[{"name":"id","type":"integer"}]}"#
        }
        for _ in 0..<Int.random(in: 20...120, using: &random) {
            if dialect == .wal2json { lines.append(#"{"action":"B","xid":7}"#) }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                guard let table = tables.keys.sorted().randomElement(using: &random) else { continue }
                let ids = tables[table, default: [:]].keys.sorted()
                let free = (1...40).filter { tables[table]?[$0] == nil }
                let choice = Int.random(in: 0..<100, using: &random)
                if choice < 40 || ids.isEmpty, let id = free.randomElement(using: &random) {
                    let new = row(&random)
                    tables[table]?[id] = new
                    lines.append(dialect == .wal2json
                        ? wal(table, "I", #","columns":\#(columns(id, new))"#)
                        : debezium(table, op: Bool.random(using: &random) ? "c" : "r", before: "null", after: object(id, new), &random))
                } else if choice < 65, let id = ids.randomElement(using: &random), let old = tables[table]?[id] {
                    let new = row(&random)
                    tables[table]?[id] = new
                    lines.append(dialect == .wal2json
                        ? wal(table, "U", #","columns":\#(columns(id, new)),"identity":[{"name":"id","type":"integer","value":\#(id)}]"#)
                        : debezium(table, op: "u", before: object(id, old), after: object(id, new), &random))
                } else if choice < 80, let id = ids.randomElement(using: &random), let to = free.randomElement(using: &random),
                          let old = tables[table]?[id] {
                    // The primary key changes.
                    tables[table]?[id] = nil
                    tables[table]?[to] = old
                    if dialect == .wal2json {
                        lines.append(wal(table, "U", #","columns":\#(columns(to, old)),"identity":[{"name":"id","type":"integer","value":\#(id)}]"#))
                    } else if Bool.random(using: &random) {
                        // As Debezium sends it: a delete, its tombstone, a create.
                        lines.append(debezium(table, op: "d", before: object(id, old), after: "null", &random))
                        lines.append("null")
                        lines.append(debezium(table, op: "c", before: "null", after: object(to, old), &random))
                    } else {
                        lines.append(debezium(table, op: "u", before: object(id, old), after: object(to, old), &random))
                    }
                } else if choice < 96, let id = ids.randomElement(using: &random), let old = tables[table]?[id] {
                    tables[table]?[id] = nil
                    if dialect == .wal2json {
                        lines.append(wal(table, "D", #","identity":[{"name":"id","type":"integer","value":\#(id)}]"#))
                    } else {
                        lines.append(debezium(table, op: "d", before: object(id, old), after: "null", &random))
                        lines.append(Bool.random(using: &random) ? "null" : #"{"schema":null,"payload":null}"#)
                    }
                } else {
                    tables[table] = [:]
                    let parts = table.split(separator: ".")
                    lines.append(dialect == .wal2json
                        ? #"{"action":"T","schema":"\#(parts[0])","table":"\#(parts[1])"}"#
                        : debezium(table, op: "t", before: "null", after: "null", &random))
                }
            }
            if dialect == .wal2json {
                lines.append(#"{"action":"C","xid":7}"#)
                if Int.random(in: 0..<10, using: &random) == 0 {
                    lines.append(#"{"action":"M","transactional":false,"prefix":"p","content":"x"}"#)
                }
            }
        }
        return (lines.joined(separator: "\n") + "\n", tables)
    }

    /// The final list's text, as `demo watch --events --sort id` shows it, read in random chunks.
    static func applied(_ text: String, seed: UInt64) -> (sections: [(key: String, rows: [[String]])], problems: [String]) {
        var random = SplitMix64(seed: seed ^ 0x5EED)
        let options = EventOptions(sort: "id", fields: ["id", "total", "status"])
        var feed = EventFeed(options: options, keepsDocuments: false)
        var model = LiveListModel<String, EventRow>(section: { $0.section }, order: EventFeed.order(options))
        var problems: [String] = []
        func apply(_ batch: EventFeed.Batch) {
            EventFeed.apply(batch, to: &model)
            problems += batch.problems
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = min(bytes.count, Int.random(in: 1...400, using: &random))
            apply(feed.read(bytes.prefix(count)))
            bytes = bytes.dropFirst(count)
        }
        apply(feed.finish())
        return (model.sectionedRows.map { ($0.key, $0.rows.map(\.cells)) }, problems)
    }

    @Test(arguments: Dialect.allCases)
    func randomStreamsEndAsTheReference(dialect: Dialect) {
        for seed in UInt64(1)...60 {
            let (text, tables) = Self.stream(seed: seed, dialect: dialect)
            let (sections, problems) = Self.applied(text, seed: seed)
            #expect(problems.isEmpty, "seed \(seed): \(problems)")
            let expected = tables.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map { table in
                (key: table.key, rows: table.value.sorted { $0.key < $1.key }.map { [String($0.key), $0.value.total, $0.value.status] })
            }
            let same = sections.count == expected.count && zip(sections, expected).allSatisfy { $0.key == $1.key && $0.rows == $1.rows }
            #expect(same, "seed \(seed) (\(dialect)): \(sections) instead of \(expected)")
            if !same { return }
        }
    }
}
