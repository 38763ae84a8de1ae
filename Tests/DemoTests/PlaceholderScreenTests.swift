import CollectionView
@testable import Demo
import Testing
import TerminalUI

/// The interim screen drawn headless on a `GridCanvas`, with a clock the test moves.
@MainActor @Suite struct PlaceholderScreenTests {
    final class TestClock {
        var now = ContinuousClock.now
    }

    @Test func drawsTitleListAndHint() {
        let screen = PlaceholderScreen()
        var canvas = GridCanvas(columns: 40, rows: 12)
        screen.draw(on: &canvas)
        #expect(canvas.line(0) == " ListMotion")
        #expect(canvas.line(3) == " ▸ Alice Martin")
        #expect(canvas.line(6) == "   山田 太郎")
        #expect(canvas.line(7) == "   🍣 Sushi Bar")
        #expect(canvas.line(11) == " " + PlaceholderScreen.hint)
    }

    @Test func spaceSlidesTheMarkerThenStops() throws {
        let clock = TestClock()
        let screen = PlaceholderScreen(now: { clock.now })
        #expect(!screen.wantsAnimationFrames)
        #expect(try screen.handle(.key(.character(" "))) == .continue)
        #expect(screen.wantsAnimationFrames)
        clock.now += .milliseconds(125)
        let middle = screen.currentMarkerRow()
        #expect(middle > 0 && middle < PlaceholderScreen.rows.count - 1)
        clock.now += .milliseconds(125)
        var canvas = GridCanvas(columns: 40, rows: 12)
        screen.draw(on: &canvas)
        #expect(!screen.wantsAnimationFrames)
        #expect(canvas.line(8) == " ▸ Bob Smith")
        #expect(canvas.render().contains("idle"))
    }

    @Test func qQuitsAndOtherInputIsShown() throws {
        let screen = PlaceholderScreen()
        #expect(try screen.handle(.key(.shiftUp)) == .continue)
        #expect(screen.lastInput == "shiftUp")
        #expect(try screen.handle(.key(.control("a"))) == .continue)
        #expect(screen.lastInput == "ctrl-a")
        #expect(try screen.handle(.key(.character("q"))) == .quit(0))
    }
}
