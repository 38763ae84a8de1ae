import CollectionView

/// Replay scripts name keys with the view's own input vocabulary, so a key
/// from a script, a test or the terminal reaches the demo the same way.
extension ViewInput {
    /// Script names for the keys that are not plain characters.
    static let scriptNames: [String: ViewInput] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "shift-up": .shiftUp, "shift-down": .shiftDown,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end,
        "enter": .enter, "return": .enter, "space": .space, "esc": .escape, "escape": .escape,
        "tab": .tab, "backspace": .backspace, "delete": .delete, "del": .delete,
    ]
}
