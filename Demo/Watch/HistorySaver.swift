import Foundation

/// Appends history lines to a file as they come, so that a long watch keeps nothing extra in memory.
final class HistorySaver {
    private let handle: FileHandle
    /// Whether nothing has been written yet.
    private(set) var isEmpty = true

    /// Creates (or empties) `path`; `nil` when it cannot be written.
    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { return nil }
        self.handle = handle
    }

    /// Writes `line` and a line break.
    func append(_ line: String) {
        handle.write(Data((line + "\n").utf8))
        isEmpty = false
    }

    deinit { try? handle.close() }
}
