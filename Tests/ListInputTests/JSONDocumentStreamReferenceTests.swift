import ListInput
import SeededRandom
import Testing

/// `JSONDocumentStream` follows the inside of a document in a tight loop
/// (up to a newline, the document's end or the chunk's); this holds it to
/// the rule written byte by byte, on random texts full of what the rule
/// looks at: quotes, escapes, brackets, newlines inside strings and
/// documents, documents opening at column 0 inside others, text between
/// documents, and chunks cut anywhere.
@Suite struct JSONDocumentStreamReferenceTests {
    /// The splitter's rule, one byte at a time (as it was written before the tight loop).
    struct Reference {
        var items: [JSONDocumentStream.Item] = []
        var line = 1
        var bytesRead = 0
        var document: [UInt8] = []
        var documentLine = 0
        var depth = 0
        var inString = false
        var escaped = false
        var atLineStart = true
        var skippingLine = false

        mutating func read(_ bytes: [UInt8]) {
            for byte in bytes {
                bytesRead += 1
                let startsLine = atLineStart
                atLineStart = byte == 0x0A
                if byte == 0x0A { line += 1 }
                if depth > 0 {
                    if startsLine, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        items.append(.problem(.malformedJSON(at: .line(documentLine))))
                        reset()
                    } else {
                        document.append(byte)
                        if follow(byte) {
                            items.append(.document(document, line: documentLine))
                            reset()
                        }
                        continue
                    }
                }
                if skippingLine {
                    if byte == 0x0A { skippingLine = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    document = [byte]
                    documentLine = line
                    depth = 1
                case 0x20, 0x09, 0x0A, 0x0D:
                    continue
                default:
                    items.append(.problem(.unexpectedShape(at: .line(line), expected: "a JSON object or array")))
                    skippingLine = true
                }
            }
        }

        mutating func finish() {
            if depth > 0 { items.append(.problem(.malformedJSON(at: .line(documentLine)))) }
            reset()
        }

        mutating func follow(_ byte: UInt8) -> Bool {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                return false
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                return depth == 0
            default: break
            }
            return false
        }

        mutating func reset() {
            document = []
            depth = 0
            inString = false
            escaped = false
        }
    }

    @Test func theStreamFollowsTheByteByByteRule() {
        var random = SplitMix64(seed: 0xD0C5)
        let pieces = ["{", "}", "[", "]", "\"", "\\", "\n", " ", "a", "1", ",", ":", "\\\"", "\n{", "\n[", "\n}", "é", "\r\n", "\t"]
        for round in 0..<500 {
            var text = ""
            for _ in 0..<Int(random.next() % 120) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            var reference = Reference()
            reference.read(bytes)
            let referenceLine = reference.line
            reference.finish()
            var stream = JSONDocumentStream()
            var found: [JSONDocumentStream.Item] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(random.next() % 16))
                found += stream.read(bytes[start..<end])
                start = end
            }
            #expect(stream.line == referenceLine, "round \(round): \(text.debugDescription)")
            #expect(stream.bytesRead == bytes.count)
            found += stream.finish()
            #expect(found == reference.items, "round \(round): \(text.debugDescription)")
        }
    }
}
