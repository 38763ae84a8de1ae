import CollectionView

/// The widths of the cell columns of a table of change events: each column as
/// wide as the widest cell seen in it so far, at most ``widest``. Columns
/// only grow, so a row laid out once stays in line with every row after it;
/// a value, measured where rows are read (off the screen's thread: ``EventsReader``)
/// and kept by the screen.
public struct EventColumns: Hashable, Sendable {
    /// The widest a column grows: a longer cell pushes the cells after it
    /// in its own row only, instead of widening its column past the screen.
    public static let widest = 40
    /// The spaces between two cells.
    public static let gap = 2

    /// The width of each column but the last (nothing comes after the last cell, so it needs none).
    public private(set) var widths: [Int] = []

    /// No column yet.
    public init() {}

    /// The width of column `index` (0 for a column no row has reached).
    public func width(_ index: Int) -> Int { index < widths.count ? widths[index] : 0 }

    /// Widens the columns to `cells`, a row's cells. Returns whether any widened. O(cells).
    @discardableResult
    public mutating func widen(to cells: [String]) -> Bool {
        var grew = false
        for (index, cell) in cells.dropLast().enumerated() {
            grew = widen(index, to: Self.width(of: cell)) || grew
        }
        return grew
    }

    /// Widens the columns to `other`'s (another chunk's). Returns whether any widened. O(columns).
    @discardableResult
    public mutating func widen(to other: EventColumns) -> Bool {
        var grew = false
        for (index, width) in other.widths.enumerated() {
            grew = widen(index, to: width) || grew
        }
        return grew
    }

    /// Widens each column but the last to at least `widths` (a header's labels). Returns whether any widened.
    @discardableResult
    public mutating func widen(toAtLeast widths: [Int]) -> Bool {
        var grew = false
        for (index, width) in widths.dropLast().enumerated() {
            grew = widen(index, to: width) || grew
        }
        return grew
    }

    private mutating func widen(_ index: Int, to width: Int) -> Bool {
        while widths.count <= index { widths.append(0) }
        guard width > widths[index] else { return false }
        widths[index] = width
        return true
    }

    /// A cell's width as it is drawn (made safe, capped at ``widest``). O(cell).
    public static func width(of cell: String) -> Int {
        min(drawn(cell).width, widest)
    }

    /// The most characters a cell shows: a longer one ends in `…`.
    public static let longestCell = 200

    /// A cell as it is drawn (made safe: control characters as placeholders,
    /// at most ``longestCell`` characters) and its width in columns: the one
    /// rule for measuring (``width(of:)``) and drawing. O(cell).
    public static func drawn(_ cell: String) -> (text: String, width: Int) {
        // Printable ASCII is drawn as it is, a column a byte: most cells, measured with no copy (a 1M-row resync
        // measures every cell on the reader's thread before the screen hears of it; `--headless` draws every row).
        let utf8 = cell.utf8
        if utf8.count <= longestCell, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return (cell, utf8.count) }
        let safe = FeedText.safe(cell, limit: longestCell)
        return (safe, TerminalWidth.of(safe))
    }
}
