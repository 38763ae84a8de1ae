import CollectionView
import CollectionViewTesting
@testable import ExampleTop
import SeededRandom
import Testing
import TerminalUI
import TerminalUITesting

/// `example-top`'s timer is its runtime's (a named timer of the `ProgramRunner`): under a
/// `Pilot` it ticks at the same clock times as in the terminal, and the
/// status line follows each table once it has landed.
@MainActor @Suite struct ExampleTopTimerTests {
    @Test func aNewTableEveryHalfSecondOnTheScreensClock() {
        let pilot = Pilot(size: CellSize(columns: 40, rows: 20)) { TopApp.runner(random: SplitMix64(seed: 11), clock: $0, executor: $1) }
        let top = pilot.app
        let first = top.model.table.processes.map(\.pid)
        pilot.wait(TopApp<SplitMix64>.interval - .milliseconds(1))
        #expect(top.model.table.processes.map(\.pid) == first, "no tick before its time")
        pilot.wait(.milliseconds(1))
        let second = top.model.table.processes.map(\.pid)
        #expect(second != first, "the tick at 500 ms made a new table")
        #expect(pilot.app.pilotedView.isAnimating)
        pilot.wait(TopApp<SplitMix64>.interval)
        #expect(top.model.table.processes.map(\.pid) != second, "and the next at 1 s")
        pilot.finish()
        #expect(ViewVerifier.firstMismatch(top.screen.list, expected: top.model.table.sections) == nil)
        let lines = pilot.lines()
        #expect(lines.last?.hasPrefix(" \(top.model.table.processes.count) processes") == true, "the status of the landed table")
    }
}
