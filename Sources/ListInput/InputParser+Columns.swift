extension InputParser {
    /// Lines, or whitespace-separated columns: each line is a row showing the
    /// line as printed. Without a key a row is identified by its text (the
    /// k-th repeat is `text#k`); with `--key` by that field, the whole line
    /// being the content (so other fields changing is an update). Blank lines
    /// are rows unless a key or section field is asked for.
    ///
    /// One pass over the bytes; only the key and section fields are copied out of a line.
    static func columns(_ bytes: [UInt8], format: InputFormat, options: InputOptions) throws(InputError) -> InputList {
        let needsFields = options.key != nil || options.section != nil
        var header: Record.Header?
        var keyIndex: Int?
        var sectionIndex: Int?
        var assembler = ListAssembler(header: nil, keyed: false, sectioned: false)
        var started = false
        let capacity = TextLines.count(bytes[...])
        func start(names: [String]?) throws(InputError) {
            let resolver = ColumnResolver(names: names)
            keyIndex = try options.key.map { (selector) throws(InputError) in try resolver.index(of: selector) }
            sectionIndex = try options.section.map { (selector) throws(InputError) in try resolver.index(of: selector) }
            assembler = ListAssembler(header: header, keyed: keyIndex != nil, sectioned: sectionIndex != nil, capacity: capacity)
            started = true
        }
        if options.header != true { try start(names: nil) }
        try TextLines.forEach(bytes, options: options) { (number, text) throws(InputError) in
            guard started else {
                header = Record.Header(text: text)
                return try start(names: TextLines.fields(of: text))
            }
            guard needsFields else { return try assembler.add(location: .line(number), text: text) }
            func field(_ index: Int?, _ selector: ColumnSelector?) throws(InputError) -> String? {
                guard let index, let selector else { return nil }
                if let value = TextLines.field(index, of: text) { return value }
                throw .missingColumn(selector, at: .line(number), fieldCount: TextLines.fields(of: text).count)
            }
            if TextLines.field(0, of: text) == nil { return }  // a blank line
            try assembler.add(location: .line(number), text: text,
                         key: field(keyIndex, options.key), section: field(sectionIndex, options.section))
        }
        if !started { try start(names: []) }  // a header was asked for and there is no line
        return assembler.finish()
    }
}
