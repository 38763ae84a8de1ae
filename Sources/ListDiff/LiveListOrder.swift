/// How a ``LiveListModel`` orders the rows of a section, and its sections.
///
/// - ``arrival``: rows in the order they first arrived; sections in the
///   order of their first row's arrival (a section that empties and comes
///   back comes back last).
/// - ``ascending(by:)`` / ``descending(by:)``: rows by a value, ties by
///   identity ascending, rows without the value (`nil`) last in either
///   direction; sections by their key, ascending.
public struct LiveListOrder<Row>: Sendable {
    /// Compares two rows' values: negative, zero or positive; `nil` means arrival order.
    let compare: (@Sendable (Row, Row) -> Int)?

    /// Whether rows are ordered by a value rather than by arrival.
    public var isSorted: Bool { compare != nil }

    /// Rows in the order they arrived, sections by first appearance.
    public static var arrival: LiveListOrder { LiveListOrder(compare: nil) }

    /// Rows from the smallest `value` up (ties by identity, `nil` last);
    /// sections by key.
    public static func ascending<Value: Comparable & Sendable>(by value: @escaping @Sendable (Row) -> Value?) -> LiveListOrder {
        LiveListOrder { a, b in Self.compare(value(a), value(b), descending: false) }
    }

    /// Rows from the largest `value` down (ties by identity ascending,
    /// `nil` last); sections by key.
    public static func descending<Value: Comparable & Sendable>(by value: @escaping @Sendable (Row) -> Value?) -> LiveListOrder {
        LiveListOrder { a, b in Self.compare(value(a), value(b), descending: true) }
    }

    /// The one rule for values: a missing value goes last whatever the direction.
    private static func compare<Value: Comparable>(_ a: Value?, _ b: Value?, descending: Bool) -> Int {
        switch (a, b) {
        case (nil, nil): return 0
        case (nil, _): return 1
        case (_, nil): return -1
        case let (a?, b?):
            if a == b { return 0 }
            return (a < b) != descending ? -1 : 1
        }
    }
}
