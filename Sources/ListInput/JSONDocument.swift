import Foundation
import ListDiff

/// One JSON document turned into a list. Three shapes are lists:
///
/// - a list of strings: one section without a header, each string both the
///   id and the text of a row;
/// - `{"sections": [{"id": "A", "header": "A", "items": [{"id": "1", "text": "Alice"}]}]}`,
///   where `header` defaults to the id, `text` to the id, `items` to `[]`, and
///   an item may also be a plain string;
/// - a list of objects: the key field (`--key`, default `id`) is the
///   identity, an optional section field groups the rows, and the fields'
///   values are the row's cells, in the order the document names the fields
///   (as written in each object, first appearance across objects), under a
///   header of names.
enum JSONDocument {
    /// Whether `text` starts like a JSON container and parses as one.
    static func looksLikeJSON(_ text: [UInt8]) -> Bool {
        guard let first = text.first(where: { !isSpace($0) }), first == UInt8(ascii: "[") || first == UInt8(ascii: "{") else {
            return false
        }
        return (try? JSONSerialization.jsonObject(with: Data(text), options: [])) != nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Parses one document; `line` is set for a line of NDJSON.
    static func parse(_ bytes: some Collection<UInt8>, line: Int?, options: InputOptions) throws(InputError) -> InputList {
        guard bytes.contains(where: { !isSpace($0) }) else {
            throw line == nil ? .empty(.json) : .malformedJSON(at: line.map(InputLocation.line))
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw .malformedJSON(at: line.map(InputLocation.line))
        }
        func place(_ path: String) -> InputLocation { InputLocation(line: line, path: path) }
        func fail(_ path: String?, _ expected: String) -> InputError {
            .unexpectedShape(at: path.map(place) ?? line.map(InputLocation.line), expected: expected)
        }

        if let flat = json as? [Any] {
            if flat.contains(where: { $0 is [String: Any] }) {
                return try objects(flat, order: JSONFieldOrder.names(in: Array(bytes)), line: line, options: options)
            }
            // Rows without a key, as in `lines`: the k-th repeat of a string is `text#k`.
            var assembler = ListAssembler(header: nil, keyed: false, sectioned: false, capacity: flat.count)
            for (i, element) in flat.enumerated() {
                guard let text = element as? String else { throw fail("[\(i)]", "a string") }
                try assembler.add(location: place("[\(i)]"), text: text)
            }
            return assembler.finish()
        }
        guard let object = json as? [String: Any], let sections = object["sections"] as? [Any] else {
            throw fail(nil, #"a list of strings or an object {"sections": [...]}"#)
        }
        var result = InputList()
        var ids = SectionsIdentities()
        for (s, element) in sections.enumerated() {
            let path = "sections[\(s)]"
            guard let section = element as? [String: Any] else { throw fail(path, "an object") }
            guard let id = section["id"] as? String else { throw fail("\(path).id", "a string") }
            try ids.claimSection(id, at: place(path))
            var header = id
            if let value = section["header"] {
                guard let text = value as? String else { throw fail("\(path).header", "a string") }
                header = text
            }
            var rows = [InputRow]()
            if let value = section["items"] {
                guard let items = value as? [Any] else { throw fail("\(path).items", "a list") }
                for (i, item) in items.enumerated() {
                    let itemPath = "\(path).items[\(i)]"
                    if let text = item as? String {
                        ids.numberLater(section: s, row: rows.count)
                        rows.append(InputRow(text))
                        continue
                    }
                    guard let fields = item as? [String: Any] else { throw fail(itemPath, "a string or an object") }
                    guard let itemID = fields["id"] as? String else { throw fail("\(itemPath).id", "a string") }
                    var text = itemID
                    if let value = fields["text"] {
                        guard let string = value as? String else { throw fail("\(itemPath).text", "a string") }
                        text = string
                    }
                    var occurrence = 1
                    if let value = fields["occurrence"] {
                        guard let number = value as? Int, number >= 1 else { throw fail("\(itemPath).occurrence", "a number from 1") }
                        occurrence = number
                    }
                    let cells = try strings(fields["cells"], at: "\(itemPath).cells", fail: fail)
                    let rowID = RowID(itemID, occurrence: occurrence)
                    try ids.claimRow(rowID, at: place(itemPath))
                    rows.append(InputRow(id: rowID, text: text, cells: cells))
                }
            }
            let cells = try strings(section["cells"], at: "\(path).cells", fail: fail)
            result.append(ListSection(model: InputSection(id: id, header: header, cells: cells), items: rows))
        }
        ids.number(&result)
        return result
    }

    /// An optional list of strings (the `cells` of a row or header).
    private static func strings(_ value: Any?, at path: String, fail: (String?, String) -> InputError) throws(InputError) -> [String] {
        guard let value else { return [] }
        guard let list = value as? [Any] else { throw fail(path, "a list of strings") }
        var result = [String]()
        for element in list {
            guard let string = element as? String else { throw fail(path, "a list of strings") }
            result.append(string)
        }
        return result
    }

    /// A list of objects, keyed and grouped by fields; `order` is the order
    /// the document names its fields in (any name it misses follows, sorted).
    private static func objects(_ elements: [Any], order: [String], line: Int?, options: InputOptions) throws(InputError) -> InputList {
        var names = [String]()
        var known = Set<String>()
        var objects = [[String: Any]]()
        objects.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            guard let object = element as? [String: Any] else {
                throw .unexpectedShape(at: InputLocation(line: line, path: "[\(i)]"), expected: "an object")
            }
            known.formUnion(object.keys)
            objects.append(object)
        }
        names = order.filter { known.contains($0) }
        names += known.subtracting(names).sorted()
        func field(_ selector: ColumnSelector) throws(InputError) -> String {
            switch selector {
            case let .name(name):
                guard known.contains(name) else { throw .unknownColumn(name, available: names) }
                return name
            case let .number(n):
                guard n >= 1 else { throw .invalidColumnNumber(n) }
                guard n <= names.count else { throw .unknownColumn(String(n), available: names) }
                return names[n - 1]
            }
        }
        let keyField = try field(options.key ?? .name("id"))
        let sectionField = try options.section.map { (selector) throws(InputError) in try field(selector) }
        var assembler = ListAssembler(header: Record.Header(text: names.joined(separator: "  "), cells: names),
                                      keyed: true, sectioned: sectionField != nil, capacity: objects.count)
        for (i, object) in objects.enumerated() {
            let place = InputLocation(line: line, path: "[\(i)]")
            guard let key = object[keyField].map(text) else {
                throw .unexpectedShape(at: place, expected: "an object with a \"\(keyField)\" field")
            }
            let section: String?
            if let sectionField {
                guard let value = object[sectionField].map(text) else {
                    throw .unexpectedShape(at: place, expected: "an object with a \"\(sectionField)\" field")
                }
                section = value
            } else {
                section = nil
            }
            let cells = names.map { object[$0].map(text) ?? "" }
            try assembler.add(location: place, text: cells.joined(separator: "  "), cells: cells, key: key, section: section)
        }
        return assembler.finish()
    }

    /// A JSON value as a cell: strings as they are, numbers and booleans as
    /// written, anything else as compact JSON.
    static func text(_ value: Any) -> String {
        switch value {
        case let string as String: return string
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        case is NSNull: return "null"
        default:
            guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else {
                return "\(value)"
            }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
