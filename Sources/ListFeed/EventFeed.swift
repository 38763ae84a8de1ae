import CollectionView
import ListDiff
import ListInput

/// Bytes of a change-event stream, as they arrive, turned into change
/// events (`ChangeEvent`): documents one per line or pretty-printed back
/// to back, each decoded with the `EventOptions`; a bad one is a problem
/// naming its line, and the stream goes on. One place for a screen's
/// reader (``EventsReader``) and for a run without a screen. When asked,
/// it keeps each document's bytes so they can be written as received, one
/// per line (a recording of the feed).
///
/// ```swift
/// var feed = EventFeed(options: EventOptions(key: "metadata.name"))
/// let batch = feed.read(chunk)          // as bytes come, O(bytes)
/// var model = LiveListModel<String, Pod>(section: { $0.namespace })
/// EventFeed.apply(batch, to: &model, row: Pod.init)
/// ```
public struct EventFeed: Sendable {
    /// What a chunk of input brought.
    public struct Batch: Sendable {
        /// The changes, in order.
        public var events: [ChangeEvent] = []
        /// The documents skipped, each message naming its line.
        public var problems: [String] = []
        /// The documents read (those skipped included), each on one line
        /// (empty unless the feed ``keepsDocuments``).
        public var documents: [[UInt8]] = []

        /// Nothing read.
        public init() {}
    }

    /// How documents are read into events.
    public let options: EventOptions
    /// Whether batches carry their documents' bytes: a copy of every byte
    /// read, not made when nothing writes them (a 120 MB resync).
    public let keepsDocuments: Bool
    private var documents = JSONDocumentStream()
    /// The rows of each database table, so that a truncate deletes them.
    private var tables = TableKeys()

    /// A feed reading documents with `options`, keeping their bytes when `keepsDocuments`.
    public init(options: EventOptions, keepsDocuments: Bool = false) {
        self.options = options
        self.keepsDocuments = keepsDocuments
    }

    /// Bytes read so far. O(1).
    public var bytesRead: Int { documents.bytesRead }
    /// Bytes of the document still being read (a large resync in progress). O(1).
    public var pendingBytes: Int { documents.pendingBytes }

    /// Takes the next bytes. O(bytes).
    public mutating func read(_ chunk: some Sequence<UInt8>) -> Batch {
        // Split first, then decode: `decode(split(chunk))` would take `self` (and the document
        // being read) before `split` appends to it, so every chunk would copy a large document
        // read so far: quadratic, 38 s instead of 2.6 s for 70 MB in a debug build.
        let items = split(chunk)
        return decode(items)
    }

    /// Starts a new stream (a restarted command's output): line numbers count
    /// from 1 again, and a document the last stream left unfinished is
    /// dropped (its end reported it). The tables' rows are kept. O(1).
    public mutating func restart() {
        documents = JSONDocumentStream()
    }

    /// The end of the input: what the last bytes complete (or why they do not).
    public mutating func finish() -> Batch {
        let items = splitFinish()
        return decode(items)
    }

    /// The documents (and problems) the next bytes complete, not parsed yet:
    /// ``read(_:)`` in two steps, so that a large document's parse can be
    /// announced before it starts (``decode(_:)`` parses). O(bytes).
    public mutating func split(_ chunk: some Sequence<UInt8>) -> [JSONDocumentStream.Item] {
        documents.read(chunk)
    }

    /// ``finish()``'s first step: what the end of the input completes, not parsed yet.
    public mutating func splitFinish() -> [JSONDocumentStream.Item] {
        documents.finish()
    }

    /// The bytes of the documents among `items`: what ``decode(_:)`` will parse. O(items).
    public static func documentBytes(in items: [JSONDocumentStream.Item]) -> Int {
        items.reduce(0) { total, item in
            if case let .document(bytes, _) = item { total + bytes.count } else { total }
        }
    }

    /// Parses the documents of `items` into changes (a truncate as the
    /// deletes of its table's rows). O(bytes of the documents).
    public mutating func decode(_ items: [JSONDocumentStream.Item]) -> Batch {
        var batch = Batch()
        for item in items {
            switch item {
            case let .problem(error):
                batch.problems.append("\(error)")
            case let .document(bytes, line):
                if keepsDocuments { batch.documents.append(Self.oneLine(bytes)) }
                do {
                    batch.events += tables.resolve(try ChangeEvent.decode(bytes, line: line, options: options))
                } catch {
                    batch.problems.append("\(error)")
                }
            }
        }
        return batch
    }

    /// A document on one line: a raw line break can only be whitespace between
    /// JSON tokens (inside a string it is escaped), so it becomes a space.
    public static func oneLine(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    }

    /// Applies `batch`'s events to `model` as one set of coalesced changes (a
    /// run without a view, a test), rows made by `row`. O(k log n) for k rows changed.
    public static func apply<SectionKey, Row>(
        _ batch: Batch, to model: inout LiveListModel<SectionKey, Row>, row: (EventRecord) -> Row
    ) where Row.DifferenceIdentifier == String {
        var changes = LiveChanges<Row>()
        for event in batch.events { record(event, into: &changes, row: row) }
        model.apply(changes)
    }

    /// Records `event` into `changes`, rows made by `row`: upserts and
    /// deletes by identity (a database row's key within its table:
    /// `EventRecord/identity`), a replace as both, a resync replaces
    /// everything; a bookmark or an error changes nothing, nor does a
    /// truncate (``decode(_:)`` turned it into deletes). O(1), a resync O(rows).
    public static func record<Row>(
        _ event: ChangeEvent, into changes: inout LiveChanges<Row>, row: (EventRecord) -> Row
    ) where Row.DifferenceIdentifier == String {
        switch event {
        case let .upsert(record): changes.upsert(row(record))
        case let .delete(key, _): changes.delete(key)
        case let .deleteFromTable(key, table, _): changes.delete(EventRecord.identity(key: key, table: table))
        case let .replace(oldKey, record):
            changes.delete(EventRecord.identity(key: oldKey, table: record.table))
            changes.upsert(row(record))
        case let .resync(records, _): changes.resync(records.map(row))
        case .truncate, .bookmark, .error: break
        }
    }
}
