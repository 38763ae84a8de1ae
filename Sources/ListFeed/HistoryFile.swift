import Foundation
import ListDiff
import ListInput

/// A watch's history as a file: NDJSON, one changed run per line, in
/// `ListInput`'s history format (`HistoryEntry`, its `line` and
/// `entries(in:)`). Here a run's ``RunOutcome`` as its line, and a whole
/// file read with one typed error. ``HistorySaver`` writes such a file as the
/// runs come.
///
/// ```swift
/// switch HistoryFile.load("top.ndjson") {
/// case let .success(entries): for entry in entries { history.append(entry.list, run: entry.run, started: entry.started ?? Date()) }
/// case let .failure(error): print(error)            // "top.ndjson: line 3: malformed JSON"
/// }
/// ```
public enum HistoryFile {
    /// The line recording `list` as run `run`, with its start, status and
    /// duration when `outcome` is given (no line break). O(n) in the list.
    public static func line(run: Int, outcome: RunOutcome?, list: InputList) -> String {
        HistoryEntry(run: run, started: outcome?.started, status: outcome?.status,
                     duration: outcome.map { .milliseconds(FeedText.milliseconds($0.duration)) }, list: list).line
    }

    /// Why a history file cannot be replayed.
    public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file at `path` cannot be read (it is missing, or not readable).
        case unreadable(path: String)
        /// The file at `path` is not a history: its first line that is not a run.
        case notAHistory(path: String, HistoryFileError)

        /// The file.
        public var path: String {
            switch self {
            case let .unreadable(path), let .notAHistory(path, _): path
            }
        }

        /// One line: `FILE: cannot read the file`, `FILE: line 3: malformed JSON`.
        public var description: String {
            switch self {
            case let .unreadable(path): "\(path): cannot read the file"
            case let .notAHistory(path, error): "\(path): \(error)"
            }
        }
    }

    /// The runs of the history file at `path`, read whole before anything is
    /// shown, so that a bad file is one error, not an empty screen.
    ///
    /// Complexity: O(n) in the file's bytes.
    // Not optimized: Swift 6.3.1's optimizer crashed on the function that read
    // the file this way (SILCombine, signal 6) and failed the release build.
    @_optimize(none)
    public static func load(_ path: String) -> Result<[HistoryEntry], LoadError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable(path: path))
        }
        do throws(HistoryFileError) {
            return .success(try HistoryEntry.entries(in: Array(data)))
        } catch {
            return .failure(.notAHistory(path: path, error))
        }
    }
}
