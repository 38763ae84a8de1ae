/// One change a stream of JSON documents asks of a live list
/// (``ChangeEvent/decode(_:line:options:)`` reads one from a document).
public enum ChangeEvent: Hashable, Sendable {
    /// Add the row, or replace the row with its key (a Kubernetes `ADDED` or
    /// `MODIFIED` event, or a bare object).
    case upsert(EventRecord)
    /// Remove the row with this key, if there is one (`DELETED`).
    case delete(key: String, line: Int)
    /// Replace the whole list: rows not in it go (an array, or an object with
    /// an `items` array such as a Kubernetes `List`).
    case resync([EventRecord], line: Int)
    /// Nothing to change (`BOOKMARK`).
    case bookmark
    /// The feed reported an error (`ERROR`): its message, for a title line.
    case error(String, line: Int)
}
