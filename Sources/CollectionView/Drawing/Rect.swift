/// A rectangle of cells: a column, a row and a size. What a screen is cut
/// into (a title line, the list, a side panel, a status line), each part then
/// drawn through its own ``CanvasArea``.
///
/// A rectangle is never negative: a size below zero counts as zero. The
/// `divided…` methods cut a strip off one side and return it with what is
/// left, so a layout reads top to bottom:
///
/// ```swift
/// let (title, rest) = screen.dividedTop(1)
/// let (status, list) = rest.dividedBottom(1)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Width and height in cells.
    public var size: CellSize

    /// Creates the rectangle whose top-left cell is (`x`, `y`) and that spans `size`.
    public init(x: Int, y: Int, size: CellSize) {
        self.x = x
        self.y = y
        self.size = CellSize(columns: max(size.columns, 0), rows: max(size.rows, 0))
    }

    /// Creates the rectangle whose top-left cell is (`x`, `y`) and that spans `columns` × `rows`.
    public init(x: Int, y: Int, columns: Int, rows: Int) {
        self.init(x: x, y: y, size: CellSize(columns: columns, rows: rows))
    }

    /// The rectangle at the origin that spans `size`: a whole canvas.
    public init(size: CellSize) {
        self.init(x: 0, y: 0, size: size)
    }

    /// Width in cells.
    public var columns: Int { size.columns }
    /// Height in cells.
    public var rows: Int { size.rows }
    /// The column just right of the rectangle.
    public var maxX: Int { x + size.columns }
    /// The row just below the rectangle.
    public var maxY: Int { y + size.rows }
    /// True when the rectangle covers no cell.
    public var isEmpty: Bool { size.columns == 0 || size.rows == 0 }

    /// Whether the cell at column `column`, row `row` lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The cells both rectangles cover (empty, at `self`'s clamped corner, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = max(min(maxX, other.maxX), left)
        let bottom = max(min(maxY, other.maxY), top)
        return Rect(x: left, y: top, columns: right - left, rows: bottom - top)
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, size: size)
    }

    /// The top `count` rows (at most all of them) and the rows below.
    public func dividedTop(_ count: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(count, 0), rows)
        return (Rect(x: x, y: y, columns: columns, rows: taken),
                Rect(x: x, y: y + taken, columns: columns, rows: rows - taken))
    }

    /// The bottom `count` rows (at most all of them) and the rows above.
    public func dividedBottom(_ count: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(count, 0), rows)
        return (Rect(x: x, y: maxY - taken, columns: columns, rows: taken),
                Rect(x: x, y: y, columns: columns, rows: rows - taken))
    }

    /// The left `count` columns (at most all of them) and the columns to their right.
    public func dividedLeft(_ count: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(count, 0), columns)
        return (Rect(x: x, y: y, columns: taken, rows: rows),
                Rect(x: x + taken, y: y, columns: columns - taken, rows: rows))
    }

    /// The right `count` columns (at most all of them) and the columns to their left.
    public func dividedRight(_ count: Int) -> (slice: Rect, remainder: Rect) {
        let taken = min(max(count, 0), columns)
        return (Rect(x: maxX - taken, y: y, columns: taken, rows: rows),
                Rect(x: x, y: y, columns: columns - taken, rows: rows))
    }

    /// `COLSxROWS@X,Y`, e.g. `80x1@0,23`.
    public var description: String { "\(size)@\(x),\(y)" }
}
