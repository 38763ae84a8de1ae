/// How a streamed command ended (``FeedReport/exited(_:)``), and what
/// happens next.
public struct CommandExit: Hashable, Sendable {
    /// The command's name (its first word).
    public var command: String
    /// How it ended.
    public var ending: RunOutcome.Ending
    /// The last line it wrote to its standard error that is not blank, made safe to show.
    public var lastErrorLine: String?
    /// How long until it starts again, `nil` when it is not restarted.
    public var restartDelay: Duration?

    /// An exit; see the properties.
    public init(command: String, ending: RunOutcome.Ending, lastErrorLine: String? = nil, restartDelay: Duration? = nil) {
        self.command = command
        self.ending = ending
        self.lastErrorLine = lastErrorLine
        self.restartDelay = restartDelay
    }

    /// Whether it exited with 0.
    public var succeeded: Bool { ending == .exited(0) }

    /// `exit 0`, `exit 3`, `signal 9`.
    public var status: String { ending.status }

    /// What went wrong, one line: `kubectl exited with status 1: the server closed the watch`,
    /// `kubectl ended by signal 9`; `nil` for an exit with 0.
    public var failure: String? {
        let reason = lastErrorLine.map { ": \($0)" } ?? ""
        switch ending {
        case .exited(0): return nil
        case let .exited(code): return "\(command) exited with status \(code)\(reason)"
        case let .signaled(signal): return "\(command) ended by signal \(signal)\(reason)"
        case let .timedOut(limit): return "\(command) timed out after \(FeedText.seconds(limit))\(reason)"
        }
    }
}
