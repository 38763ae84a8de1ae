import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reading loop of `demo watch --events`, on a thread of its own: reads
/// a descriptor (stdin, the `--load` file, the pipe from the command) as
/// the bytes come, through an ``EventsReader`` (which feeds the list), and
/// reports to the screen at most every ``beat`` (a problem at once).
///
/// A report held back by the beat goes out when the beat is over even if no
/// more bytes come: the last chunk of a large document (the resync that
/// ends "reading 70.0 MB") or of a burst is never left waiting for the next
/// event, which may be minutes away. A large document's parse is announced
/// at once, before it starts ("parsing 70.0 MB…"), with any report held.
enum EventsPump {
    /// The shortest time between two reports.
    static let beat: Duration = .milliseconds(100)
    /// The most read at once.
    static let chunkSize = 256 << 10

    /// Starts the thread reading `descriptor` to its end (closing it then if
    /// `closing`); its reports, then `.ended`, come out of the stream.
    static func start(reading descriptor: Int32, closing: Bool, with reader: EventsReader) -> AsyncStream<EventsEvent> {
        AsyncStream { continuation in
            let thread = Thread {
                var reader = reader
                pump(descriptor, &reader) { continuation.yield($0) }
                if closing { close(descriptor) }
                continuation.finish()
            }
            thread.name = "demo watch --events reader"
            thread.start()
        }
    }

    /// Reads `descriptor` to its end (blocking), feeding `reader`, and
    /// `deliver`s its reports: each ``EventsEvent/read(_:)`` at most every
    /// ``beat``, a held one at the end of its beat, then the end of the
    /// input (`finish`), then ``EventsEvent/ended(_:)`` (with the reason if
    /// reading failed). O(bytes).
    static func pump(_ descriptor: Int32, _ reader: inout EventsReader, deliver: (EventsEvent) -> Void) {
        let clock = ContinuousClock()
        var held: EventsEvent.Progress?
        var lastSent: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var failure = ""
        while true {
            var wait: Duration?
            if held != nil, let lastSent { wait = max(beat - (clock.now - lastSent), .zero) }
            if let wait, !readable(descriptor, within: wait), let report = held {
                deliver(.read(report))
                held = nil
                lastSent = clock.now
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                // A descriptor left non-blocking by whoever opened it: wait for bytes, not spin.
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    _ = readable(descriptor, within: nil)
                    continue
                }
                failure = "reading the input: \(String(cString: strerror(errno)))"
                break
            }
            let progress = reader.read(buffer[0..<count]) { announcement in
                // A large document's parse takes a while (70 MB: over a second): say so now, with what was held.
                deliver(.read(held.map { $0.merged(with: announcement) } ?? announcement))
                held = nil
                lastSent = clock.now
            }
            let merged = held.map { $0.merged(with: progress) } ?? progress
            let now = clock.now
            if merged.isUrgent || lastSent.map({ now - $0 >= beat }) ?? true {
                deliver(.read(merged))
                held = nil
                lastSent = now
            } else {
                held = merged
            }
        }
        let end = reader.finish { announcement in
            deliver(.read(held.map { $0.merged(with: announcement) } ?? announcement))
            held = nil
        }
        deliver(.read(held.map { $0.merged(with: end) } ?? end))
        reader.saver?.finish()
        deliver(.ended(failure))
    }

    /// Whether `descriptor` has bytes (or its end) within `wait` (`nil`: for
    /// as long as it takes); a signal counts as yes (the caller reads, or polls again).
    private static func readable(_ descriptor: Int32, within wait: Duration?) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var milliseconds: Int32 = -1
        if let (seconds, attoseconds) = wait?.components {
            milliseconds = Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        }
        let ready = poll(&poller, 1, milliseconds)
        return ready != 0
    }
}
