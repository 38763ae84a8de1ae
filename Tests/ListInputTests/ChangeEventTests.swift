import ListDiff
import ListInput
import Testing

@Suite struct ChangeEventTests {
    private let pods = EventOptions(
        key: "metadata.name", section: "metadata.namespace", sort: "status.restartCount", descending: true,
        fields: ["metadata.name", "status.phase", "status.restartCount"]
    )

    private func decode(_ json: String, line: Int = 1, _ options: EventOptions? = nil) throws -> ChangeEvent {
        try ChangeEvent.decode(Array(json.utf8), line: line, options: options ?? pods)
    }

    private func pod(_ name: String, _ namespace: String, _ phase: String, restarts: Int) -> String {
        #"{"metadata": {"name": "\#(name)", "namespace": "\#(namespace)"}, "status": {"phase": "\#(phase)", "restartCount": \#(restarts)}}"#
    }

    @Test func kubernetesWatchEvents() throws {
        let added = try decode(#"{"type": "ADDED", "object": \#(pod("web-1", "prod", "Running", restarts: 3))}"#, line: 7)
        #expect(added == .upsert(EventRecord(key: "web-1", section: "prod", sortValue: .number(3),
                                             cells: ["web-1", "Running", "3"], line: 7)))
        let modified = try decode(#"{"type": "MODIFIED", "object": \#(pod("web-1", "prod", "Failed", restarts: 4))}"#)
        #expect(modified == .upsert(EventRecord(key: "web-1", section: "prod", sortValue: .number(4),
                                                cells: ["web-1", "Failed", "4"], line: 1)))
        #expect(try decode(#"{"type": "DELETED", "object": \#(pod("web-1", "prod", "Failed", restarts: 4))}"#, line: 9)
            == .delete(key: "web-1", line: 9))
        #expect(try decode(#"{"type": "BOOKMARK", "object": {"metadata": {"resourceVersion": "12"}}}"#) == .bookmark)
        #expect(try decode(#"{"type": "ERROR", "object": {"kind": "Status", "message": "too old resource version", "reason": "Expired"}}"#, line: 4)
            == .error("too old resource version", line: 4))
    }

    @Test func aBareObjectIsAnUpsertAndAListIsAResync() throws {
        #expect(try decode(pod("db-1", "prod", "Running", restarts: 0))
            == .upsert(EventRecord(key: "db-1", section: "prod", sortValue: .number(0), cells: ["db-1", "Running", "0"], line: 1)))
        let list = try decode(#"{"kind": "List", "items": [\#(pod("a", "x", "Running", restarts: 1)), \#(pod("b", "y", "Pending", restarts: 0))]}"#, line: 2)
        guard case let .resync(records, line) = list else { Issue.record("\(list)"); return }
        #expect(line == 2)
        #expect(records.map(\.key) == ["a", "b"])
        #expect(records.map(\.section) == ["x", "y"])
        let array = try decode("[\(pod("a", "x", "Running", restarts: 1))]")
        #expect(array == .resync([EventRecord(key: "a", section: "x", sortValue: .number(1), cells: ["a", "Running", "1"], line: 1)], line: 1))
    }

    @Test func defaultsAreTheIdAndTheTopLevelFieldsByName() throws {
        let event = try decode(#"{"zone": "eu", "id": 12, "up": true, "tags": ["a"], "cpu": 0.5}"#, line: 3, EventOptions())
        #expect(event == .upsert(EventRecord(key: "12", cells: ["0.5", "12", "[\"a\"]", "true", "eu"], line: 3)))
    }

    @Test func missingFieldsSectionsAndSortValues() throws {
        let options = EventOptions(key: "id", section: "zone", sort: "rank", fields: ["id", "missing.deep"])
        let event = try decode(#"{"id": "a", "rank": "high"}"#, options)
        #expect(event == .upsert(EventRecord(key: "a", section: nil, sortValue: .string("high"), cells: ["a", ""], line: 1)))
        let null = try decode(#"{"id": "b", "zone": null, "rank": null}"#, options)
        #expect(null == .upsert(EventRecord(key: "b", cells: ["b", ""], line: 1)))
    }

    @Test func numbersSortAsNumbersStringsAsStringsNumbersFirst() {
        #expect(SortValue.number(9) < .number(10))
        // Texts in their natural order: digit runs as numbers.
        #expect(SortValue.string("9") < .string("10"))
        #expect(SortValue.string("IB 64") < .string("IB 5771"))
        #expect(SortValue.number(1e9) < .string("0"))
        #expect(!(SortValue.string("a") < .number(1)))
    }

    @Test func badDocumentsNameTheirLineAndWhatIsWrong() {
        #expect(throws: InputError.malformedJSON(at: .line(5))) { try decode("{\"id\": ", line: 5) }
        #expect(throws: InputError.missingKey("metadata.name", at: InputLocation(line: 2, path: "object"))) {
            try decode(#"{"type": "ADDED", "object": {"metadata": {}}}"#, line: 2)
        }
        #expect(throws: InputError.missingKey("metadata.name", at: InputLocation(line: 3, path: "items[1]"))) {
            try decode(#"{"items": [\#(pod("a", "x", "Running", restarts: 1)), {"metadata": {"name": null}}]}"#, line: 3)
        }
        #expect(throws: InputError.unexpectedShape(at: InputLocation(line: 1, path: "type"), expected: "ADDED, MODIFIED, DELETED, BOOKMARK or ERROR")) {
            try decode(#"{"type": "RENAMED", "object": {}}"#)
        }
        #expect(throws: InputError.unexpectedShape(at: InputLocation(line: 1, path: "[0]"), expected: "an object")) {
            try decode("[1]")
        }
        #expect(InputError.missingKey("metadata.name", at: InputLocation(line: 2, path: "object")).description
            == #"line 2 object: no key "metadata.name""#)
    }

    /// The stream goes on past every bad document: nothing else is lost.
    @Test func aStreamReportsBadDocumentsAndKeepsTheRest() {
        var stream = ChangeEventStream(options: EventOptions())
        let text = "{\"id\": 1}\n{\"id\": \nnonsense\n{\"name\": \"no id\"}\n[{\"id\": 2}]\n"
        let items = stream.read(Array(text.utf8)) + stream.finish()
        #expect(items == [
            .event(.upsert(EventRecord(key: "1", cells: ["1"], line: 1))),
            .problem(.malformedJSON(at: .line(2))),
            .problem(.missingKey("id", at: .line(4))),
            .event(.resync([EventRecord(key: "2", cells: ["2"], line: 5)], line: 5)),
        ])
    }
}
