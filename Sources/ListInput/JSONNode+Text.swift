extension JSONNode {
    /// The value as a cell shows it, the one rule of JSON input: strings as
    /// they are, integers in decimal, other numbers as `NSNumber` wrote them
    /// (`9.5`, `3.0`, `1e+16`, `1e-07`), `true`, `false`, `null`, and arrays and
    /// objects as compact JSON with sorted keys, as `JSONSerialization` wrote
    /// them (so cells read exactly as they did before this reader).
    ///
    /// Complexity: O(size of the value), plus sorting each object's keys.
    var cellText: String {
        switch self {
        case let .string(string): return string
        case let .integer(integer): return String(integer)
        case let .number(double): return JSONNumberText.shortest(double)
        case let .decimal(text): return JSONNumberText.decimal(text)
        case let .numberText(text): return text
        case let .bool(bool): return bool ? "true" : "false"
        case .null: return "null"
        case .array, .object:
            var text: [UInt8] = []
            writeCompact(to: &text)
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// Compact JSON, as `JSONSerialization.data(withJSONObject:options: .sortedKeys)`
    /// wrote it: `/` escaped, control characters as `\uXXXX`, numbers without
    /// a trailing `.0`, keys in its order (case-insensitive, digits as numbers).
    private func writeCompact(to text: inout [UInt8]) {
        switch self {
        case let .string(string): Self.writeQuoted(string, to: &text)
        case let .integer(integer): text.append(contentsOf: String(integer).utf8)
        case let .number(double):
            var written = JSONNumberText.shortest(double)
            if written.hasSuffix(".0") { written.removeLast(2) }
            text.append(contentsOf: written.utf8)
        case let .decimal(number): text.append(contentsOf: JSONNumberText.decimal(number).utf8)
        case let .numberText(number): text.append(contentsOf: number.utf8)
        case let .bool(bool): text.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null: text.append(contentsOf: "null".utf8)
        case let .array(elements):
            text.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { text.append(UInt8(ascii: ",")) }
                element.writeCompact(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .object:
            text.append(UInt8(ascii: "{"))
            let fields = uniqueFields.sorted { JSONKeyOrder.precedes($0.name, $1.name) }
            for (i, field) in fields.enumerated() {
                if i > 0 { text.append(UInt8(ascii: ",")) }
                Self.writeQuoted(field.name, to: &text)
                text.append(UInt8(ascii: ":"))
                field.value.writeCompact(to: &text)
            }
            text.append(UInt8(ascii: "}"))
        }
    }

    private static func writeQuoted(_ string: String, to text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): text.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "/"): text.append(contentsOf: #"\/"#.utf8)
            case 0x08: text.append(contentsOf: #"\b"#.utf8)
            case 0x0C: text.append(contentsOf: #"\f"#.utf8)
            case 0x0A: text.append(contentsOf: #"\n"#.utf8)
            case 0x0D: text.append(contentsOf: #"\r"#.utf8)
            case 0x09: text.append(contentsOf: #"\t"#.utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                text.append(contentsOf: #"\u00"#.utf8)
                text.append(hex[Int(byte >> 4)])
                text.append(hex[Int(byte & 0x0F)])
            default: text.append(byte)
            }
        }
        text.append(UInt8(ascii: "\""))
    }
}
