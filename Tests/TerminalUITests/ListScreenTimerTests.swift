import CollectionView
import ListDiff
import Testing
import TerminalUI

/// A `ListScreen`'s timer is the runtime's, on the list's clock, through the
/// two calls a loop (the terminal's, or a test's pilot) makes; its title and
/// status are events of its update, so one set when a batch lands is drawn.
@MainActor @Suite struct ListScreenTimerTests {
    typealias List = ListController<String, String>

    private func screen(clock: ManualClock, executor: ManualExecutor) -> ListScreen<ListController<String, String>> {
        let list = List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) })
        list.reload(to: [ListSection(model: "S", items: ["a", "b"])])
        return ListScreen(list: list, title: "T", status: "waiting")
    }

    /// A screen's timer is the runtime's: an app on the screen starts it with
    /// a command, and it ticks on the list's clock through the two calls a loop
    /// (the terminal's, or a test's pilot) makes, one tick per call when late.
    @Test func theTimerIsTheRuntimesOnTheListsClock() {
        let clock = ManualClock()
        let screen = screen(clock: clock, executor: ManualExecutor())
        let runner = ProgramRunner(screen: screen, model: [Duration]()) { (ticks: [Duration], event: ProgramEvent<Never>) in
            switch event {
            case .start: return (ticks, [.startTimer("tick", every: .milliseconds(150))])
            case .timer("tick"): return (ticks + [clock.now], ticks.count == 1 ? [.cancelTimer("tick")] : [])
            default: return (ticks, [])
            }
        }
        #expect(runner.untilNextTimer == nil)
        runner.start(size: CellSize(columns: 12, rows: 5))
        #expect(runner.untilNextTimer == .milliseconds(150))
        clock.advance(by: .milliseconds(100))
        runner.runDueTimers()
        #expect(runner.model.isEmpty, "not due yet")
        #expect(runner.untilNextTimer == .milliseconds(50))
        clock.advance(by: .milliseconds(50))
        runner.runDueTimers()
        #expect(runner.model == [.milliseconds(150)])
        // Late by three intervals: one tick, then the app cancels it.
        clock.advance(by: .milliseconds(600))
        runner.runDueTimers()
        runner.runDueTimers()
        #expect(runner.model == [.milliseconds(150), .milliseconds(750)])
        #expect(runner.untilNextTimer == nil)
        clock.advance(by: .seconds(1))
        runner.runDueTimers()
        #expect(runner.model.count == 2)
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
        screen.list.view.advance()
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
        let (next, effects) = ListScreenUpdate.update(state, .setStatus("t"))
        #expect(effects == [.redraw] && next.status == "t" && state.status == "s", "a value in, a value out")
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
