import CollectionView
import CollectionViewTesting
@testable import ExampleTop
import SeededRandom
import Testing
import TerminalUI

/// `example-top`'s timer is its screen's (`ListScreen.startTimer`): under a
/// `Pilot` it ticks at the same clock times as in the terminal, and the
/// status line follows each table once it has landed.
@MainActor @Suite struct ExampleTopTimerTests {
    /// The app as a `PilotedApp`: its screen's view, queue, timer, keys and drawing.
    final class PilotedTop: PilotedApp {
        let top: TopApp<SplitMix64>
        init(clock: any AnimationClock, executor: any UIExecutor) {
            top = TopApp(random: SplitMix64(seed: 11), clock: clock, executor: executor)
        }
        var pilotedView: CollectionView { top.screen.list.view }
        var isIdle: Bool { top.screen.list.queue.isIdle }
        var untilNextTimer: Duration? { top.screen.untilNextTimer }
        func runDueTimers() { top.screen.runDueTimers() }
        func handle(_ input: ViewInput) { _ = try? top.screen.handle(.key(input)) }
        func draw<C: Canvas>(on canvas: inout C) { top.screen.draw(on: &canvas) }
    }

    @Test func aNewTableEveryHalfSecondOnTheScreensClock() {
        let pilot = Pilot(size: CellSize(columns: 40, rows: 20)) { PilotedTop(clock: $0, executor: $1) }
        let top = pilot.app.top
        let first = top.table.processes.map(\.pid)
        pilot.wait(TopApp<SplitMix64>.interval - .milliseconds(1))
        #expect(top.table.processes.map(\.pid) == first, "no tick before its time")
        pilot.wait(.milliseconds(1))
        let second = top.table.processes.map(\.pid)
        #expect(second != first, "the tick at 500 ms made a new table")
        #expect(pilot.app.pilotedView.isAnimating)
        pilot.wait(TopApp<SplitMix64>.interval)
        #expect(top.table.processes.map(\.pid) != second, "and the next at 1 s")
        pilot.finish()
        #expect(ViewVerifier.firstMismatch(top.screen.list, expected: top.table.sections) == nil)
        let lines = pilot.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last?.hasPrefix(" \(top.table.processes.count) processes") == true, "the status of the landed table")
    }
}
