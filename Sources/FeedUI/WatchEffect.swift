import CollectionView
import Foundation
import ListFeed
import ListInput

/// What ``WatchUpdate`` asks for: the effects a ``WatchScreen`` performs as
/// the runtime's commands (the pure update only describes them).
public enum WatchEffect: Sendable {
    /// Run the command once with `COLUMNS`/`LINES` of `listSize`, read and
    /// compare its output with `previous` off the UI thread, then report
    /// ``WatchEvent/ran(_:_:)`` (or ``WatchEvent/runFailed(_:)``, ``WatchEvent/cannotStart(_:)``).
    case startRun(listSize: CellSize, previous: InputList?)
    /// Report ``WatchEvent/runDue`` when the next run should start, `beat`
    /// runs having ended (`RunSchedule`: an interval after now, or on the grid with `-p`).
    case scheduleRun(beat: Int)
    /// Read NDJSON snapshots from stdin, reporting each (``WatchEvent/snapshot(_:at:)``) and the end.
    case readInput
    /// Replay the history file at `path` (read already: ``WatchEvent/historyLoaded(_:from:)``).
    case loadHistory(String)
    /// Show `list` through the update queue (at once unless `animated`), then
    /// report ``WatchEvent/landed(show:skipped:)`` with `show`.
    case show(InputList, animated: Bool, show: Int)
    /// Make the history's delta of run `run` (from `from`, the entry before,
    /// to `to`) off the UI thread and report ``WatchEvent/deltaMade(run:_:)``.
    case makeDelta(run: Int, from: InputList, to: InputList)
    /// Append a changed run to the `--save` file.
    case save(run: Int, outcome: RunOutcome?, list: InputList)
    /// Ring the terminal bell (`--beep`).
    case beep
    /// Changed rows flash (`true`) or are drawn plain.
    case highlight(Bool)
    /// End the watch with this exit status (also ``WatchState/exitRequested``).
    case quit(Int32)
    /// Draw again.
    case redraw
}
