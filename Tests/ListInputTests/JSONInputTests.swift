import ListDiff
import ListInput
import Testing

@Suite struct JSONInputTests {
    @Test func aListOfStrings() throws {
        let list = try parse(#"["x", "y"]"#, InputOptions(format: .json))
        #expect(list.count == 1 && list[0].model.hasNoHeader)
        #expect(list[0].ids == ["x", "y"])
    }

    @Test func theSectionsShapeWithDefaults() throws {
        let list = try parse(#"{"sections": [{"id": "A", "items": [{"id": "1"}, {"id": "2", "text": "Bo"}, "3"]}, {"id": "B", "header": "Bee"}]}"#)
        #expect(list.map(\.model) == [InputSection(id: "A", header: "A"), InputSection(id: "B", header: "Bee")])
        #expect(list[0].items == [InputRow("1"), InputRow(id: RowID("2"), text: "Bo"), InputRow("3")])
        #expect(list[1].items.isEmpty)
    }

    @Test func objectsKeyedAndSectionedByFields() throws {
        let text = #"[{"name": "ann", "team": "red", "score": 12, "on": true}, {"name": "bob", "team": "blue", "score": 9.5, "on": null}]"#
        let list = try parse(text, InputOptions(key: .name("name"), section: .name("team")))
        #expect(list.map(\.model.id) == ["red", "blue"])
        #expect(list[0].items[0].id == RowID("ann"))
        #expect(list[0].items[0].cells == ["ann", "red", "12", "true"])
        #expect(list[1].items[0].cells == ["bob", "blue", "9.5", "null"])
        // Without a section, the field names are the header.
        let flat = try parse(text, InputOptions(key: .name("name")))
        #expect(flat[0].model.cells == ["name", "team", "score", "on"])
    }

    @Test func cellsFollowTheDocumentsFieldOrder() throws {
        // As written in the first object, then new names as later objects bring
        // them; names inside nested values, string values and escaped names are
        // not confused with the objects' own fields.
        let text = #"""
            [{"zeta": 1, "id": "a", "nested": {"aaa": [1, {"bbb": 2}]}, "s": "x\": y"},
             {"id": "b", "new\u00e9": "\"q\"", "zeta": 2}]
            """#
        let list = try parse(text, InputOptions(format: .json))
        #expect(list[0].model.cells == ["zeta", "id", "nested", "s", "newé"])
        #expect(list[0].items[1].cells == ["2", "b", "", "", "\"q\""])
        // Each line of NDJSON reads its own order.
        let lines = try InputParser.snapshots(Array(#"""
            [{"b": 1, "id": "x"}]
            [{"id": "x", "b": 2}]
            """#.utf8))
        #expect(lines.map { $0[0].model.cells } == [["b", "id"], ["id", "b"]])
    }

    @Test func objectsDefaultToTheIdFieldAndNameMissingOnes() throws {
        #expect(try parse(#"[{"id": "a"}, {"id": 2}]"#)[0].ids == ["a", "2"])
        let missing = inputError { () throws(InputError) in try parse(#"[{"id": "a"}, {"name": "b"}]"#) }
        #expect(missing == .unexpectedShape(at: InputLocation(path: "[1]"), expected: #"an object with a "id" field"#))
        let unknown = inputError { () throws(InputError) in try parse(#"[{"id": "a"}]"#, InputOptions(key: .name("nope"))) }
        #expect(unknown == .unknownColumn("nope", available: ["id"]))
        let duplicate = inputError { () throws(InputError) in try parse(#"[{"id": "a"}, {"id": "b"}, {"id": "a"}]"#) }
        #expect(duplicate?.description == #"duplicate key "a" on [0] and [2]"#)
    }

    @Test func badJSONIsNamed() {
        #expect(inputError { () throws(InputError) in try parse(#"["a", "b""#, InputOptions(format: .json)) }?.description == "malformed JSON")
        #expect(inputError { () throws(InputError) in try parse(#"{"rows": []}"#) }?.description
            == #"expected a list of strings or an object {"sections": [...]}"#)
        #expect(inputError { () throws(InputError) in try parse(#"["a", 3]"#) }?.description == "[1]: expected a string")
        #expect(inputError { () throws(InputError) in try parse(#"{"sections": [{"id": "A", "items": [{"text": "no id"}]}]}"#) }?.description
            == "sections[0].items[0].id: expected a string")
        #expect(inputError { () throws(InputError) in try parse("  ", InputOptions(format: .json)) } == .empty(.json))
    }

    @Test func autoDetectsJSONByContent() {
        #expect(InputParser.format(of: Array(#" ["a"]"#.utf8), options: InputOptions()) == .json)
        #expect(InputParser.format(of: Array("[INFO] started\n".utf8), options: InputOptions()) == .lines)
    }

    @Test func ndjsonIsOneSnapshotPerLine() throws {
        let text = "[\"a\", \"b\"]\n\n{\"sections\": [{\"id\": \"S\", \"items\": [\"c\"]}]}\n[{\"id\": \"d\"}]\n"
        let snapshots = try InputParser.snapshots(Array(text.utf8))
        #expect(snapshots.count == 3)
        #expect(snapshots[0][0].ids == ["a", "b"])
        #expect(snapshots[1][0].model.id == "S")
        #expect(snapshots[2][0].ids == ["d"])
        #expect(try parse(text, InputOptions(format: .ndjson)) == snapshots[2])
        let bad = inputError { () throws(InputError) in try parse("[\"a\"]\n[\"a\", 1]\n{oops\n", InputOptions(format: .ndjson)) }
        #expect(bad?.description == "line 2 [1]: expected a string")
        let malformed = inputError { () throws(InputError) in try parse("[\"a\"]\n{oops\n", InputOptions(format: .ndjson)) }
        #expect(malformed?.description == "line 2: malformed JSON")
        #expect(inputError { () throws(InputError) in try parse("\n", InputOptions(format: .ndjson)) } == .empty(.ndjson))
    }
}
