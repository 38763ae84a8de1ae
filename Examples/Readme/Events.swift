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
