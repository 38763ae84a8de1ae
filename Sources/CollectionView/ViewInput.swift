/// An input the view (through its plugins) may use: keys and mouse reports,
/// independent of where they come from. `TerminalUI` maps its terminal
/// events to these; tests and replay scripts build them directly.
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
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Return / Enter.
    case enter
    /// The space bar.
    case space
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Backspace.
    case backspace
    /// Forward delete.
    case delete
    /// Any other printable character (never a space: that is ``space``).
    case character(Character)
    /// A left click on screen line `line` of the view (0 = its top line) at `column`.
    case click(line: Int, column: Int)
    /// Mouse wheel turned up.
    case wheelUp
    /// Mouse wheel turned down.
    case wheelDown
}
