import Foundation
import ListDiff

/// One distinct line of the log: its level and text are its identity; the
/// count of times it came is its content (a repeat is an update, in place).
struct LogEntry: Differentiable, Equatable, Sendable {
    let level: String
    let message: String
    var count = 1
    var differenceIdentifier: String { level + " " + message }
    var text: String { count > 1 ? "\(message)  ×\(count)" : message }
}

/// The lines seen so far, by level (ERROR, WARN, INFO), newest first in each;
/// a line seen before is counted where it is, not added again.
struct LogBook: Sendable {
    static let levels = ["ERROR", "WARN", "INFO"]
    /// The distinct lines kept per level; the oldest go first.
    static let limit = 500
    private(set) var entries: [String: [LogEntry]] = [:]

    /// The level a line names (`ERROR`, `WARN`/`WARNING`, else `INFO`) and the rest of it.
    static func parse(_ line: String) -> (level: String, message: String) {
        let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let first = words.first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]:")).uppercased() } ?? ""
        let level = first == "WARNING" ? "WARN" : first
        guard Self.levels.contains(level) else { return ("INFO", line) }
        return (level, words.count > 1 ? String(words[1]) : "")
    }

    mutating func add(_ line: String) {
        let (level, message) = Self.parse(line)
        var lines = entries[level, default: []]
        if let index = lines.firstIndex(where: { $0.message == message }) {
            lines[index].count += 1
        } else {
            lines.insert(LogEntry(level: level, message: message), at: 0)
            if lines.count > Self.limit { lines.removeLast() }
        }
        entries[level] = lines
    }

    var lineCount: Int { entries.values.joined().reduce(0) { $0 + $1.count } }

    var sections: [ListSection<String, LogEntry>] {
        Self.levels.compactMap { level in entries[level].map { ListSection(model: level, items: $0) } }
    }
}
