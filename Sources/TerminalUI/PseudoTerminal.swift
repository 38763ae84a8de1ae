import CNcursesw
import CollectionView
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair the process owns: ncurses (or a child process)
/// draws on the ``replica`` side, and whatever it sends can be read from the
/// ``controller`` side. For tests and benchmarks that need a real terminal
/// without a window.
public final class PseudoTerminal {
    /// Why a pseudo-terminal could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        /// The call that failed.
        public var call: String
        /// `errno` after it.
        public var code: Int32
        /// One line naming the failed call.
        public var description: String { "\(call) failed (errno \(code))" }
    }

    /// The controlling side ("master"): read what is drawn, write what is typed.
    public let controller: Int32
    /// The terminal side ("slave"): a TTY for ncurses or a child's stdio.
    public let replica: Int32

    /// Opens a pseudo-terminal of `columns` × `rows`.
    ///
    /// - Throws: ``OpenError`` naming the call that failed.
    public init(columns: Int, rows: Int) throws(OpenError) {
        let controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw OpenError(call: "posix_openpt", code: errno) }
        guard grantpt(controller) == 0, unlockpt(controller) == 0 else {
            let code = errno
            close(controller)
            throw OpenError(call: "grantpt/unlockpt", code: code)
        }
        var name = [CChar](repeating: 0, count: 128)
        guard ptsname_r(controller, &name, name.count) == 0 else {
            let code = errno
            close(controller)
            throw OpenError(call: "ptsname_r", code: code)
        }
        let replica = open(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), O_RDWR | O_NOCTTY)
        guard replica >= 0 else {
            let code = errno
            close(controller)
            throw OpenError(call: "open(pts)", code: code)
        }
        self.controller = controller
        self.replica = replica
        resize(columns: columns, rows: rows)
    }

    deinit {
        close(replica)
        close(controller)
    }

    /// Sets the window size (the process on the replica side gets `SIGWINCH`
    /// if it is the terminal's foreground process).
    public func resize(columns: Int, rows: Int) {
        _ = lm_set_winsize(controller, Int32(rows), Int32(columns))
    }

    /// Reads everything the replica side has sent so far, without blocking
    /// (waiting at most `milliseconds` for the first byte).
    public func drain(waitingAtMost milliseconds: Int32 = 0) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var wait = milliseconds
        while true {
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, wait) > 0, poller.revents & Int16(POLLIN) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output.append(contentsOf: buffer[0..<count])
            wait = 0
        }
        return output
    }

    /// Types `text` into the terminal (as if on a keyboard).
    public func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(controller, $0.baseAddress, $0.count) }
    }
}
