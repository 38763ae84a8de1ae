import CNcursesw
import Testing

/// These run without a terminal: they prove the module links and that the
/// wrappers hand back ncurses' real values, not zeros from a bad import.
@Suite struct ShimTests {
    @Test func attributesAreDistinctNonZeroBits() {
        let attrs: [attr_t] = [
            lm_A_BOLD(), lm_A_DIM(), lm_A_REVERSE(), lm_A_UNDERLINE(),
            lm_A_STANDOUT(), lm_A_BLINK(), lm_A_ITALIC(),
        ]
        #expect(attrs.allSatisfy { $0 != 0 })
        #expect(Set(attrs).count == attrs.count)
        #expect(lm_A_NORMAL() == 0)
        #expect(lm_WA_BOLD() == lm_A_BOLD())
        // Every attribute is a single bit inside the attribute mask, outside the colour field.
        for attr in attrs {
            #expect(attr.nonzeroBitCount == 1)
            #expect(attr & lm_A_ATTRIBUTES() == attr)
            #expect(attr & lm_A_COLOR() == 0)
        }
    }

    @Test func colorPairLivesInTheColorField() {
        #expect(lm_COLOR_PAIR(0) == 0)
        #expect(lm_COLOR_PAIR(3) != 0)
        #expect(lm_COLOR_PAIR(3) & lm_A_COLOR() == lm_COLOR_PAIR(3))
        #expect(PAIR_NUMBER(Int32(lm_COLOR_PAIR(7))) == 7)
    }

    @Test func mouseMasksAreRealBits() {
        #expect(lm_BUTTON4_PRESSED() != 0)
        #expect(lm_BUTTON5_PRESSED() != 0)
        #expect(lm_BUTTON4_PRESSED() != lm_BUTTON5_PRESSED())
        #expect(lm_ALL_MOUSE_EVENTS() & lm_BUTTON1_CLICKED() == lm_BUTTON1_CLICKED())
    }

    @Test func wideCharAPIIsImported() {
        // setcchar/getcchar exist only when _XOPEN_SOURCE_EXTENDED took effect.
        var cell = cchar_t()
        var text: [wchar_t] = [wchar_t(0x4E2D), 0]  // 中
        #expect(setcchar(&cell, &text, lm_A_BOLD(), 0, nil) == OK)
        var back = [wchar_t](repeating: 0, count: 8)
        var attrs: attr_t = 0
        var pair: Int16 = 0
        #expect(getcchar(&cell, &back, &attrs, &pair, nil) == OK)
        #expect(back[0] == wchar_t(0x4E2D))
        #expect(attrs & lm_A_BOLD() != 0)
    }

    @Test func wcwidthIsReachable() {
        // Without a UTF-8 locale wcwidth answers -1 for non-ASCII; ASCII is 1 either way.
        #expect(wcwidth(wchar_t(UInt8(ascii: "a"))) == 1)
        #expect(wcwidth(0) == 0)
    }

    @Test func keyConstantsImport() {
        #expect(KEY_RESIZE != 0)
        #expect(KEY_UP != KEY_DOWN)
        #expect(ERR == -1)
    }
}
