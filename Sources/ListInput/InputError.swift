/// Why text could not be read as a list. Each case names what is wrong and
/// where; ``description`` is one line for a message.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There was nothing to read where the format needs something (a JSON
    /// document, a CSV header).
    case empty(InputFormat)
    /// The bytes of this line are not valid UTF-8.
    case invalidUTF8(line: Int)
    /// Two rows have the same key.
    case duplicateKey(String, first: InputLocation, second: InputLocation)
    /// A row has fewer fields than the key or section column needs.
    case missingColumn(ColumnSelector, at: InputLocation, fieldCount: Int)
    /// No header column (or JSON field) has this name.
    case unknownColumn(String, available: [String])
    /// A column number below 1.
    case invalidColumnNumber(Int)
    /// A column was named, but the input has no header line to find it in.
    case needsHeader(String)
    /// The text is not JSON (or a line of NDJSON is not).
    case malformedJSON(at: InputLocation?)
    /// The JSON is well formed but not one of the shapes of a list.
    case unexpectedShape(at: InputLocation?, expected: String)
    /// A quoted CSV field runs to the end of the input.
    case unterminatedQuote(line: Int)
    /// An object has no value at its key's path (a change event).
    case missingKey(String, at: InputLocation)

    /// One line, e.g. `duplicate key "web-1" on line 2 and line 5`.
    public var description: String {
        switch self {
        case let .empty(format): "empty input (expected \(format.rawValue))"
        case let .invalidUTF8(line): "line \(line): not valid UTF-8"
        case let .duplicateKey(key, first, second): "duplicate key \"\(key)\" on \(first) and \(second)"
        case let .missingColumn(column, place, count):
            "\(place): no \(column) (the row has \(count) field\(count == 1 ? "" : "s"))"
        case let .unknownColumn(name, available):
            "no column named \"\(name)\" (columns: \(available.map { "\"\($0)\"" }.joined(separator: ", ")))"
        case let .invalidColumnNumber(n): "column \(n): columns are numbered from 1"
        case let .needsHeader(name): "column \"\(name)\" needs a header line (--header)"
        case let .malformedJSON(place): place.map { "\($0): malformed JSON" } ?? "malformed JSON"
        case let .unexpectedShape(place, expected): place.map { "\($0): expected \(expected)" } ?? "expected \(expected)"
        case let .unterminatedQuote(line): "line \(line): a quoted field is never closed"
        case let .missingKey(path, place): "\(place): no key \"\(path)\""
        }
    }
}
