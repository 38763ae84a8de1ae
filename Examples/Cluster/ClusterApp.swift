import CollectionView
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
@MainActor
final class ClusterApp<Random: RandomNumberGenerator & Sendable> {
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

    let feed: ClusterFeed<Random>
    private(set) lazy var screen = ListScreen(list: feed.live, table: Self.table) { [unowned self] in handle($0) }
    /// Events the feed had sent at each of the last title refreshes, oldest first (one second).
    private var sentHistory: [Int] = []
    /// The feed's events over the last second, as the title shows it.
    private var rate = 0
    /// The pod the pane shows and the version it shows (to find what the next one changes).
    private var inspected: (name: String, shown: PrettyJSON)?

    init(random: Random, pods: Int = 20, clock: any AnimationClock = SystemAnimationClock(),
         executor: any UIExecutor = MainQueueExecutor()) {
        // A row re-ranked by its restarts shows its new count while it glides.
        var configuration = CollectionViewConfiguration()
        configuration.movedRowUpdate = .whileMoving
        let live = LiveList<String, Pod>(
            clock: clock, configuration: configuration, executor: executor,
            section: { $0.namespace }, order: .table(Self.sort),
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text) },
            plugins: [Selectable(keyMap: Self.selectableKeys)])
        feed = ClusterFeed(cluster: Cluster(pods: pods, random: random), live: live)
        live.flush()  // the first pods fade in from the first frame, and the title counts them
        screen.helpTitle = "example-cluster — keys"
        screen.appKeys = Self.keyMap.guide
        refreshTitle()
        screen.startTimer(every: Self.titleInterval) { [weak self] in self?.refreshTitle() }
    }

    /// One refresh of the title's rate: the feed's events over the last second (and of the pane: it follows its pod).
    func refreshTitle() {
        followInspected()
        sentHistory.append(feed.current.eventCount)
        let window = Int(.seconds(1) / Self.titleInterval) + 1
        if sentHistory.count > window { sentHistory.removeFirst(sentHistory.count - window) }
        rate = sentHistory.count > 1 ? (sentHistory[sentHistory.count - 1] - sentHistory[0]) * (window - 1) / (sentHistory.count - 1) : 0
        showLines()
    }

    /// The title line (pods shown, the rate; the screen adds `HELD` while the ranks are held) and the status line
    /// (the keys, or while paused how many pods wait).
    private func showLines() {
        let live = screen.list
        screen.title = StyledText(" example-cluster · \(live.model.numberOfRows) pods · \(rate) events/s", style: Style(bold: true))
        // The keys as hints, cut to the screen's width at each frame (the pinned `? help` and `q quit` last to go;
        // the pane's first while it is open).
        screen.status = live.isPaused ? StyledText(" paused · \(live.pendingCount) changed · Space resumes", style: Style(reverse: true)) : nil
        screen.hints = live.isPaused ? nil : screen.screenKeyGuide
    }

    private func handle(_ event: TerminalEvent) -> EventResult? {
        guard case let .key(key) = event else { return nil }
        switch Self.keyMap.action(for: key) {
        case .pause?:
            screen.list.isPaused.toggle()
            showLines()
        case .inspect?:
            inspectSelected()
        case nil:
            return nil
        }
        return .continue
    }

    /// Opens the pane on the selected pod (nothing without a selection).
    private func inspectSelected() {
        guard let pod = screen.list.selectedRow, let pretty = Self.pretty(pod) else { return }
        inspected = (pod.name, pretty)
        screen.pane = ObjectPaneState(title: pod.name, lines: pretty.lines.map(\.text))
        showLines()
    }

    /// Shows the inspected pod as the list shows it now: its changed lines flash; a deleted pod is marked gone.
    private func followInspected() {
        guard var pane = screen.pane else {
            inspected = nil
            return
        }
        guard let (name, shown) = inspected else { return }
        guard let pod = screen.list.model.row(withID: name) else {
            if !pane.isGone {
                pane.markGone()
                screen.pane = pane
            }
            return
        }
        guard let pretty = Self.pretty(pod), pretty != shown || pane.isGone else { return }
        pane.show(pretty.lines.map(\.text), changed: pretty.changedLines(since: shown), at: screen.list.view.clock.now)
        inspected = (name, pretty)
        screen.pane = pane
    }

    /// The pod's object, pretty-printed.
    private static func pretty(_ pod: Pod) -> PrettyJSON? {
        try? JSONTree(parsing: pod.json).pretty
    }
}
