/// One change a stream of JSON documents asks of a live list
/// (``ChangeEvent/decode(_:line:options:)`` reads one from a document).
///
/// Rows of a database table (wal2json, Debezium) carry their table
/// (``EventRecord/table``): their keys are unique within it, so a delete
/// names the table too (``deleteFromTable(key:table:line:)``), and a whole table can be emptied (``truncate(table:line:)``).
public enum ChangeEvent: Hashable, Sendable {
    /// Add the row, or replace the row with its key (a Kubernetes `ADDED` or
    /// `MODIFIED` event, a bare object, a wal2json `I` or `U`, a Debezium
    /// `c`, `r` or `u`).
    case upsert(EventRecord)
    /// Remove the row with this key, if there is one (`DELETED`; a Debezium
    /// `d` whose `source` names no table).
    case delete(key: String, line: Int)
    /// Remove the row with this key from `table`, if there is one (a
    /// wal2json `D`, a Debezium `d`).
    case deleteFromTable(key: String, table: String, line: Int)
    /// The row with key `oldKey` (in the record's table) is now the record:
    /// the old row goes, the record is upserted (an update that changed the
    /// primary key).
    case replace(oldKey: String, with: EventRecord)
    /// Remove every row of `table` (a wal2json `T`, a Debezium `t`).
    case truncate(table: String, line: Int)
    /// Replace the whole list: rows not in it go (an array, or an object with
    /// an `items` array such as a Kubernetes `List`).
    case resync([EventRecord], line: Int)
    /// Nothing to change (`BOOKMARK`; a wal2json `B`, `C` or `M`; a Debezium
    /// tombstone).
    case bookmark
    /// The feed reported an error (`ERROR`): its message, for a title line.
    case error(String, line: Int)
}
