import CollectionView
import Foundation
import ListDiff
import ListFeed
import ListInput

/// Everything a ``WatchScreen`` knows, as a value: the verdicts on the runs
/// (`WatchJudge`), the history of changed runs, the list on screen and
/// what the keys have set. Changed only by ``WatchUpdate``, whose effects
/// ``WatchScreen`` turns into the runtime's commands: in the terminal, and
/// headless (a printer without a terminal, such as `demo watch --headless`: the same runner under a `Pilot`, fed its
/// runs), so the two cannot decide differently.
public struct WatchState: Sendable {
    /// What the keys do now.
    public enum Mode: Hashable, Sendable {
        /// The screen's keys, then the list's.
        case browsing
        /// Keys type into the filter.
        case filtering
        /// The help box is up (`?`): a key closes it.
        case help
        /// The stderr of the last failed run is up (`e`): a key closes it.
        case errors
    }

    /// Where the command's runs are: one at a time, the next scheduled when the last one ended.
    public enum Phase: Hashable, Sendable {
        /// No command to run (stdin, a history file), or not started yet.
        case idle
        /// A run is under way.
        case running
        /// Waiting for the next run's time.
        case waiting
        /// The next run's time came while paused: it starts on resume.
        case due
        /// No more runs.
        case stopped
    }

    /// How the watch ends by itself.
    public enum Ending: Hashable, Sendable {
        /// `--chgexit`: exit 0 once request `show` (the changed list) has landed on screen.
        case changed(show: Int)
        /// `--errexit` (the run's code; in the terminal `q` exits with it) or a
        /// command that cannot be started (127, at once).
        case stopped(code: Int32)
    }

    /// The exit status of a command that cannot be started (as the shell's).
    public static let cannotStart: Int32 = 127

    /// The options it runs with.
    public let settings: WatchSettings
    /// The verdicts on the runs: the last good list, runs and changed runs counted.
    public var judge: WatchJudge
    /// The changed runs, for ← and →.
    public var history: WatchHistory
    /// The newest good list.
    public var live = InputList()
    /// The history entry shown, `nil` for the live list.
    public var viewing: Int?
    /// Whether the command is paused (Space).
    public var paused = false
    /// Whether changed rows flash (`d`).
    public var highlight = true
    /// The filter text; rows containing it (ignoring case) are shown.
    public var filter = ""
    /// What the keys do now.
    public var mode: Mode = .browsing
    /// The last run of the command, without its output (the list holds what it said).
    public var lastRun: RunOutcome?
    /// The last run's problem, one line.
    public var problem: String?
    /// The stderr of the last failed run.
    public var failedOutput: [UInt8] = []
    /// Set once the watch ends by itself.
    public var ending: Ending?
    /// The exit status the watch leaves with, once it has been asked to end
    /// (a quit key, `--chgexit`'s change on screen, a command that cannot start).
    public var exitRequested: Int32?
    /// What to say on stderr once the terminal is restored (a command that cannot start).
    public var failure: String?
    /// Why it stopped, or that input ended.
    public var notice: String?
    /// The size of the list's area, for the command's `COLUMNS` and `LINES`.
    public var listSize = CellSize(columns: 80, rows: 22)
    /// Where the runs are.
    public var phase: Phase = .idle
    /// Runs ended so far: with `-p` the next starts on beat `beat` of the interval's grid.
    public var beat = 0
    /// Lists requested of the view so far (the first one appears at once); numbers the landings.
    public var shows = 0
    /// History deltas to make once the newest list requested has landed.
    public var pendingDeltas: [PendingDelta] = []

    /// A history entry's delta still to make: from `from` (the entry before) to `to`.
    public struct PendingDelta: Sendable {
        /// The run whose entry it is.
        public var run: Int
        /// The entry before.
        public var from: InputList
        /// The run's list.
        public var to: InputList

        /// The effect that makes it.
        public var effect: WatchEffect { .makeDelta(run: run, from: from, to: to) }
    }

    /// The state before anything ran.
    public init(settings: WatchSettings) {
        self.settings = settings
        judge = WatchJudge(input: settings.input, exitOnChange: settings.exitOnChange, exitOnError: settings.exitOnError)
        history = WatchHistory(limit: settings.history)
    }

    /// The list to show: the live list or a history entry, filtered.
    ///
    /// Complexity: O(n) in the rows (a history entry composes the deltas before it and applies them once).
    public var target: InputList {
        let base = viewing.map { history.list(at: $0) } ?? live
        // A list without sections keeps its one untitled section, empty.
        return TextFilter(filter).filter(base, text: \.text, keepsEmpty: { $0.id.isEmpty })
    }

    /// The exit status once the watch has ended by itself (`nil` while it goes on).
    public var exitCode: Int32? {
        switch ending {
        case .changed?: 0
        case let .stopped(code)?: code
        case nil: nil
        }
    }

    /// The exit status of `q`: the stopped run's code with `--errexit`, else 0.
    public var quitCode: Int32 {
        if case let .stopped(code)? = ending { return code }
        return 0
    }
}
