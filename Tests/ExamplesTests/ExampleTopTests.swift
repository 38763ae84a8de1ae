import CollectionView
import CollectionViewTesting
@testable import ExampleTop
import SeededRandom
import Testing
import TerminalUI

/// `example-top` driven by the testing target: every tick re-ranks, inserts
/// and deletes, animated, and the screen shows exactly the table.
@MainActor @Suite struct ExampleTopTests {
    @Test func everyTickAnimatesIntoExactlyTheNewTable() {
        let stepper = FrameStepper(size: CellSize(columns: 40, rows: 20))
        let app = TopApp.runner(random: SplitMix64(seed: 7), clock: stepper.clock, executor: stepper.executor)
        app.start(size: CellSize(columns: 40, rows: 20))
        let list = app.screen.list
        let draw: (inout GridCanvas) -> Void = { app.draw(on: &$0) }

        let first = stepper.settle(list, drawing: draw)
        #expect(first.count == 1)  // the first load is shown at once
        let lines = first[0].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == " example-top · processes by CPU")
        #expect(lines.last == " 14 processes · ↑/↓ select  q quit")
        #expect(ViewVerifier.firstMismatch(list, expected: app.model.table.sections) == nil)

        var reranked = 0
        for tick in 1...6 {
            let before = app.model.table.processes.map(\.pid)
            let shownBefore = list.shownState.flatMap(\.items).map(\.pid)
            app.send(.tick)
            let frames = stepper.settle(list, drawing: draw)
            #expect(frames.count > 5, "tick \(tick) animates")
            #expect(ViewVerifier.firstMismatch(list, expected: app.model.table.sections) == nil, "tick \(tick)")
            #expect(Set(app.model.table.processes.map(\.pid)).subtracting(before).count == 1, "one process started")
            let shownAfter = list.shownState.flatMap(\.items).map(\.pid)
            let kept = Set(shownBefore).intersection(shownAfter)
            if shownBefore.filter(kept.contains) != shownAfter.filter(kept.contains) { reranked += 1 }
        }
        #expect(reranked > 0, "rows re-ranked")
    }

    @Test func qQuits() throws {
        let app = TopApp.runner(random: SplitMix64(seed: 1), executor: ManualExecutor())
        #expect(try app.handle(.key(.character("q"))) == .quit(0))
    }
}
