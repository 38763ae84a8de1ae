import CollectionView
import TerminalUI

/// `example-top`: the process table on the ready-made ``ListScreen``, a new
/// table every half second (the screen's timer) through the list's update queue.
@MainActor
final class TopApp<Random: RandomNumberGenerator> {
    /// The time between two tables.
    static var interval: Duration { .milliseconds(500) }

    let screen: ListScreen<ListController<String, Process>>
    private(set) var table: ProcessTable
    private var random: Random

    init(random: Random, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()) {
        self.random = random
        table = ProcessTable(count: 14, using: &self.random)
        // Rows re-rank by the CPU value that changed: show the new value while they move.
        var configuration = CollectionViewConfiguration()
        configuration.movedRowUpdate = .whileMoving
        let list = ListController<String, Process>(
            clock: clock, configuration: configuration, executor: executor,
            header: { StyledText("\($0) ", style: Style(bold: true)) }, row: { StyledText($0.text) },
            plugins: [Selectable()])
        screen = ListScreen(list: list, title: StyledText(" example-top · processes by CPU", style: Style(bold: true)))
        list.apply(table.sections, animated: false)
        screen.status = status(of: table)
        // The key hint comes from the keys the list's plugins and the screen really have.
        screen.hints = screen.keyGuide
        // On the list's clock: the terminal's loop ticks it in the app, a Pilot in a test.
        screen.startTimer(every: Self.interval) { [weak self] in self?.tick() }
    }

    /// One half-second step: loads change, the list re-ranks, one process exits
    /// and one starts; the status line follows when the new table has landed.
    func tick() {
        table.tick(using: &random)
        let shown = table
        screen.list.apply(shown.sections) { [weak self] _ in
            guard let self else { return }
            screen.status = status(of: shown)
        }
    }

    private func status(of table: ProcessTable) -> StyledText {
        StyledText(" \(table.processes.count) processes")
    }
}
