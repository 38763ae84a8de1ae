#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text split into lines, each decoded and cleaned for display: trailing
/// whitespace (and a CR) trimmed, tabs expanded to 8-column stops, lines
/// longer than the limit cut and ended with `…`. Control characters are
/// kept: the canvas draws them as visible placeholders (␛, ␇), so text is
/// data and never terminal commands.
///
/// Works on the bytes: line breaks are found with `memchr`, each line
/// becomes one `String` straight from its bytes (validated once), and only
/// a line with a tab is walked by `Character`.
enum TextLines {
    /// How many lines `bytes` hold (a final line break does not start an empty line).
    ///
    /// Complexity: O(n) in the bytes.
    static func count(_ bytes: ArraySlice<UInt8>) -> Int {
        var breaks = 0
        for byte in bytes where byte == 0x0A { breaks += 1 }
        return breaks + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
    }

    /// Calls `body` with each line's 1-based number and clean text, in order
    /// (a final line break does not start an empty line).
    ///
    /// Complexity: O(n) in the bytes.
    /// - Throws: ``InputError/invalidUTF8(line:)`` when `options.invalidText`
    ///   is `.reject`, or what `body` throws.
    static func forEach(_ bytes: [UInt8], options: InputOptions,
                        _ body: (_ number: Int, _ text: String) throws(InputError) -> Void) throws(InputError) {
        try forEachRaw(bytes[...]) { (number, line) throws(InputError) in
            try body(number, decode(line, line: number, options: options))
        }
    }

    /// Calls `body` with each line's 1-based number and bytes (without the
    /// line break), in order; a final line break does not start an empty line.
    ///
    /// Complexity: O(n) in the bytes (`memchr` finds the breaks).
    /// - Throws: what `body` throws.
    static func forEachRaw(_ bytes: ArraySlice<UInt8>,
                           _ body: (_ number: Int, _ line: UnsafeBufferPointer<UInt8>) throws(InputError) -> Void) throws(InputError) {
        let result = bytes.withUnsafeBufferPointer { (buffer) -> InputError? in
            guard let base = buffer.baseAddress else { return nil }
            var start = 0
            var number = 1
            let count = buffer.count
            while start < count {
                let end = memchr(base + start, 0x0A, count - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? count
                do throws(InputError) {
                    try body(number, UnsafeBufferPointer(rebasing: buffer[start..<end]))
                } catch {
                    return error
                }
                number += 1
                start = end + 1
            }
            return nil
        }
        if let result { throw result }
    }

    /// One line's bytes as clean text.
    ///
    /// - Throws: ``InputError/invalidUTF8(line:)`` when `options.invalidText` is `.reject`.
    static func decode(_ line: UnsafeBufferPointer<UInt8>, line number: Int, options: InputOptions) throws(InputError) -> String {
        var end = line.count
        while end > 0, isTrailingSpace(line[end - 1]) { end -= 1 }
        let trimmed = UnsafeBufferPointer(rebasing: line[0..<end])
        var text: String
        if options.invalidText == .reject, !isASCII(trimmed) {
            // (ASCII is valid UTF-8; the generic validation costs more than the check.)
            guard let valid = String(validating: trimmed, as: UTF8.self) else { throw .invalidUTF8(line: number) }
            text = valid
        } else {
            text = String(decoding: trimmed, as: UTF8.self)
        }
        if let base = trimmed.baseAddress, memchr(base, 0x09, end) != nil { text = expandTabs(text) }
        return cut(text, to: options.maximumLineLength)
    }

    /// Whether every byte is ASCII (so the bytes are valid UTF-8).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in bytes { bits |= byte }
        return bits < 0x80
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

    /// The `index`-th (0-based) field of `text` split on spaces (runs of
    /// spaces are one separator), or `nil` when the line has fewer fields.
    ///
    /// Complexity: O(length of `text`); only the field returned is copied.
    static func field(_ index: Int, of text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var field = 0
            var i = 0
            while i < bytes.count {
                while i < bytes.count, bytes[i] == 0x20 { i += 1 }
                guard i < bytes.count else { return nil }
                let start = i
                while i < bytes.count, bytes[i] != 0x20 { i += 1 }
                if field == index { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self) }
                field += 1
            }
            return nil
        } ?? fields(of: text).dropFirst(index).first
    }

    /// The fields of `text` split on spaces.
    static func fields(of text: String) -> [String] {
        text.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }
}
