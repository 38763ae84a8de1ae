/// The keys the demo understands, independent of where they come from (the
/// terminal, a replay script, a test). The interactive mode maps terminal
/// events to these; replay scripts name them.
enum DemoKey: Hashable, Sendable {
    case up, down, left, right
    case shiftUp, shiftDown
    case pageUp, pageDown, home, end
    case enter, space, escape, tab, backspace, delete
    /// A printable character (letters, digits, punctuation, any script).
    case character(Character)

    /// Script names for the keys that are not plain characters.
    static let names: [String: DemoKey] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "shift-up": .shiftUp, "shift-down": .shiftDown,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end,
        "enter": .enter, "return": .enter, "space": .space, "esc": .escape, "escape": .escape,
        "tab": .tab, "backspace": .backspace, "delete": .delete, "del": .delete,
    ]
}
