/// Why the terminal could not be opened. Thrown by ``Terminal/init(options:)``
/// before anything on the screen has changed.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A standard stream is not a terminal (redirected to a file or a pipe).
    case notATerminal(Stream)
    /// `TERM` is not set (or empty), so there is no way to know how to draw.
    case missingTerminalType
    /// `TERM` names a terminal that the terminfo database does not know.
    case unknownTerminalType(String)
    /// A file descriptor given in ``Terminal/Options`` could not be opened as a stream.
    case cannotOpen(fileDescriptor: Int32)

    /// The standard stream a ``TerminalError/notATerminal(_:)`` error is about.
    public enum Stream: String, Hashable, Sendable {
        /// Standard input (keys come from it).
        case input = "standard input"
        /// Standard output (frames go to it).
        case output = "standard output"
    }

    /// One line, fit for stderr.
    public var description: String {
        switch self {
        case let .notATerminal(stream):
            "\(stream.rawValue) is not a terminal; run this in a terminal (not through a pipe or a file)"
        case .missingTerminalType:
            "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case let .unknownTerminalType(name):
            "TERM=\(name) is not in the terminfo database; try TERM=xterm-256color"
        case let .cannotOpen(fd):
            "cannot open file descriptor \(fd) as a stream"
        }
    }
}
