import CNcursesw
import CollectionView

/// Turns raw ncurses input into ``TerminalEvent``s. A pure function of its
/// input (no terminal needed), so every mapping is unit-tested.
public enum KeyDecoder {
    /// Decodes one report; `nil` for input with no meaning here (a lone NUL,
    /// an unknown key code, mouse motion without a button).
    ///
    /// Complexity: O(1).
    public static func decode(_ raw: RawInput) -> TerminalEvent? {
        switch raw {
        case let .character(code): decodeCharacter(code).map(TerminalEvent.key)
        case let .keyCode(code, name): decodeKeyCode(code, name: name).map(TerminalEvent.key)
        case let .mouse(column, row, buttons): decodeMouse(column: column, row: row, buttons: buttons).map(TerminalEvent.mouse)
        case let .resize(size): .resize(size)
        }
    }

    /// A code point from `get_wch` (returned `OK`): controls first, then text
    /// (a space is the space key: ``Key/typed(_:)``, the one place it is normalised).
    static func decodeCharacter(_ code: UInt32) -> Key? {
        switch code {
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x01...0x1A:
            // Ctrl+A is 1 … Ctrl+Z is 26.
            return Unicode.Scalar(0x60 + code).map { .control(Character($0)) }
        case 0x00..<0x20, 0x80..<0xA0: return nil
        default: return Unicode.Scalar(code).map { .typed(Character($0)) }
        }
    }

    /// A key code from `get_wch` (returned `KEY_CODE_YES`).
    static func decodeKeyCode(_ code: Int32, name: String?) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SLEFT: return .shiftLeft
        case KEY_SRIGHT: return .shiftRight
        case KEY_HOME, KEY_SHOME, KEY_A1: return .home
        case KEY_END, KEY_SEND, KEY_C1: return .end
        case KEY_PPAGE, KEY_SPREVIOUS, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_SNEXT, KEY_C3: return .pageDown
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_DC, KEY_SDC: return .delete
        case KEY_IC, KEY_SIC: return .insert
        case (KEY_F0 + 1)...(KEY_F0 + 64): return .function(Int(code - KEY_F0))
        default: return name.flatMap(decodeExtendedName)
        }
    }

    /// Keys that terminfo knows only as extended capabilities (xterm's
    /// modified cursor keys): `kUP` is Shift+Up, `kUP5` Ctrl+Up, … The digit
    /// is xterm's modifier code, 1 + (shift 1 | alt 2 | ctrl 4). Shift is kept;
    /// other modifiers fall back to the plain key rather than losing it.
    static func decodeExtendedName(_ name: String) -> Key? {
        let base = String(name.prefix { !$0.isNumber })
        let digits = name.dropFirst(base.count)
        let modifier = digits.isEmpty ? 2 : (Int(digits) ?? 1)
        let shift = (modifier - 1) & 1 == 1
        switch base {
        case "kUP": return shift ? .shiftUp : .up
        case "kDN": return shift ? .shiftDown : .down
        case "kLFT": return shift ? .shiftLeft : .left
        case "kRIT": return shift ? .shiftRight : .right
        case "kHOM": return .home
        case "kEND": return .end
        case "kPRV": return .pageUp
        case "kNXT": return .pageDown
        case "kDC": return .delete
        case "kIC": return .insert
        default: return nil
        }
    }

    /// A `getmouse` report: the wheel arrives as buttons 4 and 5.
    static func decodeMouse(column: Int, row: Int, buttons: UInt) -> MouseEvent? {
        func has(_ button: Int32, _ event: Int32) -> Bool {
            let mask = UInt(lm_BUTTON_MASK(button, event))
            return buttons & mask != 0
        }
        let kind: MouseEvent.Kind?
        if has(4, 1) || has(4, 2) {
            kind = .scrollUp
        } else if has(5, 1) || has(5, 2) {
            kind = .scrollDown
        } else if let button = (1...3).first(where: { has(Int32($0), 2) || has(Int32($0), 3) }) {
            kind = .click(button: button)
        } else if let button = (1...3).first(where: { has(Int32($0), 1) }) {
            kind = .press(button: button)
        } else if let button = (1...3).first(where: { has(Int32($0), 0) }) {
            kind = .release(button: button)
        } else {
            kind = nil
        }
        return kind.map { MouseEvent(kind: $0, column: column, row: row) }
    }
}
