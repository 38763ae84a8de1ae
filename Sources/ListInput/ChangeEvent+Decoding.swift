extension ChangeEvent {
    /// The event one JSON document describes (a document from a
    /// ``JSONDocumentStream``, starting on `line`):
    ///
    /// - `{"type": "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR", "object": {…}}`,
    ///   a Kubernetes watch event: upsert, upsert, delete by key, nothing, an
    ///   error (its `object.message`, else its `object.reason`, else the
    ///   object as text);
    /// - an array of objects, or an object with an `items` array: a resync;
    /// - any other object: an upsert.
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
}
