/// A field's value as rows are sorted by it: numbers compare as numbers,
/// strings in their natural order (`NaturalOrder`: digit runs as numbers,
/// then ignoring case, then exactly — `"IB 64"` before `"IB 5771"`), and
/// every number comes before every string. A `LiveSortKey`,
/// so a `LiveList` ordered by it compares plain numbers and texts.
public enum SortValue: Hashable, Sendable, Comparable {
    /// A JSON number (or `true` = 1 / `false` = 0).
    case number(Double)
    /// Any other value, as its text.
    case string(String)

    /// Numbers numerically, then strings in their natural order (`NaturalOrder`).
    public static func < (lhs: SortValue, rhs: SortValue) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): a < b
        case (.number, .string): true
        case (.string, .number): false
        case let (.string(a), .string(b)): NaturalOrder.areInIncreasingOrder(a, b)
        }
    }
}

extension SortValue: LiveSortKey {
    /// The number or the text, as a live list compares it.
    public var liveSortKey: LiveSortKeyValue {
        switch self {
        case let .number(value): .number(value)
        case let .string(text): .text(text)
        }
    }
}
