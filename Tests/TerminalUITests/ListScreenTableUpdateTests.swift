import CollectionView
import Testing
import TerminalUI

/// `ListScreenUpdate` with a table and a help overlay, as a pure function:
/// the table's keys and header clicks become effects for the list, the first
/// table does not re-sort, a later one with another sort does; `?` opens the
/// help only with a help title, and a key closes it (the quit key also quits).
@Suite struct ListScreenTableUpdateTests {
    static let sort = TableHeader.Sort(column: 1, descending: true)
    static let table = TableState(header: TableHeader(names: ["name", "cpu"], sort: sort), columnWidths: [6])

    @Test func tableKeysAndHeaderClicksBecomeEffects() {
        var state = ListScreenState(title: "t")
        #expect(ListScreenUpdate.update(&state, .key(.character(">"))).isEmpty, "no table: not a key of the screen")
        #expect(ListScreenUpdate.update(&state, .headerClick(x: 0)).isEmpty)
        #expect(ListScreenUpdate.update(&state, .setTable(Self.table)) == [.redraw], "the first table names the list's order")
        #expect(ListScreenUpdate.update(&state, .key(.character(">"))) == [.table(.sort(.init(column: 0, descending: true), previous: Self.sort)), .redraw])
        #expect(ListScreenUpdate.update(&state, .key(.character("H"))) == [.table(.hold(true)), .redraw])
        #expect(state.table?.isHeld == true)
        // "name ▼  cpu": x 8 is cpu.
        #expect(ListScreenUpdate.update(&state, .headerClick(x: 8)) == [.table(.sort(.init(column: 1), previous: .init(column: 0, descending: true))), .redraw])
        #expect(state.table?.isHeld == false, "a new sort ends the hold")
        #expect(ListScreenUpdate.update(&state, .headerClick(x: 40)).isEmpty, "past the line")
        #expect(ListScreenUpdate.update(&state, .tableSorted(mismatches: 2)) == [.redraw])
        #expect(state.table?.sortMismatches == 2)
        #expect(ListScreenUpdate.update(&state, .key(.character("q"))) == [.quit(0)], "the screen's own keys still work")
    }

    @Test func aLaterTableWithAnotherSortSortsTheList() {
        var state = ListScreenState()
        _ = ListScreenUpdate.update(&state, .setTable(Self.table))
        var wider = Self.table
        wider.columnWidths = [9]
        #expect(ListScreenUpdate.update(&state, .setTable(wider)) == [.redraw], "the same sort: nothing to sort")
        var other = wider
        other.header.sort = TableHeader.Sort(column: 0)
        #expect(ListScreenUpdate.update(&state, .setTable(other)) == [.table(.sort(.init(column: 0), previous: nil)), .redraw])
        #expect(ListScreenUpdate.update(&state, .setTable(nil)) == [.redraw])
        #expect(state.table == nil)
    }

    @Test func helpOpensWithATitleAndAKeyClosesIt() {
        var state = ListScreenState(title: "t")
        #expect(ListScreenUpdate.update(&state, .key(.character("?"))).isEmpty, "no help title: no help key")
        #expect(state.keyMap.guide.help.map(\.keys) == ["q"])
        _ = ListScreenUpdate.update(&state, .setHelpTitle("t — keys"))
        #expect(state.keyMap.guide.help.map(\.keys) == ["?", "q"])
        #expect(ListScreenUpdate.update(&state, .key(.character("?"))) == [.redraw])
        #expect(state.showsHelp)
        #expect(ListScreenUpdate.update(&state, .key(.escape)) == [.redraw])
        #expect(!state.showsHelp && state.exitCode == nil, "Esc closes the help")
        _ = ListScreenUpdate.update(&state, .key(.character("?")))
        #expect(ListScreenUpdate.update(&state, .key(.character("q"))) == [.quit(0)], "q closes it and quits")
        #expect(state.exitCode == 0)
        var unset = ListScreenState()
        _ = ListScreenUpdate.update(&unset, .setHelpTitle("x"))
        _ = ListScreenUpdate.update(&unset, .key(.character("?")))
        _ = ListScreenUpdate.update(&unset, .setHelpTitle(nil))
        #expect(!unset.showsHelp && unset.keyMap.action(for: .character("?")) == nil)
    }
}
