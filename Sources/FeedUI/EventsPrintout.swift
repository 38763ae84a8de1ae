import CollectionView
import ListDiff
import ListFeed

/// A live table printed as text, once every event is in (for a run without a
/// terminal, such as `demo watch --events --headless`):
/// each problem as `--- problem: …` (naming its line), `--- final`, the header line
/// (with column names), then every row of the list: section headers as lines, rows
/// in columns as wide as the whole list's cells, no height cut-off, each line cut to a width.
public enum EventsPrintout {
    /// The problems, then `--- final`, the header line (with `--fields`) and the list.
    @MainActor
    public static func text(
        of model: LiveListModel<String, EventRow>, problems: [String], width: Int, header: TableHeader? = nil, indented: Bool = false
    ) -> String {
        var columns = EventColumns()
        if let header { columns.widen(toAtLeast: header.labelWidths) }
        // Every row is known before any is printed: the columns are those of the whole list.
        for section in model.sectionedRows {
            for row in section.rows { columns.widen(to: row.cells) }
        }
        var lines = problems.map { "--- problem: \($0)" }
        lines.append("--- final")
        if let header {
            lines.append(TerminalWidth.truncated(header.line(widths: columns.widths, indent: indented ? EventColumns.indent : 0), toWidth: width))
        }
        for section in model.sectionedRows {
            if !section.key.isEmpty { lines.append(TerminalWidth.truncated(section.key, toWidth: width)) }
            for row in section.rows { lines.append(columns.line(row, width: width)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
