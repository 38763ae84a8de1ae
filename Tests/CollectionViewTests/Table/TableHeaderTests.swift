import CollectionView
import Testing

/// A table's header line: names over their columns (wide characters
/// measured as drawn), the sort column marked, room kept for the marker so
/// the line does not shift, clicks mapped to columns, the sort moved and reversed.
@Suite struct TableHeaderTests {
    @Test func namesLineUpOverTheirColumnsWithTheSortMarked() {
        var header = TableHeader(names: ["name", "名前", "n"], sort: .init(column: 1, descending: true))
        #expect(header.labelWidths == [6, 6, 3])
        // Cells 8 and 4 wide: the first column is its cells', the second its label's.
        #expect(header.line(widths: [8, 4]) == "name      名前 ▼  n")
        #expect(header.line(widths: [8, 4], indent: 2) == "  name      名前 ▼  n")
        header.sort = .init(column: 2)
        #expect(header.line(widths: [8, 4]) == "name      名前    n ▲")
        header.sort = nil
        #expect(header.line(widths: [8, 4]) == "name      名前    n")
    }

    @Test func aClickFallsInTheColumnUnderIt() {
        let header = TableHeader(names: ["name", "phase", "n"])
        // "name      phase    n": name 0..<10, phase 10..<19, n 19..<20.
        let widths = [8, 5]
        #expect(header.column(atX: 0, widths: widths) == 0)
        #expect(header.column(atX: 9, widths: widths) == 0)
        #expect(header.column(atX: 10, widths: widths) == 1)
        #expect(header.column(atX: 18, widths: widths) == 1)
        #expect(header.column(atX: 19, widths: widths) == 2)
        #expect(header.column(atX: 20, widths: widths) == nil)
        #expect(header.column(atX: 1, widths: widths, indent: 2) == nil)
        #expect(header.column(atX: 2, widths: widths, indent: 2) == 0)
    }

    @Test func theSortMovesWrapsReversesAndFollowsClicks() {
        let sort = TableHeader.Sort(column: 0, descending: true)
        #expect(sort.moved(by: 1, columns: 3) == .init(column: 1, descending: true))
        #expect(sort.moved(by: -1, columns: 3) == .init(column: 2, descending: true))
        #expect(sort.reversed == .init(column: 0, descending: false))
        let header = TableHeader(names: ["a", "b"], sort: sort)
        #expect(header.sortAfterClick(on: 0) == .init(column: 0, descending: false))
        #expect(header.sortAfterClick(on: 1) == .init(column: 1, descending: false))
    }
}
