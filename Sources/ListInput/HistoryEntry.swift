import Foundation

/// One run of a watched command, as a history file keeps it: the run's
/// number, when it started, how it ended, how long it took, and the list
/// it printed.
///
/// A history file (`demo watch --save FILE`, read back with `--load FILE`)
/// is NDJSON, one entry per line (``line``, read by ``entries(in:)``);
/// each line is a `{"sections": …}` document, so any NDJSON reader of
/// `ListInput` reads the lists of a history too.
public struct HistoryEntry: Equatable, Sendable {
    /// The run's number (the first run is 1).
    public var run: Int
    /// When the run started, to the second, if known.
    public var started: Date?
    /// How the run ended, as shown to a person (`exit 0`, `signal 9`), if known.
    public var status: String?
    /// How long the run took, in whole milliseconds, if known.
    public var duration: Duration?
    /// The list the run printed.
    public var list: InputList

    /// Run `run`, which printed `list`.
    public init(run: Int, started: Date? = nil, status: String? = nil, duration: Duration? = nil, list: InputList) {
        self.run = run
        self.started = started
        self.status = status
        self.duration = duration
        self.list = list
    }
}
