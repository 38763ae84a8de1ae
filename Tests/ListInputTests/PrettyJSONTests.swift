import Foundation
import ListDiff
import ListInput
import Testing

/// The pane's pretty-printer and its changed lines: nested objects indented,
/// arrays shown, fields in the order written, and which lines a new version changed.
@Suite struct PrettyJSONTests {
    private static func pretty(_ text: String) throws -> PrettyJSON {
        try JSONTree(parsing: text).pretty
    }

    @Test func nestedObjectsAreIndentedAndArraysShown() throws {
        let text = try Self.pretty(#"{"name": "web-1", "meta": {"labels": {"app": "web"}}, "ports": [80, {"p": 443}], "none": {}, "empty": [], "on": true, "off": null, "ratio": 0.5}"#).text
        #expect(text == """
            {
              "name": "web-1",
              "meta": {
                "labels": {
                  "app": "web"
                }
              },
              "ports": [
                80,
                {
                  "p": 443
                }
              ],
              "none": {},
              "empty": [],
              "on": true,
              "off": null,
              "ratio": 0.5
            }
            """)
    }

    @Test func fieldsKeepTheirWrittenOrderAndARepeatedNameShowsItsLastValueOnce() throws {
        let text = try Self.pretty(#"{"z": 1, "a": 2, "z": 3}"#).text
        #expect(text == "{\n  \"z\": 3,\n  \"a\": 2\n}")
    }

    @Test func stringsAreEscapedSoNothingReachesTheTerminalAsAControl() throws {
        let text = try Self.pretty(#"{"say": "a \"b\" \\ c/d\n\u001b[31m\u0085"}"#).text
        #expect(text == #"{"# + "\n" + #"  "say": "a \"b\" \\ c/d\n\u001b[31m\u0085""# + "\n}")
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x85 })
    }

    @Test func aScalarOrAnArrayAtTheTopIsPrintedToo() throws {
        #expect(try Self.pretty("42").text == "42")
        #expect(try Self.pretty("[1, [2]]").text == "[\n  1,\n  [\n    2\n  ]\n]")
    }

    @Test func linesKnowTheirPaths() throws {
        let paths = try Self.pretty(#"{"a": {"b": [1, 2]}, "c.d": 3}"#).lines.map(\.path)
        #expect(paths == ["", "a", "a.b", "a.b[0]", "a.b[1]", "a.b]", "a}", #"["c.d"]"#, "}"])
    }

    @Test func notJSONIsAnError() {
        #expect(throws: InputError.malformedJSON(at: .line(1))) { try JSONTree(parsing: #"{"a": "#) }
        #expect(throws: InputError.malformedJSON(at: .line(1))) { try JSONTree(parsing: "1 2") }
    }

    // MARK: - Changed lines

    @Test func aChangedValueMarksItsLineOnly() throws {
        let old = try Self.pretty(#"{"name": "web", "status": {"phase": "Pending", "restarts": 0}}"#)
        let new = try Self.pretty(#"{"name": "web", "status": {"phase": "Running", "restarts": 0}}"#)
        #expect(new.changedLines(since: old) == [3])
        #expect(new.lines[3].text == #"    "phase": "Running","#)
        #expect(new.changedLines(since: new).isEmpty)
    }

    @Test func anAddedFieldMarksItsLinesNotTheOneThatGainedAComma() throws {
        let old = try Self.pretty(#"{"a": 1}"#)
        let new = try Self.pretty(#"{"a": 1, "b": {"c": 2}}"#)
        // {, "a": 1, (unchanged but for its comma), "b": {, "c": 2, }, }
        #expect(new.changedLines(since: old) == [2, 3, 4])
    }

    @Test func anAppendedElementAndAValueThatBecomesAnObjectAreMarked() throws {
        let old = try Self.pretty(#"{"ports": [80], "x": 1}"#)
        let new = try Self.pretty(#"{"ports": [80, 443], "x": {"y": 1}}"#)
        let changed = new.changedLines(since: old).map { new.lines[$0].text.trimmingCharacters(in: .whitespaces) }
        #expect(changed == ["443", #""x": {"#, #""y": 1"#, "}"])
    }

    @Test func aRemovedFieldMarksNothingLeft() throws {
        let old = try Self.pretty(#"{"a": 1, "b": 2}"#)
        let new = try Self.pretty(#"{"a": 1}"#)
        #expect(new.changedLines(since: old).isEmpty)
    }

    // MARK: - Records keep their objects when asked

    @Test func recordsKeepTheirObjectOnlyWhenAsked() throws {
        let document = Array(#"{"type": "ADDED", "object": {"id": "a", "n": 1, "deep": {"x": [1]}}}"#.utf8)
        guard case let .upsert(plain) = try ChangeEvent.decode(document, line: 1, options: EventOptions(fields: ["n"])) else {
            Issue.record("not an upsert")
            return
        }
        #expect(plain.object == nil)
        guard case let .upsert(kept) = try ChangeEvent.decode(document, line: 1, options: EventOptions(fields: ["n"], keepsObjects: true)) else {
            Issue.record("not an upsert")
            return
        }
        #expect(kept.cells == ["1"])
        #expect(kept.object == (try JSONTree(parsing: #"{"id": "a", "n": 1, "deep": {"x": [1]}}"#)))
    }

    @Test func aResyncsElementsKeepTheirObjectsWithTheSameRecords() throws {
        let document = Array(#"{"kind": "List", "items": [{"id": "a", "n": 1}, {"id": "b", "n": 2, "more": true}]}"#.utf8)
        guard case let .resync(plain, _) = try ChangeEvent.decode(document, line: 1, options: EventOptions(fields: ["n"])),
              case let .resync(kept, _) = try ChangeEvent.decode(document, line: 1, options: EventOptions(fields: ["n"], keepsObjects: true)) else {
            Issue.record("not a resync")
            return
        }
        #expect(kept.map(\.cells) == plain.map(\.cells))
        #expect(kept.map(\.key) == plain.map(\.key))
        #expect(kept.map(\.object) == [try JSONTree(parsing: #"{"id": "a", "n": 1}"#), try JSONTree(parsing: #"{"id": "b", "n": 2, "more": true}"#)])
    }

    /// A resync read through named fields keeps each element's bytes, parsed when the pane asks: the same value,
    /// numbers as written.
    @Test func aResyncKeepsItsElementsAsWritten() throws {
        let document = Array(#"{"items": [ {"id": "a", "price": 511.20, "tags": ["x"]} ]}"#.utf8)
        guard case let .resync(records, _) = try ChangeEvent.decode(document, line: 1, options: EventOptions(fields: ["price"], keepsObjects: true)) else {
            Issue.record("not a resync")
            return
        }
        #expect(records.first?.object?.pretty.text == "{\n  \"id\": \"a\",\n  \"price\": 511.20,\n  \"tags\": [\n    \"x\"\n  ]\n}")
        #expect(records.first?.object?.compactText == #"{"id":"a","price":511.20,"tags":["x"]}"#)
    }

    @Test func aDatabaseRowKeepsItsColumns() throws {
        let document = Array(#"{"action":"I","schema":"public","table":"t","columns":[{"name":"id","type":"integer","value":7},{"name":"price","type":"numeric","value":511.20}],"pk":[{"name":"id","type":"integer"}]}"#.utf8)
        guard case let .upsert(record) = try ChangeEvent.decode(document, line: 1, options: EventOptions(keepsObjects: true)) else {
            Issue.record("not an upsert")
            return
        }
        #expect(record.object?.pretty.text == "{\n  \"id\": 7,\n  \"price\": 511.20\n}")
    }
}
