import ListInput
import Testing

/// wal2json format-version 2 documents (as PostgreSQL 15 with wal2json 2.5
/// wrote them, recorded from `pg_recvlogical … -o format-version=2 -o include-pk=1`).
@Suite struct Wal2JSONTests {
    /// What the server sent for: two inserts in one transaction, an insert into a table with a two-column key,
    /// an update, an update of the primary key, a delete, a logical message, a truncate.
    static let recorded = """
        {"action":"B"}
        {"action":"I","schema":"public","table":"orders","columns":[{"name":"id","type":"integer","value":1},{"name":"customer","type":"text","value":"Ann"},{"name":"total","type":"numeric(10,2)","value":511.20},{"name":"weight","type":"real","value":79},{"name":"status","type":"text","value":"new"}],"pk":[{"name":"id","type":"integer"}]}
        {"action":"I","schema":"public","table":"orders","columns":[{"name":"id","type":"integer","value":2},{"name":"customer","type":"text","value":"Bob"},{"name":"total","type":"numeric(10,2)","value":3.00},{"name":"weight","type":"real","value":1.5},{"name":"status","type":"text","value":"new"}],"pk":[{"name":"id","type":"integer"}]}
        {"action":"C"}
        {"action":"B"}
        {"action":"I","schema":"public","table":"lines","columns":[{"name":"order_id","type":"integer","value":1},{"name":"n","type":"integer","value":1},{"name":"item","type":"text","value":"pen"}],"pk":[{"name":"order_id","type":"integer"},{"name":"n","type":"integer"}]}
        {"action":"C"}
        {"action":"B"}
        {"action":"U","schema":"public","table":"orders","columns":[{"name":"id","type":"integer","value":1},{"name":"customer","type":"text","value":"Ann"},{"name":"total","type":"numeric(10,2)","value":511.20},{"name":"weight","type":"real","value":79},{"name":"status","type":"text","value":"paid"}],"identity":[{"name":"id","type":"integer","value":1}],"pk":[{"name":"id","type":"integer"}]}
        {"action":"C"}
        {"action":"B"}
        {"action":"U","schema":"public","table":"orders","columns":[{"name":"id","type":"integer","value":7},{"name":"customer","type":"text","value":"Bob"},{"name":"total","type":"numeric(10,2)","value":3.00},{"name":"weight","type":"real","value":1.5},{"name":"status","type":"text","value":"new"}],"identity":[{"name":"id","type":"integer","value":2}],"pk":[{"name":"id","type":"integer"}]}
        {"action":"C"}
        {"action":"B"}
        {"action":"D","schema":"public","table":"orders","identity":[{"name":"id","type":"integer","value":1}],"pk":[{"name":"id","type":"integer"}]}
        {"action":"C"}
        {"action":"B"}
        {"action":"M","transactional":true,"prefix":"p","content":"hello"}
        {"action":"C"}
        {"action":"B"}
        {"action":"T","schema":"public","table":"lines"}
        {"action":"C"}

        """

    static func events(_ text: String, _ options: EventOptions = EventOptions()) -> [ChangeEventStream.Item] {
        var stream = ChangeEventStream(options: options)
        return stream.read(Array(text.utf8)) + stream.finish()
    }

    @Test func theRecordedStreamReadsAsUpsertsReplaceDeleteAndTruncate() {
        let items = Self.events(Self.recorded)
        let changes = items.filter { $0 != .event(.bookmark) }
        #expect(items.count == 22 && changes.count == 7)
        let ann = EventRecord(key: "1", section: "public.orders", cells: ["1", "Ann", "511.20", "79", "new"], line: 2, table: "public.orders")
        let bob = EventRecord(key: "2", section: "public.orders", cells: ["2", "Bob", "3.00", "1.5", "new"], line: 3, table: "public.orders")
        var paid = ann
        paid.cells[4] = "paid"
        paid.line = 9
        var bob7 = bob
        bob7.key = "7"
        bob7.cells[0] = "7"
        bob7.line = 12
        #expect(changes == [
            .event(.upsert(ann)),
            .event(.upsert(bob)),
            .event(.upsert(EventRecord(key: "[1,1]", section: "public.lines", cells: ["1", "1", "pen"], line: 6, table: "public.lines"))),
            .event(.upsert(paid)),
            .event(.replace(oldKey: "2", with: bob7)),
            .event(.deleteFromTable(key: "1", table: "public.orders", line: 15)),
            .event(.truncate(table: "public.lines", line: 21)),
        ])
    }

    @Test func numbersSortAsNumbersAndShowAsWritten() throws {
        let options = EventOptions(sort: "total", fields: ["total", "weight", "big"])
        let event = try ChangeEvent.decode(Array(#"""
            {"action":"I","schema":"s","table":"t","columns":[{"name":"id","value":1},{"name":"total","value":511.20},{"name":"weight","value":79.0},{"name":"big","value":12345678901234567890.50}]}
            """#.utf8), line: 4, options: options)
        #expect(event == .upsert(EventRecord(key: "1", section: "s.t", sortValue: .number(511.2), cells: ["511.20", "79.0", "12345678901234567890.50"],
                                             line: 4, table: "s.t")))
    }

    @Test func withoutAPrimaryKeyTheKeyOptionNamesTheKeyAndSectionOverridesTheTable() throws {
        let options = EventOptions(key: "code", section: "status", fields: ["code"])
        let insert = try ChangeEvent.decode(Array(#"""
            {"action":"I","schema":"public","table":"t","columns":[{"name":"code","value":"x1"},{"name":"status","value":"open"}]}
            """#.utf8), line: 1, options: options)
        #expect(insert == .upsert(EventRecord(key: "x1", section: "open", cells: ["x1"], line: 1, table: "public.t")))
        let delete = try ChangeEvent.decode(Array(#"""
            {"action":"D","schema":"public","table":"t","identity":[{"name":"code","value":"x1"},{"name":"status","value":"open"}]}
            """#.utf8), line: 2, options: options)
        #expect(delete == .deleteFromTable(key: "x1", table: "public.t", line: 2))
    }

    @Test func aBareObjectWithAnActionFieldIsStillABareObject() throws {
        let event = try ChangeEvent.decode(Array(#"{"id": 3, "action": "I"}"#.utf8), line: 1, options: EventOptions())
        #expect(event == .upsert(EventRecord(key: "3", cells: ["I", "3"], line: 1)))
    }

    @Test func badDocumentsAreProblemsNamingTheirLineAndTheStreamGoesOn() {
        let text = """
            {"action":"I","schema":"public","table":"t","pk":[{"name":"id","type":"integer"}]}
            {"action":"U","schema":"public","table":"t","columns":[{"name":"id","value":1}],"pk":[{"name":"id"}]}
            {"action":"D","schema":"public","table":"t","pk":[{"name":"id"}]}
            {"action":"X","schema":"public","table":"t"}
            {"action":"T"}
            {"action":"I","schema":"public","table":"t","columns":[{"name":"other","value":1}],"pk":[{"name":"id"}]}
            {"action":"I","schema":"public","table":"t","columns":[{"name":"id","value":5}],"pk":[{"name":"id"}]}

            """
        let items = Self.events(text)
        #expect(items.count == 7)
        let problems = items.compactMap { item -> String? in if case let .problem(error) = item { "\(error)" } else { nil } }
        #expect(problems == [
            "line 1 columns: expected an array of columns (action I)",
            "line 2 identity: expected an array of columns (action U)",
            "line 3 identity: expected an array of columns (action D)",
            #"line 4 action: expected an action I, U, D, T, B, C or M (not "X")"#,
            "line 5 table: expected the table's name (action T)",
            #"line 6 columns: no key "id""#,
        ])
        #expect(items.last == .event(.upsert(EventRecord(key: "5", section: "public.t", cells: ["5"], line: 7, table: "public.t"))))
    }
}
