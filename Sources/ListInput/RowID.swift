/// The identity of a row read from text: its key (the line, or the key
/// column's value) and, for a line that repeats, which occurrence it is.
///
/// The second `foo` of a text is `foo#2`; keeping the occurrence apart from
/// the key means a line that literally reads `foo#2` is a different row.
///
/// The key's hash value is computed once, when the id is made: the diff of
/// two outputs of a million lines hashes every id, and hashing two integers
/// costs a fraction of hashing the text again.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line's text, or the value of the key column.
    public var key: String {
        didSet { storedHash = Self.hash(key) }
    }
    /// 1 for the first line with this key, 2 for the next, and so on
    /// (kept in 32 bits, so that an id with its hash is no larger than
    /// without; a count beyond 2³¹ − 1 stays there).
    public var occurrence: Int {
        get { Int(storedOccurrence) }
        set { storedOccurrence = Int32(clamping: newValue) }
    }
    private var storedOccurrence: Int32
    /// The key's hash value, kept with the key (32 bits of `key.hashValue`).
    public var keyHash: Int { Int(storedHash) }
    private var storedHash: Int32

    /// The `occurrence`-th row keyed `key`.
    ///
    /// Complexity: O(length of `key`) (it is hashed once).
    public init(_ key: String, occurrence: Int = 1) {
        self.key = key
        storedOccurrence = Int32(clamping: occurrence)
        storedHash = Self.hash(key)
    }

    private static func hash(_ key: String) -> Int32 {
        Int32(truncatingIfNeeded: key.hashValue)
    }

    /// `key`, or `key#k` for the k-th occurrence (k ≥ 2).
    public var description: String { occurrence == 1 ? key : "\(key)#\(occurrence)" }

    /// Same key and occurrence (the kept hashes are compared first, so
    /// different keys rarely compare their text).
    public static func == (lhs: RowID, rhs: RowID) -> Bool {
        lhs.storedOccurrence == rhs.storedOccurrence && lhs.storedHash == rhs.storedHash && lhs.key == rhs.key
    }

    /// Hashes the kept hash of the key and the occurrence: O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedHash)
        hasher.combine(storedOccurrence)
    }

    /// Orders by key, then occurrence.
    public static func < (lhs: RowID, rhs: RowID) -> Bool {
        (lhs.key, lhs.occurrence) < (rhs.key, rhs.occurrence)
    }
}
