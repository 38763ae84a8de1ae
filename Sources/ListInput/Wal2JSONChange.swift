/// A document of PostgreSQL's wal2json plugin, format version 2
/// (`pg_recvlogical … -o format-version=2 -o include-pk=1`), as a
/// ``ChangeEvent``:
///
/// - `I` (insert): upsert the row of `columns`;
/// - `U` (update): upsert the row of `columns`; when its key differs from the
///   key of `identity` (the old key columns, always sent), the old row goes
///   (``ChangeEvent/replace(oldKey:with:)``);
/// - `D` (delete): remove the row `identity` names;
/// - `T` (truncate): empty the table;
/// - `B`, `C` (a transaction's begin and commit) and `M` (a logical
///   message): nothing.
///
/// A row's key is its primary key (`pk`, the names of its columns; several
/// make one key, see ``DatabaseRow/key(_:)``), else ``EventOptions/key``.
enum Wal2JSONChange {
    /// Every field a wal2json version-2 document may have: a document with
    /// `action` and only these is one.
    static let fieldNames: Set<String> = [
        "action", "xid", "nextlsn", "timestamp", "origin", "lsn", "schema", "table", "columns", "identity", "pk",
        "transactional", "prefix", "content",
    ]

    /// Whether `document` is a wal2json document: an object with a string
    /// `action` and no field wal2json does not write. O(fields).
    static func matches(_ document: JSONNode) -> Bool {
        guard case let .object(fields) = document, case .string? = document["action"] else { return false }
        return fields.allSatisfy { fieldNames.contains($0.name) }
    }

    /// The event of `document` (read with numbers as written), which starts on `line`.
    /// - Throws: ``InputError/unexpectedShape(at:expected:)`` for an unknown
    ///   action, or without the `schema`/`table`, `columns` or `identity` the
    ///   action needs; ``InputError/missingKey(_:at:)`` when a row lacks a key column.
    static func decode(_ document: JSONNode, line: Int, options: EventOptions) throws(InputError) -> ChangeEvent {
        guard case let .string(action)? = document["action"] else {
            throw .unexpectedShape(at: InputLocation(line: line, path: "action"), expected: "an action")
        }
        switch action {
        case "B", "C", "M": return .bookmark
        case "I", "U", "D", "T": break
        default:
            throw .unexpectedShape(at: InputLocation(line: line, path: "action"), expected: "an action I, U, D, T, B, C or M (not \"\(action)\")")
        }
        guard let table = DatabaseRow.tableName(schema: document["schema"], table: document["table"]) else {
            throw .unexpectedShape(at: InputLocation(line: line, path: "table"), expected: "the table's name (action \(action))")
        }
        if action == "T" { return .truncate(table: table, line: line) }
        let primaryKey = try primaryKeyNames(document["pk"], line: line)
        if action == "D" {
            let old = try row(document["identity"], at: "identity", action: action, line: line)
            return .deleteFromTable(key: try key(of: old, at: "identity", primaryKey: primaryKey, line: line, options: options), table: table, line: line)
        }
        let new = try row(document["columns"], at: "columns", action: action, line: line)
        let record = DatabaseRow.record(
            new, key: try key(of: new, at: "columns", primaryKey: primaryKey, line: line, options: options), table: table, line: line,
            options: options
        )
        guard action == "U" else { return .upsert(record) }
        let old = try row(document["identity"], at: "identity", action: action, line: line)
        let oldKey = try key(of: old, at: "identity", primaryKey: primaryKey, line: line, options: options)
        return oldKey == record.key ? .upsert(record) : .replace(oldKey: oldKey, with: record)
    }

    /// The row an array of `{"name", "value"}` columns describes, as an
    /// object of its values (a column without `value` holds `null`).
    private static func row(_ columns: JSONNode?, at path: String, action: String, line: Int) throws(InputError) -> JSONNode {
        guard case let .array(elements)? = columns else {
            throw .unexpectedShape(at: InputLocation(line: line, path: path), expected: "an array of columns (action \(action))")
        }
        var fields: [JSONField] = []
        fields.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case let .string(name)? = element["name"] else {
                throw .unexpectedShape(at: InputLocation(line: line, path: "\(path)[\(index)]"), expected: "a column with a name")
            }
            fields.append(JSONField(name: name, value: element["value"] ?? .null))
        }
        return .object(fields)
    }

    /// The names of the primary key's columns (`pk`); `nil` without one.
    private static func primaryKeyNames(_ pk: JSONNode?, line: Int) throws(InputError) -> [String]? {
        guard let pk, pk != .null else { return nil }
        guard case let .array(elements) = pk else {
            throw .unexpectedShape(at: InputLocation(line: line, path: "pk"), expected: "an array of key columns")
        }
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            guard case let .string(name)? = element["name"] else {
                throw .unexpectedShape(at: InputLocation(line: line, path: "pk[\(index)]"), expected: "a key column with a name")
            }
            names.append(name)
        }
        return names.isEmpty ? nil : names
    }

    /// The key of `row`: its primary key columns' values, else the value at ``EventOptions/key``.
    private static func key(
        of row: JSONNode, at path: String, primaryKey: [String]?, line: Int, options: EventOptions
    ) throws(InputError) -> String {
        guard let primaryKey else {
            guard let value = options.key.value(in: row) else {
                throw .missingKey(options.key.description, at: InputLocation(line: line, path: path))
            }
            return value.cellText
        }
        var values: [JSONNode] = []
        for name in primaryKey {
            guard let value = row[name] else { throw .missingKey(name, at: InputLocation(line: line, path: path)) }
            values.append(value)
        }
        return DatabaseRow.key(values)
    }
}
