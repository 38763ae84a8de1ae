import CollectionView
import ListDiff

/// A row of the docs' columns example: a process, by pid.
struct ProcessRow: Differentiable, Equatable, Sendable {
    var pid: Int
    var name: String
    var cpu: Double
    var differenceIdentifier: Int { pid }
}

/// The docs' columns example: rows as aligned cells.
@MainActor
func processList(_ processes: [ProcessRow]) -> ListController<String, ProcessRow> {
    // README: columns
    let cells = { (p: ProcessRow) in ["\(p.pid)", p.name, "\(p.cpu)%"] }
    let columns = TextColumns(fitting: processes.map(cells), alignments: [.trailing, .leading, .trailing])
    let list = ListController<String, ProcessRow>(header: { StyledText($0) }, row: { StyledText(columns.line(cells($0))) })
    // README: end
    return list
}
