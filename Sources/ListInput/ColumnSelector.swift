/// Which column or field a key or a section is read from: a 1-based
/// number, or a name from the header line (a field name in JSON).
public enum ColumnSelector: Hashable, Sendable, CustomStringConvertible {
    /// The column at this 1-based position.
    case number(Int)
    /// The column whose header (or JSON field) has this name.
    case name(String)

    /// Reads a command-line argument: digits are a number, anything else a name.
    public init(_ argument: String) {
        if let number = Int(argument), !argument.isEmpty, argument.allSatisfy(\.isASCII) {
            self = .number(number)
        } else {
            self = .name(argument)
        }
    }

    /// `column 3` or `column "PID"`.
    public var description: String {
        switch self {
        case let .number(n): "column \(n)"
        case let .name(name): "column \"\(name)\""
        }
    }
}
