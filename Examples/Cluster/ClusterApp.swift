import CollectionView
import ListDiff
import TerminalUI

/// `example-cluster`: the pods of a made-up cluster on a ``ListScreen``,
/// fed change events through a `LiveList`, by namespace, most restarts
/// first. A pod that restarts climbs its namespace (it glides), a phase
/// change flashes, new pods fade in, deleted ones fade out. Space pauses
/// the screen while the feed goes on; resuming catches up in one batch.
@MainActor
final class ClusterApp<Random: RandomNumberGenerator & Sendable> {
    enum Action: Hashable, Sendable { case pause }
    static var keyMap: KeyMap<Action> {
        KeyMap([KeyBinding(.pause, keys: [.space], help: "pause or resume the screen (the feed goes on)", hint: "pause")])
    }
    /// The time between two steps of the cluster (about 35 events a second).
    static var interval: Duration { .milliseconds(100) }
    /// The time between two refreshes of the title line.
    static var titleInterval: Duration { .milliseconds(250) }

    let feed: ClusterFeed<Random>
    private(set) lazy var screen = ListScreen(list: feed.live) { [unowned self] in handle($0) }
    /// Events the feed had sent at each of the last title refreshes, oldest first (one second).
    private var sentHistory: [Int] = []
    /// The feed's events over the last second, as the title shows it.
    private var rate = 0

    init(random: Random, pods: Int = 20, clock: any AnimationClock = SystemAnimationClock(),
         executor: any UIExecutor = MainQueueExecutor()) {
        // A row re-ranked by its restarts shows its new count while it glides.
        var configuration = CollectionViewConfiguration()
        configuration.movedRowUpdate = .whileMoving
        let live = LiveList<String, Pod>(
            clock: clock, configuration: configuration, executor: executor,
            section: { $0.namespace }, order: .descending { $0.restarts },
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text) },
            plugins: [Selectable()])
        feed = ClusterFeed(cluster: Cluster(pods: pods, random: random), live: live)
        live.flush()  // the first pods fade in from the first frame, and the title counts them
        refreshTitle()
        screen.startTimer(every: Self.titleInterval) { [weak self] in self?.refreshTitle() }
    }

    /// One refresh of the title's rate: the feed's events over the last second.
    func refreshTitle() {
        sentHistory.append(feed.current.eventCount)
        let window = Int(.seconds(1) / Self.titleInterval) + 1
        if sentHistory.count > window { sentHistory.removeFirst(sentHistory.count - window) }
        rate = sentHistory.count > 1 ? (sentHistory[sentHistory.count - 1] - sentHistory[0]) * (window - 1) / (sentHistory.count - 1) : 0
        showLines()
    }

    /// The title line (pods shown, the rate) and the status line (the keys, or while paused how many pods wait).
    private func showLines() {
        let live = screen.list
        screen.title = StyledText(" example-cluster · \(live.model.numberOfRows) pods · \(rate) events/s", style: Style(bold: true))
        screen.status = live.isPaused
            ? StyledText(" paused · \(live.pendingCount) changed · Space resumes", style: Style(reverse: true))
            : HintLine(guide: screen.keyGuide + Self.keyMap.guide).line(columns: 61)
    }

    private func handle(_ event: TerminalEvent) -> EventResult? {
        guard case let .key(key) = event, Self.keyMap.action(for: key) == .pause else { return nil }
        screen.list.isPaused.toggle()
        showLines()
        return .continue
    }
}
