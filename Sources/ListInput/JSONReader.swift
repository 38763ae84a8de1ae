/// A JSON reader that works on contiguous UTF-8 bytes and builds
/// ``JSONNode``s: what every JSON path of ListInput parses with (it replaced
/// `JSONSerialization`, which cost 8–12 µs an object and forgot field order).
///
/// It accepts what `JSONSerialization` accepted, so no document that was read
/// before is refused now: RFC 8259 JSON, plus a leading byte order mark and one
/// trailing comma before a closing `]` or `}`. It refuses what
/// `JSONSerialization` refused, with a ``JSONReaderError`` naming the byte:
/// invalid UTF-8 inside strings, raw control characters in strings, unknown
/// escapes, a `\u` surrogate without its other half (an error, not U+FFFD:
/// the text is wrong, and a key or cell silently changed would hide it),
/// numbers beyond `Double`, nesting deeper than ``maximumDepth``, and bytes
/// after the value. A field name written twice keeps both in the node; a
/// lookup gives the last (``JSONNode/subscript(_:)``).
///
/// The reader holds a pointer to bytes it does not own: it lives inside
/// ``read(_:allowsFragments:_:)``'s closure only.
///
/// Complexity: O(bytes); nesting costs stack in proportion to its depth,
/// bounded by ``maximumDepth``.
struct JSONReader {
    /// The deepest nesting of arrays and objects read (as `JSONSerialization`'s).
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position = 0
    /// How many arrays and objects the reader is inside.
    var depth = 0
    /// Whether the text may be a bare string, number or literal.
    private let allowsFragments: Bool
    /// Whether numbers that are not plain `Int`s are kept as written (``JSONNode/numberText(_:)``).
    private let keepsNumberText: Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>, allowsFragments: Bool, keepsNumberText: Bool) {
        self.bytes = bytes
        self.allowsFragments = allowsFragments
        self.keepsNumberText = keepsNumberText
        // A UTF-8 byte order mark, which JSONSerialization skipped.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// The one value `bytes` hold (white space around it allowed).
    ///
    /// - Throws: ``JSONReaderError`` at the first byte that is not JSON;
    ///   with `allowsFragments` false, also when the value is not an object
    ///   or an array.
    ///
    /// With `keepsNumberText`, every number but an `Int` written as one is a
    /// ``JSONNode/numberText(_:)``: its characters as written (`511.20`).
    static func parse(
        _ bytes: some Collection<UInt8>, allowsFragments: Bool = true, keepsNumberText: Bool = false
    ) throws(JSONReaderError) -> JSONNode {
        try read(bytes, allowsFragments: allowsFragments, keepsNumberText: keepsNumberText) { (reader) throws(JSONReaderError) in
            try reader.value()
        }
    }

    /// Runs `body` on a reader of `bytes`, then checks that only white space
    /// follows what `body` read. `body` reads one value (with ``value()`` or
    /// the container walks).
    static func read<Result>(
        _ bytes: some Collection<UInt8>, allowsFragments: Bool, keepsNumberText: Bool = false,
        _ body: (inout JSONReader) throws(JSONReaderError) -> Result
    ) throws(JSONReaderError) -> Result {
        func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Swift.Result<Result, JSONReaderError> {
            var reader = JSONReader(buffer, allowsFragments: allowsFragments, keepsNumberText: keepsNumberText)
            do throws(JSONReaderError) {
                reader.skipSpace()
                if !allowsFragments, let byte = reader.peek(), byte != UInt8(ascii: "{"), byte != UInt8(ascii: "[") {
                    throw reader.failure(.notAContainer)
                }
                let result = try body(&reader)
                reader.skipSpace()
                guard reader.position == buffer.count else { throw reader.failure(.trailingBytes) }
                return .success(result)
            } catch {
                return .failure(error)
            }
        }
        let outcome = bytes.withContiguousStorageIfAvailable(run) ?? Array(bytes).withUnsafeBufferPointer(run)
        return try outcome.get()
    }

    // MARK: Values

    /// Reads the value at the current position.
    mutating func value() throws(JSONReaderError) -> JSONNode {
        skipSpace()
        guard let byte = peek() else { throw failure(.unexpectedEnd) }
        switch byte {
        case UInt8(ascii: "{"):
            var fields: [JSONField] = []
            try fieldsOfObject { (reader, name) throws(JSONReaderError) in
                fields.append(JSONField(name: name, value: try reader.value()))
            }
            return .object(fields)
        case UInt8(ascii: "["):
            var elements: [JSONNode] = []
            try elementsOfArray { (reader, _) throws(JSONReaderError) in elements.append(try reader.value()) }
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            throw failure(.unexpectedByte(byte))
        }
    }

    /// Whether the value at the current position is an object (white space skipped).
    mutating func atObject() -> Bool {
        skipSpace()
        return peek() == UInt8(ascii: "{")
    }

    /// Whether the value at the current position is an array (white space skipped).
    mutating func atArray() -> Bool {
        skipSpace()
        return peek() == UInt8(ascii: "[")
    }

    /// Whether the value at the current position is a string (white space skipped).
    mutating func atString() -> Bool {
        skipSpace()
        return peek() == UInt8(ascii: "\"")
    }

    /// Walks the object at the current position: `field` gets each name, in
    /// order, with the reader at its value, and must read that value.
    mutating func fieldsOfObject(_ field: (inout JSONReader, String) throws(JSONReaderError) -> Void) throws(JSONReaderError) {
        try fieldsOfObject { (reader, name: JSONName) throws(JSONReaderError) in try field(&reader, name.text) }
    }

    /// ``fieldsOfObject(_:)`` giving each name as the reader found it: a
    /// name written plainly is not made a `String` (see ``JSONName``).
    mutating func fieldsOfObject(_ field: (inout JSONReader, JSONName) throws(JSONReaderError) -> Void) throws(JSONReaderError) {
        try enter(UInt8(ascii: "{"))
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return
        }
        while true {
            skipSpace()
            guard let byte = peek() else { throw failure(.unexpectedEnd) }
            guard byte == UInt8(ascii: "\"") else { throw failure(.unexpectedByte(byte)) }
            let name = try plainString()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            try field(&self, name)
            if try endOfContainer(UInt8(ascii: "}")) { return }
        }
    }

    /// Walks the array at the current position: `element` gets each index,
    /// in order, with the reader at its value, and must read that value.
    mutating func elementsOfArray(_ element: (inout JSONReader, Int) throws(JSONReaderError) -> Void) throws(JSONReaderError) {
        _ = try elementsOfArray(stoppingAt: nil, element)
    }

    /// Walks the array at the current position as ``elementsOfArray(_:)``
    /// does, but stops before an element that starts at byte `stop` (the
    /// reader at that byte, between two elements of this array).
    /// - Returns: the index of the element it stopped before, or `nil` when
    ///   it read the whole array.
    mutating func elementsOfArray(
        stoppingAt stop: Int?, _ element: (inout JSONReader, Int) throws(JSONReaderError) -> Void
    ) throws(JSONReaderError) -> Int? {
        try enter(UInt8(ascii: "["))
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return nil
        }
        return try restOfArray(from: 0, stoppingAt: stop, element)
    }

    /// Goes on with a walk of an array from element `index` (the reader at
    /// its start), stopping as ``elementsOfArray(stoppingAt:_:)`` does.
    mutating func restOfArray(
        from index: Int, stoppingAt stop: Int? = nil, _ element: (inout JSONReader, Int) throws(JSONReaderError) -> Void
    ) throws(JSONReaderError) -> Int? {
        var index = index
        while true {
            try element(&self, index)
            index += 1
            if try endOfContainer(UInt8(ascii: "]")) { return nil }
            if position == stop { return index }
        }
    }

    private mutating func enter(_ open: UInt8) throws(JSONReaderError) {
        skipSpace()
        try expect(open)
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure(.tooDeep, at: position - 1) }
    }

    /// After a field or element: true at the container's end (consumed),
    /// false after a comma that another value follows. A comma right before
    /// the end is allowed, as JSONSerialization allowed it.
    mutating func endOfContainer(_ close: UInt8) throws(JSONReaderError) -> Bool {
        skipSpace()
        guard let byte = peek() else { throw failure(.unexpectedEnd) }
        if byte == close {
            position += 1
            depth -= 1
            return true
        }
        guard byte == UInt8(ascii: ",") else { throw failure(.unexpectedByte(byte)) }
        position += 1
        skipSpace()
        if peek() == close {
            position += 1
            depth -= 1
            return true
        }
        return false
    }

    // MARK: Strings

    /// Reads a string (the reader is at its opening quote).
    mutating func string() throws(JSONReaderError) -> String {
        position += 1
        let start = position
        var high: UInt8 = 0
        // The common case: no escape; the bytes are the string.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                if high < 0x80 { return String(decoding: slice, as: UTF8.self) }
                guard let text = String(validating: slice, as: UTF8.self) else { throw failure(.invalidUTF8, at: start) }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw failure(.controlCharacter) }
            high |= byte
            position += 1
        }
        throw failure(.unexpectedEnd)
    }

    /// Reads a string (the reader is at its opening quote) without making a
    /// `String` when its bytes are printable ASCII without escapes: the
    /// common case of names and of skipped values. Anything else is read by
    /// ``string()``, with its checks.
    mutating func plainString() throws(JSONReaderError) -> JSONName {
        let start = position + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                position = end + 1
                return .plain(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            end += 1
        }
        return .text(try string())
    }

    /// The rest of a string that has escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int) throws(JSONReaderError) -> String {
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: utf8, as: UTF8.self) else { throw failure(.invalidUTF8, at: start) }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = peek() else { throw failure(.unexpectedEnd) }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
                default: throw failure(.invalidEscape, at: position - 2)
                }
            default:
                if byte < 0x20 { throw failure(.controlCharacter) }
                utf8.append(byte)
                position += 1
            }
        }
        throw failure(.unexpectedEnd)
    }

    /// The scalar of a `\uXXXX` escape (after its `\u`), with the low half
    /// of a surrogate pair when the escape is a high half; as UTF-8.
    private mutating func unicodeEscape() throws(JSONReaderError) -> UTF8.EncodedScalar {
        let escapeStart = position - 2
        let first = try hex4()
        var value = UInt32(first)
        if (0xD800...0xDBFF).contains(first) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw failure(.unpairedSurrogate, at: escapeStart)
            }
            position += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw failure(.unpairedSurrogate, at: escapeStart) }
            value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw failure(.unpairedSurrogate, at: escapeStart)
        }
        guard let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) else {
            throw failure(.invalidEscape, at: escapeStart)
        }
        return encoded
    }

    private mutating func hex4() throws(JSONReaderError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure(.unexpectedEnd) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure(.invalidEscape)
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    // MARK: Numbers and literals

    /// Reads a number: an ``JSONNode/integer(_:)`` when it is written as an
    /// integer that fits an `Int`, a ``JSONNode/decimal(_:)`` when
    /// `JSONSerialization` kept its digits, else a ``JSONNode/number(_:)``.
    private mutating func number() throws(JSONReaderError) -> JSONNode {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        guard let first = peek() else { throw failure(.unexpectedEnd) }
        guard isDigit(first) else { throw failure(.unexpectedByte(first)) }
        // Accumulated negatively, so Int.min fits.
        var magnitude = 0
        var fits = true
        if first == UInt8(ascii: "0") {
            position += 1
        } else {
            while let byte = peek(), isDigit(byte) {
                if fits {
                    let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                    let (next, overflow2) = times.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    if overflow1 || overflow2 { fits = false } else { magnitude = next }
                }
                position += 1
            }
        }
        var integral = true
        if peek() == UInt8(ascii: ".") {
            integral = false
            position += 1
            try digits()
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            integral = false
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
        if let byte = peek(), isDigit(byte) {
            // A digit after a leading zero ("01").
            throw failure(.unexpectedByte(byte))
        }
        if integral, fits {
            if negative { return .integer(magnitude) }
            if magnitude != Int.min { return .integer(-magnitude) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let double = Double(text), double.isFinite else { throw failure(.numberOutOfRange, at: start) }
        if keepsNumberText { return .numberText(text) }
        if integral || JSONNumberText.isKeptAsDecimal(text) { return .decimal(text) }
        return .number(double)
    }

    /// One or more digits.
    private mutating func digits() throws(JSONReaderError) {
        guard let first = peek() else { throw failure(.unexpectedEnd) }
        guard isDigit(first) else { throw failure(.unexpectedByte(first)) }
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private mutating func literal(_ word: StaticString) throws(JSONReaderError) {
        let utf8 = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in utf8 {
            guard let byte = peek() else { throw failure(.unexpectedEnd) }
            guard byte == expected else { throw failure(.unexpectedByte(byte)) }
            position += 1
        }
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func expect(_ expected: UInt8) throws(JSONReaderError) {
        guard let byte = peek() else { throw failure(.unexpectedEnd) }
        guard byte == expected else { throw failure(.unexpectedByte(byte)) }
        position += 1
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// The error for `reason` at `offset` (default: the current byte), with
    /// its line counted from the start (only when there is an error).
    private func failure(_ reason: JSONReaderError.Reason, at offset: Int? = nil) -> JSONReaderError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        for byte in bytes[..<offset] where byte == 0x0A { line += 1 }
        return JSONReaderError(reason: reason, offset: offset, line: line)
    }
}
