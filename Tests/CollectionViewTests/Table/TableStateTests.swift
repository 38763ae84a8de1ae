import CollectionView
import Testing

/// A live table's state: `<` `>` move the sort (wrapping, keeping the
/// direction, from nothing to the first or last column), `R` reverses, a
/// click sorts by a column and a second click reverses it, the sort a new
/// column replaces breaks ties, `H` holds and a new sort ends the hold; a
/// table without names has no header line and its sort keys do nothing.
@Suite struct TableStateTests {
    static func table(sort: TableHeader.Sort? = nil) -> TableState {
        TableState(header: TableHeader(names: ["name", "phase", "restarts"], sort: sort), columnWidths: [8, 10], indent: 2)
    }

    @Test func keysAreDeclaredWithTheirHelp() {
        let table = Self.table()
        #expect(table.action(for: .character("<")) == .sortPrevious)
        #expect(table.action(for: .character(">")) == .sortNext)
        #expect(table.action(for: .character("R")) == .reverseSort)
        #expect(table.action(for: .character("H")) == .hold)
        #expect(table.action(for: .character("r")) == nil)
        let help = table.keyMap.guide.help.map { "\($0.keys) \($0.text)" }
        #expect(help == [
            "< sort by the previous column (ties keep the last order)",
            "> sort by the next column (a click on a column's name too)",
            "R reverse the sort (a second click on the name too)",
            "H hold the ranks (values keep updating) / re-sort",
        ])
        #expect(table.keyMap.guide.hints.map(\.text) == ["sort", "reverse", "hold"])
    }

    @Test func nextAndPreviousMoveTheSortAndWrapKeepingTheDirection() {
        var table = Self.table(sort: .init(column: 2, descending: true))
        #expect(table.update(.sortNext) == .sort(.init(column: 0, descending: true), previous: .init(column: 2, descending: true)))
        #expect(table.header.sort == .init(column: 0, descending: true))
        #expect(table.update(.sortPrevious) == .sort(.init(column: 2, descending: true), previous: .init(column: 0, descending: true)))
        #expect(table.update(.sortPrevious) == .sort(.init(column: 1, descending: true), previous: .init(column: 2, descending: true)))
        // From no sort: > to the first column, < to the last.
        var unsorted = Self.table()
        #expect(unsorted.update(.sortNext) == .sort(.init(column: 0), previous: nil))
        unsorted = Self.table()
        #expect(unsorted.update(.sortPrevious) == .sort(.init(column: 2), previous: nil))
    }

    @Test func reverseKeepsThePreviousSortAndNeedsASortColumn() {
        var table = Self.table(sort: .init(column: 2, descending: true))
        _ = table.update(.sortNext)
        #expect(table.update(.reverseSort) == .sort(.init(column: 0, descending: false), previous: .init(column: 2, descending: true)),
                "the same column the other way: the tie-breaker stays")
        var unsorted = Self.table()
        #expect(unsorted.update(.reverseSort) == nil)
        #expect(unsorted.header.sort == nil)
    }

    @Test func aClickSortsByTheColumnAndASecondReversesIt() {
        var table = Self.table(sort: .init(column: 2, descending: true))
        // "  name      phase       restarts ▼": name from x 2, phase from x 2 + 8 + 2 = 12.
        #expect(table.headerLine == "  name      phase       restarts ▼")
        #expect(table.column(atX: 1) == nil)
        #expect(table.column(atX: 2) == 0)
        #expect(table.column(atX: 12) == 1)
        #expect(table.click(atX: 13) == .sort(.init(column: 1), previous: .init(column: 2, descending: true)))
        #expect(table.headerLine == "  name      phase ▲     restarts")
        #expect(table.click(atX: 13) == .sort(.init(column: 1, descending: true), previous: .init(column: 2, descending: true)))
        #expect(table.click(atX: 0) == nil, "left of the line")
        #expect(table.click(column: 3) == nil, "no such column")
        #expect(table.header.sort == .init(column: 1, descending: true))
    }

    @Test func holdTogglesAndANewSortEndsIt() {
        var table = Self.table(sort: .init(column: 2, descending: true))
        #expect(table.update(.hold) == .hold(true))
        #expect(table.isHeld)
        #expect(table.update(.hold) == .hold(false))
        #expect(!table.isHeld)
        _ = table.update(.hold)
        #expect(table.update(.sortNext) == .sort(.init(column: 0, descending: true), previous: .init(column: 2, descending: true)))
        #expect(!table.isHeld, "the rows go to their places in the new sort")
    }

    @Test func aTableWithoutNamesHasNoHeaderLineAndNoSortKeys() {
        var table = TableState(header: TableHeader(names: []))
        #expect(!table.hasHeaderLine)
        #expect(table.update(.sortNext) == nil)
        #expect(table.update(.sortPrevious) == nil)
        #expect(table.click(atX: 0) == nil)
        #expect(table.update(.hold) == .hold(true), "a list sorted otherwise can still be held")
    }

    @Test func keysCanBeRebound() {
        var table = Self.table(sort: .init(column: 0))
        table.keyMap.rebind(.hold, to: [.character("h")])
        #expect(table.action(for: .character("h")) == .hold)
        #expect(table.action(for: .character("H")) == nil)
    }
}
