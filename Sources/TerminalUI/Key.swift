import CollectionView

/// A key the user pressed, decoded from ncurses by ``KeyDecoder``: the
/// view's own input vocabulary, so a key reaches the app, the view's
/// plugins and their key maps (`KeyMap`) as it was decoded, Ctrl+letter,
/// F-keys, Insert and Shift+Tab included. The decoder only produces its
/// key cases (mouse reports come as ``MouseEvent``), and names the space
/// bar `.space`, never `.character(" ")`.
/// What a key *means* is the application's business, never the terminal layer's.
public typealias Key = ViewInput

/// A mouse report, in cells from the top-left corner (0-based).
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down (1 = left, 2 = middle, 3 = right).
        case press(button: Int)
        /// A button came up.
        case release(button: Int)
        /// A press and release at the same place (ncurses' click).
        case click(button: Int)
        /// Wheel turned up (away from the user).
        case scrollUp
        /// Wheel turned down.
        case scrollDown
    }

    /// What happened.
    public var kind: Kind
    /// The column of the pointer.
    public var column: Int
    /// The row of the pointer.
    public var row: Int

    /// Creates a mouse report.
    public init(kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }
}

/// Everything the loop hands to a ``TerminalApplication``.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse click or wheel turn.
    case mouse(MouseEvent)
    /// The terminal now has this size; the next frame is drawn at it.
    case resize(CellSize)
}
