import CollectionView
import ListDiff
import Testing

/// The orders of a live table: by a column of the rows' cells (numbers as
/// numbers, text naturally, another kind after, ties by the previous sort
/// then identity, missing values last), held ranks (rows keep their places,
/// new rows at the end of their section), and the kind of a column.
@Suite struct TableOrderTests {
    struct Row: TableRow, Hashable {
        var id: String
        var section = ""
        var cells: [String]
        var differenceIdentifier: String { id }
    }

    static func ids(_ rows: [Row], _ order: LiveListOrder<Row>) -> [[String]] {
        var model = LiveListModel<String, Row>(section: { $0.section }, order: order)
        var changes = LiveChanges<Row>()
        for row in rows { changes.upsert(row) }
        _ = model.apply(changes)
        return model.sectionedRows.map { $0.rows.map(\.id) }
    }

    static let flights = [
        Row(id: "a", cells: ["IB 5771", "10"]), Row(id: "b", cells: ["IB 64", "9"]), Row(id: "c", cells: ["ib 7", "10"]),
        Row(id: "d", cells: ["AF 1", ""]), Row(id: "e", cells: ["BA 2", "n/a"]),
    ]

    @Test func numbersSortAsNumbersAndTextNaturally() {
        #expect(Self.ids(Self.flights, .table(.init(column: 0))) == [["d", "e", "c", "b", "a"]])
        // 9 before 10; "n/a" is text in a column of numbers: after them; the empty cell last.
        #expect(Self.ids(Self.flights, .table(.init(column: 1))) == [["b", "a", "c", "e", "d"]])
        #expect(Self.ids(Self.flights, .table(.init(column: 1, descending: true))) == [["a", "c", "b", "e", "d"]],
                "descending: another kind and missing values still last; ties by identity")
    }

    @Test func thePreviousSortBreaksTiesInItsOwnDirection() {
        #expect(Self.ids(Self.flights, .table(.init(column: 1, descending: true), previous: .init(column: 0, descending: true)))
                == [["a", "c", "b", "e", "d"]])
        #expect(Self.ids(Self.flights, .table(.init(column: 1, descending: true), previous: .init(column: 0)))
                == [["c", "a", "b", "e", "d"]], "ib 7 before IB 5771 naturally")
    }

    @Test func theKindOfAColumnIsWhatMostOfItsValuesAre() {
        let numbers = TableSortKey.Kind.majority(ofColumn: 1, in: Self.flights)
        #expect(numbers.kind == .number && numbers.others == 1)
        let texts = TableSortKey.Kind.majority(ofColumn: 0, in: Self.flights)
        #expect(texts.kind == .text && texts.others == 0)
        let missing = TableSortKey.Kind.majority(ofColumn: 5, in: Self.flights)
        #expect(missing.kind == .number && missing.others == 0)
        // Sorted as text, the numbers are the other kind: after the texts.
        #expect(Self.ids(Self.flights, .table(.init(column: 1), kind: .text)) == [["e", "b", "a", "c", "d"]])
    }

    @Test func heldRanksKeepRowsInPlaceAndNewRowsGoLast() {
        let rows = [Row(id: "a", section: "x", cells: ["3"]), Row(id: "b", section: "x", cells: ["2"]),
                    Row(id: "c", section: "y", cells: ["1"])]
        var model = LiveListModel<String, Row>(section: { $0.section }, order: .table(.init(column: 0, descending: true)))
        var changes = LiveChanges<Row>()
        for row in rows { changes.upsert(row) }
        _ = model.apply(changes)
        _ = model.setOrder(.held(model))
        changes = LiveChanges<Row>()
        changes.upsert(Row(id: "b", section: "x", cells: ["99"]))  // would climb: it stays
        changes.upsert(Row(id: "0", section: "x", cells: ["50"]))  // new: at the end of its section
        changes.upsert(Row(id: "d", section: "y", cells: ["7"]))
        _ = model.apply(changes)
        #expect(model.sectionedRows.map { $0.rows.map(\.id) } == [["a", "b", "0"], ["c", "d"]])
        #expect(model.row(withID: "b")?.cells == ["99"], "its value updated")
        _ = model.setOrder(.table(.init(column: 0, descending: true)))
        #expect(model.sectionedRows.map { $0.rows.map(\.id) } == [["b", "0", "a"], ["d", "c"]])
    }
}
