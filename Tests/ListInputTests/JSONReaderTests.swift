import Foundation
@testable import ListInput
import SeededRandom
import Testing

/// The byte-level reader against `JSONSerialization`, the reader it replaced:
/// the same values, the same cell texts, field order kept, and the same
/// documents refused.
@Suite struct JSONReaderTests {
    private func node(_ text: String, fragments: Bool = true) throws(JSONReaderError) -> JSONNode {
        try JSONReader.parse(Array(text.utf8), allowsFragments: fragments)
    }

    private func error(_ bytes: [UInt8]) -> JSONReaderError? {
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ text: String) -> JSONReaderError? { error(Array(text.utf8)) }

    @Test func randomDocumentsReadAsJSONSerializationReadsThem() throws {
        var random = SplitMix64(seed: 25)
        for _ in 0..<3_000 {
            var generator = RandomJSON(random: random)
            let (text, expected) = generator.value(depth: 0)
            random = generator.random
            let bytes = Array(text.utf8)
            let read = try JSONReader.parse(bytes)
            // Exactly the value written, fields in order, repeats kept.
            #expect(read == expected, "\(text)")
            let foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            #expect(Self.same(read, foundation), "\(text)")
            // Cells read as they did: the old rule applied to JSONSerialization's value.
            #expect(read.cellText == Self.foundationText(foundation), "\(text)")
        }
    }

    @Test func brokenDocumentsAreRefusedWhereJSONSerializationRefusedThem() {
        var random = SplitMix64(seed: 2_025)
        let noise = Array(#"{}[]",:\ -.0123eE+tfnu"#.utf8) + [0x00, 0x01, 0x0A, 0xC3, 0xFF, 0xED, 0xA0]
        var refused = 0
        for _ in 0..<3_000 {
            var generator = RandomJSON(random: random)
            var bytes = Array(generator.value(depth: 0).text.utf8)
            for _ in 0...Int(generator.random.next() % 3) {
                let at = Int(generator.random.next() % UInt64(bytes.count + 1))
                switch generator.random.next() % 3 {
                case 0: bytes.insert(noise[Int(generator.random.next() % UInt64(noise.count))], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: bytes = Array(bytes[..<at])
                }
            }
            random = generator.random
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            let read = try? JSONReader.parse(bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect((foundation == nil) == (read == nil), "\(text)")
            if let foundation, let read { #expect(Self.same(read, foundation), "\(text)") }
            if read == nil { refused += 1 }
        }
        #expect(refused > 1_000)
    }

    @Test func numbersAreWrittenAsNSNumberWroteThem() {
        var random = SplitMix64(seed: 7)
        var values: [Double] = [0, -0.0, 3, 100, 0.1, 0.0001, 0.00001, 1e15, 1e16, 123456789012345.6, 1e-7, .leastNonzeroMagnitude,
                                .greatestFiniteMagnitude, 2.5e-3, 12345678.9, 9.5, -1.5e300]
        for _ in 0..<5_000 {
            let bits = Double(bitPattern: random.next())
            if bits.isFinite { values.append(bits) }
            values.append(Double(Int64(bitPattern: random.next()) % 1_000_000) / [1, 10, 1_000, 1e7][Int(random.next() % 4)])
        }
        for value in values {
            #expect(JSONNumberText.shortest(value) == NSNumber(value: value).stringValue, "\(value)")
        }
    }

    @Test func integersAreExactUpToInt64AndDoublesBeyond() throws {
        #expect(try node("9223372036854775807") == .integer(.max))
        #expect(try node("-9223372036854775808") == .integer(.min))
        // Beyond Int: the digits as written, as JSONSerialization (UInt64, NSDecimalNumber) kept them.
        #expect(try node("9223372036854775808") == .decimal("9223372036854775808"))
        #expect(try node("18446744073709551616").cellText == "18446744073709551616")
        #expect(try node("0.0000000306198541").cellText == "0.0000000306198541")
        #expect(try node("0.000000030619854").cellText == "3.0619854e-08")
        #expect(try node("[100000000000000000000.0]").cellText == "[100000000000000000000]")
        #expect(try node("-0") == .integer(0))
        #expect(try node("3.0") == .number(3))
        #expect(try node("3").cellText == "3")
        #expect(try node("3.0").cellText == "3.0")
        #expect(try node("[3.0, 1e2, -0.0]").cellText == "[3,100,-0]")
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        #expect(try node(#""a\"\\\/\b\f\n\r\t\u00e9\u6F22\ud83d\ude00z""#) == .string("a\"\\/\u{8}\u{C}\n\r\té漢😀z"))
        #expect(try node(#""\u0000""#) == .string("\u{0}"))
        #expect(try node("\"é😀\"") == .string("é😀"))
    }

    @Test func unpairedSurrogatesAreErrors() {
        // An error rather than U+FFFD: JSONSerialization refused them too, and a
        // key silently changed would hide the broken producer.
        #expect(error(#""\ud800""#)?.reason == .unpairedSurrogate)
        #expect(error(#""\ud83dx""#)?.reason == .unpairedSurrogate)
        #expect(error(#""\ud83d\u0041""#)?.reason == .unpairedSurrogate)
        #expect(error(#""\udc00""#)?.reason == .unpairedSurrogate)
        #expect(error(#""ab\udc00""#)?.offset == 3)
    }

    @Test func badStringsAreErrors() {
        #expect(error(#""\x""#)?.reason == .invalidEscape)
        #expect(error(#""\u12g4""#)?.reason == .invalidEscape)
        #expect(error("\"a\tb\"")?.reason == .controlCharacter)
        #expect(error([0x22, 0xFF, 0x22])?.reason == .invalidUTF8)
        #expect(error([0x22, 0xED, 0xA0, 0x80, 0x22])?.reason == .invalidUTF8)
        #expect(error([0x22, 0x5C, 0x6E, 0xC3, 0x22])?.reason == .invalidUTF8)
        #expect(error(#""abc"#)?.reason == .unexpectedEnd)
    }

    @Test func badNumbersAreErrors() {
        #expect(error("1e400")?.reason == .numberOutOfRange)
        #expect(error("01")?.reason == .unexpectedByte(UInt8(ascii: "1")))
        #expect(error("1.")?.reason == .unexpectedEnd)
        #expect(error("-")?.reason == .unexpectedEnd)
        #expect(error("+1")?.reason == .unexpectedByte(UInt8(ascii: "+")))
        #expect(error(".5")?.reason == .unexpectedByte(UInt8(ascii: ".")))
        #expect(error("[1e]")?.reason == .unexpectedByte(UInt8(ascii: "]")))
    }

    @Test func trailingBytesAreErrorsAndTrailingCommasAreNot() throws {
        #expect(error("[1] x")?.reason == .trailingBytes)
        #expect(error("[1]\u{0}")?.reason == .trailingBytes)
        #expect(error("{} {}")?.reason == .trailingBytes)
        #expect(try node(" [1] \n") == .array([.integer(1)]))
        // JSONSerialization took one trailing comma; documents read before still read.
        #expect(try node("[1,]") == .array([.integer(1)]))
        #expect(try node(#"{"a":1,}"#) == .object([JSONField(name: "a", value: .integer(1))]))
        #expect(error("[,]") != nil)
        #expect(error("[1,,]") != nil)
        #expect(error("{,}") != nil)
        #expect(try node("\u{FEFF}[1]") == .array([.integer(1)]))
    }

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        let limit = JSONReader.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONReader.parse(Array(deepest.utf8)) }
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(error(tooDeep) == JSONReaderError(reason: .tooDeep, offset: limit, line: 1))
        // Far too deep (a hostile input) stops at the limit, without using the stack for the rest.
        #expect(error(String(repeating: #"{"a":["#, count: 100_000))?.reason == .tooDeep)
    }

    @Test func errorsNameTheirByteAndLine() {
        #expect(error("{\n  \"a\": 1,\n  \"b\" 2\n}") == JSONReaderError(reason: .unexpectedByte(UInt8(ascii: "2")), offset: 18, line: 3))
        #expect(error("[1,\n2") == JSONReaderError(reason: .unexpectedEnd, offset: 5, line: 2))
    }

    @Test func fragmentsOnlyWhereAllowed() throws {
        #expect(try node(#""x""#) == .string("x"))
        #expect(throws: JSONReaderError(reason: .notAContainer, offset: 0, line: 1)) { try node("12", fragments: false) }
        #expect(try node("[12]", fragments: false) == .array([.integer(12)]))
    }

    @Test func repeatedNamesKeepTheirFirstPlaceAndLastValue() throws {
        let object = try node(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(object["a"] == .integer(3))
        #expect(object.uniqueFields.map(\.name) == ["a", "b"])
        #expect(object.cellText == #"{"a":3,"b":2}"#)
        let list = try parse(#"[{"a": 1, "id": "x", "a": 3}]"#)
        #expect(list[0].model.cells == ["a", "id"])
        #expect(list[0].items[0].cells == ["3", "x"])
    }

    // MARK: The reference

    /// Whether `node` is the value JSONSerialization gave.
    static func same(_ node: JSONNode, _ any: Any) -> Bool {
        switch node {
        case .null: return any is NSNull
        case let .string(string): return (any as? String) == string
        case let .bool(bool):
            guard let number = any as? NSNumber, String(cString: number.objCType) == "c" else { return false }
            return number.boolValue == bool
        case let .integer(integer):
            guard let number = any as? NSNumber, !(any is String), String(cString: number.objCType) != "c" else { return false }
            return number.int64Value == Int64(integer) && number.stringValue == String(integer)
        case let .number(double):
            guard let number = any as? NSNumber, !(any is String), !(any is NSDecimalNumber) else { return false }
            return number.doubleValue == double
        case let .decimal(text):
            guard let number = any as? NSNumber, !(any is String) else { return false }
            return number.stringValue == JSONNumberText.decimal(text)
        case .numberText:
            // Only read with `keepsNumberText`, which the reference does not.
            return false
        case let .array(elements):
            guard let list = any as? [Any], list.count == elements.count else { return false }
            return zip(elements, list).allSatisfy { same($0, $1) }
        case .object:
            guard let dictionary = any as? [String: Any] else { return false }
            let fields = node.uniqueFields
            return fields.count == dictionary.count
                && fields.allSatisfy { field in dictionary[field.name].map { same(field.value, $0) } ?? false }
        }
    }

    /// How cells were written before the byte-level reader (JSONDocument.text).
    static func foundationText(_ value: Any) -> String {
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

/// Random JSON text with the value it means: every kind of value, nested,
/// white space between tokens, escapes of every kind, non-ASCII, numbers in
/// every notation, field names repeated and in mixed case.
struct RandomJSON {
    var random: SplitMix64

    private mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

    private mutating func space() -> String { ["", "", " ", "\n", "\t ", "\r\n  "][below(6)] }

    mutating func value(depth: Int) -> (text: String, value: JSONNode) {
        switch below(depth >= 4 ? 6 : 9) {
        case 0: return ("null", .null)
        case 1: return below(2) == 0 ? ("true", .bool(true)) : ("false", .bool(false))
        case 2:
            let integer: Int = below(3) == 0 ? Int(bitPattern: UInt(random.next())) : below(2_000) - 1_000
            return (String(integer), .integer(integer))
        case 3: return number()
        case 4, 5: return string()
        case 6, 7:
            var text = "{", fields: [JSONField] = []
            for i in 0..<below(5) {
                let (nameText, name) = below(4) == 0 ? string() : nameFromPool()
                let (valueText, value) = self.value(depth: depth + 1)
                guard case let .string(nameString) = name else { continue }
                text += (i == 0 ? "" : ",") + space() + nameText + space() + ":" + space() + valueText + space()
                fields.append(JSONField(name: nameString, value: value))
            }
            return (text + "}", .object(fields))
        default:
            var text = "[", elements: [JSONNode] = []
            for i in 0..<below(5) {
                let (elementText, element) = value(depth: depth + 1)
                text += (i == 0 ? "" : ",") + space() + elementText + space()
                elements.append(element)
            }
            return (text + "]", .array(elements))
        }
    }

    private mutating func nameFromPool() -> (String, JSONNode) {
        let name = ["id", "a", "B", "b", "10", "9", "_x", "é", "Z", "a b", "k/s", "aa", "É"][below(13)]
        return ("\"\(name)\"", .string(name))
    }

    private mutating func number() -> (String, JSONNode) {
        let mantissa = below(1_000_000_000)
        let sign = below(3) == 0 ? "-" : ""
        var text: String
        switch below(4) {
        case 0: text = "\(mantissa / 1_000).\(String(mantissa % 1_000))"
        case 1: text = "\(mantissa % 10)\(["e", "E"][below(2)])\(["", "+", "-"][below(3)])\(below(300))"
        case 2: text = "0.\(String(repeating: "0", count: below(8)))\(mantissa)"
        default: text = "\(mantissa % 100_000).\(mantissa % 97)e\(below(40) - 20)"
        }
        if below(8) == 0 { text = "1844674407370955161\(below(10))" }
        text = sign + text
        if !text.contains(where: { ".eE".contains($0) }), let integer = Int(text) { return (text, .integer(integer)) }
        if !text.contains(where: { ".eE".contains($0) }) || JSONNumberText.isKeptAsDecimal(text) { return (text, .decimal(text)) }
        return (text, .number(Double(text) ?? 0))
    }

    private mutating func string() -> (String, JSONNode) {
        var text = "\"", value = ""
        for _ in 0..<below(8) {
            switch below(12) {
            case 0: text += #"\""#; value += "\""
            case 1: text += #"\\"#; value += "\\"
            case 2: text += #"\/"#; value += "/"
            case 3:
                let (escape, character) = [(#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\b"#, "\u{8}"), (#"\f"#, "\u{C}")][below(5)]
                text += escape; value += character
            case 4:
                let scalar = [0x01, 0x1F, 0x7F, 0xE9, 0x2028, 0x6F22, 0xFFFD][below(7)]
                text += String(format: #"\u%04X"#, scalar)
                value.unicodeScalars.append(Unicode.Scalar(UInt32(scalar)) ?? "?")
            case 5: text += #"\ud83d\ude00"#; value += "😀"
            case 6: text += "é漢😀"; value += "é漢😀"
            default:
                let word = ["a", "Z", "id", " ", "x-1", "/", "10"][below(7)]
                text += word; value += word
            }
        }
        return (text + "\"", .string(value))
    }
}
