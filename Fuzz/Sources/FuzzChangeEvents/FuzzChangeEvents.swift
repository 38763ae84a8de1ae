import FuzzSupport
import ListDiff
import ListInput

/// The change-event stream (`ChangeEventStream`, `SnapshotStream`) with
/// random options and random chunking. The promises:
/// - the items do not depend on how the bytes are cut into chunks;
/// - every problem names a line of the input, and every event's records
///   carry the line their document starts on;
/// - nothing is lost: each document the splitter finds is one item (an event
///   or a problem), and a record's key is never missing;
/// - keeping objects (`keepsObjects`) changes nothing else: the same items
///   once the objects are dropped, and every record has one, which
///   pretty-prints (`PrettyJSON`) with no line changed from itself.
@_cdecl("FuzzChangeEvents_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzOne)
}

/// libFuzzer's own entry point, for when its `main` is the one linked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(data, size)
}

private let paths: [JSONPath] = ["id", "metadata.name", "metadata.namespace", "status.phase", "a.b", ""]

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let options = EventOptions(
        key: input.pick(paths), section: input.pick([nil] + paths.map(Optional.some)),
        sort: input.pick([nil] + paths.map(Optional.some)), descending: input.bool(),
        fields: input.bool() ? nil : [input.pick(paths), input.pick(paths)])
    let chunk = input.int(in: 1...64)
    let bytes = input.rest()
    let lineCount = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }

    var whole = ChangeEventStream(options: options)
    let all = whole.read(bytes) + whole.finish()
    var cut = ChangeEventStream(options: options)
    var pieces: [ChangeEventStream.Item] = []
    var start = 0
    while start < bytes.count {
        pieces += cut.read(bytes[start..<min(start + chunk, bytes.count)])
        start += chunk
    }
    pieces += cut.finish()
    require(pieces == all, "chunks of \(chunk) bytes give other items than one chunk")
    require(cut.documents.bytesRead == bytes.count, "bytes read \(cut.documents.bytesRead) of \(bytes.count)")

    var documents = JSONDocumentStream()
    let found = documents.read(bytes) + documents.finish()
    require(found.count == all.count, "\(found.count) documents and problems, \(all.count) items")
    for item in all {
        switch item {
        case let .problem(error):
            let line: Int? = switch error {
            case let .malformedJSON(place), let .unexpectedShape(place, _): place?.line
            case let .missingKey(_, place): place.line
            default: nil
            }
            require(line.map { (1...lineCount).contains($0) } ?? false, "\(error) names no line of \(lineCount)")
        case let .event(event):
            let records: [EventRecord]
            let line: Int
            switch event {
            case let .upsert(record), let .replace(_, record): (records, line) = ([record], record.line)
            case let .delete(_, at), let .deleteFromTable(_, _, at), let .truncate(_, at): (records, line) = ([], at)
            case let .resync(all, at): (records, line) = (all, at)
            case let .error(_, at): (records, line) = ([], at)
            case .bookmark: (records, line) = ([], 1)
            }
            require((1...lineCount).contains(line), "an event on line \(line) of \(lineCount)")
            require(records.allSatisfy { $0.line == line }, "a record away from its document's line")
        }
    }

    checkLiveList(all, options: options, batch: chunk % 7 + 1)
    checkKeptObjects(bytes, options: options, items: all)

    // The same bytes as snapshots: cut or whole, the same lists and errors.
    var snapshots = SnapshotStream()
    var snapshotsCut = SnapshotStream()
    var cutLists: [Result<InputList, InputError>] = []
    start = 0
    while start < bytes.count {
        cutLists += snapshotsCut.read(bytes[start..<min(start + chunk, bytes.count)])
        start += chunk
    }
    cutLists += snapshotsCut.finish()
    let wholeLists = snapshots.read(bytes) + snapshots.finish()
    require(cutLists.count == wholeLists.count, "snapshots: \(cutLists.count) cut, \(wholeLists.count) whole")
    for (a, b) in zip(cutLists, wholeLists) {
        switch (a, b) {
        case let (.success(x), .success(y)): require(x == y, "a snapshot differs when cut")
        case let (.failure(x), .failure(y)): require(x == y, "a snapshot error differs when cut")
        default: require(false, "a snapshot read when cut and not whole, or the other way")
        }
    }
    return 0
}

/// A row of the live list: a record (its line is content too, so every event changes it).
private struct LiveRow: Differentiable, Hashable, Sendable {
    var record: EventRecord
    var differenceIdentifier: String { record.identity }
}

/// Applies `items`' events to a `LiveListModel`, `batch` events per batch.
private func checkLiveList(_ items: [ChangeEventStream.Item], options: EventOptions, batch: Int) {
    let order: LiveListOrder<LiveRow> = options.sort == nil ? .arrival
        : options.descending ? .descending { $0.record.sortValue } : .ascending { $0.record.sortValue }
    var model = LiveListModel<String, LiveRow>(section: { $0.record.section ?? "" }, order: order)
    var expected: [String: EventRecord] = [:]
    var pending = LiveChanges<LiveRow>()
    var shown: [ListSection<String, LiveRow>] = []
    var count = 0
    func flush() {
        let change = model.apply(pending.take())
        let after = model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
        do {
            let applied = try change.apply(
                to: shown, sectionContent: { after[$0].model }, itemCount: { after[$0].items.count },
                itemContent: { after[$0.section].items[$0.item] })
            require(applied == after, "a live batch does not turn the list before into the list after: \(change)")
        } catch {
            require(false, "a live batch does not fit the list before: \(error)")
        }
        require(model.numberOfRows == expected.count, "\(model.numberOfRows) rows, the feed has \(expected.count)")
        for (key, record) in expected { require(model.row(withID: key)?.record == record, "row \(key) is not the feed's") }
        shown = after
    }
    // A database row is keyed within its table; a truncate comes back from `TableKeys` as its table's deletes.
    var tables = TableKeys()
    for case let .event(event) in items {
        for change in tables.resolve(event) {
            switch change {
            case let .upsert(record):
                pending.upsert(LiveRow(record: record))
                expected[record.identity] = record
            case let .replace(oldKey, record):
                let old = EventRecord.identity(key: oldKey, table: record.table)
                pending.delete(old)
                expected[old] = nil
                pending.upsert(LiveRow(record: record))
                expected[record.identity] = record
            case let .delete(key, _):
                pending.delete(key)
                expected[key] = nil
            case let .deleteFromTable(key, table, _):
                let identity = EventRecord.identity(key: key, table: table)
                pending.delete(identity)
                expected[identity] = nil
            case let .resync(records, _):
                pending.resync(records.map(LiveRow.init))
                expected = [:]
                for record in records { expected[record.identity] = record }
            case .truncate, .bookmark, .error: continue
            }
        }
        count += 1
        if count % batch == 0 { flush() }
    }
    flush()
}

/// Reads `bytes` again keeping objects: the items are `items` but for the
/// objects, every record keeps one, and each pretty-prints with no line
/// changed from itself.
private func checkKeptObjects(_ bytes: [UInt8], options: EventOptions, items: [ChangeEventStream.Item]) {
    var keeping = options
    keeping.keepsObjects = true
    var stream = ChangeEventStream(options: keeping)
    let kept = stream.read(bytes) + stream.finish()
    func dropped(_ record: EventRecord) -> EventRecord {
        var record = record
        record.object = nil
        return record
    }
    let withoutObjects: [ChangeEventStream.Item] = kept.map { item in
        guard case let .event(event) = item else { return item }
        switch event {
        case let .upsert(record): return .event(.upsert(dropped(record)))
        case let .replace(key, record): return .event(.replace(oldKey: key, with: dropped(record)))
        case let .resync(records, line): return .event(.resync(records.map(dropped), line: line))
        default: return item
        }
    }
    require(withoutObjects == items, "keeping objects changes the items")
    for case let .event(event) in kept {
        let records: [EventRecord] = switch event {
        case let .upsert(record), let .replace(_, record): [record]
        case let .resync(all, _): all
        default: []
        }
        for record in records {
            guard let object = record.object else {
                require(false, "a record without its object")
                continue
            }
            let pretty = object.pretty
            require(!pretty.lines.isEmpty && pretty.changedLines(since: pretty).isEmpty, "an object's lines differ from themselves")
        }
    }
}
