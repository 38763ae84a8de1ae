import ListDiff

/// A change-event document as ``ChangeEvent/decode(_:line:options:)`` reads
/// it in one pass: the elements of a resync (a top-level array, or an object's
/// `items` array) become ``EventRecord``s as they are read, and everything
/// else of an object is kept as a ``JSONNode`` until the document's shape is
/// known (`type` and `object` may come after `items`).
enum EventDocument {
    /// A top-level array: its records, or the first element that is not one.
    case list(Result<[EventRecord], InputError>)
    /// A top-level object without its `items` array, and that array's
    /// records when it has one.
    case object(JSONNode, items: Result<[EventRecord], InputError>?)

    /// Reads the document at `reader` (an object or an array). A resync
    /// array of `splitBytes` bytes or more is read on two threads (see
    /// `ResyncSplit`), with the same outcome.
    static func read(
        _ reader: inout JSONReader, line: Int, options: EventOptions, splitBytes: Int = ResyncSplit.minimumBytes
    ) throws(JSONReaderError) -> EventDocument {
        if reader.atArray() { return .list(try records(&reader, at: "", line: line, options: options, splitBytes: splitBytes)) }
        var fields: [JSONField] = []
        var items: Result<[EventRecord], InputError>?
        try reader.fieldsOfObject { (reader, name) throws(JSONReaderError) in
            if name == "items", reader.atArray() {
                items = try records(&reader, at: "items", line: line, options: options, splitBytes: splitBytes)
            } else {
                if name == "items" { items = nil }
                fields.append(JSONField(name: name, value: try reader.value()))
            }
        }
        return .object(.object(fields), items: items)
    }

    /// The records of the array at `json`, each made as soon as its
    /// element is read; after the first element that is not a record, the
    /// rest is only checked to be JSON. A large array's second half is read
    /// by a worker; it is used only when this walk arrives where the worker
    /// started with no problem so far and the worker found only records.
    private static func records(
        _ json: inout JSONReader, at path: String, line: Int, options: EventOptions, splitBytes: Int
    ) throws(JSONReaderError) -> Result<[EventRecord], InputError> {
        var records: [EventRecord] = []
        var problem: InputError?
        var reader = EventRecordReader(options: options, line: line)
        let start = json.position
        func read(_ json: inout JSONReader, _ index: Int) throws(JSONReaderError) {
            let record = try reader.record(&json, at: "\(path)[\(index)]")
            guard problem == nil else { return }
            switch record {
            case let .success(record):
                records.append(record)
                if records.count == Self.recordsBeforeReserving {
                    let bytes = json.bytes.count - start
                    records.reserveCapacity(EventRecordReader.expectedCount(records.count, in: json.position - start, of: bytes))
                }
            case let .failure(error):
                problem = error
                records = []
            }
        }
        guard let split = ResyncSplit.start(json, records: reader, minimumBytes: splitBytes) else {
            try json.elementsOfArray(read)
            if let problem { return .failure(problem) }
            return .success(records)
        }
        // The worker holds a pointer into the bytes: it is waited for on every way out.
        defer { split.cancel() }
        if let stopped = try json.elementsOfArray(stoppingAt: split.start, read) {
            if problem == nil, let half = split.finish() {
                // One by one: `+=` showed in the profile copying through the generic value witnesses.
                records.reserveCapacity(records.count + half.records.count)
                for record in half.records { records.append(record) }
                json = half.end
            } else {
                split.cancel()
                _ = try json.restOfArray(from: stopped, read)
            }
        }
        if let problem { return .failure(problem) }
        return .success(records)
    }

    /// How many records are read before the capacity for the rest is reserved.
    static let recordsBeforeReserving = 1_024

    /// The record of one object; `path` names it in its document.
    static func record(_ json: JSONNode, at path: @autoclosure () -> String, line: Int, options: EventOptions) throws(InputError) -> EventRecord {
        guard case .object = json else { throw notAnObject(at: path(), line: line) }
        let cells: [String]
        if let fields = options.fields {
            cells = fields.map { $0.value(in: json)?.cellText ?? "" }
        } else {
            cells = json.uniqueFields.sorted { $0.name < $1.name }.map(\.value.cellText)
        }
        var record = try record(key: options.key.value(in: json), section: options.section.flatMap { $0.value(in: json) },
                                sort: options.sort.flatMap { $0.value(in: json) }, cells: cells, at: path(), line: line, options: options)
        if options.keepsObjects { record.object = JSONTree(json) }
        return record
    }

    /// The record of an object whose paths hold these values (`nil`:
    /// missing); `path` names the object in its document.
    /// - Throws: ``InputError/missingKey(_:at:)`` without a key.
    static func record(
        key: JSONNode?, section: JSONNode?, sort: JSONNode?, cells: [String], at path: @autoclosure () -> String, line: Int,
        options: EventOptions
    ) throws(InputError) -> EventRecord {
        guard let key else { throw .missingKey(options.key.description, at: location(path(), line: line)) }
        return EventRecord(key: key.cellText, section: section?.cellText, sortValue: sort.map(sortValue(of:)), cells: cells, line: line)
    }

    /// The problem of an element or object that is not an object.
    static func notAnObject(at path: String, line: Int) -> InputError {
        .unexpectedShape(at: location(path, line: line), expected: "an object")
    }

    /// Where `path` is in the document starting on `line` (the document itself for "").
    static func location(_ path: String, line: Int) -> InputLocation {
        InputLocation(line: line, path: path.isEmpty ? nil : path)
    }

    /// Numbers as numbers; strings, booleans and the rest as their text.
    static func sortValue(of value: JSONNode) -> SortValue {
        switch value {
        case let .integer(integer): .number(Double(integer))
        case let .number(double): .number(double)
        case let .decimal(text), let .numberText(text): .number(Double(text) ?? 0)
        default: .string(value.cellText)
        }
    }
}
