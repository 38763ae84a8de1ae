import CollectionView
import ListDiff
import ListInput

/// One row: a job of a queue, as the feed's documents describe it
/// (`{"name": "build-1", "queue": "build", "state": "running", "tries": 2}`).
struct Job: Differentiable, Equatable, Sendable {
    let name: String
    let queue: String
    var state: String
    var tries: Int
    var differenceIdentifier: String { name }

    /// How the documents are read: keyed by name, by queue, the cells shown in this order.
    static let options = EventOptions(key: "name", section: "queue", sort: "tries", descending: true, fields: ["name", "state", "tries"])

    /// The job of a record read with ``options`` (its cells are name, state, tries).
    init(_ record: EventRecord) {
        name = record.key
        queue = record.section ?? ""
        state = record.cells.count > 1 ? record.cells[1] : ""
        tries = record.cells.count > 2 ? Int(record.cells[2]) ?? 0 : 0
    }

    /// name, state, tries: 12, 10 and 5 cells under a two-cell indent.
    var text: String { "  " + Self.columns.line([name, state, "\(tries)"]) }

    static let columns = TextColumns(widths: [12, 10, 5], alignments: [.leading, .leading, .trailing])
}
