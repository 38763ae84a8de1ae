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
/// one is reported (``Item/problem(_:)``) and skipped to the end of its line;
/// a line that is only `null` (a Debezium tombstone, as `kcat` prints one) is
/// skipped without a word.
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
    /// Bytes of the document being read, up to the end of the last chunk
    /// (0 between documents): for a progress line while a large document arrives.
    public var pendingBytes: Int { document.count }

    private var document: [UInt8] = []
    private var documentLine = 0
    /// Where the document being read stands: depth 0 between documents.
    private var brackets = Brackets()
    private var atLineStart = true
    /// Skipping the rest of a line of text that is not a document.
    private var skippingLine = false
    /// The first bytes of a skipped line that starts with `n` (up to a few:
    /// enough to tell `null`), and its line; `nil` for other lines.
    /// `ended`: white space came after it.
    private var word: (bytes: [UInt8], line: Int, ended: Bool)?

    /// A stream at the start of its input.
    public init() {}

    /// Takes the next bytes; returns the documents (and problems) they
    /// complete, in order. O(bytes).
    public mutating func read<Bytes: Sequence<UInt8>>(_ chunk: Bytes) -> [Item] {
        // The generic shell hands contiguous bytes to the one loop, which is
        // compiled for them (a generic loop across modules is not specialized).
        if let items = chunk.withContiguousStorageIfAvailable({ read(buffer: $0) }) { return items }
        return Array(chunk).withUnsafeBufferPointer { read(buffer: $0) }
    }

    /// The end of the input: an unfinished document is a problem.
    public mutating func finish() -> [Item] {
        var items: [Item] = []
        if brackets.depth > 0 { items.append(.problem(.malformedJSON(at: .line(documentLine)))) }
        if let problem = endWord() { items.append(problem) }
        skippingLine = false
        reset()
        return items
    }

    /// The one pass. Bytes of a document are copied a stretch at a time
    /// (from where the stretch starts in the chunk to where the document ends
    /// or the chunk does), not one by one.
    private mutating func read(buffer: UnsafeBufferPointer<UInt8>) -> [Item] {
        var items: [Item] = []
        var stretch = 0
        var i = 0
        while i < buffer.count {
            defer { i += 1 }
            if brackets.depth > 0, !atLineStart {
                // Most bytes of a large document: followed in locals, up to a newline (the loop below
                // counts lines and looks at what starts one), the document's end, or the chunk's.
                let (next, closes) = follow(buffer, from: i)
                bytesRead += next - i
                if next > i { atLineStart = false }
                if closes {
                    bytesRead += 1
                    document.append(contentsOf: buffer[stretch...next])
                    items.append(.document(document, line: documentLine))
                    reset()
                    i = next
                    continue
                }
                i = next
                guard i < buffer.count else { break }
            }
            let byte = buffer[i]
            bytesRead += 1
            let startsLine = atLineStart
            atLineStart = byte == Self.newline
            if byte == Self.newline { line += 1 }
            if brackets.depth > 0 {
                if startsLine, byte == Self.openBrace || byte == Self.openBracket {
                    // A document starting at column 0 inside another: the other never ended.
                    items.append(.problem(.malformedJSON(at: .line(documentLine))))
                    reset()
                } else {
                    if brackets.closes(after: byte) {
                        document.append(contentsOf: buffer[stretch...i])
                        items.append(.document(document, line: documentLine))
                        reset()
                    }
                    continue
                }
            }
            if skippingLine {
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    word?.ended = true
                } else if byte != Self.newline, let (bytes, ended) = word.map({ ($0.bytes, $0.ended) }) {
                    // A word after the word, or one longer than `null`: not `null` (kept short: at most 5 bytes).
                    if ended { word?.bytes = [] } else if bytes.count <= Self.null.count { word?.bytes.append(byte) }
                }
                if byte == Self.newline {
                    skippingLine = false
                    if let problem = endWord() { items.append(problem) }
                }
                continue
            }
            switch byte {
            case Self.openBrace, Self.openBracket:
                stretch = i
                documentLine = line
                brackets.depth = 1
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            case Self.null[0]:
                // Perhaps `null`: told at the end of the line.
                word = ([byte], line, false)
                skippingLine = true
            default:
                items.append(.problem(.unexpectedShape(at: .line(line), expected: "a JSON object or array")))
                skippingLine = true
            }
        }
        if brackets.depth > 0 { document.append(contentsOf: buffer[stretch...]) }
        return items
    }

    /// Follows the bytes of the document from `start` with a copy of
    /// ``brackets`` in a local (the hot loop of a large document), and stops
    /// before a newline or the end of `buffer` (`closes` false, the state
    /// kept), or at the byte that closes the document (`closes` true, the
    /// state not kept: it is reset).
    private mutating func follow(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (next: Int, closes: Bool) {
        var brackets = brackets
        var j = start
        while j < buffer.count {
            let byte = buffer[j]
            if byte == Self.newline { break }
            if brackets.closes(after: byte) { return (j, true) }
            j += 1
        }
        self.brackets = brackets
        return (j, false)
    }

    /// The end of a line that started with `n`: nothing if it was `null`
    /// (white space aside), else the problem of a line that is not a document.
    private mutating func endWord() -> Item? {
        guard let (bytes, line, _) = word else { return nil }
        word = nil
        if bytes == Self.null { return nil }
        return .problem(.unexpectedShape(at: .line(line), expected: "a JSON object or array"))
    }

    private mutating func reset() {
        document = []
        brackets = Brackets()
    }

    /// The one rule for where a document ends: brackets counted outside
    /// strings, a backslash escaping the next byte inside one.
    private struct Brackets {
        var depth = 0
        var inString = false
        var escaped = false

        /// Follows one byte inside a document; true when it closes the document.
        @inline(__always)
        mutating func closes(after byte: UInt8) -> Bool {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == JSONDocumentStream.backslash {
                    escaped = true
                } else if byte == JSONDocumentStream.quote {
                    inString = false
                }
                return false
            }
            switch byte {
            case JSONDocumentStream.quote: inString = true
            case JSONDocumentStream.openBrace, JSONDocumentStream.openBracket: depth += 1
            case JSONDocumentStream.closeBrace, JSONDocumentStream.closeBracket:
                depth -= 1
                return depth == 0
            default: break
            }
            return false
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let null = Array("null".utf8)
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
}
