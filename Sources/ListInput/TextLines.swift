/// Text split into lines, each decoded and cleaned for display: trailing
/// whitespace (and a CR) trimmed, tabs expanded to 8-column stops, lines
/// longer than the limit cut and ended with `…`. Control characters are
/// kept: the canvas draws them as visible placeholders (␛, ␇), so text is
/// data and never terminal commands.
enum TextLines {
    /// A line and its 1-based number.
    struct Line {
        var number: Int
        var text: String
    }

    /// The lines of `bytes` (a final line break does not start an empty line).
    ///
    /// Complexity: O(n) in the bytes.
    /// - Throws: ``InputError/invalidUTF8(line:)`` when `options.invalidText` is `.reject`.
    static func split(_ bytes: [UInt8], options: InputOptions) throws(InputError) -> [Line] {
        var lines = [Line]()
        var start = 0
        var number = 1
        let count = bytes.count
        while start < count {
            var end = start
            while end < count, bytes[end] != 0x0A { end += 1 }
            lines.append(Line(number: number, text: try decode(bytes[start..<end], line: number, options: options)))
            number += 1
            start = end + 1
        }
        return lines
    }

    /// One line's bytes as clean text.
    static func decode(_ slice: ArraySlice<UInt8>, line: Int, options: InputOptions) throws(InputError) -> String {
        var end = slice.endIndex
        while end > slice.startIndex, isTrailingSpace(slice[end - 1]) { end -= 1 }
        let trimmed = slice[slice.startIndex..<end]
        var text: String
        if options.invalidText == .reject {
            guard let valid = String(validating: trimmed, as: UTF8.self) else { throw .invalidUTF8(line: line) }
            text = valid
        } else {
            text = String(decoding: trimmed, as: UTF8.self)
        }
        if trimmed.contains(0x09) { text = expandTabs(text) }
        return cut(text, to: options.maximumLineLength)
    }

    private static func isTrailingSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }

    /// Tabs become spaces up to the next multiple of 8 characters.
    static func expandTabs(_ text: String) -> String {
        var result = ""
        var column = 0
        for character in text {
            if character == "\t" {
                let spaces = 8 - column % 8
                result.append(String(repeating: " ", count: spaces))
                column += spaces
            } else {
                result.append(character)
                column += 1
            }
        }
        return result
    }

    /// `text` cut to `limit` characters, the last one `…`, when longer.
    static func cut(_ text: String, to limit: Int) -> String {
        guard limit > 0, text.utf8.count > limit,
              let past = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
              past < text.endIndex else { return text }
        let end = text.index(text.startIndex, offsetBy: limit - 1)
        return String(text[..<end]) + "…"
    }
}
