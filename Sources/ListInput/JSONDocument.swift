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
        return (try? JSONReader.parse(text)) != nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Parses one document; `line` is set for a line of NDJSON.
    static func parse(_ bytes: some Collection<UInt8>, line: Int?, options: InputOptions) throws(InputError) -> InputList {
        guard bytes.contains(where: { !isSpace($0) }) else {
            throw line == nil ? .empty(.json) : .malformedJSON(at: line.map(InputLocation.line))
        }
        let json: JSONNode
        do {
            json = try JSONReader.parse(bytes)
        } catch {
            throw .malformedJSON(at: line.map(InputLocation.line))
        }
        func place(_ path: String) -> InputLocation { InputLocation(line: line, path: path) }
        func fail(_ path: String?, _ expected: String) -> InputError {
            .unexpectedShape(at: path.map(place) ?? line.map(InputLocation.line), expected: expected)
        }

        if case let .array(flat) = json {
            if flat.contains(where: { if case .object = $0 { true } else { false } }) {
                return try objects(flat, line: line, options: options)
            }
            // Rows without a key, as in `lines`: the k-th repeat of a string is `text#k`.
            var assembler = ListAssembler(header: nil, keyed: false, sectioned: false, capacity: flat.count)
            for (i, element) in flat.enumerated() {
                guard case let .string(text) = element else { throw fail("[\(i)]", "a string") }
                try assembler.add(location: place("[\(i)]"), text: text)
            }
            return assembler.finish()
        }
        guard case let .array(sections)? = json["sections"] else {
            throw fail(nil, #"a list of strings or an object {"sections": [...]}"#)
        }
        var result = InputList()
        var ids = SectionsIdentities()
        for (s, section) in sections.enumerated() {
            let path = "sections[\(s)]"
            guard case .object = section else { throw fail(path, "an object") }
            guard case let .string(id)? = section["id"] else { throw fail("\(path).id", "a string") }
            try ids.claimSection(id, at: place(path))
            var header = id
            if let value = section["header"] {
                guard case let .string(text) = value else { throw fail("\(path).header", "a string") }
                header = text
            }
            var rows = [InputRow]()
            if let value = section["items"] {
                guard case let .array(items) = value else { throw fail("\(path).items", "a list") }
                for (i, item) in items.enumerated() {
                    let itemPath = "\(path).items[\(i)]"
                    if case let .string(text) = item {
                        ids.numberLater(section: s, row: rows.count)
                        rows.append(InputRow(text))
                        continue
                    }
                    guard case .object = item else { throw fail(itemPath, "a string or an object") }
                    guard case let .string(itemID)? = item["id"] else { throw fail("\(itemPath).id", "a string") }
                    var text = itemID
                    if let value = item["text"] {
                        guard case let .string(string) = value else { throw fail("\(itemPath).text", "a string") }
                        text = string
                    }
                    var occurrence = 1
                    if let value = item["occurrence"] {
                        guard let number = wholeNumber(value), number >= 1 else { throw fail("\(itemPath).occurrence", "a number from 1") }
                        occurrence = number
                    }
                    let cells = try strings(item["cells"], at: "\(itemPath).cells", fail: fail)
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

    /// A number that is a whole `Int` (`2` or `2.0`), as `as? Int` took it from `JSONSerialization`.
    private static func wholeNumber(_ value: JSONNode) -> Int? {
        switch value {
        case let .integer(integer): integer
        case let .number(double): Int(exactly: double)
        case let .decimal(text), let .numberText(text): Double(text).flatMap { Int(exactly: $0) }
        default: nil
        }
    }

    /// An optional list of strings (the `cells` of a row or header).
    private static func strings(_ value: JSONNode?, at path: String, fail: (String?, String) -> InputError) throws(InputError) -> [String] {
        guard let value else { return [] }
        guard case let .array(list) = value else { throw fail(path, "a list of strings") }
        var result = [String]()
        for element in list {
            guard case let .string(string) = element else { throw fail(path, "a list of strings") }
            result.append(string)
        }
        return result
    }

    /// A list of objects, keyed and grouped by fields; the header names the
    /// fields in the order the document names them (as written in each
    /// object, first appearance across objects).
    private static func objects(_ elements: [JSONNode], line: Int?, options: InputOptions) throws(InputError) -> InputList {
        var names = [String]()
        var columns: [String: Int] = [:]
        for (i, element) in elements.enumerated() {
            guard case let .object(fields) = element else {
                throw .unexpectedShape(at: InputLocation(line: line, path: "[\(i)]"), expected: "an object")
            }
            for field in fields where columns[field.name] == nil {
                columns[field.name] = names.count
                names.append(field.name)
            }
        }
        func field(_ selector: ColumnSelector) throws(InputError) -> String {
            switch selector {
            case let .name(name):
                guard columns[name] != nil else { throw .unknownColumn(name, available: names) }
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
                                      keyed: true, sectioned: sectionField != nil, capacity: elements.count)
        for (i, object) in elements.enumerated() {
            let place = InputLocation(line: line, path: "[\(i)]")
            guard let key = object[keyField]?.cellText else {
                throw .unexpectedShape(at: place, expected: "an object with a \"\(keyField)\" field")
            }
            let section: String?
            if let sectionField {
                guard let value = object[sectionField]?.cellText else {
                    throw .unexpectedShape(at: place, expected: "an object with a \"\(sectionField)\" field")
                }
                section = value
            } else {
                section = nil
            }
            // Each field's text in its column; a name written twice keeps its last value.
            var cells = [String](repeating: "", count: names.count)
            if case let .object(fields) = object {
                for field in fields { if let column = columns[field.name] { cells[column] = field.value.cellText } }
            }
            try assembler.add(location: place, text: cells.joined(separator: "  "), cells: cells, key: key, section: section)
        }
        return assembler.finish()
    }
}
