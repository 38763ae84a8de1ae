import ListDiff
import Testing

/// A table's sort key: the column's value in its direction, values of
/// another kind after the others in either direction, ties by the previous
/// column in its own direction; cells read as numbers or text.
@Suite struct TableSortKeyTests {
    struct Row: Differentiable, Hashable, Sendable {
        var id: String
        var cells: [String]
        var differenceIdentifier: String { id }
    }

    static func sorted(_ rows: [Row], column: Int, descending: Bool, previous: (column: Int, descending: Bool)?) -> [String] {
        var model = LiveListModel<String, Row>(section: { _ in "" }, order: .ascending { (row: Row) -> TableSortKey? in
            SortValue(cell: row.cells[column]).map {
                TableSortKey($0, kind: .number, descending: descending,
                             previous: previous.flatMap { SortValue(cell: row.cells[$0.column]) }, previousDescending: previous?.descending ?? false)
            }
        })
        var changes = LiveChanges<Row>()
        for row in rows { changes.upsert(row) }
        model.apply(changes)
        return model.sectionedRows.first?.rows.map(\.id) ?? []
    }

    static let rows = [
        Row(id: "a", cells: ["2", "x"]), Row(id: "b", cells: ["10", "y"]), Row(id: "c", cells: ["2", "z"]),
        Row(id: "d", cells: ["n/a", "w"]), Row(id: "e", cells: ["", "v"]), Row(id: "f", cells: ["10", "a"]),
    ]

    @Test func otherKindsGoAfterTheOthersAndTiesKeepThePreviousOrder() {
        // By column 0 ascending, ties by column 1 descending (the previous sort): numbers, then "n/a", then the empty cell.
        #expect(Self.sorted(Self.rows, column: 0, descending: false, previous: (1, true)) == ["c", "a", "b", "f", "d", "e"])
        #expect(Self.sorted(Self.rows, column: 0, descending: true, previous: (1, false)) == ["f", "b", "a", "c", "d", "e"])
        // Without a previous sort, ties by identity.
        #expect(Self.sorted(Self.rows, column: 0, descending: true, previous: nil) == ["b", "f", "a", "c", "d", "e"])
    }

    @Test func cellsReadAsNumbersOrText() {
        #expect(SortValue(cell: "12") == .number(12))
        #expect(SortValue(cell: "511.20") == .number(511.2))
        #expect(SortValue(cell: "IB 64") == .string("IB 64"))
        #expect(SortValue(cell: "nan") == .string("nan"))
        #expect(SortValue(cell: "") == nil)
    }
}
