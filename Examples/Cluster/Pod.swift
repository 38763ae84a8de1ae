import CollectionView
import ListDiff

/// One row: a pod, identified by its name (so a change of its restarts or
/// phase is an update of the row, which then moves or flashes); a row of the
/// table, whose keys sort it by its cells.
struct Pod: TableRow, Equatable, Sendable {
    enum Phase: String, Sendable, CaseIterable {
        case pending = "Pending", running = "Running", crashLoop = "CrashLoopBackOff", error = "Error"
    }

    let name: String
    let namespace: String
    var phase: Phase
    var restarts: Int
    /// Whether it keeps crashing (the simulation restarts only these).
    let flaky: Bool
    var differenceIdentifier: String { name }

    /// The table's cells: name, phase, restarts (sorted as a number).
    var cells: [String] { [name, phase.rawValue, "\(restarts)"] }

    /// The cells in their columns, 12, 16 and 8 cells wide under a two-cell indent (42 in all).
    var text: String { Self.indent + Self.columns.line(cells) }

    static let indent = "  "
    /// The restarts end under the end of their name on the header line.
    static let columns = TextColumns(widths: [12, 16, 8], alignments: [.leading, .leading, .trailing])

    /// The pod as a watch would send its object (names and phases need no escaping).
    var json: String {
        #"{"metadata": {"name": "\#(name)", "namespace": "\#(namespace)"}, "#
            + #""status": {"phase": "\#(phase.rawValue)", "restartCount": \#(restarts)}, "spec": {"flaky": \#(flaky)}}"#
    }
}
