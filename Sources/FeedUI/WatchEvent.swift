import CollectionView
import Foundation
import ListFeed
import ListInput

/// What a ``WatchScreen`` reacts to: keys, and what its effects report back
/// (runs that ended, snapshots that arrived, timers, lists that landed).
public enum WatchEvent: Sendable {
    /// The screen is up and its list's area has this size: start what feeds the list.
    case started(listSize: CellSize)
    /// The terminal changed size; the list's area is now this size.
    case resized(listSize: CellSize)
    /// A key (mouse reports go straight to the list).
    case key(ViewInput)
    /// Text pasted at once: typed into the filter while it is typed, else dropped (a paste is not keys).
    case paste(String)
    /// A run of the command ended; its output was read and compared off the UI thread.
    case ran(RunOutcome, WatchJudge.Prepared)
    /// A run whose output could not be read (a problem other than starting it).
    case runFailed(String)
    /// The command cannot be started at all (the message names it).
    case cannotStart(String)
    /// The time of the next run has come.
    case runDue
    /// A snapshot read from stdin (or why its line is not one), arrived at `time`.
    case snapshot(Result<InputList, InputError>, at: Date)
    /// Stdin ended.
    case inputEnded
    /// The runs of a history file (`--load`), read from `path`.
    case historyLoaded([HistoryEntry], from: String)
    /// The history's delta of run `run`, made off the UI thread.
    case deltaMade(run: Int, ListDelta)
    /// List request `show` (see ``WatchEffect/show(_:animated:show:)``) ended;
    /// `skipped` when a newer request replaced it before it was seen.
    case landed(show: Int, skipped: Bool)
}
