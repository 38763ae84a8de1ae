import Foundation
import ListDiff
import ListInput

/// `demo watch --save FILE` / `--load FILE`: the history as NDJSON, one
/// changed run per line, each line a `{"sections": …}` document (so that
/// `demo watch -` and `demo diff --format ndjson` read it too) with the
/// run's number, start time, status and duration alongside.
enum HistoryFile {
    /// A run read back from a history file.
    struct Entry: Sendable {
        var run: Int
        /// When the run started, if the line says.
        var started: Date?
        var list: InputList
    }

    /// The line recording `list` as run `run` (no line break).
    static func line(run: Int, outcome: RunOutcome?, list: InputList) -> String {
        var object: [String: Any] = ["run": run, "sections": list.map(sectionObject)]
        if let outcome {
            object["time"] = ISO8601DateFormatter().string(from: outcome.started)
            object["status"] = outcome.status
            object["duration_ms"] = WatchFormat.milliseconds(outcome.duration)
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func sectionObject(_ section: ListSection<InputSection, InputRow>) -> [String: Any] {
        var object: [String: Any] = ["id": section.model.id, "header": section.model.header]
        if !section.model.cells.isEmpty { object["cells"] = section.model.cells }
        object["items"] = section.items.map { row -> [String: Any] in
            var item: [String: Any] = ["id": row.id.key, "text": row.text]
            if row.id.occurrence != 1 { item["occurrence"] = row.id.occurrence }
            if !row.cells.isEmpty { item["cells"] = row.cells }
            return item
        }
        return object
    }

    /// The runs of a history file, in order; a line without `run` is numbered by its position.
    ///
    /// - Throws: ``InputError`` naming the bad line.
    static func entries(_ bytes: [UInt8]) throws(InputError) -> [Entry] {
        var entries = [Entry]()
        for (number, line) in NonBlankLines(bytes) {
            let list = try InputParser.snapshot(line, line: number)
            let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
            let started = (object?["time"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
            entries.append(Entry(run: object?["run"] as? Int ?? entries.count + 1, started: started, list: list))
        }
        return entries
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
        do throws(InputError) {
            return .success(try entries(Array(data)))
        } catch {
            return .failure(LoadFailure(message: "\(path): \(error)", status: DiffCommand.dataError))
        }
    }
}
