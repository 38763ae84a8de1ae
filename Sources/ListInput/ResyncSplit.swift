import Dispatch
import Foundation

/// The second half of a large resync's array, read on another thread while
/// the caller reads the first half, so a million-object `List` parses on
/// two cores.
///
/// The worker starts at a byte guessed to begin an element (a `{` after a
/// `,`, from the middle of what is left on). The guess is taken only if the
/// caller's own walk arrives at that very byte between two elements of the
/// array; the worker then read exactly what the caller would have read from
/// there, with the same reader. Any doubt — a guess inside a string or an
/// element, an element that is not a record, a syntax error anywhere in the
/// second half, a problem in the first — and the caller reads on by itself,
/// so records, problems and their lines are those of one reader.
///
/// `@unchecked Sendable` is safe: `reader` and `records` are set before the
/// worker starts and never written again (the worker reads with its own copy); `half` is
/// written by the worker only, before it signals `done`, and read by the
/// caller only after waiting on `done`; `isCancelled` is read and written
/// under `lock`. The reader points into bytes the caller owns: the caller
/// waits for the worker (``finish()``, ``cancel()``, also when it throws)
/// before leaving the `JSONReader.read` closure that keeps them alive.
final class ResyncSplit: @unchecked Sendable {
    /// Arrays with fewer bytes left than this are read by one reader: the
    /// thread costs more than it saves.
    static let minimumBytes = 4 << 20

    /// What the worker read: the records from the split to the end of the
    /// array, and its reader just after the closing `]`.
    struct Half {
        var records: [EventRecord]
        var end: JSONReader
    }

    /// The byte the worker starts at.
    let start: Int
    private let reader: JSONReader
    private let records: EventRecordReader
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var isCancelled = false
    private var half: Half?
    private var waited = false

    /// Starts a worker on the second half of the array `reader` is at (not
    /// yet entered), or returns `nil` when the array is too small, there is
    /// one core, or no element start is found near the middle.
    static func start(_ reader: JSONReader, records: EventRecordReader, minimumBytes: Int = minimumBytes) -> ResyncSplit? {
        let left = reader.bytes.count - reader.position
        guard left >= minimumBytes, ProcessInfo.processInfo.activeProcessorCount > 1,
              let start = elementStart(in: reader.bytes, from: reader.position + left / 2) else { return nil }
        var worker = reader
        worker.position = start
        worker.depth += 1  // inside the array, as the caller's walk is between its elements
        let split = ResyncSplit(start: start, reader: worker, records: records)
        DispatchQueue.global(qos: .userInitiated).async { split.run() }
        return split
    }

    private init(start: Int, reader: JSONReader, records: EventRecordReader) {
        self.start = start
        self.reader = reader
        self.records = records
    }

    /// The first `{` at or after `offset` whose previous byte other than
    /// white space is a `,` (searched over 1 MiB at most).
    static func elementStart(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var i = max(offset, 1)
        let end = min(bytes.count, i + (1 << 20))
        while i < end {
            if bytes[i] == UInt8(ascii: "{") {
                var j = i - 1
                while j > 0, bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x0D || bytes[j] == 0x09 { j -= 1 }
                if bytes[j] == UInt8(ascii: ",") { return i }
            }
            i += 1
        }
        return nil
    }

    /// What the worker read, once it is done; `nil` if it found anything
    /// but records up to the array's end.
    func finish() -> Half? {
        wait()
        return half
    }

    /// Tells the worker to stop, and waits for it.
    func cancel() {
        lock.lock()
        isCancelled = true
        lock.unlock()
        wait()
    }

    private func wait() {
        guard !waited else { return }
        waited = true
        done.wait()
    }

    private var cancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isCancelled
    }

    /// The worker: elements as `EventDocument` reads them, until the `]`.
    private func run() {
        defer { done.signal() }
        var reader = reader
        var recordReader = self.records.forAnotherThread()
        var records: [EventRecord] = []
        do throws(JSONReaderError) {
            while true {
                if records.count % 1024 == 0, cancelled { return }
                // A problem is the caller's to name (with the element's index): it reads on by itself.
                guard case let .success(record) = try recordReader.record(&reader, at: "") else { return }
                records.append(record)
                if records.count == EventDocument.recordsBeforeReserving {
                    let bytes = reader.bytes.count - start
                    records.reserveCapacity(EventRecordReader.expectedCount(records.count, in: reader.position - start, of: bytes))
                }
                if try reader.endOfContainer(UInt8(ascii: "]")) {
                    half = Half(records: records, end: reader)
                    return
                }
            }
        } catch {
            return
        }
    }
}
