import ListInput

/// The docs' change-events example: what one chunk of a watch feed says.
func describeEvents(in chunk: [UInt8]) -> [String] {
    var log: [String] = []
    // README: events
    var events = ChangeEventStream(options: EventOptions(key: "metadata.name", section: "metadata.namespace",
                                                         sort: "status.restartCount", descending: true))
    for item in events.read(chunk) {             // call again with each chunk; events.finish() at the end
        switch item {
        case let .event(.upsert(record)): log.append("upsert \(record.key) \(record.cells)")
        case let .event(.delete(key, line)): log.append("delete \(key) from line \(line)")
        case let .event(event): log.append("\(event)")     // a resync, a bookmark, an error from the feed
        case let .problem(error): log.append("skipped: \(error)")   // e.g. `line 12: no key "metadata.name"`
        }
    }
    // README: end
    return log
}

/// The docs' database example: rows of several tables, truncates resolved by `TableKeys`.
func applyTableEvents(in chunk: [UInt8], to rows: inout [String: EventRecord]) {
    // README: table-events
    var stream = ChangeEventStream(options: EventOptions(sort: "id"))
    var tables = TableKeys()
    for item in stream.read(chunk) {
        guard case let .event(event) = item else { continue }      // a .problem names its line
        for change in tables.resolve(event) {
            switch change {
            case let .upsert(record): rows[record.identity] = record
            case let .replace(oldKey, record):
                rows[EventRecord.identity(key: oldKey, table: record.table)] = nil
                rows[record.identity] = record
            case let .deleteFromTable(key, table, _): rows[EventRecord.identity(key: key, table: table)] = nil
            case let .delete(key, _): rows[key] = nil
            default: break                                           // resyncs, bookmarks, errors
            }
        }
    }
    // README: end
}
