/// A key or a mouse report as the app and the view's plugins see it: one
/// vocabulary from the terminal's decoder (`TerminalUI.Key` is this type)
/// through the plugins to the app, and what key maps (``KeyMap``) bind.
///
/// Keys arrive normalised once, where they are decoded: the space bar is
/// always ``space``, never `character(" ")` (see ``typed(_:)``). Mouse
/// reports are in the view's own lines and columns: `TerminalUI` translates
/// them by the view's area.
public enum ViewInput: Hashable, Sendable {
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
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Return / Enter (main keyboard or keypad).
    case enter
    /// The space bar.
    case space
    /// Escape, alone.
    case escape
    /// Tab.
    case tab
    /// Shift+Tab.
    case backTab
    /// Backspace.
    case backspace
    /// Forward delete.
    case delete
    /// Insert.
    case insert
    /// Ctrl plus a letter, given as the lowercase letter (`control("a")` for Ctrl+A).
    /// Ctrl+I, Ctrl+J, Ctrl+M and Ctrl+H arrive as ``tab``, ``enter`` and
    /// ``backspace``: terminals send the same bytes for both.
    case control(Character)
    /// Function key F1…F64 (`function(1)` is F1).
    case function(Int)
    /// Any other printable character (never a space: that is ``space``).
    case character(Character)
    /// A left click on screen line `line` of the view (0 = its top line) at `column`.
    case click(line: Int, column: Int)
    /// Mouse wheel turned up.
    case wheelUp
    /// Mouse wheel turned down.
    case wheelDown

    /// The key that types `character`: ``space`` for a space, otherwise
    /// ``character(_:)``. The one place a typed space becomes the space key;
    /// the terminal's decoder and scripted typing both call it.
    public static func typed(_ character: Character) -> ViewInput {
        character == " " ? .space : .character(character)
    }

    /// The character this key types into a text field (a space for
    /// ``space``), or `nil` for keys that type nothing.
    public var typedCharacter: Character? {
        switch self {
        case .space: " "
        case let .character(character): character
        default: nil
        }
    }
}
