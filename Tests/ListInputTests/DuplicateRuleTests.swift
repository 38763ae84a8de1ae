import ListDiff
import ListInput
import Testing

/// One rule for repeats in every format: a row without a key is numbered by
/// occurrence of its text (`x`, `x#2`), a key written in the input that
/// repeats is an ``InputError`` naming both places. Whatever parses has
/// unique ids, so the diff never meets a duplicate read from input.
@Suite struct DuplicateRuleTests {
    /// The same three rows (x, y, x) without a key, in every format.
    static let unkeyed: [(String, InputOptions)] = [
        ("x\ny\nx\n", InputOptions(format: .lines)),
        ("x 1\ny 2\nx 1\n", InputOptions(format: .columns)),
        ("v\nx\ny\nx\n", InputOptions(format: .csv)),
        ("v\nx\ny\nx\n", InputOptions(format: .tsv)),
        (#"["x", "y", "x"]"#, InputOptions(format: .json)),
        (#"{"sections": [{"id": "s", "items": ["x", "y", "x"]}]}"#, InputOptions(format: .json)),
        ("[\"a\"]\n[\"x\", \"y\", \"x\"]\n", InputOptions(format: .ndjson)),
    ]

    @Test(arguments: unkeyed) func rowsWithoutAKeyAreNumbered(text: String, options: InputOptions) throws {
        let list = try parse(text, options)
        let ids = list.flatMap(\.items).map(\.id)
        #expect(ids[0].occurrence == 1 && ids[1].occurrence == 1 && ids[2].occurrence == 2, "\(options.format): \(ids)")
        #expect(ids[0].key == ids[2].key && ids[0] != ids[2])
        #expect(throws: Never.self) { try Changeset(from: [], to: list) }
    }

    /// A key written in the input, repeated, in every format that has keys.
    static let keyed: [(String, InputOptions, InputError)] = [
        ("x 1\ny 2\nx 3\n", InputOptions(format: .columns, key: .number(1)),
         .duplicateKey("x", first: .line(1), second: .line(3))),
        ("k,v\nx,1\ny,2\nx,3\n", InputOptions(format: .csv, key: .name("k")),
         .duplicateKey("x", first: .line(2), second: .line(4))),
        ("k\tv\nx\t1\ny\t2\nx\t3\n", InputOptions(format: .tsv, key: .name("k")),
         .duplicateKey("x", first: .line(2), second: .line(4))),
        (#"[{"id": "x"}, {"id": "y"}, {"id": "x"}]"#, InputOptions(format: .json),
         .duplicateKey("x", first: InputLocation(path: "[0]"), second: InputLocation(path: "[2]"))),
        (#"{"sections": [{"id": "s", "items": [{"id": "x"}, {"id": "y"}]}, {"id": "t", "items": [{"id": "x", "text": "X"}]}]}"#,
         InputOptions(format: .json),
         .duplicateKey("x", first: InputLocation(path: "sections[0].items[0]"), second: InputLocation(path: "sections[1].items[0]"))),
        (#"{"sections": [{"id": "s"}, {"id": "t"}, {"id": "s"}]}"#, InputOptions(format: .json),
         .duplicateKey("s", first: InputLocation(path: "sections[0]"), second: InputLocation(path: "sections[2]"))),
        ("[]\n[{\"id\": \"x\"}, {\"id\": \"x\"}]\n", InputOptions(format: .ndjson),
         .duplicateKey("x", first: InputLocation(line: 2, path: "[0]"), second: InputLocation(line: 2, path: "[1]"))),
    ]

    @Test(arguments: keyed) func aRepeatedKeyNamesBothPlaces(text: String, options: InputOptions, expected: InputError) {
        let error = inputError { () throws(InputError) in try parse(text, options) }
        #expect(error == expected, "\(options.format)")
    }

    @Test func anExplicitOccurrenceIsAKeyAndNumberingSkipsIt() throws {
        // "x" written as the item {"id": "x", "occurrence": 2} is x#2; the
        // plain strings "x" around it become x and x#3.
        let list = try parse(#"{"sections": [{"id": "s", "items": ["x", {"id": "x", "occurrence": 2, "text": "two"}, "x"]}]}"#)
        #expect(list[0].ids == ["x", "x#2", "x#3"])
        #expect(list[0].texts == ["x", "two", "x"])
        let twice = inputError { () throws(InputError) in
            try parse(#"{"sections": [{"id": "s", "items": [{"id": "x", "occurrence": 2}, {"id": "x", "occurrence": 2}]}]}"#)
        }
        #expect(twice?.description == #"duplicate key "x#2" on sections[0].items[0] and sections[0].items[1]"#)
    }
}
