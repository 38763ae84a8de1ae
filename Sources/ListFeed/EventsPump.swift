import CollectionView
import ListDiff
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reading loop of a change feed, on a thread of its own: reads a
/// descriptor (stdin, a file, the pipe from a command) as the bytes come,
/// through an ``EventsReader`` (which feeds the list), and reports to the
/// screen at most every ``beat`` (a problem at once).
///
/// A report held back by the beat goes out when the beat is over even if no
/// more bytes come: the last chunk of a large document (the resync that
/// ends "reading 70.0 MB") or of a burst is never left waiting for the next
/// event, which may be minutes away. A large document's parse is announced
/// at once, before it starts ("parsing 70.0 MB…"), with any report held.
/// A restarted command's first events are handed over as one resync once
/// no byte came for a ``beat``.
public enum EventsPump {
    /// The shortest time between two reports, and the quiet that ends a restarted command's first burst.
    public static let beat: Duration = .milliseconds(100)
    /// The most read at once.
    public static let chunkSize = 256 << 10

    /// Reads `descriptor` to its end (blocking), feeding `reader`, and
    /// `deliver`s its reports: each ``FeedReport/read(_:)`` at most every
    /// ``beat``, a held one at the end of its beat, then the end of the
    /// input (`finish`). Returns why reading failed (`""` at the end of the
    /// input). O(bytes).
    public static func pump<SectionKey, Row>(
        _ descriptor: Int32, _ reader: inout EventsReader<SectionKey, Row>, deliver: (FeedReport) -> Void
    ) -> String {
        let clock = ContinuousClock()
        var held: FeedProgress?
        var lastSent: ContinuousClock.Instant?
        var lastRead = clock.now
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var failure = ""
        while true {
            var wait: Duration?
            if held != nil, let lastSent { wait = max(beat - (clock.now - lastSent), .zero) }
            if reader.holdsResync {
                let quiet = max(beat - (clock.now - lastRead), .zero)
                wait = min(wait ?? quiet, quiet)
            }
            if let wait, !readable(descriptor, within: wait) {
                if reader.holdsResync, clock.now - lastRead >= beat { reader.endResync() }
                if let report = held, let sent = lastSent, clock.now - sent >= beat {
                    deliver(.read(report))
                    held = nil
                    lastSent = clock.now
                }
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
            lastRead = clock.now
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
        return failure
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
