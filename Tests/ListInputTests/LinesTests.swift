import ListDiff
import ListInput
import Testing

@Suite struct LinesTests {
    @Test func eachLineIsARowIdentifiedByItsText() throws {
        let list = try parse("alpha\nbeta\ngamma\n", InputOptions(format: .lines))
        #expect(list.count == 1)
        #expect(list[0].model == InputSection(id: "", header: ""))
        #expect(list[0].model.hasNoHeader)
        #expect(list[0].ids == ["alpha", "beta", "gamma"])
        #expect(list[0].texts == ["alpha", "beta", "gamma"])
    }

    @Test func repeatedLinesGetOccurrenceIdentitiesButShowTheirText() throws {
        let list = try parse("x\ny\nx\nx\n", InputOptions(format: .lines))
        #expect(list[0].ids == ["x", "y", "x#2", "x#3"])
        #expect(list[0].texts == ["x", "y", "x", "x"])
        #expect(list[0].items[2].id == RowID("x", occurrence: 2))
        // A line that literally reads "x#2" is another row.
        let literal = try parse("x\nx#2\nx\n", InputOptions(format: .lines))
        #expect(Set(literal[0].items.map(\.id)).count == 3)
    }

    @Test func rowIDsHashTheirKeyOnceAndStayEqualWhenEdited() {
        var edited = RowID("a", occurrence: 2)
        edited.key = "b"
        #expect(edited == RowID("b", occurrence: 2) && edited.hashValue == RowID("b", occurrence: 2).hashValue)
        #expect(Set([RowID("a"), RowID("a"), RowID("a", occurrence: 2), RowID("b")]).count == 3)
        #expect(RowID("x", occurrence: Int.max).occurrence == Int(Int32.max))  // kept in 32 bits, never a trap
    }

    @Test func repeatedLinesDiffAsOneInsertNotARewrite() throws {
        let old = try parse("a\n-\nb\n-\n", InputOptions(format: .lines))
        let new = try parse("a\n-\nnew\nb\n-\n", InputOptions(format: .lines))
        let change = try Changeset(from: old, to: new)
        #expect(change.items.inserted == [ItemPath(item: 2, section: 0)])
        #expect(change.items.deleted.isEmpty && change.items.moved.isEmpty)
    }

    @Test func trailingWhitespaceAndCarriageReturnsAreTrimmedTabsExpanded() throws {
        let list = try parse("a  \t\r\nb\tc\r\n  lead\n", InputOptions(format: .lines))
        #expect(list[0].texts == ["a", "b       c", "  lead"])
    }

    @Test func blankLinesAreRowsAndNoFinalEmptyLine() throws {
        let list = try parse("a\n\n\nb\n", InputOptions(format: .lines))
        #expect(list[0].ids == ["a", "", "#2", "b"])
        #expect(try parse("a", InputOptions(format: .lines))[0].texts == ["a"])
    }

    @Test func controlCharactersAreKeptForTheCanvasToShowAsPlaceholders() throws {
        let list = try parse("\u{1B}[31mred\u{1B}[0m\u{07}\n", InputOptions(format: .lines))
        #expect(list[0].texts == ["\u{1B}[31mred\u{1B}[0m\u{07}"])
    }

    @Test func veryLongLinesAreCutWithAnEllipsis() throws {
        var options = InputOptions(format: .lines)
        options.maximumLineLength = 5
        let list = try parse("abcdefgh\nabcde\n", options)
        #expect(list[0].texts == ["abcd…", "abcde"])
    }

    @Test func emptyInputIsOneEmptySection() throws {
        let list = try parse("", InputOptions(format: .lines))
        #expect(list.count == 1)
        #expect(list[0].items.isEmpty)
    }

    @Test func invalidUTF8IsAnErrorNamingTheLineOrReplaced() throws {
        let bytes: [UInt8] = Array("ok\nbad ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        #expect(inputError { () throws(InputError) in try InputParser.parse(bytes, options: InputOptions(format: .lines)) } == .invalidUTF8(line: 2))
        #expect(InputError.invalidUTF8(line: 2).description == "line 2: not valid UTF-8")
        let replaced = try InputParser.parse(bytes, options: InputOptions(format: .lines, invalidText: .replace))
        #expect(replaced[0].texts == ["ok", "bad \u{FFFD}\u{FFFD}"])
    }

    @Test func aHeaderLineBecomesTheSectionHeader() throws {
        let list = try parse("NAME  AGE\nann   3\n", InputOptions(format: .lines, header: true))
        #expect(list[0].model.header == "NAME  AGE")
        #expect(list[0].texts == ["ann   3"])
    }
}
