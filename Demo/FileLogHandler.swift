import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--log FILE`: every message of every logger, one line each, appended to a
/// file (the screen belongs to the list, so nothing may go to the terminal).
///
/// A line is `TIME LEVEL LABEL: MESSAGE`, written with one `write` on a
/// descriptor opened with `O_APPEND`, so lines from the update queue's
/// thread and the main thread never interleave.
struct FileLogHandler: LogHandler {
    /// The open log file; shared by every handler made by one bootstrap, never closed (it lives as long as the process).
    let descriptor: Int32
    let label: String
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .info

    /// Opens (or creates) `path` for appending; `nil` when it cannot be written.
    static func openFile(_ path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? descriptor : nil
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let line = "\(Date().ISO8601Format()) \(event.level) \(label): \(event.message)\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
