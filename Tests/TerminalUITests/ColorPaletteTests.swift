import CNcursesw
import CollectionView
import Testing
@testable import TerminalUI

@Suite struct ColorPaletteTests {
    @Test func colorNumbers() {
        #expect(ColorPalette.colorNumber(.default, colorCount: 256) == -1)
        #expect(ColorPalette.colorNumber(.basic(.red), colorCount: 8) == 1)
        #expect(ColorPalette.colorNumber(.basic(.red, bright: true), colorCount: 256) == 9)
        #expect(ColorPalette.colorNumber(.basic(.red, bright: true), colorCount: 8) == 1)
        #expect(ColorPalette.colorNumber(.indexed(196), colorCount: 256) == 196)
        // Without 256 colours an indexed colour falls back to a basic one.
        #expect(ColorPalette.colorNumber(.indexed(196), colorCount: 8) == ColorPalette.colorNumber(TerminalColor.indexed(196).fallback, colorCount: 8))
        #expect(ColorPalette.colorNumber(.indexed(196), colorCount: 8) < 8)
    }

    @Test func pairsAreAllocatedOnceAndCached() {
        var allocated: [(Int16, Int16, Int16)] = []
        let palette = ColorPalette(colorCount: 256, maxPairs: 256) { pair, fg, bg in
            allocated.append((pair, fg, bg))
            return true
        }
        let red = Style(foreground: .basic(.red))
        let first = palette.pair(for: red)
        #expect(first == 1)
        #expect(palette.pair(for: Style(foreground: .basic(.red), bold: true)) == first)
        #expect(palette.pair(for: Style(background: .indexed(17))) == 2)
        #expect(palette.pair(for: .plain) == 0)
        #expect(allocated.count == 2)
        #expect(allocated[0].1 == 1 && allocated[0].2 == -1)
        #expect(allocated[1].1 == -1 && allocated[1].2 == 17)
    }

    @Test func noColorKeepsOnlyAttributes() {
        let palette = ColorPalette(colorCount: 0, maxPairs: 256) { _, _, _ in
            Issue.record("no pair may be allocated without colour")
            return true
        }
        let style = Style(foreground: .basic(.green), bold: true, underline: true)
        #expect(palette.pair(for: style) == 0)
        #expect(ColorPalette.attributes(of: style) == lm_A_BOLD() | lm_A_UNDERLINE())
    }

    @Test func fullPairTableFallsBackToTheDefaultPair() {
        let palette = ColorPalette(colorCount: 8, maxPairs: 2) { _, _, _ in true }
        #expect(palette.pair(for: Style(foreground: .basic(.red))) == 1)
        #expect(palette.pair(for: Style(foreground: .basic(.blue))) == 0)
    }

    @Test func attributes() {
        #expect(ColorPalette.attributes(of: .plain) == lm_A_NORMAL())
        #expect(ColorPalette.attributes(of: Style(dim: true, reverse: true)) == lm_A_DIM() | lm_A_REVERSE())
    }
}
