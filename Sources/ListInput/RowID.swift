/// The identity of a row read from text: its key (the line, or the key
/// column's value) and, for a line that repeats, which occurrence it is.
///
/// The second `foo` of a text is `foo#2`; keeping the occurrence apart from
/// the key means a line that literally reads `foo#2` is a different row.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line's text, or the value of the key column.
    public var key: String
    /// 1 for the first line with this key, 2 for the next, and so on.
    public var occurrence: Int

    /// The `occurrence`-th row keyed `key`.
    public init(_ key: String, occurrence: Int = 1) {
        self.key = key
        self.occurrence = occurrence
    }

    /// `key`, or `key#k` for the k-th occurrence (k ≥ 2).
    public var description: String { occurrence == 1 ? key : "\(key)#\(occurrence)" }

    /// Orders by key, then occurrence.
    public static func < (lhs: RowID, rhs: RowID) -> Bool {
        (lhs.key, lhs.occurrence) < (rhs.key, rhs.occurrence)
    }
}
