import CollectionView
import TerminalUI

/// `example-top`: the process table on the ready-made ``ListScreen``, a new
/// table every half second (a named timer of the runtime) through the list's
/// update queue.
///
/// A program on TerminalUI's runtime: the table and the randomness are the
/// model (a value), ``update(_:_:)`` the only place they change.
enum TopApp<Random: RandomNumberGenerator> {
    /// The time between two tables.
    static var interval: Duration { .milliseconds(500) }
    /// The timer a new table comes on.
    static var tickTimer: TimerName { "tick" }

    typealias List = ListController<String, Process>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// The processes shown, and where their changes come from.
    struct Model {
        var table: ProcessTable
        var random: Random
    }

    enum Message: Sendable {
        /// One step now (a test's, without waiting for the timer).
        case tick
        /// A table of `processes` processes has landed: the status follows.
        case landed(processes: Int)
    }

    /// The app, its first table shown at once; on `clock` and `executor` (a `Pilot`'s in a test).
    @MainActor static func runner(
        random: Random, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) -> Runner {
        var random = random
        let table = ProcessTable(count: 14, using: &random)
        // Rows re-rank by the CPU value that changed: show the new value while they move.
        var configuration = CollectionViewConfiguration()
        configuration.movedRowUpdate = .whileMoving
        let list = List(
            clock: clock, configuration: configuration, executor: executor,
            header: { StyledText("\($0) ", style: Style(bold: true)) }, row: { StyledText($0.text) },
            plugins: [Selectable()])
        list.apply(table.sections, animated: false)
        let screen = ListScreen(list: list, title: StyledText(" example-top · processes by CPU", style: Style(bold: true)))
        return Runner(screen: screen, model: Model(table: table, random: random), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        switch event {
        case .start:
            // The key hint comes from the keys the list's plugins and the screen really have.
            return (model, [
                .status(status(processes: model.table.processes.count)), .hintKeys(),
                .startTimer(tickTimer, every: interval),
            ])
        case .timer(tickTimer), .message(.tick):
            return tick(model)
        case let .message(.landed(processes)):
            return (model, [.status(status(processes: processes))])
        default:
            return (model, [])
        }
    }

    /// One half-second step: loads change, the list re-ranks, one process exits
    /// and one starts; the status line follows when the new table has landed.
    private static func tick(_ model: Model) -> (Model, [Program.Command]) {
        var model = model
        model.table.tick(using: &model.random)
        let shown = model.table
        return (model, [.perform { screen, send in
            screen.list.apply(shown.sections) { _ in send(.landed(processes: shown.processes.count)) }
        }])
    }

    private static func status(processes: Int) -> StyledText {
        StyledText(" \(processes) processes")
    }
}
