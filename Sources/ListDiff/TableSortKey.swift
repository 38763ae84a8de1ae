/// Where a row of a table goes when the table is sorted by one column:
/// by that column's value (``SortValue``: numbers as numbers, text
/// naturally), a value of another kind than the column's after all the
/// others, and ties broken by the column the table was sorted by before
/// (as a spreadsheet keeps the previous order among equal values).
///
/// ```swift
/// let order: LiveListOrder<Row> = .ascending { row in
///     row.value(column).map { TableSortKey($0, kind: .number, descending: true, previous: row.value(previous)) }
/// }
/// ```
///
/// Directions are part of the key: a list ordered *ascending* by it shows
/// the column in its own direction (``descending``) and the previous
/// column in its own; rows of another kind go after the others in either
/// direction (and rows without a value, whose key is `nil`, after those).
/// Two keys are equal when they sort alike (the row's identity then
/// decides in a live list).
public struct TableSortKey: Comparable, Sendable {
    /// The kinds of value a column holds.
    public enum Kind: Hashable, Sendable {
        /// Numbers.
        case number
        /// Texts.
        case text
    }

    /// The column's value.
    public var value: SortValue
    /// Whether the value is of another kind than the column's (it goes after the others).
    public var isOtherKind: Bool
    /// Whether larger values go first.
    public var descending: Bool
    /// The value of the column sorted by before (`nil`: none, last among equals).
    public var previous: SortValue?
    /// Whether the previous sort had larger values first.
    public var previousDescending: Bool

    /// The key of a row whose value is `value`, in a column of `kind` values, sorted
    /// `descending` or not; `previous` is its value in the column sorted by before.
    public init(_ value: SortValue, kind: Kind, descending: Bool = false, previous: SortValue? = nil, previousDescending: Bool = false) {
        self.value = value
        switch value {
        case .number: isOtherKind = kind != .number
        case .string: isOtherKind = kind != .text
        }
        self.descending = descending
        self.previous = previous
        self.previousDescending = previousDescending
    }

    /// In the order rows are shown: own kind first, the value in its
    /// direction, then the previous value in its (a row without it last).
    public static func < (a: TableSortKey, b: TableSortKey) -> Bool {
        if a.isOtherKind != b.isOtherKind { return !a.isOtherKind }
        if a.value != b.value { return a.descending ? b.value < a.value : a.value < b.value }
        switch (a.previous, b.previous) {
        case let (x?, y?) where x != y: return a.previousDescending ? y < x : x < y
        case (_?, nil): return true
        default: return false
        }
    }

    /// Whether the two keys sort alike.
    public static func == (a: TableSortKey, b: TableSortKey) -> Bool {
        !(a < b) && !(b < a)
    }
}

extension SortValue {
    /// A cell's text as a sort value: a number when it reads as a finite
    /// number, else the text; `nil` for an empty cell (a missing field).
    public init?(cell: String) {
        guard !cell.isEmpty else { return nil }
        if let number = Double(cell), number.isFinite {
            self = .number(number)
        } else {
            self = .string(cell)
        }
    }
}
