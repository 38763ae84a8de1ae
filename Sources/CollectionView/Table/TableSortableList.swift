/// A list a table's keys can sort and hold: `TerminalUI`'s `ListScreen`
/// performs a ``TableState``'s effects on it. A ``LiveList`` of ``TableRow``s is one.
@MainActor
public protocol TableSortableList: ScreenList {
    /// Orders the rows by `sort`, ties by `previous`, then identity, in one
    /// animated batch; returns how many rows have a value of another kind
    /// than most of the column's (they sort after the others).
    @discardableResult
    func sortTable(by sort: TableHeader.Sort, previous: TableHeader.Sort?) -> Int
    /// Holds the rows where they are shown now: they keep their places while
    /// their values update; new rows go to the end of their section.
    func holdRanks()
    /// ``sortTable(by:previous:)`` with the count told to `mismatches` once
    /// known: a list that sorts off the UI thread reads the column there
    /// too. The default sorts with ``sortTable(by:previous:)`` and tells
    /// the count at once.
    func sortTable(by sort: TableHeader.Sort, previous: TableHeader.Sort?, mismatches: @escaping @MainActor @Sendable (Int) -> Void)
}

extension TableSortableList {
    /// Sorts with ``sortTable(by:previous:)`` and tells `mismatches` its count at once.
    public func sortTable(by sort: TableHeader.Sort, previous: TableHeader.Sort?, mismatches: @escaping @MainActor @Sendable (Int) -> Void) {
        mismatches(sortTable(by: sort, previous: previous))
    }

    /// Does what `effect` says for `table`, as ``perform(_:for:)`` does,
    /// but sorts through ``sortTable(by:previous:mismatches:)``: a list
    /// that sorts off the UI thread reads the column there, and
    /// `mismatches` is told the sort's count once known (not at all when
    /// the effect does not sort). O(1) on the UI thread for such a list.
    public func perform(_ effect: TableState.Effect, for table: TableState, mismatches: @escaping @MainActor @Sendable (Int) -> Void) {
        switch effect {
        case let .sort(sort, previous):
            sortTable(by: sort, previous: previous, mismatches: mismatches)
        case .hold(true):
            if table.header.sort != nil { holdRanks() }
        case .hold(false):
            guard let sort = table.header.sort else { return }
            sortTable(by: sort, previous: table.previousSort, mismatches: mismatches)
        }
    }

    /// Does what `effect` says for `table` (the state after the update that
    /// gave it): sorts, holds the ranks (only while sorted by a column: rows
    /// in another order are left alone), or lets go of them by sorting again.
    /// Returns the mismatches of a sort (``TableState/sortMismatches``), `nil` when it did not sort.
    @discardableResult
    public func perform(_ effect: TableState.Effect, for table: TableState) -> Int? {
        switch effect {
        case let .sort(sort, previous):
            return sortTable(by: sort, previous: previous)
        case .hold(true):
            if table.header.sort != nil { holdRanks() }
            return nil
        case .hold(false):
            guard let sort = table.header.sort else { return nil }
            return sortTable(by: sort, previous: table.previousSort)
        }
    }
}
