import CollectionView
import Testing

/// Columns line up on screen: measured in terminal cells, not characters.
@Suite struct TextColumnsTests {
    /// The x of the first cell drawn for `text` on `line`, in a canvas as the terminal would show it.
    private func start(of text: Character, in line: String) -> Int? {
        var canvas = GridCanvas(columns: 40, rows: 1)
        canvas.draw(StyledText(line), y: 0)
        return canvas.cells[0].firstIndex { $0.glyph == text }
    }

    @Test func wideAndCombinedCharactersLineUpByCells() {
        // 名前 is two wide glyphs (4 cells); "Zoë" ends in e + a combining diaeresis (3 cells);
        // the family emoji is one glyph of 2 cells made of five scalars.
        let rows = [["名前", "age", "x"], ["Zoe\u{0308}", "7", "y"], ["👨‍👩‍👧", "12", "z"]]
        let columns = TextColumns(fitting: rows, alignments: [.leading, .trailing])
        #expect(columns.widths == [4, 3, 1])
        let lines = rows.map(columns.line)
        #expect(lines == ["名前  age  x", "Zoe\u{0308}     7  y", "👨‍👩‍👧     12  z"])
        // On screen, the last column starts at the same cell on every line.
        #expect(Set(zip(lines, ["x", "y", "z"] as [Character]).map { start(of: $1, in: $0) }) == [11])
    }

    @Test func aCellWiderThanItsColumnIsCutWithoutHalvingAWideGlyph() {
        let columns = TextColumns(widths: [4, 2], alignments: [.leading, .trailing], spacing: 1)
        // 日本語 is 6 cells: 日 (2) and … (1) fit in 4, 本 would not; one blank pads the column.
        #expect(columns.line(["日本語", "1"]) == "日…   1")
        #expect(columns.line(["ab", "123"]) == "ab   1…")
        // Cells beyond the known columns come unpadded; a last leading cell leaves no trailing blanks.
        #expect(columns.line(["a", "b", "extra"]) == "a     b extra")
        #expect(columns.line(["a"]) == "a")
    }

    @Test func widthsOnlyGrow() {
        var columns = TextColumns(widths: [5])
        columns.widen(toFit: ["ab", "漢字"])
        #expect(columns.widths == [5, 4])
        columns.widen(toFit: ["abcdefg"])
        #expect(columns.widths == [7, 4])
    }

    @Test func styledCellsKeepTheirStylesAndPaddingIsPlain() {
        let columns = TextColumns(widths: [3, 4], alignments: [.leading, .trailing])
        let bold = Style(bold: true)
        let line = columns.line([StyledText.Span("é", style: bold), StyledText.Span("42", style: Style(dim: true))])
        #expect(line.description == "é      42")
        var canvas = GridCanvas(columns: 12, rows: 1)
        canvas.draw(line, y: 0)
        #expect(canvas.renderStyled() == "[b:é]      [d:42]")
    }
}
