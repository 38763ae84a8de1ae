import ListDiff
import ListInput
import Testing

@Suite struct ColumnsTests {
    static let ps = """
        USER   PID %CPU COMMAND
        root     1  0.0 init
        ann    812 12.5 swift build
        bob    904  3.1 vim notes

        """

    @Test func aKeyColumnIdentifiesRowsAndTheLineIsTheContent() throws {
        let list = try parse(Self.ps, InputOptions(format: .columns, key: .name("PID"), header: true))
        #expect(list[0].model.header == "USER   PID %CPU COMMAND")
        #expect(list[0].ids == ["1", "812", "904"])
        #expect(list[0].texts[1] == "ann    812 12.5 swift build")
        let byNumber = try parse(Self.ps, InputOptions(format: .columns, key: .number(2), header: true))
        #expect(byNumber == list)
        // Case does not matter for a name when there is no exact match.
        #expect(try parse(Self.ps, InputOptions(format: .columns, key: .name("pid"), header: true)) == list)
    }

    @Test func otherFieldsChangingIsAnUpdateARankChangeIsAMove() throws {
        let old = try parse("a 1 x\nb 2 y\nc 3 z\n", InputOptions(format: .columns, key: .number(1)))
        let new = try parse("c 3 z\na 1 CHANGED\nb 2 y\n", InputOptions(format: .columns, key: .number(1)))
        let change = try Changeset(from: old, to: new)
        #expect(change.items.moved.map(\.to) == [ItemPath(item: 0, section: 0)])
        #expect(change.items.reloaded == [ItemPath(item: 0, section: 0)])
        #expect(change.items.inserted.isEmpty && change.items.deleted.isEmpty)
    }

    @Test func autoPicksColumnsWhenAKeyIsGiven() throws {
        #expect(InputParser.format(of: Array("a 1\n".utf8), options: InputOptions(key: .number(2))) == .columns)
        #expect(InputParser.format(of: Array("a 1\n".utf8), options: InputOptions()) == .lines)
    }

    @Test func duplicateKeysNameTheKeyAndBothLines() {
        let error = inputError { () throws(InputError) in
            try parse("a 1\nb 2\nc 1\n", InputOptions(format: .columns, key: .number(2)))
        }
        #expect(error == .duplicateKey("1", first: .line(1), second: .line(3)))
        #expect(error?.description == "duplicate key \"1\" on line 1 and line 3")
        // The header counts as line 1.
        let withHeader = inputError { () throws(InputError) in
            try parse("K V\nx 1\nx 2\n", InputOptions(format: .columns, key: .name("K"), header: true))
        }
        #expect(withHeader == .duplicateKey("x", first: .line(2), second: .line(3)))
    }

    @Test func aMissingKeyColumnNamesTheLine() {
        let error = inputError { () throws(InputError) in
            try parse("a 1\nb\n", InputOptions(format: .columns, key: .number(2)))
        }
        #expect(error == .missingColumn(.number(2), at: .line(2), fieldCount: 1))
        #expect(error?.description == "line 2: no column 2 (the row has 1 field)")
    }

    @Test func wrongKeyNamesAndNumbersAreErrors() {
        let unknown = inputError { () throws(InputError) in
            try parse(Self.ps, InputOptions(format: .columns, key: .name("MEM"), header: true))
        }
        #expect(unknown == .unknownColumn("MEM", available: ["USER", "PID", "%CPU", "COMMAND"]))
        #expect(unknown?.description == #"no column named "MEM" (columns: "USER", "PID", "%CPU", "COMMAND")"#)
        let noHeader = inputError { () throws(InputError) in try parse(Self.ps, InputOptions(format: .columns, key: .name("PID"))) }
        #expect(noHeader == .needsHeader("PID"))
        let zero = inputError { () throws(InputError) in try parse(Self.ps, InputOptions(format: .columns, key: .number(0))) }
        #expect(zero == .invalidColumnNumber(0))
    }

    @Test func sectionsGroupRowsInOrderOfFirstAppearance() throws {
        let text = "web-1 eu up\ndb-1 us up\nweb-2 eu down\ncache us up\n"
        let list = try parse(text, InputOptions(format: .columns, key: .number(1), section: .number(2)))
        #expect(list.map(\.model) == [InputSection(id: "eu", header: "eu"), InputSection(id: "us", header: "us")])
        #expect(list[0].ids == ["web-1", "web-2"])
        #expect(list[1].ids == ["db-1", "cache"])
    }

    @Test func aRowWhoseSectionChangesMovesAcrossSections() throws {
        let options = InputOptions(format: .columns, key: .number(1), section: .number(2))
        let old = try parse("a eu\nb us\n", options)
        let new = try parse("a us\nb us\n", options)
        let change = try Changeset(from: old, to: new)
        #expect(change.sections.deleted == [0])
        #expect(change.items.moved.count == 1)
    }

    @Test func blankLinesAreSkippedWhenKeyed() throws {
        let list = try parse("a 1\n\nb 2\n", InputOptions(format: .columns, key: .number(2)))
        #expect(list[0].ids == ["1", "2"])
    }

    @Test func columnSelectorReadsNumbersAndNames() {
        #expect(ColumnSelector("3") == .number(3))
        #expect(ColumnSelector("PID") == .name("PID"))
        #expect(ColumnSelector("-1") == .number(-1))
        #expect(ColumnSelector("３") == .name("３"))
    }
}
