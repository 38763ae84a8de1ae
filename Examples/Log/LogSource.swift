import Foundation

/// Where the lines come from: a file followed as it grows (`tail -f`), or a
/// made-up service that logs a line now and then, with repeats.
enum LogSource {
    case file(handle: FileHandle, pending: Data)
    case simulated(any RandomNumberGenerator)

    static let messages = [
        "INFO GET /api/users 200", "INFO GET /health 200", "INFO cache hit ratio 0.93", "WARN slow query: 412 ms",
        "WARN retrying upstream (1/3)", "ERROR connection reset by peer", "INFO POST /api/orders 201", "ERROR disk 91% full",
    ]

    /// Follows the file at `path` from its end.
    ///
    /// - Throws: ``LogFileError`` when it cannot be opened.
    static func following(_ path: String) throws(LogFileError) -> LogSource {
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            return .file(handle: handle, pending: Data())
        } catch {
            throw LogFileError(path: path, reason: (error as NSError).localizedFailureReason ?? "\(error)")
        }
    }

    /// The lines that arrived since the last call (a file's unfinished last line waits for its end).
    mutating func read() -> [String] {
        switch self {
        case var .simulated(random):
            let line = Self.messages.randomElement(using: &random) ?? ""
            self = .simulated(random)
            return [line]
        case .file(let handle, var pending):
            pending.append((try? handle.readToEnd()) ?? Data())
            guard let end = pending.lastIndex(of: UInt8(ascii: "\n")) else {
                self = .file(handle: handle, pending: pending)
                return []
            }
            let lines = String(decoding: pending[..<end], as: UTF8.self).split(separator: "\n").map(String.init)
            self = .file(handle: handle, pending: Data(pending[(end + 1)...]))
            return lines
        }
    }
}

/// The file to follow could not be opened.
struct LogFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot read \(path): \(reason)" }
}
