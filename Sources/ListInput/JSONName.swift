/// A string (a field name, or a value being skipped) as ``JSONReader`` found
/// it: printable ASCII written without escapes stays bytes, so matching it
/// against a wanted name or skipping it makes no `String`.
///
/// The bytes point into the reader's input: use them inside the reader's
/// walk only.
enum JSONName {
    /// Printable ASCII between the quotes, no escape: the bytes are the text.
    case plain(UnsafeBufferPointer<UInt8>)
    /// Any other string, decoded and checked (escapes, non-ASCII).
    case text(String)

    /// The text, as ``JSONReader/string()`` reads it. O(length).
    var text: String {
        switch self {
        case let .plain(bytes): String(decoding: bytes, as: UTF8.self)
        case let .text(text): text
        }
    }

    /// Whether this is the name whose UTF-8 is `utf8` and whose text is
    /// `text`: equal as `String`s are (canonical equivalence), compared byte
    /// by byte when both are ASCII, where that is the same thing. O(length).
    func matches(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, text name: @autoclosure () -> String) -> Bool {
        switch self {
        case let .plain(bytes):
            guard isASCII else { return text == name() }
            guard bytes.count == utf8.count else { return false }
            for i in 0..<bytes.count where bytes[i] != utf8[i] { return false }
            return true
        case let .text(text):
            return text == name()
        }
    }
}
