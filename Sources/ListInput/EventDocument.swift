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

    /// The records of the array at `reader`, each made as soon as its
    /// element is read; after the first element that is not a record, the
    /// rest is only checked to be JSON. A large array's second half is read
    /// by a worker; it is used only when this walk arrives where the worker
    /// started with no problem so far and the worker found only records.
    private static func records(
        _ reader: inout JSONReader, at path: String, line: Int, options: EventOptions, splitBytes: Int
    ) throws(JSONReaderError) -> Result<[EventRecord], InputError> {
        var records: [EventRecord] = []
        var problem: InputError?
        // With named fields a record reads a few paths: only those are built.
        // Without, it shows every top-level field: the whole object is.
        let wanted = options.fields.map { JSONFieldTree(paths: [options.key] + [options.section, options.sort].compactMap { $0 } + $0) }
        func read(_ reader: inout JSONReader, _ index: Int) throws(JSONReaderError) {
            let element = try Self.element(&reader, keeping: wanted)
            guard problem == nil else { return }
            do throws(InputError) {
                records.append(try record(element, at: "\(path)[\(index)]", line: line, options: options))
            } catch {
                problem = error
                records = []
            }
        }
        guard let split = ResyncSplit.start(reader, wanted: wanted, line: line, options: options, minimumBytes: splitBytes) else {
            try reader.elementsOfArray(read)
            if let problem { return .failure(problem) }
            return .success(records)
        }
        // The worker holds a pointer into the bytes: it is waited for on every way out.
        defer { split.cancel() }
        if let stopped = try reader.elementsOfArray(stoppingAt: split.start, read) {
            if problem == nil, let half = split.finish() {
                records += half.records
                reader = half.end
            } else {
                split.cancel()
                _ = try reader.restOfArray(from: stopped, read)
            }
        }
        if let problem { return .failure(problem) }
        return .success(records)
    }

    /// The element at `reader`, built whole or, with `wanted`, only the
    /// paths a record reads (the walk of a resync and its worker alike).
    static func element(_ reader: inout JSONReader, keeping wanted: JSONFieldTree?) throws(JSONReaderError) -> JSONNode {
        if let wanted { return try reader.value(keeping: wanted) }
        return try reader.value()
    }

    /// The record of one object; `path` names it in its document.
    static func record(_ json: JSONNode, at path: @autoclosure () -> String, line: Int, options: EventOptions) throws(InputError) -> EventRecord {
        func place() -> InputLocation {
            let path = path()
            return InputLocation(line: line, path: path.isEmpty ? nil : path)
        }
        guard case .object = json else { throw .unexpectedShape(at: place(), expected: "an object") }
        guard let key = options.key.value(in: json) else { throw .missingKey(options.key.description, at: place()) }
        let cells: [String]
        if let fields = options.fields {
            cells = fields.map { $0.value(in: json)?.cellText ?? "" }
        } else {
            cells = json.uniqueFields.sorted { $0.name < $1.name }.map(\.value.cellText)
        }
        return EventRecord(
            key: key.cellText,
            section: options.section.flatMap { $0.value(in: json) }?.cellText,
            sortValue: options.sort.flatMap { $0.value(in: json) }.map(sortValue(of:)),
            cells: cells,
            line: line
        )
    }

    /// Numbers as numbers; strings, booleans and the rest as their text.
    private static func sortValue(of value: JSONNode) -> SortValue {
        switch value {
        case let .integer(integer): .number(Double(integer))
        case let .number(double): .number(double)
        case let .decimal(text): .number(Double(text) ?? 0)
        default: .string(value.cellText)
        }
    }
}
