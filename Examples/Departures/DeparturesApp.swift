import CollectionView
import ListDiff
import TerminalUI

/// `example-departures`: an airport's departures board on a ``ListScreen``,
/// by terminal, soonest first, fed 20 changes a second through a `LiveList`.
/// A delayed flight glides down its terminal, a gate change flashes, new
/// flights fade in and those that leave fade out. `/` filters by any text of
/// a row (Enter keeps, Esc clears), `d` cancels the selected flight, Space
/// pauses the board while the feed goes on; the title shows the feed's rate.
///
/// A program on TerminalUI's runtime: the board, the prompt and the pause
/// are the model (a value), ``update(_:_:)`` the only place they change.
/// The library does the rest: the prompt (`FilterPrompt`), the rate
/// (`LiveListStatistics.eventsPerSecond`), the changes (`LiveChange`), the
/// selection (`LiveList.selectedRow`), the status line (`Command.showPrompt`).
enum DeparturesApp<Random: RandomNumberGenerator & Sendable> {
    enum Action: Hashable, Sendable { case filter, cancel, pause }
    static var keyMap: KeyMap<Action> {
        KeyMap([
            KeyBinding(.filter, keys: [.character("/")], help: "filter the flights (Enter keeps, Esc clears)", hint: "filter"),
            KeyBinding(.cancel, keys: [.character("d"), .delete], help: "cancel the selected flight", hint: "cancel"),
            KeyBinding(.pause, keys: [.space], help: "pause or resume the board (the feed goes on)", hint: "pause"),
        ])
    }
    /// The time between two changes of the feed: 20 a second.
    static var interval: Duration { .milliseconds(50) }
    static var feedTimer: TimerName { "feed" }
    /// The time between two refreshes of the title (its rate).
    static var titleInterval: Duration { .milliseconds(250) }
    static var titleTimer: TimerName { "title" }

    typealias List = LiveList<String, Departure>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// Everything the app keeps.
    struct Model {
        /// The airport: the feed's source.
        var board: DepartureBoard<Random>
        /// The `/` filter.
        var prompt = FilterPrompt(cursor: "▏")
        /// Whether the feed runs on its timer.
        var isFeeding = true
        /// Whether the board holds still.
        var isPaused = false
    }

    enum Message: Sendable {
        /// One change of the feed now (what the feed's timer does; a test's, without the timer).
        case step
        /// Cancel this flight (the one selected when `d` came).
        case cancel(Departure)
    }

    /// The app on a board of `flights` flights from `random`, fed 20 changes a second when `feeding` (else only by
    /// ``Message/step``), on `clock` and `executor` (a `Pilot`'s in a test).
    @MainActor static func runner(
        random: Random, flights: Int = 24, feeding: Bool = true, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) -> Runner {
        let live = List(
            clock: clock, executor: executor, section: { $0.terminal }, order: .ascending { $0.time },
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text) }, plugins: [Selectable()])
        let board = DepartureBoard(flights: flights, random: random)
        live.send(.resync(board.departures))
        live.flush()  // the first flights fade in from the first frame
        return Runner(screen: ListScreen(list: live), model: Model(board: board, isFeeding: feeding), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        var model = model
        switch event {
        case .start:
            return (model, [
                .screen(.setHelpTitle("example-departures — keys")), .screen(.setAppKeys(keyMap.guide)),
                .startTimer(titleTimer, every: titleInterval), showTitle(model), showStatus(model),
            ] + (model.isFeeding ? [.startTimer(feedTimer, every: interval)] : []))
        case .timer(feedTimer), .message(.step):
            let change = model.board.step()
            return (model, [.perform { screen, _ in screen.list.send(change) }])
        case .timer(titleTimer):
            return (model, [showTitle(model)])
        case let .key(key):
            let action = keyMap.action(for: key), before = model.prompt.text
            if model.prompt.handle(key, opens: action == .filter) != .ignored {
                let filter: [Program.Command] = model.prompt.text == before ? [] : [.setFilter(model.prompt.filter, on: \.text)]
                return (model, filter + [showStatus(model)])
            }
            switch action {
            case .pause?:
                model.isPaused.toggle()
                let paused = model.isPaused
                return (model, [.perform { screen, _ in screen.list.isPaused = paused }, showTitle(model), showStatus(model)])
            case .cancel?:
                // The selection is the view's: read it there, and come back with the flight.
                return (model, [.perform { screen, send in screen.list.selectedRow.map { send(.cancel($0)) } }])
            case .filter?, nil:
                return (model, [])
            }
        case let .message(.cancel(departure)):
            guard let change = model.board.cancel(departure.flight) else { return (model, []) }
            return (model, [.perform { screen, _ in screen.list.send(change) }, showTitle(model)])
        default:
            return (model, [])
        }
    }

    /// The title: flights shown, the feed's rate, and while paused how many changes wait.
    private static func showTitle(_ model: Model) -> Program.Command {
        let paused = model.isPaused
        return .perform { screen, _ in
            let live = screen.list
            var title = " departures · \(live.model.numberOfRows) flights · \(live.statistics.eventsPerSecond) events/s"
            if paused { title += " · \(live.pendingCount) waiting" }
            screen.title = StyledText(title, style: Style(bold: true))
        }
    }

    /// The status line: the prompt (while typing, or the kept filter), the pause, then the keys.
    private static func showStatus(_ model: Model) -> Program.Command {
        .showPrompt(model.prompt, notice: model.isPaused ? "paused (Space resumes)" : nil)
    }
}
