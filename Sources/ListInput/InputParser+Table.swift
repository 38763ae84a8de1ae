import CSV

extension InputParser {
    /// CSV or TSV (RFC 4180 quoting: quoted fields may hold the delimiter,
    /// `""` and line breaks), read with yaslab/CSV.swift. The first row is
    /// the header unless `options.header == false`; each row's cells are
    /// shown as aligned columns; blank lines are skipped.
    static func table(_ bytes: [UInt8], delimiter: Unicode.Scalar, options: InputOptions) throws(InputError) -> InputList {
        let format: InputFormat = delimiter == "," ? .csv : .tsv
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }  // a byte order mark
        let text: String
        if options.invalidText == .reject {
            guard let valid = String(validating: body, as: UTF8.self) else {
                try TextLines.forEach(Array(body), options: options) { _, _ in }  // throws, naming the line
                throw .invalidUTF8(line: 1)
            }
            text = valid
        } else {
            text = String(decoding: body, as: UTF8.self)
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false, trimFields: false, delimiter: delimiter)
        } catch {
            throw .empty(format)
        }
        let hasHeader = options.header ?? true
        var header: Record.Header?
        var resolver = ColumnResolver(names: nil)
        var keyIndex: Int?
        var sectionIndex: Int?
        var line = 1
        var assembler: ListAssembler?
        func resolve() throws(InputError) -> ListAssembler {
            keyIndex = try options.key.map { (selector) throws(InputError) in try resolver.index(of: selector) }
            sectionIndex = try options.section.map { (selector) throws(InputError) in try resolver.index(of: selector) }
            return ListAssembler(header: header, keyed: keyIndex != nil, sectioned: sectionIndex != nil)
        }
        while let cells = reader.next() {
            let location = InputLocation.line(line)
            line += 1 + cells.reduce(0) { $0 + lineBreaks(in: $1) }
            if cells.count == 1, cells[0].isEmpty { continue }
            if hasHeader, header == nil {
                header = Record.Header(text: cells.joined(separator: "  "), cells: cells)
                resolver.names = cells
                continue
            }
            if assembler == nil { assembler = try resolve() }
            var record = Record(location: location, text: cells.joined(separator: "  "), cells: cells)
            if let keyIndex, let key = options.key { record.key = try ColumnResolver.field(cells, keyIndex, key, at: location) }
            if let sectionIndex, let section = options.section {
                record.section = try ColumnResolver.field(cells, sectionIndex, section, at: location)
            }
            try assembler?.add(record)
        }
        if hasHeader, header == nil { throw .empty(format) }
        // With no rows, the key and section columns must still exist.
        if assembler == nil { assembler = try resolve() }
        return assembler?.finish() ?? []
    }

    /// Line breaks inside a quoted cell, so that later rows keep their line numbers.
    private static func lineBreaks(in cell: String) -> Int {
        guard cell.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return 0 }
        return cell.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
    }
}
