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
        "shift-left": .shiftLeft, "shift-right": .shiftRight, "shift-tab": .backTab, "backtab": .backTab,
        "insert": .insert, "ins": .insert,
    ]

    /// A script name of a key with a number or letter in it: `ctrl-r` (Ctrl+R), `f5` (F5, up to F64).
    static func scriptName(_ name: String) -> ViewInput? {
        if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isASCII, letter.isLetter {
            return .control(letter)
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...64).contains(number) { return .function(number) }
        return scriptNames[name]
    }
}
