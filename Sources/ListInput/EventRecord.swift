import ListDiff

/// One row as a change event describes it: what a live list keeps of the
/// object (its key, section, sort value and shown cells), and the object
/// itself only when asked (``EventOptions/keepsObjects``).
public struct EventRecord: Hashable, Sendable {
    /// The identity: the value at ``EventOptions/key``, as text.
    public var key: String
    /// The value at ``EventOptions/section``, as text; `nil` without sections
    /// (or when the object lacks the field: such rows share one section with no name).
    public var section: String?
    /// The value at ``EventOptions/sort``; `nil` without sorting or when the
    /// object lacks the field (such rows sort last).
    public var sortValue: SortValue?
    /// The values at ``EventOptions/fields`` (or the object's top-level
    /// fields), as text; `""` for a missing one.
    public var cells: [String]
    /// The line where the document that described it starts.
    public var line: Int
    /// The database table the row belongs to (`schema.table`), for a row of
    /// a database change stream; `nil` otherwise. Keys are unique within a table.
    public var table: String?
    /// The whole object the event described, read with
    /// ``EventOptions/keepsObjects``; `nil` otherwise. For a database row, its
    /// columns and their values.
    public var object: JSONTree?

    /// A record; see the properties.
    public init(
        key: String, section: String? = nil, sortValue: SortValue? = nil, cells: [String] = [], line: Int = 0,
        table: String? = nil, object: JSONTree? = nil
    ) {
        self.object = object
        self.key = key
        self.section = section
        self.sortValue = sortValue
        self.cells = cells
        self.line = line
        self.table = table
    }

    /// The row's identity in a list that may hold rows of several tables:
    /// the key, after the table and a NUL (which no PostgreSQL name holds) for a
    /// row of a table. ``identity(key:table:)`` of its key and table.
    public var identity: String { Self.identity(key: key, table: table) }

    /// The identity of the row with `key` in `table` (`nil`: no table): `key`
    /// itself, or `"\0" + table + "\0" + key`.
    public static func identity(key: String, table: String?) -> String {
        guard let table else { return key }
        return "\u{0}\(table)\u{0}\(key)"
    }
}
