import CollectionView
import Testing
import TerminalUI

/// The object pane: a framed box of an object's lines, changed lines
/// flashing for a while, a notice when the row is gone, scrolling a long
/// object by its own keys, Esc closing it.
@MainActor @Suite struct ObjectPaneTests {
    private static let lines = (1...12).map { "line \($0)" }

    private static func draw(_ state: ObjectPaneState, now: Duration = .zero, columns: Int = 24, rows: Int = 6) -> GridCanvas {
        var canvas = GridCanvas(columns: columns, rows: rows)
        ObjectPane(state: state, now: now).draw(on: &canvas)
        return canvas
    }

    private static func press(_ state: inout ObjectPaneState, _ key: ViewInput, visibleLines: Int) -> ObjectPaneState.Outcome {
        state.handle(key, visibleLines: visibleLines)
    }

    @Test func theTitleOnTheFrameTheLinesInsideAndWhereTheViewIs() {
        let canvas = Self.draw(ObjectPaneState(title: "web-1", lines: Self.lines))
        #expect(canvas.render() == [
            "╭─ web-1 ──────────────╮",
            "│ line 1               │",
            "│ line 2               │",
            "│ line 3               │",
            "│ line 4               │",
            "╰────────── 1–4 of 12 ─╯",
        ].joined(separator: "\n"))
    }

    @Test func aShortObjectSaysNoPlaceAndLongLinesAreCutInsideTheFrame() {
        let canvas = Self.draw(ObjectPaneState(title: "a", lines: ["{", "  \"name\": \"a very long value indeed\"", "}"]))
        #expect(canvas.lines == [
            "╭─ a ──────────────────╮",
            "│ {                    │",
            "│   \"name\": \"a very lon│",
            "│ }                    │",
            "│                      │",
            "╰──────────────────────╯",
        ])
    }

    @Test func changedLinesFlashUntilTheirTimeIsOver() {
        var state = ObjectPaneState(title: "a", lines: ["{", "  \"n\": 1", "}"])
        state.show(["{", "  \"n\": 2", "}"], changed: [1], at: .seconds(5))
        let flashing = Self.draw(state, now: .seconds(5))
        #expect(flashing.line(2) == "│   \"n\": 2             │")
        #expect(flashing.cells[2][2].style == ObjectPane.flashStyle)
        #expect(flashing.cells[1][2].style == .plain, "an unchanged line does not flash")
        #expect(state.isFlashing(at: .seconds(5)))
        #expect(state.flashEnd == .seconds(5) + ObjectPaneState.flashDuration)
        // Later, drawn without ending the flash: it is over by the clock.
        #expect(Self.draw(state, now: .seconds(7)).cells[2][2].style == .plain)
        let early = state.endFlash(at: .seconds(5))
        #expect(!early)
        let due = state.endFlash(at: .seconds(6))
        #expect(due)
        #expect(state.changedLines.isEmpty && state.flashEnd == nil)
        // A version that changes nothing keeps no flash going.
        state.show(["{", "  \"n\": 2", "}"], changed: [], at: .seconds(8))
        #expect(!state.isFlashing(at: .seconds(8)))
    }

    @Test func aGoneRowKeepsItsLastVersionAndSaysSo() {
        var state = ObjectPaneState(title: "a", lines: ["{", "  \"n\": 1", "}"])
        state.show(["{", "  \"n\": 2", "}"], changed: [1], at: .zero)
        state.markGone()
        #expect(state.isGone && !state.isFlashing(at: .zero))
        let canvas = Self.draw(state, columns: 40)
        #expect(canvas.line(1).hasPrefix("│ " + ObjectPane.goneNotice + "  "))
        #expect(canvas.cells[1][2].style.foreground == .basic(.red))
        #expect(canvas.line(3).hasPrefix("│   \"n\": 2    "))
        state.show(["{", "}"], changed: [0], at: .zero)
        #expect(!state.isGone, "a row that comes back is followed again")
    }

    @Test func itsKeysScrollALongObjectAndEscCloses() {
        var state = ObjectPaneState(title: "a", lines: Self.lines)
        #expect(Self.press(&state, .down, visibleLines: 4) == .scrolled)
        #expect(state.top == 1)
        #expect(Self.press(&state, .pageDown, visibleLines: 4) == .scrolled)
        #expect(state.top == 5)
        #expect(Self.press(&state, .pageDown, visibleLines: 4) == .scrolled)
        #expect(state.top == 8, "the last page is full")
        #expect(Self.draw(state).line(5) == "╰───────── 9–12 of 12 ─╯")
        #expect(Self.press(&state, .up, visibleLines: 4) == .scrolled)
        #expect(state.top == 7)
        #expect(Self.press(&state, .home, visibleLines: 4) == .scrolled)
        #expect(state.top == 0)
        #expect(Self.press(&state, .up, visibleLines: 4) == .scrolled)
        #expect(state.top == 0)
        #expect(Self.press(&state, .end, visibleLines: 4) == .scrolled)
        #expect(state.top == 8)
        #expect(Self.press(&state, .pageUp, visibleLines: 4) == .scrolled)
        #expect(state.top == 4)
        #expect(Self.press(&state, .character("x"), visibleLines: 4) == .ignored)
        #expect(Self.press(&state, .escape, visibleLines: 4) == .closed)
    }

    @Test func aTallerPaneShowsTheLastPageWhole() {
        var state = ObjectPaneState(title: "a", lines: Self.lines)
        _ = state.handle(.end, visibleLines: 4)
        #expect(state.firstVisibleLine(visibleLines: 10) == 2)
        #expect(Self.draw(state, rows: 12).line(11) == "╰───────── 3–12 of 12 ─╯")
    }

    @Test func helpIsGeneratedFromItsKeyMap() {
        let help = ObjectPaneState.keyMap.guide.help.map { "\($0.keys) \($0.text)" }
        #expect(help.contains("Esc close the object"))
        #expect(help.contains { $0.hasPrefix("PgUp PgDn") })
        #expect(help.contains { $0.hasPrefix("Home End") })
        #expect(help.contains { $0.hasPrefix("↑ ↓") })
    }

    @Test func aTinyAreaGetsNothing() {
        var canvas = GridCanvas(columns: 5, rows: 2)
        ObjectPane(state: ObjectPaneState(title: "a", lines: ["x"]), now: .zero).draw(on: &canvas)
        #expect(canvas.render().allSatisfy { $0 == "\n" || $0 == " " })
    }
}
