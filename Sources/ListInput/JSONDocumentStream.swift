/// Splits bytes that arrive in chunks (a pipe, a socket, a growing file) into
/// whole JSON documents, without waiting for the end of the input: one
/// document per line (NDJSON) or pretty-printed documents back to back (as
/// `kubectl get … -w -o json` prints them), or any mix of the two.
///
/// Every byte is looked at once, whatever the chunks: a 70 MB line costs what
/// reading 70 MB costs, not the square of it. Only the document being read is
/// held.
///
/// A document is an object or an array (top-level strings, numbers and
/// literals are not documents here). Whether a document is valid JSON is
/// for its parser to say; the stream only finds where each one starts and
/// ends, by its brackets outside strings. Text between documents that is not
/// one is reported (``Item/problem(_:)``) and skipped to the end of its line.
/// A `{` or `[` at the start of a line inside an unfinished document starts
/// a new one: the unfinished one is reported as malformed at the line where
/// it started, so a broken pretty-printed document costs only itself.
///
/// ```swift
/// var stream = JSONDocumentStream()
/// for chunk in chunks {
///     for item in stream.read(chunk) { … }
/// }
/// for item in stream.finish() { … }
/// ```
public struct JSONDocumentStream: Sendable {
    /// What the stream found.
    public enum Item: Hashable, Sendable {
        /// A whole document's bytes and the 1-based line it starts on.
        case document([UInt8], line: Int)
        /// Text that is not a document, or a document that never ended
        /// properly, with the line where it starts.
        case problem(InputError)
    }

    /// Bytes read so far.
    public private(set) var bytesRead = 0
    /// Lines begun so far (1 before the first byte).
    public private(set) var line = 1
    /// Bytes of the document being read (0 between documents): for a
    /// progress line while a large document arrives.
    public var pendingBytes: Int { document.count }

    private var document: [UInt8] = []
    private var documentLine = 0
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var atLineStart = true
    /// Skipping the rest of a line of text that is not a document.
    private var skippingLine = false

    /// A stream at the start of its input.
    public init() {}

    /// Takes the next bytes; returns the documents (and problems) they
    /// complete, in order. O(bytes).
    public mutating func read(_ chunk: some Sequence<UInt8>) -> [Item] {
        var items: [Item] = []
        for byte in chunk {
            take(byte, into: &items)
        }
        return items
    }

    /// The end of the input: an unfinished document is a problem.
    public mutating func finish() -> [Item] {
        var items: [Item] = []
        if depth > 0 { items.append(.problem(.malformedJSON(at: .line(documentLine)))) }
        reset()
        return items
    }

    private mutating func take(_ byte: UInt8, into items: inout [Item]) {
        bytesRead += 1
        let startsLine = atLineStart
        atLineStart = byte == Self.newline
        defer { if byte == Self.newline { line += 1 } }

        if depth > 0 {
            if startsLine, byte == Self.openBrace || byte == Self.openBracket {
                // A document starting at column 0 inside another: the other never ended.
                items.append(.problem(.malformedJSON(at: .line(documentLine))))
                reset()
            } else {
                continueDocument(byte, into: &items)
                return
            }
        }
        if skippingLine {
            if byte == Self.newline { skippingLine = false }
            return
        }
        switch byte {
        case Self.openBrace, Self.openBracket:
            document.append(byte)
            documentLine = line
            depth = 1
        case 0x20, 0x09, 0x0A, 0x0D:
            return
        default:
            items.append(.problem(.unexpectedShape(at: .line(line), expected: "a JSON object or array")))
            skippingLine = true
        }
    }

    private mutating func continueDocument(_ byte: UInt8, into items: inout [Item]) {
        document.append(byte)
        if inString {
            if escaped {
                escaped = false
            } else if byte == Self.backslash {
                escaped = true
            } else if byte == Self.quote {
                inString = false
            }
            return
        }
        switch byte {
        case Self.quote: inString = true
        case Self.openBrace, Self.openBracket: depth += 1
        case Self.closeBrace, Self.closeBracket:
            depth -= 1
            if depth == 0 {
                items.append(.document(document, line: documentLine))
                reset()
            }
        default: break
        }
    }

    private mutating func reset() {
        document = []
        depth = 0
        inString = false
        escaped = false
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
}
