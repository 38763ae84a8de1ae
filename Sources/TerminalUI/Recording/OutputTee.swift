import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tees what ncurses writes: while a frame is written, ncurses' output
/// descriptor is a pipe (``divert(_:)``); a thread of the tee's own reads
/// the pipe, writes every byte on to the terminal, then hands it to the
/// recorder. So a frame costs a write into a pipe, and recording happens
/// off the frame path.
///
/// ncurses writes frames with `write(2)` on its stream's descriptor, not
/// through stdio, so a `fopencookie` stream would not see them; and it sets
/// the terminal's modes and reads its size on that same descriptor, so the
/// descriptor is a pipe only while a frame is written and the terminal
/// again afterwards (``restore(_:)``).
///
/// `@unchecked Sendable` is safe: every stored property is a `let` set in
/// `init`; the thread reads only `pipeRead`, `terminal` and `recorder`
/// (itself `Sendable`), and the semaphore is thread-safe.
final class OutputTee: @unchecked Sendable {
    private let pipeRead: Int32
    private let pipeWrite: Int32
    /// A copy of the terminal's descriptor, written by the thread and put back by ``restore(_:)``.
    private let terminal: Int32
    private let recorder: any TerminalRecorder
    private let ended = DispatchSemaphore(value: 0)

    /// A tee to the terminal behind `descriptor`; nil when no pipe can be made.
    init?(terminal descriptor: Int32, recorder: any TerminalRecorder) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        let copy = dup(descriptor)
        guard copy >= 0 else {
            close(fds[0])
            close(fds[1])
            return nil
        }
        pipeRead = fds[0]
        pipeWrite = fds[1]
        terminal = copy
        self.recorder = recorder
        let thread = Thread { [self] in forward() }
        thread.name = "ListMotion output tee"
        thread.start()
    }

    /// Makes `descriptor` (ncurses' output) the pipe.
    func divert(_ descriptor: Int32) {
        _ = dup2(pipeWrite, descriptor)
    }

    /// Makes `descriptor` the terminal again.
    func restore(_ descriptor: Int32) {
        _ = dup2(terminal, descriptor)
    }

    /// Closes the pipe (the descriptor must be the terminal again) and waits
    /// until every byte in it has reached the terminal and the recorder.
    func finish() {
        close(pipeWrite)
        ended.wait()
        close(terminal)
    }

    private func forward() {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeRead, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            var written = 0
            while written < count {
                let result = chunk.withUnsafeBytes { bytes in
                    bytes.baseAddress.map { write(terminal, $0 + written, count - written) } ?? -1
                }
                if result < 0, errno == EINTR { continue }
                // A terminal gone away: the bytes are still recorded, and ncurses never blocks on the pipe.
                guard result > 0 else { break }
                written += result
            }
            recorder.terminalWrote(chunk)
        }
        close(pipeRead)
        ended.signal()
    }
}
