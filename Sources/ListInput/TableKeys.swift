/// The keys of the rows each database table has in a list fed with
/// ``ChangeEvent``s, so that a ``ChangeEvent/truncate(table:line:)`` can be
/// applied as the deletes of that table's rows (a list keyed by
/// ``EventRecord/identity`` knows rows, not tables).
///
/// Feed it every event in the order the list gets them (``resolve(_:)``).
/// It holds one key per row of a table (rows without a table cost nothing).
public struct TableKeys: Sendable {
    /// The keys of each table's rows.
    private var keys: [String: Set<String>] = [:]

    /// No rows yet.
    public init() {}

    /// The number of rows of `table` known. O(1).
    public func count(in table: String) -> Int { keys[table]?.count ?? 0 }

    /// Follows `event` and returns what to apply instead: a truncate becomes
    /// a ``ChangeEvent/deleteFromTable(key:table:line:)`` for each row of its table
    /// (in key order), every other event is itself. O(1) expected per row
    /// upserted or deleted; a truncate O(k log k) for its k rows, a resync
    /// O(rows).
    public mutating func resolve(_ event: ChangeEvent) -> [ChangeEvent] {
        switch event {
        case let .upsert(record):
            if let table = record.table { keys[table, default: []].insert(record.key) }
        case let .deleteFromTable(key, table, _):
            keys[table]?.remove(key)
        case let .replace(oldKey, record):
            if let table = record.table {
                keys[table]?.remove(oldKey)
                keys[table, default: []].insert(record.key)
            }
        case let .truncate(table, line):
            let gone = keys.removeValue(forKey: table) ?? []
            return gone.sorted().map { .deleteFromTable(key: $0, table: table, line: line) }
        case let .resync(records, _):
            keys = [:]
            for record in records {
                if let table = record.table { keys[table, default: []].insert(record.key) }
            }
        case .delete, .bookmark, .error:
            break
        }
        return [event]
    }
}
