import CSV

/// The rows of a CSV or TSV text as cells, each with the line it starts
/// on; empty lines give no row.
enum TableRows {
    /// Whether the text needs no quoting rules: no `"`, and every CR ends a line (CRLF).
    ///
    /// Complexity: O(n) in the bytes.
    static func isPlain(_ bytes: ArraySlice<UInt8>) -> Bool {
        var previousCR = false
        for byte in bytes {
            if previousCR, byte != 0x0A { return false }
            if byte == 0x22 { return false }
            previousCR = byte == 0x0D
        }
        return !previousCR
    }

    /// The rows of a plain text (see ``isPlain(_:)``): each line, without its
    /// CR, split at every delimiter byte.
    ///
    /// Complexity: O(n) in the bytes.
    /// - Throws: ``InputError/invalidUTF8(line:)`` when `options.invalidText`
    ///   is `.reject`, or what `row` throws.
    static func plain(_ bytes: ArraySlice<UInt8>, delimiter: UInt8, options: InputOptions,
                      _ row: (_ cells: [String], _ at: InputLocation) throws(InputError) -> Void) throws(InputError) {
        try TextLines.forEachRaw(bytes) { (number, line) throws(InputError) in
            var line = line
            if line.last == 0x0D { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
            if line.isEmpty { return }
            if options.invalidText == .reject, !TextLines.isASCII(line), String(validating: line, as: UTF8.self) == nil {
                throw .invalidUTF8(line: number)
            }
            var cells = [String]()
            var start = 0
            for i in 0...line.count where i == line.count || line[i] == delimiter {
                cells.append(String(decoding: UnsafeBufferPointer(rebasing: line[start..<i]), as: UTF8.self))
                start = i + 1
            }
            try row(cells, .line(number))
        }
    }

    /// The rows of any text, read with yaslab/CSV.swift (RFC 4180 quoting:
    /// quoted fields may hold the delimiter, `""` and line breaks).
    ///
    /// - Throws: ``InputError/invalidUTF8(line:)`` when `options.invalidText`
    ///   is `.reject`, ``InputError/empty(_:)`` when the reader cannot start,
    ///   or what `row` throws.
    static func quoted(_ bytes: ArraySlice<UInt8>, delimiter: Unicode.Scalar, format: InputFormat, options: InputOptions,
                       _ row: (_ cells: [String], _ at: InputLocation) throws(InputError) -> Void) throws(InputError) {
        let text: String
        if options.invalidText == .reject {
            guard let valid = String(validating: bytes, as: UTF8.self) else {
                try TextLines.forEach(Array(bytes), options: options) { _, _ in }  // throws, naming the line
                throw .invalidUTF8(line: 1)
            }
            text = valid
        } else {
            text = String(decoding: bytes, as: UTF8.self)
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false, trimFields: false, delimiter: delimiter)
        } catch {
            throw .empty(format)
        }
        var line = 1
        while let cells = reader.next() {
            let location = InputLocation.line(line)
            line += 1 + cells.reduce(0) { $0 + lineBreaks(in: $1) }
            if cells.count == 1, cells[0].isEmpty { continue }
            try row(cells, location)
        }
    }

    /// Line breaks inside a quoted cell (LF, CR LF, a lone CR: what ends a
    /// record), so that later rows keep their line numbers. Not
    /// `Character.isNewline`, which also counts a vertical tab, a form feed,
    /// NEL and U+2028/2029: no line ends there.
    private static func lineBreaks(in cell: String) -> Int {
        guard cell.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return 0 }
        return cell.reduce(0) { $0 + ($1 == "\n" || $1 == "\r" || $1 == "\r\n" ? 1 : 0) }
    }
}
