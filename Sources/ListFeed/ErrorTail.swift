import CollectionView
import Foundation
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// The end of what a long-running command wrote to its standard error,
/// read from a pipe on a thread of its own: a screen fed by a command
/// cannot let the command write over the screen, but a user whose
/// `kubectl` failed needs to see why (its last line goes with the exit
/// status on the title line). Keeps at most ``limit`` bytes, so a chatty
/// command costs nothing more.
final class ErrorTail: Sendable {
    /// The most bytes kept: the end of the output.
    static let limit = 4_096

    private let bytes = LockedValue<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `input` until its end, then closes it.
    init(reading input: FileDescriptor) {
        Thread.detachNewThread { [bytes, done] in
            var buffer = [UInt8](repeating: 0, count: 1_024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input.rawValue, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                bytes.withLock { kept in
                    kept.append(contentsOf: buffer[0..<count])
                    if kept.count > Self.limit { kept.removeFirst(kept.count - Self.limit) }
                }
            }
            try? input.close()
            done.signal()
        }
    }

    /// The last line that is not blank, made safe to show, once the input
    /// has ended or `patience` has passed (a child the command left behind
    /// may hold the pipe open). `nil` when there is none.
    func lastLine(waiting patience: DispatchTimeInterval = .milliseconds(200)) -> String? {
        _ = done.wait(timeout: .now() + patience)
        return Self.lastLine(of: bytes.current)
    }

    /// The last line of `bytes` that is not blank, as shown: control characters made visible, cut to 160 cells.
    static func lastLine(of bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return line.map { FeedText.safe(String($0).trimmingCharacters(in: .whitespaces), limit: 160) }
    }
}
