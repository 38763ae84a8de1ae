/// What a live table knows beside its rows, as a value: its header line (the
/// columns' names, the sort column and its direction), the sort before the
/// last change of column (it breaks ties), whether the ranks are held, and
/// where its columns are; with the keys that change it and a pure update
/// from those keys and from clicks on the header line to what the list must
/// do (``Effect``).
///
/// ```swift
/// var table = TableState(header: TableHeader(names: ["name", "phase", "restarts"],
///                                            sort: .init(column: 2, descending: true)),
///                        columnWidths: [12, 16], indent: 2)
/// if let action = table.action(for: key), let effect = table.update(action) {
///     table.sortMismatches = live.perform(effect, for: table) ?? table.sortMismatches
/// }
/// ```
///
/// `TerminalUI`'s `ListScreen` does all of this for a table given to it
/// (`ListScreen.table`): the header line under the title, the keys, clicks
/// on the names, `HELD` on the title.
///
/// - `<` `>` (``Action/sortPrevious``, ``Action/sortNext``) move the sort
///   to the previous / next column (wrapping around), in the same direction;
///   `R` (``Action/reverseSort``) reverses it; a click on a column's name
///   sorts by it ascending, a second click reverses it. The sort the new
///   one replaces breaks ties from then on when the column changes
///   (``previousSort``). A new sort ends a hold.
/// - `H` (``Action/hold``) holds the ranks: rows stop moving while their
///   values update, new rows go to the end of their section
///   (`LiveListOrder.held(_:)`); `H` again sorts again.
public struct TableState: Hashable, Sendable {
    /// What a table's keys do.
    public enum Action: Hashable, Sendable {
        /// Sort by the previous column (the last one from the first, or with no sort column).
        case sortPrevious
        /// Sort by the next column (the first one from the last, or with no sort column).
        case sortNext
        /// Sort the other way.
        case reverseSort
        /// Hold the ranks, or let go of them (sorting again).
        case hold
    }

    /// What the list must do after an update.
    public enum Effect: Hashable, Sendable {
        /// Order the rows by `sort`, ties by `previous` (then identity), in one
        /// batch (`LiveList.sortTable(by:previous:)`). Ends a hold.
        case sort(TableHeader.Sort, previous: TableHeader.Sort?)
        /// Hold the rows where they are shown (`true`: `LiveList.holdRanks()`),
        /// or order them again by the state's sort in one batch (`false`).
        case hold(Bool)
    }

    /// The header line: the columns' names and the sort column, `nil` sort
    /// for rows in another order (arrival, or the app's own). A table without
    /// names has no header line (and its sort keys do nothing).
    public var header: TableHeader
    /// The sort before the last change of column: it breaks ties (as in a spreadsheet).
    public var previousSort: TableHeader.Sort?
    /// Whether the ranks are held: rows keep their places while their values
    /// update, new rows go to the end of their section (a title says `HELD`).
    public var isHeld = false
    /// Rows whose value in the sort column is of another kind than most of
    /// the column's (they sort after them), counted when the sort last changed.
    public var sortMismatches = 0
    /// The widths of the cells' columns, each but the last (the rows' layout):
    /// the header's names line up over them, at least as wide as each name
    /// and its marker (`TableHeader.labelWidths`: pad the cells to that too).
    public var columnWidths: [Int]
    /// The blanks before the first cell (rows indented under section headers).
    public var indent: Int
    /// The keys (``defaultKeyMap``); rebind with `KeyMap.rebind(_:to:)`.
    public var keyMap: KeyMap<Action>

    /// `<` `>` `R` `H`, with their help and hints.
    public static let defaultKeyMap = KeyMap<Action>([
        KeyBinding(.sortPrevious, keys: [.character("<")], help: "sort by the previous column (ties keep the last order)", hint: "sort"),
        KeyBinding(.sortNext, keys: [.character(">")], help: "sort by the next column (a click on a column's name too)"),
        KeyBinding(.reverseSort, keys: [.character("R")], help: "reverse the sort (a second click on the name too)", hint: "reverse"),
        KeyBinding(.hold, keys: [.character("H")], help: "hold the ranks (values keep updating) / re-sort", hint: "hold"),
    ])

    /// A table named by `header`, its cells in columns `columnWidths` wide
    /// after `indent` blanks, with `keyMap`'s keys.
    public init(header: TableHeader, columnWidths: [Int] = [], indent: Int = 0, keyMap: KeyMap<Action> = Self.defaultKeyMap) {
        self.header = header
        self.columnWidths = columnWidths
        self.indent = indent
        self.keyMap = keyMap
    }

    /// Whether the table has a header line (it names at least one column).
    public var hasHeaderLine: Bool { !header.names.isEmpty }

    /// The header line's text, lined up over the cells (`TableHeader.line(widths:indent:)`). O(columns).
    public var headerLine: String { header.line(widths: columnWidths, indent: indent) }

    /// The column whose name (or the blanks after it) is at cell `x` of ``headerLine``, if any. O(columns).
    public func column(atX x: Int) -> Int? {
        header.column(atX: x, widths: columnWidths, indent: indent)
    }

    /// The ``Action`` `input` is bound to, if any.
    public func action(for input: ViewInput) -> Action? { keyMap.action(for: input) }

    /// Does `action`; returns what the list must do (`nil`: nothing, as for
    /// `<` `>` without columns or `R` without a sort column). O(1).
    public mutating func update(_ action: Action) -> Effect? {
        switch action {
        case .sortNext, .sortPrevious:
            guard hasHeaderLine else { return nil }
            let step = action == .sortNext ? 1 : -1
            let current = header.sort ?? TableHeader.Sort(column: step > 0 ? -1 : header.names.count)
            return sort(current.moved(by: step, columns: header.names.count))
        case .reverseSort:
            guard let sort = header.sort else { return nil }
            return self.sort(sort.reversed)
        case .hold:
            isHeld.toggle()
            return .hold(isHeld)
        }
    }

    /// A click on the header line at cell `x` (``column(atX:)``): sorts by
    /// that column, or reverses it if it is the sort column. O(columns).
    public mutating func click(atX x: Int) -> Effect? {
        column(atX: x).flatMap { click(column: $0) }
    }

    /// A click on column `column`'s name: sorts by it ascending, or the
    /// other way if it is the sort column (`TableHeader.sortAfterClick(on:)`);
    /// `nil` for no such column. O(1).
    public mutating func click(column: Int) -> Effect? {
        guard header.names.indices.contains(column) else { return nil }
        return sort(header.sortAfterClick(on: column))
    }

    /// Sorts by `sort`: the sort it replaces breaks ties from now on when
    /// the column changes; a hold ends (the rows go to their places). O(1).
    public mutating func sort(_ sort: TableHeader.Sort) -> Effect {
        isHeld = false
        if let current = header.sort, current.column != sort.column { previousSort = current }
        header.sort = sort
        return .sort(sort, previous: previousSort)
    }
}
