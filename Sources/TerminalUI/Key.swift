import CollectionView

/// A key the user pressed, decoded from ncurses by ``KeyDecoder``.
/// What a key *means* is the application's business, never the terminal layer's.
public enum Key: Hashable, Sendable {
    /// A printable character (any script, emoji included), space included.
    case character(Character)
    /// Ctrl plus a letter, given as the lowercase letter (`control("a")` for Ctrl+A).
    /// Ctrl+I, Ctrl+J, Ctrl+M and Ctrl+H arrive as ``tab``, ``enter`` and ``backspace``:
    /// terminals send the same bytes for both.
    case control(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Shift+Up.
    case shiftUp
    /// Shift+Down.
    case shiftDown
    /// Shift+Left.
    case shiftLeft
    /// Shift+Right.
    case shiftRight
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Return / Enter (main keyboard or keypad).
    case enter
    /// Tab.
    case tab
    /// Shift+Tab.
    case backTab
    /// Backspace.
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// Escape, alone (answered after ncurses' short escape delay).
    case escape
    /// Function key F1…F64.
    case function(Int)
}

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
