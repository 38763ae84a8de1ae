import CollectionView
import ListDiff

/// One row: a pod, identified by its name (so a change of its restarts or
/// phase is an update of the row, which then moves or flashes).
struct Pod: Differentiable, Equatable, Sendable {
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

    /// name, phase, restarts: 14, 16 and 4 cells under a two-cell indent (40 in all).
    var text: String { "  " + Self.columns.line([name, phase.rawValue, "\(restarts)"]) }

    static let columns = TextColumns(widths: [14, 16, 4], alignments: [.leading, .leading, .trailing])

    /// The pod as a watch would send its object (names and phases need no escaping).
    var json: String {
        #"{"metadata": {"name": "\#(name)", "namespace": "\#(namespace)"}, "#
            + #""status": {"phase": "\#(phase.rawValue)", "restartCount": \#(restarts)}, "spec": {"flaky": \#(flaky)}}"#
    }
}
