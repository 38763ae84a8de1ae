import CollectionView
import FeedUI
import ListDiff
import ListInput
import TerminalUI

/// `example-cluster`: the pods of a made-up cluster on a ``ListScreen``,
/// fed change events through a `LiveList`, by namespace, most restarts
/// first. A pod that restarts climbs its namespace (it glides), a phase
/// change flashes, new pods fade in, deleted ones fade out. Space pauses
/// the screen while the feed goes on; resuming catches up in one batch.
/// Enter shows the selected pod's object in the screen's pane, following it
/// (the lines a change touches flash); Esc closes it. The list is a table:
/// a header line names the columns; `<` `>` `R` and clicks on the names
/// sort it by any column, `H` holds the ranks; `?` lists every key.
///
/// A program on TerminalUI's runtime: the rate's history and the pod the
/// pane follows are the model (a value), ``update(_:_:)`` the only place
/// they change. What the screen shows now (the pane, the selected pod, the
/// feed's count) is read by a command and comes back as a message.
enum ClusterApp<Random: RandomNumberGenerator & Sendable> {
    enum Action: Hashable, Sendable { case pause, inspect }
    /// The order at the start: most restarts first.
    static var sort: TableHeader.Sort { .init(column: 2, descending: true) }
    /// The table's columns (the cells of ``Pod``), sorted by ``sort``.
    static var table: TableState {
        TableState(header: TableHeader(names: ["name", "phase", "restarts"], sort: sort),
                   columnWidths: Pod.columns.widths, indent: Pod.indent.count)
    }
    static var keyMap: KeyMap<Action> {
        KeyMap([
            KeyBinding(.pause, keys: [.space], help: "pause or resume the screen (the feed goes on)", hint: "pause"),
            KeyBinding(.inspect, keys: [.enter], help: "show the selected pod's object, live (Esc closes)"),
        ])
    }
    /// The list's selection keys without Enter's "activate": Enter opens the pod's object.
    static var selectableKeys: KeyMap<Selectable.Action> {
        var keys = Selectable.defaultKeyMap
        keys.setEnabled(.activate, false)
        return keys
    }
    /// The time between two steps of the cluster (about 35 events a second).
    static var interval: Duration { .milliseconds(100) }
    /// The time between two refreshes of the title line.
    static var titleInterval: Duration { .milliseconds(250) }
    /// The timer the title is refreshed on.
    static var titleTimer: TimerName { "title" }

    typealias List = LiveList<String, Pod>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// Everything the app keeps.
    struct Model {
        /// The watch of the cluster (it feeds the list from any thread; the producer task or a test steps it).
        let feed: ClusterFeed<Random>
        /// Events the feed had sent at each of the last title refreshes, oldest first (one second).
        var sentHistory: [Int] = []
        /// The feed's events over the last second, as the title shows it.
        var rate = 0
        /// The pod the pane follows (its name is the pane's `id`), the version it shows, while it is open
        /// (FeedUI's `EventPane`, as in `demo watch --events`).
        var inspected: EventPane?
    }

    /// What the screen shows at a refresh, read by a command.
    struct Look: Sendable {
        /// Events the feed has sent.
        var sent: Int
        /// The pane, if open.
        var pane: ObjectPaneState?
        /// The inspected pod as the list has it now (`nil`: gone, or none inspected).
        var pod: Pod?
        /// The clock's time.
        var now: Duration
    }

    enum Message: Sendable {
        /// Refresh the title (and the pane) now: a test's, without waiting for the timer.
        case refresh
        /// What the screen shows now, for the refresh.
        case looked(Look)
        /// Show `pod`'s object in the pane (the pod selected when Enter came).
        case inspect(Pod)
    }

    /// The app on a cluster of `pods` pods from `random`, on `clock` and `executor` (a `Pilot`'s in a test).
    @MainActor static func runner(
        random: Random, pods: Int = 20, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) -> Runner {
        // A row re-ranked by its restarts shows its new count while it glides.
        var configuration = CollectionViewConfiguration()
        configuration.movedRowUpdate = .whileMoving
        let live = List(
            clock: clock, configuration: configuration, executor: executor,
            section: { $0.namespace }, order: .table(Self.sort),
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text) },
            plugins: [Selectable(keyMap: Self.selectableKeys)])
        let feed = ClusterFeed(cluster: Cluster(pods: pods, random: random), live: live)
        live.flush()  // the first pods fade in from the first frame, and the title counts them
        return Runner(screen: ListScreen(list: live, table: Self.table), model: Model(feed: feed), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        switch event {
        case .start:
            return (model, [
                .screen(.setHelpTitle("example-cluster — keys")), .screen(.setAppKeys(keyMap.guide)),
                look(model), .startTimer(titleTimer, every: titleInterval),
            ])
        case .timer(titleTimer), .message(.refresh):
            return (model, [look(model)])
        case let .message(.looked(look)):
            return refresh(model, look)
        case let .key(key):
            switch keyMap.action(for: key) {
            case .pause?:
                return (model, [.perform { screen, _ in screen.list.isPaused.toggle() }, showLines(model)])
            case .inspect?:
                // The selection is the view's: read it there, and come back with the pod.
                return (model, [.perform { screen, send in if let pod = screen.list.selectedRow { send(.inspect(pod)) } }])
            case nil:
                return (model, [])
            }
        case let .message(.inspect(pod)):
            guard let object = object(pod) else { return (model, []) }
            var model = model
            let pane = EventPane(id: pod.name, title: pod.name, object: object)
            model.inspected = pane
            return (model, [.screen(.setPane(pane.widget)), showLines(model)])
        default:
            return (model, [])
        }
    }

    /// Reads what the refresh needs from the screen and the feed; it comes back as ``Message/looked(_:)``.
    private static func look(_ model: Model) -> Program.Command {
        let feed = model.feed, name = model.inspected?.id
        return .perform { screen, send in
            send(.looked(Look(sent: feed.current.eventCount, pane: screen.pane,
                              pod: name.flatMap { screen.list.model.row(withID: $0) }, now: screen.list.view.clock.now)))
        }
    }

    /// One refresh: the pane follows its pod, and the title's rate is the feed's events over the last second.
    private static func refresh(_ model: Model, _ look: Look) -> (Model, [Program.Command]) {
        var model = model
        var commands: [Program.Command] = []
        if let pane = follow(&model, look) { commands.append(.screen(.setPane(pane))) }
        model.sentHistory.append(look.sent)
        let window = Int(.seconds(1) / titleInterval) + 1
        if model.sentHistory.count > window { model.sentHistory.removeFirst(model.sentHistory.count - window) }
        let history = model.sentHistory
        model.rate = history.count > 1 ? (history[history.count - 1] - history[0]) * (window - 1) / (history.count - 1) : 0
        return (model, commands + [showLines(model)])
    }

    /// The pane on the inspected pod as the list shows it now (its changed lines flash; a deleted pod is marked
    /// gone), or `nil` when it stays as it is. A closed pane ends the inspection.
    private static func follow(_ model: inout Model, _ look: Look) -> ObjectPaneState? {
        guard let shown = look.pane else {
            model.inspected = nil
            return nil
        }
        guard var pane = model.inspected else { return nil }
        pane.widget = shown  // scrolled on the screen since
        pane.follow(look.pod.flatMap(object), at: look.now)
        model.inspected = pane
        return pane.widget == shown ? nil : pane.widget
    }

    /// The title line (pods shown, the rate; the screen adds `HELD` while the ranks are held) and the status line
    /// (the keys, or while paused how many pods wait).
    private static func showLines(_ model: Model) -> Program.Command {
        let rate = model.rate
        return .perform { screen, _ in
            let live = screen.list
            screen.title = StyledText(" example-cluster · \(live.model.numberOfRows) pods · \(rate) events/s", style: Style(bold: true))
            // The keys as hints, cut to the screen's width at each frame (the pinned `? help` and `q quit` last to go;
            // the pane's first while it is open).
            screen.status = live.isPaused ? StyledText(" paused · \(live.pendingCount) changed · Space resumes", style: Style(reverse: true)) : nil
            screen.hints = live.isPaused ? nil : screen.screenKeyGuide
        }
    }

    /// The pod's object.
    private static func object(_ pod: Pod) -> JSONTree? {
        try? JSONTree(parsing: pod.json)
    }
}
