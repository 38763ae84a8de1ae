extension InputParser {
    /// Lines, or whitespace-separated columns: each line is a row showing the
    /// line as printed. Without a key a row is identified by its text (the
    /// k-th repeat is `text#k`); with `--key` by that field, the whole line
    /// being the content (so other fields changing is an update). Blank lines
    /// are rows unless a key or section field is asked for.
    static func columns(_ bytes: [UInt8], format: InputFormat, options: InputOptions) throws(InputError) -> InputList {
        var lines = try TextLines.split(bytes, options: options)
        let needsFields = options.key != nil || options.section != nil
        var header: Record.Header?
        var resolver = ColumnResolver(names: nil)
        if options.header == true {
            if let first = lines.first {
                header = Record.Header(text: first.text)
                resolver.names = first.text.split(separator: " ").map(String.init)
                lines.removeFirst()
            } else {
                resolver.names = []
            }
        }
        let keyIndex = try options.key.map { (selector) throws(InputError) in try resolver.index(of: selector) }
        let sectionIndex = try options.section.map { (selector) throws(InputError) in try resolver.index(of: selector) }
        var records = [Record]()
        records.reserveCapacity(lines.count)
        for line in lines {
            var record = Record(location: .line(line.number), text: line.text)
            if needsFields {
                let fields = line.text.split(separator: " ").map(String.init)
                if fields.isEmpty { continue }
                if let keyIndex, let key = options.key {
                    record.key = try ColumnResolver.field(fields, keyIndex, key, at: record.location)
                }
                if let sectionIndex, let section = options.section {
                    record.section = try ColumnResolver.field(fields, sectionIndex, section, at: record.location)
                }
            }
            records.append(record)
        }
        return try Record.assemble(records, header: header, keyed: keyIndex != nil, sectioned: sectionIndex != nil)
    }
}
