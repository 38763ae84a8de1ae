import CollectionView
import ListDiff
import ListInput

/// A row of `demo watch --events`: its identity is the event's key (within
/// its table, for a database row: ``EventRecord/identity``); its
/// content is what is shown and where (section, sort value, cells), not the
/// document it came from, so an event that changes nothing shown changes nothing.
struct EventRow: TableRow, Hashable, Sendable {
    /// The key (`--key`, or a table's primary key), unique in its table.
    var key: String
    /// The identity: the key, with the table for a database row; unique in the list.
    var id: String
    /// The section (`--section`), `""` without sections.
    var section: String
    /// The value rows are sorted by (`--sort`), if the object has it.
    var sortValue: SortValue?
    /// The cells shown, in order (`--fields`).
    var cells: [String]

    var differenceIdentifier: String { id }

    /// The row of `record` (its line is where it was read, not what it shows).
    init(_ record: EventRecord) {
        key = record.key
        id = record.identity
        section = record.section ?? ""
        sortValue = record.sortValue
        cells = record.cells
    }

    /// The live list's filter for the text `filter`: `nil` (every row) for `""`.
    static func filter(_ filter: String) -> (@Sendable (EventRow) -> Bool)? {
        let query = TextFilter(filter)
        if query.isEmpty { return nil }
        return { @Sendable row in row.matches(query) }
    }

    /// Whether `query` finds the row (``TextFilter``): in its key, or in its
    /// cells as drawn.
    func matches(_ query: TextFilter) -> Bool {
        query.matches(key) || query.matches(cells: cells)
    }
}
