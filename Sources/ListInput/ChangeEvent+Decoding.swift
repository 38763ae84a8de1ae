import Foundation

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
    /// - Throws: ``InputError/malformedJSON(at:)`` when it does not parse,
    ///   ``InputError/missingKey(_:at:)`` when an object lacks its key (in a
    ///   resync, the first such element, by index), and
    ///   ``InputError/unexpectedShape(at:expected:)`` for a document of
    ///   another shape. Nothing of a document that throws is applied.
    /// - Complexity: O(bytes of the document).
    public static func decode(_ bytes: [UInt8], line: Int, options: EventOptions) throws(InputError) -> ChangeEvent {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            throw .malformedJSON(at: .line(line))
        }
        if let list = json as? [Any] {
            return .resync(try records(list, path: "", line: line, options: options), line: line)
        }
        guard let object = json as? [String: Any] else {
            throw .unexpectedShape(at: .line(line), expected: "a JSON object or array")
        }
        if let type = object["type"] as? String, let inner = object["object"] {
            switch type {
            case "ADDED", "MODIFIED":
                return .upsert(try record(inner, path: "object", line: line, options: options))
            case "DELETED":
                return .delete(key: try record(inner, path: "object", line: line, options: options).key, line: line)
            case "BOOKMARK":
                return .bookmark
            case "ERROR":
                let details = inner as? [String: Any]
                let message = (details?["message"] as? String) ?? (details?["reason"] as? String) ?? text(of: inner)
                return .error(message, line: line)
            default:
                throw .unexpectedShape(at: InputLocation(line: line, path: "type"),
                                       expected: "ADDED, MODIFIED, DELETED, BOOKMARK or ERROR")
            }
        }
        if let items = object["items"] as? [Any] {
            return .resync(try records(items, path: "items", line: line, options: options), line: line)
        }
        return .upsert(try record(object, path: "", line: line, options: options))
    }

    private static func records(_ list: [Any], path: String, line: Int, options: EventOptions) throws(InputError) -> [EventRecord] {
        var records: [EventRecord] = []
        records.reserveCapacity(list.count)
        for (i, element) in list.enumerated() {
            records.append(try record(element, path: "\(path)[\(i)]", line: line, options: options))
        }
        return records
    }

    /// The record of one object; `path` names it in its document.
    private static func record(_ json: Any, path: String, line: Int, options: EventOptions) throws(InputError) -> EventRecord {
        let place = InputLocation(line: line, path: path.isEmpty ? nil : path)
        guard let object = json as? [String: Any] else { throw .unexpectedShape(at: place, expected: "an object") }
        guard let key = options.key.value(in: object) else { throw .missingKey(options.key.description, at: place) }
        let cells: [String]
        if let fields = options.fields {
            cells = fields.map { $0.value(in: object).map(text(of:)) ?? "" }
        } else {
            cells = object.keys.sorted().map { object[$0].map(text(of:)) ?? "" }
        }
        return EventRecord(
            key: text(of: key),
            section: options.section.flatMap { $0.value(in: object) }.map(text(of:)),
            sortValue: options.sort.flatMap { $0.value(in: object) }.map(sortValue(of:)),
            cells: cells,
            line: line
        )
    }

    /// A value as a cell shows it: the one rule of JSON input.
    private static func text(of value: Any) -> String { JSONDocument.text(value) }

    /// Numbers as numbers; strings, booleans and the rest as their text.
    private static func sortValue(of value: Any) -> SortValue {
        if let number = value as? NSNumber, !(value is String), String(cString: number.objCType) != "c" {
            return .number(number.doubleValue)
        }
        return .string(text(of: value))
    }
}
