import CollectionView
import Testing
import TerminalUI

@Suite struct TooSmallMessageTests {
    private func render(columns: Int, rows: Int) -> GridCanvas {
        var canvas = GridCanvas(columns: columns, rows: rows)
        TooSmallMessage.draw(on: &canvas, minimum: CellSize(columns: 20, rows: 10))
        return canvas
    }

    @Test func fullMessageWhenItFits() {
        let text = render(columns: 30, rows: 5).render()
        #expect(text.contains("Terminal too small"))
        #expect(text.contains("30x5, need 20x10"))
    }

    @Test func shorterMessagesDownToOneCell() {
        #expect(render(columns: 12, rows: 3).render().contains("Too small"))
        #expect(render(columns: 5, rows: 1).render() == "small")
        #expect(render(columns: 1, rows: 1).render() == "!")
    }

    @Test func decidesBySize() {
        let minimum = CellSize(columns: 20, rows: 10)
        #expect(TooSmallMessage.isTooSmall(CellSize(columns: 19, rows: 30), minimum: minimum))
        #expect(TooSmallMessage.isTooSmall(CellSize(columns: 80, rows: 9), minimum: minimum))
        #expect(!TooSmallMessage.isTooSmall(CellSize(columns: 20, rows: 10), minimum: minimum))
    }
}
