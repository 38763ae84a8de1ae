import Foundation
import ListFeed

/// `--save FILE` of `demo watch --events`: the documents received, one per
/// line (NDJSON), so `--load FILE` and `demo watch --events -` read it back.
/// Written by the reader's thread only (the feed's ``FeedRecorder``).
struct EventSaver: FeedRecorder {
    private let handle: FileHandle

    /// Creates (or truncates) `path`; `nil` when it cannot be written.
    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { return nil }
        self.handle = handle
    }

    /// Appends `documents`, each on its own line.
    func write(_ documents: [[UInt8]]) {
        guard !documents.isEmpty else { return }
        var bytes: [UInt8] = []
        for document in documents {
            bytes += document
            bytes.append(0x0A)
        }
        handle.write(Data(bytes))
    }

    /// Closes the file.
    func finish() {
        try? handle.close()
    }
}
