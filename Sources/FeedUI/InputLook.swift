import CollectionView
import ListInput

/// How ListInput's lists are drawn (by ``WatchScreen``, and `demo diff`): a row is its
/// line as printed (nothing added); CSV and JSON-object cells are padded to
/// aligned columns; rows are indented under section headers only when the
/// list has sections. A flat list's header is its table header, if any.
///
/// One look is shared by a list's rows, so the column widths follow the
/// data: while a batch animates they cover the old and the new list, and
/// settle on the new one when it lands.
public final class InputLook {
    /// The columns of the cells: the widest cell of each, headers included.
    public private(set) var columns = TextColumns()
    /// Whether rows are indented under section headers.
    public private(set) var indented = false
    /// The width of the list: longer rows and headers end in `…` instead of
    /// being cut off silently (`nil`: no limit).
    public var width: Int?

    /// A look with no columns yet, rows not indented, no width limit.
    public init() {}

    /// Makes room for `list` (widths only grow: the old rows are still on screen).
    public func prepare(for list: InputList) {
        for cells in Self.cellRows(of: list) { columns.widen(toFit: cells) }
        if Self.isSectioned(list) { indented = true }
    }

    /// Fits exactly `list`, once it is the only list on screen.
    public func settle(on list: InputList) {
        columns = TextColumns(fitting: Self.cellRows(of: list))
        indented = Self.isSectioned(list)
    }

    /// The header line of a section; a flat list without a table header has none.
    public func header(_ section: InputSection) -> StyledText? {
        if section.hasNoHeader { return nil }
        let style = Style(bold: true)
        if !section.cells.isEmpty { return StyledText(fit(aligned(section.cells)), style: style) }
        return StyledText(fit(section.header), style: section.id.isEmpty ? style : .plain)
    }

    /// A row's line.
    public func row(_ row: InputRow) -> StyledText {
        let text = row.cells.isEmpty ? row.text : aligned(row.cells)
        return StyledText(fit(indented ? "  " + text : text))
    }

    /// `text` on one line (a line break inside a CSV field or a JSON string
    /// is data: shown as ␊, the canvas's placeholder, instead of hiding the
    /// rest of the row on a line the row does not have), cut to ``width`` with `…`.
    private func fit(_ text: String) -> String {
        var text = text
        if text.utf8.contains(0x0A) { text = String(text.map { $0 == "\n" || $0 == "\r\n" ? "\u{240A}" : $0 }) }
        guard let width, text.utf8.count > width else { return text }
        return TerminalWidth.truncated(text, toWidth: width)
    }

    /// Cells padded to the column widths, two spaces apart.
    public func aligned(_ cells: [String]) -> String {
        columns.line(cells)
    }

    /// Whether any section has an identity (a flat list is one section with id "").
    public static func isSectioned(_ list: InputList) -> Bool {
        list.contains { !$0.model.id.isEmpty }
    }

    /// The cells of every header and row that has cells.
    ///
    /// Complexity: O(rows), lazily.
    public static func cellRows(of list: InputList) -> some Sequence<[String]> {
        list.lazy.flatMap { section in
            [section.model.cells] + section.items.lazy.map(\.cells).filter { !$0.isEmpty }
        }
    }
}
