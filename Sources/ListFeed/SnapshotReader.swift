import Foundation
import ListInput

/// JSON snapshots of a stream (`watch -`: one document a snapshot, one a
/// line or pretty-printed back to back), read and parsed on a thread of
/// its own, each as it arrives. Each byte is looked at once: a long line
/// costs its length.
public enum SnapshotReader {
    /// What the stream brought.
    public enum Report: Sendable {
        /// A snapshot (or why its document is not one), read at `time`.
        case snapshot(Result<InputList, InputError>, at: Date)
        /// The stream ended.
        case ended
    }

    /// Starts reading `input` to its end with `options` (reading blocks, on
    /// its own thread); the snapshots, then ``Report/ended``, come out of the stream.
    public static func start(reading input: FileHandle, options: InputOptions) -> AsyncStream<Report> {
        AsyncStream { continuation in
            let thread = Thread {
                var snapshots = SnapshotStream(options: options)
                func deliver(_ read: [Result<InputList, InputError>]) {
                    for snapshot in read { continuation.yield(.snapshot(snapshot, at: Date())) }
                }
                while true {
                    let data = input.availableData
                    if data.isEmpty { break }
                    deliver(snapshots.read(data))
                }
                deliver(snapshots.finish())
                continuation.yield(.ended)
                continuation.finish()
            }
            thread.name = "ListFeed snapshots"
            thread.start()
        }
    }
}
