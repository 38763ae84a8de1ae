import ListDiff
import Testing

/// A value that is a number or a text, ordered numbers first, texts in their natural order.
enum Mixed: LiveSortKey, Hashable {
    case number(Double)
    case text(String)

    static func < (a: Mixed, b: Mixed) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): x < y
        case (.number, .text): true
        case (.text, .number): false
        case let (.text(x), .text(y)): NaturalOrder.areInIncreasingOrder(x, y)
        }
    }

    var liveSortKey: LiveSortKeyValue {
        switch self {
        case let .number(x): .number(x)
        case let .text(x): .text(x)
        }
    }
}

/// A row ordered by a `LiveSortKey`.
struct MixedRow: Differentiable, Hashable, Sendable {
    var id: Int
    var value: Mixed?
    var differenceIdentifier: Int { id }
}

/// A list ordered by a `LiveSortKey` type is ordered as its `<` says, by
/// bulk load and row by row alike, with ties by identity and rows without a
/// value last.
@Suite struct LiveSortKeyTests {
    static func value(_ i: Int) -> Mixed? {
        switch i % 7 {
        case 0: nil
        case 1, 2: .text(["b", "a", "ä", "B", "10", "é", "e\u{301}x"][i % 7 == 1 ? i / 7 % 7 : (i / 7 + 3) % 7])
        default: .number(Double(i * 37 % 50) - 20.5)
        }
    }

    @Test(arguments: [false, true])
    func rowsFollowTheTypesOwnOrder(descending: Bool) {
        let rows = (0..<700).map { MixedRow(id: $0, value: Self.value($0)) }
        let order: LiveListOrder<MixedRow> = descending ? .descending { $0.value } : .ascending { $0.value }
        var bulk = LiveListModel<String, MixedRow>(section: { _ in "s" }, order: order)
        var changes = LiveChanges<MixedRow>()
        changes.resync(rows)
        bulk.apply(changes)
        var oneByOne = LiveListModel<String, MixedRow>(section: { _ in "s" }, order: order)
        for row in rows {
            var one = LiveChanges<MixedRow>()
            one.upsert(row)
            oneByOne.apply(one)
        }
        let expected = rows.sorted { a, b in
            switch (a.value, b.value) {
            case let (x?, y?): x == y ? a.id < b.id : descending ? y < x : x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a.id < b.id
            }
        }
        #expect(bulk.sectionedRows.first?.rows == expected)
        #expect(oneByOne.sectionedRows.first?.rows == expected)
    }
}
