import CollectionView
import ListDiff
import ListInput

/// A row of a table of change events, made from an `EventRecord`: its
/// identity is the event's key (within its table, for a database row:
/// `EventRecord.identity`); its content is what is shown and where (section,
/// sort value, cells), not the document it came from, so an event that
/// changes nothing shown changes nothing on screen. What an app watching a
/// stream of objects (`demo watch --events`) puts in its `LiveList`.
///
/// ```swift
/// let live = LiveList<String, EventRow>(section: { $0.section }, order: EventFeed.order(options), ...)
/// let reader = EventsReader(options: options, live: live, row: EventRow.init, ...)
/// live.setFilter(EventRow.filter("run"))
/// ```
public struct EventRow: TableRow, Hashable, Sendable {
    /// The key (`EventOptions.key`, or a table's primary key), unique in its table.
    public var key: String
    /// The identity: the key, with the table for a database row; unique in the list.
    public var id: String
    /// The section (`EventOptions.section`), `""` without sections.
    public var section: String
    /// The value rows are sorted by (`EventOptions.sort`), if the object has it.
    public var sortValue: SortValue?
    /// The cells shown, in order (`EventOptions.fields`).
    public var cells: [String]

    /// The identity.
    public var differenceIdentifier: String { id }

    /// The row of `record` (its line is where it was read, not what it shows).
    public init(_ record: EventRecord) {
        key = record.key
        id = record.identity
        section = record.section ?? ""
        sortValue = record.sortValue
        cells = record.cells
    }

    /// A live list's filter for the text `filter` (``matches(_:)``): `nil` (every row) for `""`.
    public static func filter(_ filter: String) -> (@Sendable (EventRow) -> Bool)? {
        let query = TextFilter(filter)
        if query.isEmpty { return nil }
        return { @Sendable row in row.matches(query) }
    }

    /// Whether `query` finds the row (`TextFilter`): in its key, or in its
    /// cells as drawn. O(text).
    public func matches(_ query: TextFilter) -> Bool {
        query.matches(key) || query.matches(cells: cells)
    }
}

extension EventColumns {
    /// The blanks before a row of a section (under its header).
    public static let indent = 2

    /// `row`'s line in these columns: indented when it is in a section, each
    /// cell but the last drawn (``drawn(_:)``) and padded to its column and
    /// ``gap``; cut with `…` to `width` when given (where lines are printed:
    /// on a screen the view cuts rows to the width it has at each frame). O(cells).
    public func line(_ row: EventRow, width: Int? = nil) -> String {
        var text = row.section.isEmpty ? "" : String(repeating: " ", count: Self.indent)
        for (index, cell) in row.cells.enumerated() {
            let (cell, cellWidth) = Self.drawn(cell)
            text += cell
            guard index < row.cells.count - 1 else { break }
            text += String(repeating: " ", count: max(self.width(index) - cellWidth, 0) + Self.gap)
        }
        guard let width, TerminalWidth.of(text) > width else { return text }
        return TerminalWidth.truncated(text, toWidth: width)
    }
}
