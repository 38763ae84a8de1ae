import CSV

extension InputParser {
    /// CSV or TSV (RFC 4180 quoting: quoted fields may hold the delimiter,
    /// `""` and line breaks). The first row is the header unless
    /// `options.header == false`; each row's cells are shown as aligned
    /// columns; blank lines are skipped.
    ///
    /// A table with no quote (and no CR but before a line break) is split
    /// on its bytes, one pass; any other is read with yaslab/CSV.swift,
    /// which walks it scalar by scalar.
    static func table(_ bytes: [UInt8], delimiter: Unicode.Scalar, options: InputOptions) throws(InputError) -> InputList {
        let format: InputFormat = delimiter == "," ? .csv : .tsv
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }  // a byte order mark
        let hasHeader = options.header ?? true
        var header: Record.Header?
        var resolver = ColumnResolver(names: nil)
        var keyIndex: Int?
        var sectionIndex: Int?
        var assembler: ListAssembler?
        let plain = TableRows.isPlain(body)
        func resolve() throws(InputError) -> ListAssembler {
            keyIndex = try options.key.map { (selector) throws(InputError) in try resolver.index(of: selector) }
            sectionIndex = try options.section.map { (selector) throws(InputError) in try resolver.index(of: selector) }
            return ListAssembler(header: header, keyed: keyIndex != nil, sectioned: sectionIndex != nil,
                                 capacity: plain ? TextLines.count(body) : 0)
        }
        func add(_ cells: [String], at location: InputLocation) throws(InputError) {
            if hasHeader, header == nil {
                header = Record.Header(text: cells.joined(separator: "  "), cells: cells)
                resolver.names = cells
                return
            }
            if assembler == nil { assembler = try resolve() }
            var record = Record(location: location, text: cells.joined(separator: "  "), cells: cells)
            if let keyIndex, let key = options.key { record.key = try ColumnResolver.field(cells, keyIndex, key, at: location) }
            if let sectionIndex, let section = options.section {
                record.section = try ColumnResolver.field(cells, sectionIndex, section, at: location)
            }
            try assembler?.add(record)
        }
        if plain {
            try TableRows.plain(body, delimiter: UInt8(ascii: delimiter), options: options, add)
        } else {
            try TableRows.quoted(body, delimiter: delimiter, format: format, options: options, add)
        }
        if hasHeader, header == nil { throw .empty(format) }
        // With no rows, the key and section columns must still exist.
        if assembler == nil { assembler = try resolve() }
        return assembler?.finish() ?? []
    }
}
