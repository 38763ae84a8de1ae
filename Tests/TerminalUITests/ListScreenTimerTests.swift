import CollectionView
import ListDiff
import Testing
import TerminalUI

/// `ListScreen`'s timer ticks on the list's clock through the two calls a
/// loop (the terminal's, or a test's pilot) makes; its title and status are
/// events of its update, so one set when a batch lands is drawn.
@MainActor @Suite struct ListScreenTimerTests {
    typealias List = ListController<String, String>

    private func screen(clock: ManualClock, executor: ManualExecutor) -> ListScreen<ListController<String, String>> {
        let list = List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) })
        list.reload(to: [ListSection(model: "S", items: ["a", "b"])])
        return ListScreen(list: list, title: "T", status: "waiting")
    }

    @Test func theTimerTicksOnTheScreensClock() {
        let clock = ManualClock()
        let screen = screen(clock: clock, executor: ManualExecutor())
        #expect(screen.untilNextTimer == nil)
        var ticks: [Duration] = []
        screen.startTimer(every: .milliseconds(150)) { ticks.append(clock.now) }
        #expect(screen.untilNextTimer == .milliseconds(150))
        clock.advance(by: .milliseconds(100))
        screen.runDueTimers()
        #expect(ticks.isEmpty, "not due yet")
        #expect(screen.untilNextTimer == .milliseconds(50))
        clock.advance(by: .milliseconds(50))
        screen.runDueTimers()
        #expect(ticks == [.milliseconds(150)])
        #expect(screen.untilNextTimer == .milliseconds(150))
        // Late by three intervals: one tick, then on from now.
        clock.advance(by: .milliseconds(600))
        screen.runDueTimers()
        screen.runDueTimers()
        #expect(ticks == [.milliseconds(150), .milliseconds(750)])
        #expect(screen.untilNextTimer == .milliseconds(150))
        screen.stopTimer()
        #expect(screen.untilNextTimer == nil)
        clock.advance(by: .seconds(1))
        screen.runDueTimers()
        #expect(ticks.count == 2)
    }

    @Test func aStatusSetWhenTheBatchLandsIsDrawn() {
        let clock = ManualClock(), executor = ManualExecutor()
        let screen = screen(clock: clock, executor: executor)
        var canvas = GridCanvas(columns: 12, rows: 5)
        screen.draw(on: &canvas)
        #expect(canvas.render() == "T\nS\na\nb\nwaiting")
        screen.list.apply([ListSection(model: "S", items: ["b", "a", "c"])]) { _ in
            screen.status = StyledText("3 rows")
        }
        #expect(executor.run(until: { screen.list.view.isAnimating }))
        canvas = GridCanvas(columns: 12, rows: 5)
        screen.draw(on: &canvas)
        #expect(canvas.render().hasSuffix("waiting"), "still animating: the old status")
        clock.advance(by: .seconds(1))
        screen.advance()
        #expect(executor.run(until: { screen.list.queue.isIdle }))
        canvas = GridCanvas(columns: 12, rows: 5)
        screen.draw(on: &canvas)
        #expect(canvas.render() == "T\nS\nb\na\n3 rows")
        #expect(screen.state.status == StyledText("3 rows"))
    }

    @Test func theUpdateIsPure() {
        var state = ListScreenState(title: "T", quitKey: .character("x"))
        #expect(ListScreenUpdate.update(&state, .setTitle("T")).isEmpty, "the same title draws nothing")
        #expect(ListScreenUpdate.update(&state, .setStatus("s")) == [.redraw])
        #expect(ListScreenUpdate.update(&state, .key(.character("q"))).isEmpty)
        #expect(ListScreenUpdate.update(&state, .key(.character("x"))) == [.quit(0)])
        #expect(state.exitCode == 0)
        let (ticking, effects) = ListScreenUpdate.update(state, .startTimer(every: .seconds(1), now: .seconds(5)))
        #expect(effects.isEmpty && ticking.timer?.next == .seconds(6) && state.timer == nil)
    }

    /// The screen's timer is one of the runtime's `ProgramTimers`: it starts,
    /// ticks (once per call, a late one going on from now) and stops exactly
    /// as a program's timer of the same interval does.
    @Test func theScreensTimerTicksByTheRuntimesRule() {
        var state = ListScreenState(title: "T")
        var runtime = ProgramTimers()
        _ = ListScreenUpdate.update(&state, .startTimer(every: .milliseconds(150), now: .seconds(1)))
        runtime.start("poll", every: .milliseconds(150), now: .seconds(1))
        #expect(state.timer == runtime.timers["poll"])
        for now in [Duration.milliseconds(1_100), .milliseconds(1_150), .milliseconds(1_700), .milliseconds(1_800)] {
            let ticked = ListScreenUpdate.update(&state, .clock(now: now)).contains(.tick)
            #expect(ticked == !runtime.fire(at: now).isEmpty, "at \(now)")
            #expect(state.timer == runtime.timers["poll"], "at \(now)")
        }
        _ = ListScreenUpdate.update(&state, .stopTimer)
        #expect(state.timer == nil && state.timers == ProgramTimers())
    }

    final class Host: DisplayHost {
        var requests = 0
        func setNeedsDisplay() { requests += 1 }
    }

    /// A grid canvas shown by `host` (as the terminal's canvas is shown by its loop).
    struct HostedCanvas: Canvas {
        var grid: GridCanvas
        let host: Host
        var size: CellSize { grid.size }
        var colorCount: Int { grid.colorCount }
        var displayHost: (any DisplayHost)? { host }
        mutating func clear() { grid.clear() }
        mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
            grid.putGlyph(glyph, width: width, x: x, y: y, style: style)
        }
    }

    /// The screen keeps no loop: a new line asks the host that drew its list for a frame.
    @Test func aNewLineAsksWhateverDrewTheScreenForAFrame() {
        let screen = screen(clock: ManualClock(), executor: ManualExecutor())
        let host = Host()
        var canvas = HostedCanvas(grid: GridCanvas(columns: 12, rows: 5), host: host)
        screen.draw(on: &canvas)
        screen.status = "new"
        #expect(host.requests == 1)
        screen.status = "new"
        #expect(host.requests == 1, "the same line draws nothing")
        screen.title = nil
        screen.statusStyle = Style(bold: true)
        #expect(host.requests == 3)
    }
}
