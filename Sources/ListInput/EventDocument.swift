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

    /// Reads the document at `reader` (an object or an array).
    static func read(_ reader: inout JSONReader, line: Int, options: EventOptions) throws(JSONReaderError) -> EventDocument {
        if reader.atArray() { return .list(try records(&reader, at: "", line: line, options: options)) }
        var fields: [JSONField] = []
        var items: Result<[EventRecord], InputError>?
        try reader.fieldsOfObject { (reader, name) throws(JSONReaderError) in
            if name == "items", reader.atArray() {
                items = try records(&reader, at: "items", line: line, options: options)
            } else {
                if name == "items" { items = nil }
                fields.append(JSONField(name: name, value: try reader.value()))
            }
        }
        return .object(.object(fields), items: items)
    }

    /// The records of the array at `reader`, each made as soon as its
    /// element is read; after the first element that is not a record, the
    /// rest is only checked to be JSON.
    private static func records(
        _ reader: inout JSONReader, at path: String, line: Int, options: EventOptions
    ) throws(JSONReaderError) -> Result<[EventRecord], InputError> {
        var records: [EventRecord] = []
        var problem: InputError?
        // With named fields a record reads a few paths: only those are built.
        // Without, it shows every top-level field: the whole object is.
        let wanted = options.fields.map { JSONFieldTree(paths: [options.key] + [options.section, options.sort].compactMap { $0 } + $0) }
        try reader.elementsOfArray { (reader, index) throws(JSONReaderError) in
            let element: JSONNode
            if let wanted { element = try reader.value(keeping: wanted) } else { element = try reader.value() }
            guard problem == nil else { return }
            do throws(InputError) {
                records.append(try record(element, at: "\(path)[\(index)]", line: line, options: options))
            } catch {
                problem = error
                records = []
            }
        }
        if let problem { return .failure(problem) }
        return .success(records)
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
