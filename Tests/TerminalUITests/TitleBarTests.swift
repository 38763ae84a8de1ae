import CollectionView
import Testing
import TerminalUI

/// The title bar: the right kept in sight, the left in the room before it.
@MainActor @Suite struct TitleBarTests {
    @Test func theRightStaysInSightAndTheLeftIsCutBeforeIt() {
        var line = GridCanvas(columns: 24, rows: 1)
        let drawn = TitleBar(left: StyledText(" watching a long command line"), right: StyledText("run 12 ")).draw(on: &line)
        #expect(line.render() == " watching a lon… run 12")
        #expect(drawn.room == 24 - 7 - 1 && drawn.left == 16)
        #expect(line.cells[0].allSatisfy { $0.style.reverse }, "the bar spans the line in reverse video")
        #expect(TitleBar.room(columns: 24, right: StyledText("run 12 "), gap: 2) == 15)
        #expect(TitleBar.room(columns: 5, right: StyledText("a very long right part")) == 0)
    }
}
