extension ViewInput {
    /// How help texts name this input: `↑`, `PgDn`, `Space`, `Ctrl+R`, `F5`, `d`.
    public var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .shiftUp: "Shift+↑"
        case .shiftDown: "Shift+↓"
        case .shiftLeft: "Shift+←"
        case .shiftRight: "Shift+→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .space: "Space"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift+Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case let .control(letter): "Ctrl+" + String(letter).uppercased()
        case let .function(number): "F\(number)"
        case let .character(character): String(character)
        case .click: "click"
        case .wheelUp: "wheel↑"
        case .wheelDown: "wheel↓"
        }
    }
}
