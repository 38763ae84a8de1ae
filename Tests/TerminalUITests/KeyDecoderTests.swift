import CNcursesw
import CollectionView
import Testing
@testable import TerminalUI

@Suite struct KeyDecoderTests {
    private func key(_ raw: RawInput) -> Key? {
        guard case let .key(key) = KeyDecoder.decode(raw) else { return nil }
        return key
    }

    @Test func printableCharactersIncludingUnicode() {
        #expect(key(.character(UInt32(UInt8(ascii: "a")))) == .character("a"))
        // The space bar is the space key, here and only here (ViewInput.typed).
        #expect(key(.character(0x20)) == .space)
        #expect(key(.character(0xE9)) == .character("é"))
        #expect(key(.character(0x5C71)) == .character("山"))
        #expect(key(.character(0x1F363)) == .character("🍣"))
    }

    @Test func controlCharacters() {
        #expect(key(.character(0x0D)) == .enter)
        #expect(key(.character(0x0A)) == .enter)
        #expect(key(.character(0x09)) == .tab)
        #expect(key(.character(0x7F)) == .backspace)
        #expect(key(.character(0x08)) == .backspace)
        #expect(key(.character(0x1B)) == .escape)
        #expect(key(.character(0x01)) == .control("a"))
        #expect(key(.character(0x1A)) == .control("z"))
        #expect(KeyDecoder.decode(.character(0x00)) == nil)
        #expect(KeyDecoder.decode(.character(0x85)) == nil)
    }

    @Test func cursorAndEditingKeys() {
        let expected: [(Int32, Key)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_SR, .shiftUp), (KEY_SF, .shiftDown), (KEY_SLEFT, .shiftLeft), (KEY_SRIGHT, .shiftRight),
            (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
            (KEY_ENTER, .enter), (KEY_BTAB, .backTab), (KEY_BACKSPACE, .backspace),
            (KEY_DC, .delete), (KEY_IC, .insert),
        ]
        for (code, expectedKey) in expected {
            #expect(key(.keyCode(code, name: nil)) == expectedKey, "code \(code)")
        }
    }

    @Test func functionKeys() {
        #expect(key(.keyCode(KEY_F0 + 1, name: nil)) == .function(1))
        #expect(key(.keyCode(KEY_F0 + 12, name: nil)) == .function(12))
        #expect(key(.keyCode(KEY_F0 + 64, name: nil)) == .function(64))
    }

    @Test func xtermExtendedNames() {
        let extended = KEY_MAX + 10
        #expect(key(.keyCode(extended, name: "kUP")) == .shiftUp)
        #expect(key(.keyCode(extended, name: "kDN")) == .shiftDown)
        #expect(key(.keyCode(extended, name: "kLFT")) == .shiftLeft)
        #expect(key(.keyCode(extended, name: "kRIT")) == .shiftRight)
        #expect(key(.keyCode(extended, name: "kUP5")) == .up)  // Ctrl+Up: plain arrow
        #expect(key(.keyCode(extended, name: "kUP6")) == .shiftUp)  // Ctrl+Shift+Up keeps shift
        #expect(key(.keyCode(extended, name: "kHOM5")) == .home)
        #expect(key(.keyCode(extended, name: "kNXT3")) == .pageDown)
        #expect(KeyDecoder.decode(.keyCode(extended, name: "kFOO")) == nil)
        #expect(KeyDecoder.decode(.keyCode(extended, name: nil)) == nil)
    }

    @Test func mouseClicksAndWheel() {
        func mouse(_ buttons: mmask_t) -> MouseEvent.Kind? {
            guard case let .mouse(event) = KeyDecoder.decode(.mouse(column: 7, row: 3, buttons: UInt(buttons))) else { return nil }
            #expect(event.column == 7 && event.row == 3)
            return event.kind
        }
        #expect(mouse(lm_BUTTON4_PRESSED()) == .scrollUp)
        #expect(mouse(lm_BUTTON5_PRESSED()) == .scrollDown)
        #expect(mouse(lm_BUTTON1_CLICKED()) == .click(button: 1))
        #expect(mouse(lm_BUTTON1_PRESSED()) == .press(button: 1))
        #expect(mouse(lm_BUTTON1_RELEASED()) == .release(button: 1))
        #expect(mouse(lm_BUTTON3_CLICKED()) == .click(button: 3))
        #expect(mouse(lm_BUTTON_MASK(2, 1)) == .press(button: 2))
        #expect(mouse(0) == nil)
    }

    @Test func resizeCarriesTheSize() {
        #expect(KeyDecoder.decode(.resize(CellSize(columns: 40, rows: 12))) == .resize(CellSize(columns: 40, rows: 12)))
    }
}
