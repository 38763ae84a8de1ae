import CollectionView
import ListDiff
import ListInput

/// Bytes of a change-event stream, as they arrive, turned into changes of a
/// live list (`--events`): one place for the terminal's reader and for
/// `--headless`. When asked (`--save`), it keeps each document's bytes so
/// they can be written as received, one per line.
struct EventFeed: Sendable {
    /// What a chunk of input brought.
    struct Batch: Sendable {
        /// The changes, in order.
        var events: [ChangeEvent] = []
        /// The documents skipped, each message naming its line.
        var problems: [String] = []
        /// The documents read (those skipped included), each on one line, for `--save`
        /// (empty unless the feed ``keepsDocuments``).
        var documents: [[UInt8]] = []
    }

    let options: EventOptions
    /// Whether batches carry their documents' bytes (for `--save`): a copy of
    /// every byte read, not made when nothing writes them (a 120 MB resync).
    let keepsDocuments: Bool
    private var documents = JSONDocumentStream()
    /// The rows of each database table, so that a truncate deletes them.
    private var tables = TableKeys()

    init(options: EventOptions, keepsDocuments: Bool) {
        self.options = options
        self.keepsDocuments = keepsDocuments
    }

    /// Bytes read so far. O(1).
    var bytesRead: Int { documents.bytesRead }
    /// Bytes of the document still being read (a large resync in progress). O(1).
    var pendingBytes: Int { documents.pendingBytes }

    /// Takes the next bytes. O(bytes).
    mutating func read(_ chunk: some Sequence<UInt8>) -> Batch {
        // Split first, then decode: `decode(split(chunk))` would take `self` (and the document
        // being read) before `split` appends to it, so every chunk would copy a large document
        // read so far: quadratic, 38 s instead of 2.6 s for 70 MB in a debug build.
        let items = split(chunk)
        return decode(items)
    }

    /// The end of the input: what the last bytes complete (or why they do not).
    mutating func finish() -> Batch {
        let items = splitFinish()
        return decode(items)
    }

    /// The documents (and problems) the next bytes complete, not parsed yet:
    /// ``read(_:)`` in two steps, so that a large document's parse can be
    /// announced before it starts (``decode(_:)`` parses). O(bytes).
    mutating func split(_ chunk: some Sequence<UInt8>) -> [JSONDocumentStream.Item] {
        documents.read(chunk)
    }

    /// ``finish()``'s first step: what the end of the input completes, not parsed yet.
    mutating func splitFinish() -> [JSONDocumentStream.Item] {
        documents.finish()
    }

    /// The bytes of the documents among `items`: what ``decode(_:)`` will parse. O(items).
    static func documentBytes(in items: [JSONDocumentStream.Item]) -> Int {
        items.reduce(0) { total, item in
            if case let .document(bytes, _) = item { total + bytes.count } else { total }
        }
    }

    /// Parses the documents of `items` into changes (a truncate as the
    /// deletes of its table's rows). O(bytes of the documents).
    mutating func decode(_ items: [JSONDocumentStream.Item]) -> Batch {
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
    static func oneLine(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    }

    /// Applies `batch`'s events to `model` as one set of coalesced changes (what
    /// the headless run and the tests do without a view). O(k log n) for k rows changed.
    static func apply(_ batch: Batch, to model: inout LiveListModel<String, EventRow>) {
        var changes = LiveChanges<EventRow>()
        for event in batch.events { record(event, into: &changes) }
        model.apply(changes)
    }

    /// Records `event` into `changes`: upserts and deletes by identity (a
    /// database row's key within its table), a replace as both, a resync
    /// replaces everything; a bookmark or an error changes nothing, nor does a
    /// truncate (``decode(_:)`` turned it into deletes). O(1), a resync O(rows).
    static func record(_ event: ChangeEvent, into changes: inout LiveChanges<EventRow>) {
        switch event {
        case let .upsert(record): changes.upsert(EventRow(record))
        case let .delete(key, _): changes.delete(key)
        case let .deleteFromTable(key, table, _): changes.delete(EventRecord.identity(key: key, table: table))
        case let .replace(oldKey, record):
            changes.delete(EventRecord.identity(key: oldKey, table: record.table))
            changes.upsert(EventRow(record))
        case let .resync(records, _): changes.resync(records.map(EventRow.init))
        case .truncate, .bookmark, .error: break
        }
    }

    /// The order of a table sorted by column `sort.column` of the rows' cells
    /// (``SortValue/init(cell:)``: numbers as numbers, text naturally), values of
    /// another kind than `kind` after the others, ties by the `previous` sort's column,
    /// then the key; rows without the value last.
    static func order(_ sort: TableHeader.Sort, previous: TableHeader.Sort?, kind: TableSortKey.Kind) -> LiveListOrder<EventRow> {
        let column = sort.column
        let descending = sort.descending
        let previousColumn = previous?.column
        let previousDescending = previous?.descending ?? false
        return .ascending { (row: EventRow) -> TableSortKey? in
            guard column < row.cells.count, let value = SortValue(cell: row.cells[column]) else { return nil }
            let before = previousColumn.flatMap { $0 < row.cells.count ? SortValue(cell: row.cells[$0]) : nil }
            return TableSortKey(value, kind: kind, descending: descending, previous: before, previousDescending: previousDescending)
        }
    }

    /// The order that holds the rows of `model` where they are shown now
    /// (ranks read once): a row keeps its place whatever its values become,
    /// and a row without a place (new, or hidden now) goes to the end of its
    /// section. O(n).
    static func heldOrder(of model: LiveListModel<String, EventRow>) -> LiveListOrder<EventRow> {
        var ranks: [String: Int] = [:]
        ranks.reserveCapacity(model.numberOfRows)
        var rank = 0
        for section in model.sectionedRows {
            for row in section.rows {
                ranks[row.id] = rank
                rank += 1
            }
        }
        let held = ranks
        return .ascending { (row: EventRow) -> Int? in held[row.id] }
    }

    /// The kind most of `rows`' values in column `column` are (numbers on a
    /// tie), and how many are of the other kind. O(rows).
    static func kind(ofColumn column: Int, in rows: some Sequence<EventRow>) -> (kind: TableSortKey.Kind, others: Int) {
        var numbers = 0
        var texts = 0
        for row in rows where column < row.cells.count {
            switch SortValue(cell: row.cells[column]) {
            case .number?: numbers += 1
            case .string?: texts += 1
            case nil: break
            }
        }
        return numbers >= texts ? (.number, texts) : (.text, numbers)
    }

    /// The order of `options`: by the sort field (ascending or descending), else by arrival.
    static func order(_ options: EventOptions) -> LiveListOrder<EventRow> {
        guard options.sort != nil else { return .arrival }
        return options.descending ? .descending(by: { $0.sortValue }) : .ascending(by: { $0.sortValue })
    }
}
