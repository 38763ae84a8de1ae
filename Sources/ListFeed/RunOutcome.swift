import Foundation

/// One run of a command (``CommandRunner/run(columns:lines:)``): when it
/// started, how long it took, how it ended, and what it printed.
public struct RunOutcome: Sendable {
    /// How a run ended.
    public enum Ending: Sendable, Hashable {
        /// The command exited with this code.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
        /// It ran longer than its timeout (``CommandRunner/timeout``) and was killed (with everything it started).
        case timedOut(Duration)
    }

    /// The wall-clock time the run started.
    public var started: Date
    /// How long it ran.
    public var duration: Duration
    /// How it ended.
    public var ending: Ending
    /// What it printed on stdout: the list.
    public var output: [UInt8]
    /// What it printed on stderr.
    public var errorOutput: [UInt8]

    /// An outcome; see the properties.
    public init(started: Date, duration: Duration, ending: Ending, output: [UInt8], errorOutput: [UInt8]) {
        self.started = started
        self.duration = duration
        self.ending = ending
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Whether it exited with 0.
    public var succeeded: Bool { ending == .exited(0) }

    /// The exit code to pass on (as `watch --errexit` does): the command's, 128 + a signal, 124 for a timeout (as `timeout(1)`).
    public var exitCode: Int32 {
        switch ending {
        case let .exited(code): code
        case let .signaled(signal): 128 + signal
        case .timedOut: 124
        }
    }

    /// `exit 0`, `exit 3`, `signal 9`, `timed out after 1.5 s`.
    public var status: String { ending.status }

    /// The first line of stderr, made safe to show (control characters as
    /// placeholders, cut to 200 characters).
    public var firstErrorLine: String? {
        let text = String(decoding: errorOutput, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        return FeedText.safe(String(line), limit: 200)
    }
}

extension RunOutcome.Ending {
    /// `exit 0`, `exit 3`, `signal 9`, `timed out after 1.5 s`.
    public var status: String {
        switch self {
        case let .exited(code): "exit \(code)"
        case let .signaled(signal): "signal \(signal)"
        case let .timedOut(limit): "timed out after \(FeedText.seconds(limit))"
        }
    }
}
