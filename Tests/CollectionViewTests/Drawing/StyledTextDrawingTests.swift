import CollectionView
import Testing

@Suite struct StyledTextDrawingTests {
    static let text = StyledText(spans: [
        .init("12:00 ", style: Style(dim: true)),
        .init("ok", style: Style(foreground: .basic(.green), bold: true)),
        .init(" all good"),
    ])

    @Test func everyAttributeOfEverySpanIsKeptUnderTheBase() {
        var canvas = GridCanvas(columns: 20, rows: 1)
        canvas.draw(Self.text, y: 0, base: Style(reverse: true))
        #expect(canvas.renderStyled() == "[d,r:12:00 ][b,r,f=green:ok][r: all good]")
    }

    @Test func longTextEndsInAnEllipsisInTheStyleItCuts() {
        var canvas = GridCanvas(columns: 20, rows: 1)
        let drawn = canvas.draw(Self.text, y: 0, width: 8)
        #expect(drawn == 8)
        #expect(canvas.line(0) == "12:00 o…")
        #expect(canvas.renderStyled() == "[d:12:00 ][b,f=green:o…]")
        #expect(TerminalWidth.truncated("山田太郎", toWidth: 6) == "山田…")  // a wide glyph is left out, never halved
        #expect(TerminalWidth.truncated("abc", toWidth: 3) == "abc")
        #expect(TerminalWidth.truncated("abc", toWidth: 0) == "")
    }

    @Test func trailingAlignmentEndsAtTheRightEdge() {
        var canvas = GridCanvas(columns: 12, rows: 1)
        canvas.draw("中ok", x: 2, y: 0, width: 8, alignment: .trailing)
        #expect(canvas.line(0) == "      中ok")
        canvas.clear()
        canvas.draw("much too long", y: 0, alignment: .trailing)
        #expect(canvas.line(0) == "much too lo…")
    }
}
