import ListDiff
import ListInput
import Testing

@Suite struct TableTests {
    static let board = #"""
        name,team,score
        "Smith, Ann",red,120
        Bob,blue,95
        "Multi
        line",red,"7"
        "Quote ""Q""",blue,3

        """#

    @Test func quotedFieldsEscapedQuotesAndEmbeddedNewlines() throws {
        let list = try parse(Self.board, InputOptions(format: .csv, key: .name("name")))
        #expect(list[0].model == InputSection(id: "", header: "name  team  score", cells: ["name", "team", "score"]))
        #expect(list[0].items.map(\.cells) == [
            ["Smith, Ann", "red", "120"], ["Bob", "blue", "95"], ["Multi\nline", "red", "7"], ["Quote \"Q\"", "blue", "3"],
        ])
        #expect(list[0].ids == ["Smith, Ann", "Bob", "Multi\nline", "Quote \"Q\""])
        #expect(list[0].texts[1] == "Bob  blue  95")
    }

    @Test func lineNumbersCountEmbeddedNewlines() {
        let text = "id,v\n\"a\nb\",1\nx,2\nx,3\n"
        let error = inputError { () throws(InputError) in try parse(text, InputOptions(format: .csv, key: .name("id"))) }
        #expect(error == .duplicateKey("x", first: .line(4), second: .line(5)))
    }

    /// Found by `Fuzz/run` (FuzzInputFormats): a vertical tab, form feed,
    /// NEL or U+2028 inside a quoted cell with a line break counted as more
    /// line breaks, so later errors named lines past the end of the input.
    @Test func onlyRealLineBreaksInQuotedCellsCountAsLines() {
        let text = "id,v\n\"a\u{0B}\u{0C}\u{85}\u{2028}\nb\",1\nx,2\nx,3\n"
        let error = inputError { () throws(InputError) in try parse(text, InputOptions(format: .csv, key: .name("id"))) }
        #expect(error == .duplicateKey("x", first: .line(4), second: .line(5)))
    }

    @Test func keyAndSectionByNameOrNumber() throws {
        let list = try parse(Self.board, InputOptions(format: .csv, key: .number(1), section: .name("team")))
        #expect(list.map(\.model.id) == ["red", "blue"])
        #expect(list[0].ids == ["Smith, Ann", "Multi\nline"])
        #expect(list[1].ids == ["Bob", "Quote \"Q\""])
    }

    @Test func withoutHeaderTheFirstRowIsData() throws {
        let list = try parse("a,1\nb,2\n", InputOptions(format: .csv, key: .number(1), header: false))
        #expect(list[0].ids == ["a", "b"])
        #expect(list[0].model.cells.isEmpty)
        let named = inputError { () throws(InputError) in try parse("a,1\n", InputOptions(format: .csv, key: .name("a"), header: false)) }
        #expect(named == .needsHeader("a"))
    }

    @Test func withoutKeyRowsAreIdentifiedByTheirTextWithOccurrences() throws {
        let list = try parse("h\nx\nx\n", InputOptions(format: .csv))
        #expect(list[0].ids == ["x", "x#2"])
    }

    @Test func tablesWithoutQuotesReadAsTablesWithThem() throws {
        // A table with no quote is split on its bytes; one quote sends it
        // through the CSV reader: both give the same rows, lines and errors.
        let plain = "k,v,w\r\n\r\nb,2,\r\nc,,3 \r\n"
        let quoted = plain.replacingOccurrences(of: "b,2", with: "\"b\",2")
        for text in [plain, quoted] {
            let list = try parse(text, InputOptions(format: .csv, key: .name("k")))
            #expect(list[0].model.cells == ["k", "v", "w"])
            #expect(list[0].items.map(\.cells) == [["b", "2", ""], ["c", "", "3 "]])
            #expect(list[0].texts == ["b  2  ", "c    3 "])
            let duplicate = inputError { () throws(InputError) in try parse(text + "c,1,1\n", InputOptions(format: .csv, key: .name("k"))) }
            #expect(duplicate == .duplicateKey("c", first: .line(4), second: .line(5)))
        }
        // A CR inside a line is the CSV reader's to interpret.
        let loneCR = try parse("k,v\na,1\rb,2\n", InputOptions(format: .csv, key: .name("k")))
        #expect(loneCR[0].ids == ["a", "b"])
    }

    @Test func tsvAndCRLF() throws {
        let list = try parse("k\tv\r\na\t1\r\nb\t2\r\n", InputOptions(format: .tsv, key: .name("k")))
        #expect(list[0].items.map(\.cells) == [["a", "1"], ["b", "2"]])
    }

    @Test func missingAndUnknownColumns() {
        let short = inputError { () throws(InputError) in try parse("a,b,c\n1,2,3\n4\n", InputOptions(format: .csv, key: .number(2))) }
        #expect(short == .missingColumn(.number(2), at: .line(3), fieldCount: 1))
        let unknown = inputError { () throws(InputError) in try parse("a,b\n1,2\n", InputOptions(format: .csv, section: .name("team"))) }
        #expect(unknown == .unknownColumn("team", available: ["a", "b"]))
        // Checked even with no rows.
        let empty = inputError { () throws(InputError) in try parse("a,b\n", InputOptions(format: .csv, key: .name("c"))) }
        #expect(empty == .unknownColumn("c", available: ["a", "b"]))
    }

    @Test func emptyInputHasNoHeader() {
        #expect(inputError { () throws(InputError) in try parse("", InputOptions(format: .csv)) } == .empty(.csv))
        #expect(inputError { () throws(InputError) in try parse("\n\n", InputOptions(format: .tsv)) } == .empty(.tsv))
        #expect(InputError.empty(.csv).description == "empty input (expected csv)")
    }

    @Test func invalidUTF8NamesTheLine() throws {
        let bytes = Array("a,b\n1,2\n".utf8) + [0xC3, 0x28] + Array(",x\n".utf8)
        #expect(inputError { () throws(InputError) in try InputParser.parse(bytes, options: InputOptions(format: .csv)) } == .invalidUTF8(line: 3))
        let replaced = try InputParser.parse(bytes, options: InputOptions(format: .csv, invalidText: .replace))
        #expect(replaced[0].items[1].cells == ["\u{FFFD}(", "x"])
    }

    @Test func theFileExtensionChoosesTheFormat() {
        let text = Array("a,b\n".utf8)
        #expect(InputParser.format(of: text, options: InputOptions(fileExtension: "CSV")) == .csv)
        #expect(InputParser.format(of: text, options: InputOptions(fileExtension: "tsv")) == .tsv)
        #expect(InputParser.format(of: text, options: InputOptions(fileExtension: "jsonl")) == .ndjson)
        #expect(InputParser.format(of: text, options: InputOptions(fileExtension: "txt")) == .lines)
        #expect(InputParser.format(of: text, options: InputOptions(format: .tsv, fileExtension: "csv")) == .tsv)
    }
}
