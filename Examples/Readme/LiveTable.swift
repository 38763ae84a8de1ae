// README: live-table
import CollectionView
import ListDiff
import TerminalUI

/// A process, as a row of a table: its cells are what the columns show and sort by.
struct ProcessEntry: TableRow, Equatable {
    var pid: Int
    var name: String
    var cpu: Double
    var differenceIdentifier: Int { pid }
    var cells: [String] { ["\(pid)", name, "\(cpu)"] }  // numbers sort as numbers, text naturally
}

/// A live table: a header line under the title, `<` `>` `R` and clicks on the names sort it,
/// `H` holds the ranks, `?` lists every key.
@MainActor
func processTable() -> ListScreen<LiveList<String, ProcessEntry>> {
    let columns = TextColumns(widths: [7, 16], alignments: [.trailing])
    let sort = TableHeader.Sort(column: 2, descending: true)  // most CPU first
    let processes = LiveList<String, ProcessEntry>(
        section: { _ in "" }, order: .table(sort),
        header: { _ in nil }, row: { StyledText(columns.line($0.cells)) })
    let table = TableState(header: TableHeader(names: ["pid", "name", "cpu"], sort: sort), columnWidths: columns.widths)
    let screen = ListScreen(list: processes, table: table, title: " processes")
    screen.helpTitle = "processes — keys"
    return screen  // feed `processes` from any thread: upsert, delete, resync
}
// README: end
