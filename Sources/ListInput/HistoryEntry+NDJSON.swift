import Foundation
import ListDiff

/// The history file's format, written and read in one place: one line per
/// run, `{"run": 7, "time": "2026-11-25T01:00:00Z", "status": "exit 0",
/// "duration_ms": 12, "sections": [...]}`, keys sorted.
extension HistoryEntry {
    /// This entry as one line of a history file (no line break): a
    /// `{"sections": …}` document that ``entries(in:)`` reads back as the
    /// same entry (`time` to the second), with every row's id (its
    /// `occurrence` when above 1), text and cells, and every section's id,
    /// header and cells.
    ///
    /// Complexity: O(n) in the size of the list.
    public var line: String {
        var object: [String: Any] = ["run": run, "sections": list.map(Self.sectionObject)]
        if let started { object["time"] = ISO8601DateFormatter().string(from: started) }
        if let status { object["status"] = status }
        if let duration { object["duration_ms"] = Self.milliseconds(duration) }
        // Strings, integers, lists and objects are all JSONSerialization takes,
        // so it does not fail; "{}" (a line `entries(in:)` rejects) if it ever did.
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

    /// Whole milliseconds of `duration`, rounded toward zero.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (total, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        return total.addingReportingOverflow(attoseconds / 1_000_000_000_000_000).partialValue
    }

    /// The runs of a history file, in order: each non-blank line is one
    /// run, its list read as ``InputParser/snapshot(_:line:options:)``
    /// reads a line of NDJSON (any shape ``InputFormat/json`` takes). A
    /// line without an integer `run` is numbered by its place among the
    /// runs; `time` (ISO 8601), `status` (a string) and `duration_ms` (an
    /// integer) are read when they are there and of that type.
    ///
    /// Complexity: O(n) in the bytes.
    /// - Throws: ``HistoryFileError`` naming the first line that is not a
    ///   list; nothing is returned in part.
    public static func entries(in bytes: [UInt8]) throws(HistoryFileError) -> [HistoryEntry] {
        var entries = [HistoryEntry]()
        for (number, line) in NonBlankLines(bytes) {
            let list: InputList
            do {
                list = try InputParser.snapshot(line, line: number)
            } catch {
                throw HistoryFileError(line: number, reason: error)
            }
            let fields = (try? JSONDecoder().decode(Fields.self, from: Data(line))) ?? Fields()
            entries.append(HistoryEntry(run: fields.run ?? entries.count + 1, started: fields.started,
                                        status: fields.status, duration: fields.duration, list: list))
        }
        return entries
    }

    /// A line's fields beside its list, each read when it is there and of its
    /// type. Decoded, not taken from `JSONSerialization`, which reads an
    /// integer beyond 2^53 as a `Double` and so loses it.
    private struct Fields: Decodable {
        var run: Int?
        var started: Date?
        var status: String?
        var duration: Duration?

        private enum Key: String, CodingKey {
            case run, time, status
            case durationMilliseconds = "duration_ms"
        }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            run = try? container.decodeIfPresent(Int.self, forKey: .run)
            started = (try? container.decodeIfPresent(String.self, forKey: .time)).flatMap { ISO8601DateFormatter().date(from: $0) }
            status = try? container.decodeIfPresent(String.self, forKey: .status)
            duration = (try? container.decodeIfPresent(Int.self, forKey: .durationMilliseconds)).map { .milliseconds($0) }
        }
    }
}
