import CollectionView
import Foundation
import ListInput

/// Appends history lines to a file as they come, so that a long watch keeps
/// nothing extra in memory. Each line is encoded and written on the saver's
/// own serial queue: a changed list of a million rows is JSON-encoded off
/// the main thread, in the order the runs were appended. ``HistoryFile``
/// reads the file back.
///
/// ```swift
/// guard let saver = HistorySaver(path: "top.ndjson") else { fail("cannot write top.ndjson") }
/// saver.append(run: judge.runs, outcome: outcome, list: list)   // returns at once
/// saver.finish()                                                // before exiting
/// ```
public final class HistorySaver: Sendable {
    /// Turns a run into its line (``HistoryFile/line(run:outcome:list:)``; tests pass their own).
    public typealias Encoder = @Sendable (_ run: Int, _ outcome: RunOutcome?, _ list: InputList) -> String

    private let handle: FileHandle
    private let queue = DispatchQueue(label: "listfeed.history.save")
    private let encode: Encoder
    private let written = LockedValue(false)

    /// Creates (or empties) `path`; `nil` when it cannot be written.
    public init?(path: String, encode: @escaping Encoder = HistoryFile.line) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { return nil }
        self.handle = handle
        self.encode = encode
    }

    /// Whether nothing has been appended yet.
    public var isEmpty: Bool { !written.current }

    /// Encodes and writes run `run` and a line break, later, on the saver's queue. O(1) here.
    public func append(run: Int, outcome: RunOutcome?, list: InputList) {
        written.withLock { $0 = true }
        queue.async { [handle, encode] in
            handle.write(Data((encode(run, outcome, list) + "\n").utf8))
        }
    }

    /// Waits until every appended line is written.
    public func finish() {
        queue.sync {}
    }

    deinit {
        queue.sync {}
        try? handle.close()
    }
}
