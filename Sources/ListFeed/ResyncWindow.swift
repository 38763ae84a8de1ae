import ListDiff
import ListInput

/// What a restarted command sends first, gathered into one resync: its
/// rows by identity, in the order they first came, later events on a row
/// applied to it. Handed to the list as a resync once the command goes
/// quiet (``EventsReader``), so that rows the command no longer has go, in
/// one batch with the rest.
struct ResyncWindow<Row: Differentiable & Sendable>: Sendable where Row.DifferenceIdentifier == String {
    /// Where each identity is in ``rows`` (`nil`: deleted since).
    private var index: [String: Int] = [:]
    private var slots: [Row?] = []
    /// Events that brought rows (upserts, replaces, resyncs): a window that saw
    /// none is no resync (a command that failed at once, or sent only
    /// bookmarks, leaves the list as it was).
    private(set) var events = 0

    /// Takes `event` in, rows made by `row`. O(1), a resync O(rows).
    mutating func take(_ event: ChangeEvent, row: (EventRecord) -> Row) {
        switch event {
        case .upsert, .replace, .resync: events += 1
        case .delete, .deleteFromTable, .truncate, .bookmark, .error: break
        }
        switch event {
        case let .upsert(record): upsert(row(record))
        case let .delete(key, _): delete(key)
        case let .deleteFromTable(key, table, _): delete(EventRecord.identity(key: key, table: table))
        case let .replace(oldKey, record):
            delete(EventRecord.identity(key: oldKey, table: record.table))
            upsert(row(record))
        case let .resync(records, _):
            index = [:]
            slots = []
            for record in records { upsert(row(record)) }
        case .truncate, .bookmark, .error: break
        }
    }

    private mutating func upsert(_ row: Row) {
        let id = row.differenceIdentifier
        if let at = index[id] {
            slots[at] = row
        } else {
            index[id] = slots.count
            slots.append(row)
        }
    }

    private mutating func delete(_ id: String) {
        guard let at = index.removeValue(forKey: id) else { return }
        slots[at] = nil
    }

    /// The rows, in the order they first came. O(rows).
    var rows: [Row] { slots.compactMap { $0 } }
}
