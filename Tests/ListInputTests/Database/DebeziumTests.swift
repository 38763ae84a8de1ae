import ListInput
import Testing

/// Debezium change events: bare or inside `{"schema", "payload"}`, a
/// snapshot (`r`), creates, updates, deletes, tombstones and a truncate.
@Suite struct DebeziumTests {
    static let source = #""source":{"connector":"postgresql","db":"shop","schema":"public","table":"orders"}"#

    static func events(_ text: String, _ options: EventOptions = EventOptions()) -> [ChangeEventStream.Item] {
        var stream = ChangeEventStream(options: options)
        return stream.read(Array(text.utf8)) + stream.finish()
    }

    @Test func snapshotCreateUpdateDeleteTombstoneAndTruncate() {
        let text = """
            {"before":null,"after":{"id":1,"total":"511.20","status":"new"},"op":"r",\(Self.source),"ts_ms":1}
            {"schema":{"type":"struct"},"payload":{"before":null,"after":{"id":2,"total":3.50,"status":"new"},"op":"c",\(Self.source),"ts_ms":2}}
            {"before":{"id":1,"total":"511.20","status":"new"},"after":{"id":1,"total":"511.20","status":"paid"},"op":"u",\(Self.source)}
            {"schema":null,"payload":{"before":{"id":2,"total":3.50,"status":"new"},"after":null,"op":"d",\(Self.source)}}
            null
            {"schema":null,"payload":null}
            {"before":null,"after":null,"op":"t",\(Self.source)}

            """
        let items = Self.events(text)
        let orders = "public.orders"
        #expect(items == [
            .event(.upsert(EventRecord(key: "1", section: orders, cells: ["1", "511.20", "new"], line: 1, table: orders))),
            .event(.upsert(EventRecord(key: "2", section: orders, cells: ["2", "3.50", "new"], line: 2, table: orders))),
            .event(.upsert(EventRecord(key: "1", section: orders, cells: ["1", "511.20", "paid"], line: 3, table: orders))),
            .event(.deleteFromTable(key: "2", table: orders, line: 4)),
            .event(.bookmark),
            .event(.truncate(table: orders, line: 7)),
        ])
    }

    @Test func fieldsInAnyOrderAndLookAlikesOfOtherDialects() throws {
        // Told by its fields, whatever comes first: numbers still as written.
        #expect(try ChangeEvent.decode(Array(#"{"source":{"schema":"s","table":"t"},"op":"c","after":{"id":1,"total":511.20}}"#.utf8),
                                       line: 1, options: EventOptions())
            == .upsert(EventRecord(key: "1", section: "s.t", cells: ["1", "511.20"], line: 1, table: "s.t")))
        // Starts like a Debezium envelope, is not one: a bare object, read as before.
        #expect(try ChangeEvent.decode(Array(#"{"schema":"x","id":2,"n":2.50}"#.utf8), line: 2, options: EventOptions())
            == .upsert(EventRecord(key: "2", cells: ["2", "2.5", "x"], line: 2)))
    }

    @Test func anUpdateThatChangesTheKeyReplacesTheOldRow() throws {
        let event = try ChangeEvent.decode(Array(#"""
            {"before":{"id":1,"n":"a"},"after":{"id":9,"n":"a"},"op":"u",\#(Self.source)}
            """#.utf8), line: 3, options: EventOptions(fields: ["n"]))
        #expect(event == .replace(oldKey: "1", with: EventRecord(key: "9", section: "public.orders", cells: ["a"], line: 3, table: "public.orders")))
    }

    @Test func withoutASourceRowsHaveNoTableAndTheKeyOptionIsUsed() throws {
        let options = EventOptions(key: "sku")
        #expect(try ChangeEvent.decode(Array(#"{"after":{"sku":"x","q":2},"op":"c"}"#.utf8), line: 1, options: options)
            == .upsert(EventRecord(key: "x", cells: ["x", "2"], line: 1)))
        #expect(try ChangeEvent.decode(Array(#"{"before":{"sku":"x"},"after":null,"op":"d"}"#.utf8), line: 2, options: options)
            == .delete(key: "x", line: 2))
    }

    @Test func badEventsAreProblemsNamingTheirLineAndTheStreamGoesOn() {
        let text = """
            {"before":null,"after":null,"op":"d",\(Self.source)}
            {"schema":{},"payload":{"before":null,"after":{"id":1},"op":"x",\(Self.source)}}
            {"before":null,"after":null,"op":"c",\(Self.source)}
            {"before":null,"after":{"name":"no id"},"op":"c",\(Self.source)}
            {"op":"t","source":{}}
            nonsense
            {"before":null,"after":{"id":5},"op":"c",\(Self.source)}

            """
        let items = Self.events(text)
        let problems = items.compactMap { item -> String? in if case let .problem(error) = item { "\(error)" } else { nil } }
        #expect(problems == [
            "line 1 before: expected the row (op d)",
            #"line 2 payload.op: expected an op c, r, u, d or t (not "x")"#,
            "line 3 after: expected the row (op c)",
            #"line 4 after: no key "id""#,
            "line 5 source: expected the table truncated (source.table)",
            "line 6: expected a JSON object or array",
        ])
        #expect(items.last == .event(.upsert(EventRecord(key: "5", section: "public.orders", cells: ["5"], line: 7, table: "public.orders"))))
    }

    @Test func aTruncateEmptiesOnlyItsTable() {
        var tables = TableKeys()
        let a = EventRecord(key: "1", table: "s.a"), b = EventRecord(key: "1", table: "s.b"), c = EventRecord(key: "2", table: "s.a")
        for record in [a, b, c] { _ = tables.resolve(.upsert(record)) }
        _ = tables.resolve(.replace(oldKey: "2", with: EventRecord(key: "3", table: "s.a")))
        #expect(tables.resolve(.truncate(table: "s.a", line: 9))
            == [.deleteFromTable(key: "1", table: "s.a", line: 9), .deleteFromTable(key: "3", table: "s.a", line: 9)])
        #expect(tables.count(in: "s.a") == 0 && tables.count(in: "s.b") == 1)
        #expect(tables.resolve(.truncate(table: "s.a", line: 10)) == [])
        #expect(a.identity != b.identity && EventRecord(key: "1").identity == "1")
    }
}
