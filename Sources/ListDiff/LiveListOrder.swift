/// How a ``LiveListModel`` orders the rows of a section, and its sections.
///
/// - ``arrival``: rows in the order they first arrived; sections in the
///   order of their first row's arrival (a section that empties and comes
///   back comes back last).
/// - ``ascending(by:)`` / ``descending(by:)``: rows by a value, ties by
///   identity ascending, rows without the value (`nil`) last in either
///   direction; sections by their key, ascending.
///
/// The model reads a row's value once, when the row arrives or changes, and
/// compares the values it read (`Int` and `Double` as numbers, `String` in
/// its ``NaturalOrder`` — `"IB 64"` before `"IB 5771"` —, any other
/// `Comparable` through its `<`): `value` is not called per comparison.
public struct LiveListOrder<Row>: Sendable {
    /// A row's value, ready to compare (`nil` inside: the row has none); `nil` means arrival order.
    @usableFromInline let value: (@Sendable (Row) -> LiveSortValue?)?
    /// Whether larger values go first.
    @usableFromInline let isDescending: Bool

    /// Whether rows are ordered by a value rather than by arrival.
    public var isSorted: Bool { value != nil }

    /// Rows in the order they arrived, sections by first appearance.
    public static var arrival: LiveListOrder { LiveListOrder(value: nil, isDescending: false) }

    @usableFromInline
    init(value: (@Sendable (Row) -> LiveSortValue?)?, isDescending: Bool) {
        self.value = value
        self.isDescending = isDescending
    }

    /// Rows from the smallest `value` up (ties by identity, `nil` last);
    /// sections by key.
    @inlinable
    public static func ascending<Value: Comparable & Sendable>(by value: @escaping @Sendable (Row) -> Value?) -> LiveListOrder {
        LiveListOrder(value: sortValue(value), isDescending: false)
    }

    /// Rows from the largest `value` down (ties by identity ascending,
    /// `nil` last); sections by key.
    @inlinable
    public static func descending<Value: Comparable & Sendable>(by value: @escaping @Sendable (Row) -> Value?) -> LiveListOrder {
        LiveListOrder(value: sortValue(value), isDescending: true)
    }

    /// Inlinable with the two above, so the value's conversion is specialized where the order is made.
    @inlinable
    static func sortValue<Value: Comparable & Sendable>(
        _ value: @escaping @Sendable (Row) -> Value?
    ) -> @Sendable (Row) -> LiveSortValue? {
        let convert = LiveSortValue.converter(for: Value.self)
        return { value($0).map(convert) }
    }

    /// The comparison of slots this order gives.
    @usableFromInline
    var slotOrder: LiveSlotOrder { LiveSlotOrder(isSorted: isSorted, isDescending: isDescending) }
}
