/// A Debezium change event (the envelope Kafka Connect, Debezium Server and
/// other CDC tools emit) as a ``ChangeEvent``:
/// `{"before", "after", "op", "source", "ts_ms"}`, bare or as the `payload`
/// of `{"schema", "payload"}`.
///
/// - `c` (create), `r` (a snapshot's read) and `u` (update): upsert `after`
///   (an update whose `before` has another key also removes that row);
/// - `d` (delete): remove `before`;
/// - `t` (truncate): empty the table;
/// - a tombstone (`{"schema": …, "payload": null}`; a bare `null` line is
///   skipped by ``JSONDocumentStream``): nothing.
///
/// The key is ``EventOptions/key`` (default `id`); the table is
/// `source.schema` (else `source.db`) and `source.table`.
enum DebeziumChange {
    /// Every field of a Debezium event: a document with `op` and only these is one.
    static let fieldNames: Set<String> = [
        "before", "after", "op", "source", "ts_ms", "ts_us", "ts_ns", "transaction", "updateDescription",
    ]

    /// The event `document` holds: itself, or its `payload` (`nil` inside
    /// for a tombstone); `nil` when it is not a Debezium document. O(fields).
    static func event(in document: JSONNode) -> JSONNode?? {
        if isEvent(document) { return .some(document) }
        guard case let .object(fields) = document, fields.allSatisfy({ $0.name == "schema" || $0.name == "payload" }),
              let payload = document["payload"]
        else { return nil }
        if payload == .null { return .some(nil) }
        return isEvent(payload) ? .some(payload) : nil
    }

    private static func isEvent(_ node: JSONNode) -> Bool {
        guard case let .object(fields) = node, case .string? = node["op"] else { return false }
        return fields.allSatisfy { fieldNames.contains($0.name) }
    }

    /// The change of `event` (a Debezium event read with numbers as written;
    /// `nil`: a tombstone), from the document starting on `line`; `path` is
    /// where the event is in it (`payload` or the document).
    /// - Throws: ``InputError/unexpectedShape(at:expected:)`` for an unknown
    ///   `op`, or without the `after` or `before` it needs, or a `t` without
    ///   its table; ``InputError/missingKey(_:at:)`` when the row lacks its key.
    static func decode(_ event: JSONNode?, at path: String, line: Int, options: EventOptions) throws(InputError) -> ChangeEvent {
        guard let event else { return .bookmark }
        func location(_ field: String) -> InputLocation {
            InputLocation(line: line, path: path.isEmpty ? field : "\(path).\(field)")
        }
        guard case let .string(op)? = event["op"] else { throw .unexpectedShape(at: location("op"), expected: "an op") }
        let source = event["source"]
        let table = DatabaseRow.tableName(schema: source?["schema"] ?? source?["db"], table: source?["table"])
        func row(_ field: String) throws(InputError) -> JSONNode {
            guard let row = event[field], case .object = row else {
                throw .unexpectedShape(at: location(field), expected: "the row (op \(op))")
            }
            return row
        }
        func key(_ row: JSONNode, _ field: String) throws(InputError) -> String {
            guard let value = options.key.value(in: row) else { throw .missingKey(options.key.description, at: location(field)) }
            return value.cellText
        }
        switch op {
        case "c", "r", "u":
            let after = try row("after")
            let record = DatabaseRow.record(after, key: try key(after, "after"), table: table, line: line, options: options)
            if op == "u", let before = event["before"], case .object = before, let old = options.key.value(in: before)?.cellText,
               old != record.key {
                return .replace(oldKey: old, with: record)
            }
            return .upsert(record)
        case "d":
            let before = try row("before")
            let key = try key(before, "before")
            guard let table else { return .delete(key: key, line: line) }
            return .deleteFromTable(key: key, table: table, line: line)
        case "t":
            guard let table else { throw .unexpectedShape(at: location("source"), expected: "the table truncated (source.table)") }
            return .truncate(table: table, line: line)
        default:
            throw .unexpectedShape(at: location("op"), expected: "an op c, r, u, d or t (not \"\(op)\")")
        }
    }
}
