import Foundation

/// One run of the watched command: when it started, how long it took, how
/// it ended, and what it printed.
struct RunOutcome: Sendable {
    /// How a run ended.
    enum Ending: Sendable, Hashable {
        /// The command exited with this code.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
        /// It ran longer than `--timeout` and was killed (with everything it started).
        case timedOut(Duration)
    }

    /// The wall-clock time the run started.
    var started: Date
    /// How long it ran.
    var duration: Duration
    /// How it ended.
    var ending: Ending
    /// What it printed on stdout: the list.
    var output: [UInt8]
    /// What it printed on stderr.
    var errorOutput: [UInt8]

    /// Whether it exited with 0.
    var succeeded: Bool { ending == .exited(0) }

    /// The exit code to pass on with `--errexit`: the command's, 128 + a signal, 124 for a timeout (as `timeout(1)`).
    var exitCode: Int32 {
        switch ending {
        case let .exited(code): code
        case let .signaled(signal): 128 + signal
        case .timedOut: 124
        }
    }

    /// `exit 0`, `exit 3`, `signal 9`, `timed out after 1.5 s`.
    var status: String {
        switch ending {
        case let .exited(code): "exit \(code)"
        case let .signaled(signal): "signal \(signal)"
        case let .timedOut(limit): "timed out after \(WatchFormat.seconds(limit))"
        }
    }

    /// The first line of stderr, made safe to show (control characters as
    /// placeholders, cut to 200 characters).
    var firstErrorLine: String? {
        let text = String(decoding: errorOutput, as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        return WatchFormat.safe(String(line), limit: 200)
    }
}
