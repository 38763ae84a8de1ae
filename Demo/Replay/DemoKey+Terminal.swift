import TerminalUI

extension DemoKey {
    /// The demo key for a terminal key; nil for keys the demo does not use.
    init?(_ key: Key) {
        switch key {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .shiftUp: self = .shiftUp
        case .shiftDown: self = .shiftDown
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home: self = .home
        case .end: self = .end
        case .enter: self = .enter
        case .escape: self = .escape
        case .tab: self = .tab
        case .backspace: self = .backspace
        case .delete: self = .delete
        case .character(" "): self = .space
        case let .character(character): self = .character(character)
        case .control, .function, .insert, .backTab, .shiftLeft, .shiftRight: return nil
        }
    }
}
