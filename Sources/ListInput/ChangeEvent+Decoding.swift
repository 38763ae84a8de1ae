extension ChangeEvent {
    /// The event one JSON document describes (a document from a
    /// ``JSONDocumentStream``, starting on `line`):
    ///
    /// - `{"type": "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR", "object": {…}}`,
    ///   a Kubernetes watch event: upsert, upsert, delete by key, nothing, an
    ///   error (its `object.message`, else its `object.reason`, else the
    ///   object as text);
    /// - a wal2json (format version 2) document, an object with an `action`
    ///   and only wal2json's fields (see `Wal2JSONChange`): a row of a table
    ///   upserted, replaced, deleted, the table truncated, or nothing;
    /// - a Debezium change event, an object with an `op` and only Debezium's
    ///   fields, bare or as the `payload` of `{"schema", "payload"}` (see
    ///   `DebeziumChange`): the same;
    /// - an array of objects, or an object with an `items` array: a resync;
    /// - any other object: an upsert.
    ///
    /// The dialect is told per document, so one stream may mix them. A
    /// database row's values keep the text they were written with (`511.20`).
    ///
    /// The elements of a resync become records as they are read (with
    /// `JSONReader`), so a million-object `List` never exists as a tree.
    ///
    /// - Throws: ``InputError/malformedJSON(at:)`` when it does not parse,
    ///   ``InputError/missingKey(_:at:)`` when an object lacks its key (in a
    ///   resync, the first such element, by index), and
    ///   ``InputError/unexpectedShape(at:expected:)`` for a document of
    ///   another shape. Nothing of a document that throws is applied.
    /// - Complexity: O(bytes of the document).
    public static func decode(_ bytes: [UInt8], line: Int, options: EventOptions) throws(InputError) -> ChangeEvent {
        try decode(bytes, line: line, options: options, splitBytes: ResyncSplit.minimumBytes)
    }

    /// ``decode(_:line:options:)`` with a resync array of `splitBytes` bytes
    /// or more read on two threads (tests split small documents).
    static func decode(_ bytes: [UInt8], line: Int, options: EventOptions, splitBytes: Int) throws(InputError) -> ChangeEvent {
        if DatabaseRow.mayStartADatabaseDocument(bytes) {
            // Read once, with numbers as written; another dialect after all is read again below.
            let exact: JSONNode
            do {
                exact = try JSONReader.parse(bytes, allowsFragments: false, keepsNumberText: true)
            } catch {
                throw .malformedJSON(at: .line(line))
            }
            if let event = try databaseEvent(exact, line: line, options: options) { return event }
        }
        let document: EventDocument
        do {
            document = try JSONReader.read(bytes, allowsFragments: false) { (reader) throws(JSONReaderError) in
                try EventDocument.read(&reader, line: line, options: options, splitBytes: splitBytes)
            }
        } catch {
            throw .malformedJSON(at: .line(line))
        }
        switch document {
        case let .list(records):
            return .resync(try records.get(), line: line)
        case let .object(object, items):
            if items == nil, let database = try databaseEvent(object, bytes: bytes, line: line, options: options) {
                return database
            }
            if case let .string(type)? = object["type"], let inner = object["object"] {
                switch type {
                case "ADDED", "MODIFIED":
                    return .upsert(try EventDocument.record(inner, at: "object", line: line, options: options))
                case "DELETED":
                    return .delete(key: try EventDocument.record(inner, at: "object", line: line, options: options).key, line: line)
                case "BOOKMARK":
                    return .bookmark
                case "ERROR":
                    if case let .string(message)? = inner["message"] { return .error(message, line: line) }
                    if case let .string(reason)? = inner["reason"] { return .error(reason, line: line) }
                    return .error(inner.cellText, line: line)
                default:
                    throw .unexpectedShape(at: InputLocation(line: line, path: "type"),
                                           expected: "ADDED, MODIFIED, DELETED, BOOKMARK or ERROR")
                }
            }
            if let items { return .resync(try items.get(), line: line) }
            return .upsert(try EventDocument.record(object, at: "", line: line, options: options))
        }
    }

    /// The event of a wal2json or Debezium document (`object` as first
    /// read); `nil` for a document of another dialect. The document is read
    /// again with numbers as written, for their text. O(bytes of the document).
    private static func databaseEvent(
        _ object: JSONNode, bytes: [UInt8], line: Int, options: EventOptions
    ) throws(InputError) -> ChangeEvent? {
        guard Wal2JSONChange.matches(object) || DebeziumChange.event(in: object) != nil else { return nil }
        let exact: JSONNode
        do {
            exact = try JSONReader.parse(bytes, allowsFragments: false, keepsNumberText: true)
        } catch {
            throw .malformedJSON(at: .line(line))
        }
        return try databaseEvent(exact, line: line, options: options)
    }

    /// The event of `exact` (read with numbers as written) when it is a
    /// wal2json or Debezium document; `nil` for another dialect. O(fields).
    private static func databaseEvent(_ exact: JSONNode, line: Int, options: EventOptions) throws(InputError) -> ChangeEvent? {
        if Wal2JSONChange.matches(exact) { return try Wal2JSONChange.decode(exact, line: line, options: options) }
        guard let event = DebeziumChange.event(in: exact) else { return nil }
        return try DebeziumChange.decode(event, at: exact["payload"] == nil ? "" : "payload", line: line, options: options)
    }
}
