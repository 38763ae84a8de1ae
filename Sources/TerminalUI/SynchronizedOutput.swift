import CNcursesw
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether frames are wrapped in DEC mode 2026 ("synchronized output") so a
/// terminal shows each frame whole, never half drawn.
public enum SynchronizedOutput: Hashable, Sendable {
    /// Ask the terminal at start-up (`ESC [ ? 2026 $ p`, DECRQM) and use the
    /// mode only when it answers that it knows it.
    case query
    /// Always wrap frames (a terminal that does not know the mode ignores it).
    case on
    /// Never wrap frames.
    case off

    /// The choice the environment makes: `LISTMOTION_SYNC_OUTPUT=0`/`off`
    /// or `1`/`on`; anything else (or unset) queries the terminal.
    public static func fromEnvironment(_ value: String?) -> SynchronizedOutput {
        switch value?.lowercased() {
        case "0", "off", "no", "false": .off
        case "1", "on", "yes", "true": .on
        default: .query
        }
    }

    /// Begins a synchronized frame.
    static let begin = "\u{1B}[?2026h"
    /// Ends a synchronized frame (the terminal shows it now).
    static let end = "\u{1B}[?2026l"
}

/// Asks the terminal whether it supports synchronized output.
///
/// The DECRQM question is followed by a primary device attributes request
/// (`ESC [ c`), which every terminal answers. A terminal that does not know
/// DECRQM stays silent on the first, so the answer to the second ends the
/// wait at once instead of a timeout; the timeout only guards against a
/// terminal that answers nothing at all.
enum SynchronizedOutputProbe {
    /// The bytes sent: DECRQM for mode 2026, then DA1.
    static let question = Array("\u{1B}[?2026$p\u{1B}[c".utf8)

    /// What the bytes read so far say.
    enum Answer: Equatable {
        /// Still waiting for the DA1 reply.
        case incomplete
        /// The DA1 reply arrived; `supported` is the DECRQM verdict (false when it never came).
        case complete(supported: Bool)
    }

    /// Parses replies: DECRPM `ESC [ ? 2026 ; Ps $ y` (Ps 1 = set, 2 = reset:
    /// both mean "known"; 0 = unknown, 4 = permanently reset) and DA1
    /// `ESC [ ? … c`. Other bytes (keys typed meanwhile) are skipped.
    static func parse(_ bytes: [UInt8]) -> Answer {
        let escape: UInt8 = 0x1B
        var supported = false
        var index = 0
        while index + 2 < bytes.count {
            // Every reply starts with ESC [ ?, then digits and semicolons.
            guard bytes[index] == escape, bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            var end = index + 3
            while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                end += 1
            }
            let body = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
            if end < bytes.count, bytes[end] == UInt8(ascii: "c") {
                return .complete(supported: supported)
            }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "$"), bytes[end + 1] == UInt8(ascii: "y") {
                let fields = body.split(separator: ";")
                if fields.count == 2, fields[0] == "2026" {
                    supported = fields[1] == "1" || fields[1] == "2"
                }
            }
            index = end
        }
        return .incomplete
    }

    /// Sends the question on `output` and reads the answer from `input`
    /// (already in cbreak/noecho mode), waiting at most `timeoutMilliseconds`.
    static func ask(input: Int32, output: Int32, timeoutMilliseconds: Int = 300) -> Bool {
        let sent = question.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
        guard sent == question.count else { return false }
        var received: [UInt8] = []
        var remaining = timeoutMilliseconds
        var buffer = [UInt8](repeating: 0, count: 256)
        while remaining > 0 {
            let start = monotonicMilliseconds()
            var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(remaining))
            if ready < 0 && errno != EINTR { return false }
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count <= 0 { return false }
                received.append(contentsOf: buffer[0..<count])
                if case let .complete(supported) = parse(received) { return supported }
            }
            remaining -= max(monotonicMilliseconds() - start, 1)
        }
        return false
    }

    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
