/// Why a history file cannot be read: the line, and why that line is not a
/// run.
public struct HistoryFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based number of the line (lines end at a line feed).
    public var line: Int
    /// Why the line's document is not a list.
    public var reason: InputError

    /// The error on `line`.
    public init(line: Int, reason: InputError) {
        self.line = line
        self.reason = reason
    }

    /// The reason, which names the line (`line 3: malformed JSON`), or the
    /// line before it when the reason does not.
    public var description: String {
        namesLine ? reason.description : "line \(line): \(reason)"
    }

    private var namesLine: Bool {
        switch reason {
        case let .invalidUTF8(line), let .unterminatedQuote(line): line == self.line
        case let .duplicateKey(_, first, second): first.line == line || second.line == line
        case let .missingColumn(_, place, _), let .missingKey(_, place): place.line == line
        case let .malformedJSON(place), let .unexpectedShape(place, _): place?.line == line
        case .empty, .unknownColumn, .invalidColumnNumber, .needsHeader: false
        }
    }
}
