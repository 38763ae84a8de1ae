import Foundation

/// A ``FeedRecorder`` that writes a feed's documents to a file, one per line
/// (NDJSON), as they arrive: a recording that a ``FeedSource`` reading the
/// file (or stdin) plays back. Written by the feed's reader thread only.
///
/// ```swift
/// guard let recording = FeedFileRecorder(path: "events.ndjson") else { fail("cannot write events.ndjson") }
/// let reader = EventsReader(options: options, live: live, row: Job.init, recorder: recording, clock: live.view.clock)
/// ```
public struct FeedFileRecorder: FeedRecorder {
    private let handle: FileHandle

    /// Creates (or empties) `path`; `nil` when it cannot be written.
    public init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { return nil }
        self.handle = handle
    }

    /// Appends `documents`, each on its own line (nothing for none). O(bytes).
    public func write(_ documents: [[UInt8]]) {
        guard !documents.isEmpty else { return }
        var bytes: [UInt8] = []
        for document in documents {
            bytes += document
            bytes.append(0x0A)
        }
        handle.write(Data(bytes))
    }

    /// Closes the file.
    public func finish() {
        try? handle.close()
    }
}
