/// A row of a database change stream (wal2json, Debezium) as an
/// ``EventRecord``: its fields are the table's columns, in the table's
/// order; its key is given (the primary key, or ``EventOptions/key``); its
/// section is ``EventOptions/section`` when set, else its table.
///
/// Values keep their text: the documents are read with numbers as written
/// (``JSONNode/numberText(_:)``), so `511.20` is shown as `511.20` and sorted
/// as the number 511.2.
enum DatabaseRow {
    /// The record of `row` (an object of column values) with `key`, in
    /// `table` (`schema.table`, or `nil` when the document does not say).
    /// Without ``EventOptions/fields``, the cells are the columns in order.
    /// O(columns × fields).
    static func record(_ row: JSONNode, key: String, table: String?, line: Int, options: EventOptions) -> EventRecord {
        let cells: [String]
        if let fields = options.fields {
            cells = fields.map { $0.value(in: row)?.cellText ?? "" }
        } else {
            cells = row.uniqueFields.map(\.value.cellText)
        }
        let section: String? = if let path = options.section { path.value(in: row)?.cellText } else { table }
        let sort = options.sort.flatMap { $0.value(in: row) }.map(EventDocument.sortValue(of:))
        return EventRecord(key: key, section: section, sortValue: sort, cells: cells, line: line, table: table,
                           object: options.keepsObjects ? JSONTree(row) : nil)
    }

    /// The key of several values (a primary key of several columns): one
    /// value's text for one column, else the values as a compact JSON array
    /// (`[7,"eu"]`), so two different keys never read the same. O(values).
    static func key(_ values: [JSONNode]) -> String {
        if values.count == 1, let only = values.first { return only.cellText }
        return JSONNode.array(values).cellText
    }

    /// `schema.table`, or the table alone without a schema; `nil` without a table.
    static func tableName(schema: JSONNode?, table: JSONNode?) -> String? {
        guard case let .string(table)? = table else { return nil }
        guard case let .string(schema)? = schema, !schema.isEmpty else { return table }
        return "\(schema).\(table)"
    }

    /// The first field names of the documents wal2json and Debezium write.
    private static let firstNames: [[UInt8]] = ["action", "before", "after", "op", "schema", "payload"].map { Array($0.utf8) }

    /// Whether `bytes` may be a wal2json or Debezium document, judged by its
    /// first field's name (`{"action"`, `{"before"`, `{"schema"` …): such a
    /// document is read once, with numbers as written, instead of twice. O(1).
    static func mayStartADatabaseDocument(_ bytes: [UInt8]) -> Bool {
        var i = 0
        func skipSpace() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 } }
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return false }
        i += 1
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return false }
        i += 1
        return firstNames.contains { name in
            i + name.count < bytes.count && bytes[i..<i + name.count].elementsEqual(name) && bytes[i + name.count] == UInt8(ascii: "\"")
        }
    }
}
