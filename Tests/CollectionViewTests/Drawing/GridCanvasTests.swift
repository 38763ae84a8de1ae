import CollectionView
import Testing

@Suite struct GridCanvasTests {
    @Test func wideGlyphsTakeTwoCellsAndAreNeverSplit() {
        var canvas = GridCanvas(columns: 6, rows: 1)
        canvas.put("a中b", x: 0, y: 0)
        #expect(canvas.line(0) == "a中b")
        canvas.clear()
        canvas.put("ab中", x: 0, y: 0, clip: 0..<3)
        #expect(canvas.line(0) == "ab")  // the wide glyph would stick out: a blank instead
        canvas.clear()
        canvas.put("中x", x: -1, y: 0)
        #expect(canvas.line(0) == " x")
    }

    @Test func aCanvasOfNoColoursKeepsAttributesAndDropsColours() {
        let red = Style(foreground: .basic(.red), background: .indexed(238), bold: true, underline: true)
        var mono = GridCanvas(columns: 4, rows: 1, colorCount: 0)
        mono.put("ab", x: 0, y: 0, style: red)
        #expect(mono.renderStyled() == "[b,u:ab]")
        var colour = GridCanvas(columns: 4, rows: 1, colorCount: 8)
        colour.put("ab", x: 0, y: 0, style: red)
        #expect(colour.renderStyled().contains("f=red"))
    }

    @Test func controlCharactersAreShownNotSent() {
        var canvas = GridCanvas(columns: 10, rows: 1)
        canvas.put("a\u{1B}[2Jb", x: 0, y: 0)
        #expect(canvas.line(0) == "a\u{241B}[2Jb")
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = GridCanvas(columns: 4, rows: 1)
        canvas.put("中中", x: 0, y: 0)
        canvas.put("x", x: 1, y: 0)
        #expect(canvas.line(0) == " x中")
    }

    @Test func widthsOfClusters() {
        #expect(TerminalWidth.of("a") == 1)
        #expect(TerminalWidth.of("é") == 1)
        #expect(TerminalWidth.of("中") == 2)
        #expect(TerminalWidth.of("🇯🇵") == 2)
        #expect(TerminalWidth.of("👨‍👩‍👧") == 2)
        #expect(TerminalWidth.of("❤️") == 2)
        #expect(TerminalWidth.of("Ж") == 1)
        #expect(TerminalWidth.of("\u{301}") == 0)
        // Both ends of wide ranges and their neighbours (the ranges are searched, not scanned).
        #expect(["\u{10FF}", "\u{1100}", "\u{115F}", "\u{2319}", "\u{231A}", "\u{231B}", "\u{231C}", "\u{FFE6}", "\u{FFE7}"]
            .map { TerminalWidth.of(Character($0)) } == [1, 2, 2, 1, 2, 2, 1, 2, 1])
    }
}
