import Foundation
import ListDiff
import ListFeed
import ListInput

/// `demo watch --save FILE` / `--load FILE`: the history as NDJSON, one
/// changed run per line, in `ListInput`'s history format (`HistoryEntry`,
/// its `line` and `entries(in:)`); here only what is the demo's own: a run's
/// outcome as an entry, and the file read with the demo's exit statuses.
enum HistoryFile {
    /// A run read back from a history file.
    typealias Entry = HistoryEntry

    /// The line recording `list` as run `run` (no line break).
    static func line(run: Int, outcome: RunOutcome?, list: InputList) -> String {
        HistoryEntry(run: run, started: outcome?.started, status: outcome?.status,
                     duration: outcome.map { .milliseconds(WatchFormat.milliseconds($0.duration)) }, list: list).line
    }

    /// Why a history file cannot be replayed: one line, and the exit status.
    struct LoadFailure: Error {
        /// `FILE: why`.
        var message: String
        /// 66 when it cannot be read, 65 when it is not a history.
        var status: Int32
    }

    /// The runs of the history file at `path`, read before anything is shown
    /// (headless, and before the terminal opens), so that a bad file is one
    /// line on stderr and an exit status, not an empty screen.
    // Not optimized: Swift 6.3.1's optimizer crashed on the function that read
    // the file this way (SILCombine, signal 6) and failed the release build.
    @_optimize(none)
    static func load(_ path: String) -> Result<[Entry], LoadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LoadFailure(message: "\(path): cannot read the file", status: DiffCommand.noInput))
        }
        do throws(HistoryFileError) {
            return .success(try HistoryEntry.entries(in: Array(data)))
        } catch {
            return .failure(LoadFailure(message: "\(path): \(error)", status: DiffCommand.dataError))
        }
    }
}
