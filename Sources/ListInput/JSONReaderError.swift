/// Why and where ``JSONReader`` stopped: the text is not JSON (or not the
/// JSON this reader accepts). Callers turn it into an ``InputError`` naming
/// the line where the document starts.
struct JSONReaderError: Error, Hashable, Sendable {
    /// What is wrong.
    enum Reason: Hashable, Sendable {
        /// The text ends inside a value.
        case unexpectedEnd
        /// A byte that cannot start or continue a value here.
        case unexpectedByte(UInt8)
        /// A backslash escape JSON does not have (`\x`, a short `\u`).
        case invalidEscape
        /// A `\u` escape of half a surrogate pair without its other half.
        case unpairedSurrogate
        /// A control character (below U+0020) written raw inside a string.
        case controlCharacter
        /// A string whose bytes are not valid UTF-8.
        case invalidUTF8
        /// A number too large for a `Double` (`1e400`).
        case numberOutOfRange
        /// Containers nested deeper than ``JSONReader/maximumDepth``.
        case tooDeep
        /// Something other than white space after the value.
        case trailingBytes
        /// A string, number or literal where only an object or array may stand.
        case notAContainer
    }

    /// What is wrong.
    var reason: Reason
    /// The offset of the offending byte from the start of the text.
    var offset: Int
    /// The 1-based line of that byte within the text.
    var line: Int
}
