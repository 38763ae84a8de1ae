import CollectionView

extension TerminalEvent {
    /// The input this event is for a ``CollectionView`` whose top line is
    /// screen row `top` (and left column `left`), or `nil` when the view has
    /// no use for it (a resize, Ctrl keys, function keys, other buttons).
    public func viewInput(top: Int = 0, left: Int = 0) -> ViewInput? {
        switch self {
        case let .key(key):
            return key.viewInput
        case let .mouse(mouse):
            switch mouse.kind {
            case .click(button: 1), .press(button: 1):
                return .click(line: mouse.row - top, column: mouse.column - left)
            case .scrollUp:
                return .wheelUp
            case .scrollDown:
                return .wheelDown
            default:
                return nil
            }
        case .resize:
            return nil
        }
    }
}

extension Key {
    /// The view's name for this key, or `nil` for keys a view never uses.
    public var viewInput: ViewInput? {
        switch self {
        case .character(" "): .space
        case let .character(character): .character(character)
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .shiftUp: .shiftUp
        case .shiftDown: .shiftDown
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .enter: .enter
        case .tab: .tab
        case .backspace: .backspace
        case .delete: .delete
        case .escape: .escape
        case .control, .shiftLeft, .shiftRight, .backTab, .insert, .function: nil
        }
    }
}
