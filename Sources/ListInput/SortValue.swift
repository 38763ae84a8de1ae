/// A field's value as rows are sorted by it: numbers compare as numbers,
/// strings as strings (by their Unicode scalars, the same everywhere), and
/// every number comes before every string.
public enum SortValue: Hashable, Sendable, Comparable {
    /// A JSON number (or `true` = 1 / `false` = 0).
    case number(Double)
    /// Any other value, as its text.
    case string(String)

    /// Numbers numerically, then strings by their scalars.
    public static func < (lhs: SortValue, rhs: SortValue) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): a < b
        case (.number, .string): true
        case (.string, .number): false
        case let (.string(a), .string(b)): a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        }
    }
}
