import CollectionView
import ListFeed
import TerminalUI

/// `example-feed`: a long-running command's change events (NDJSON, one job
/// a line) read off the main thread by a `ChangeFeed` into a `LiveList`
/// on a `ListScreen`, by queue, most tries first. When the command exits
/// it is started again after a backoff (1 s, doubling to 30 s), and what
/// it sends first replaces the rows. The title shows the feed's rate (the
/// list's statistics), the restarts and the last exit status; the status
/// line the last bad document, named by its line.
@MainActor
final class FeedApp {
    let live: LiveList<String, Job>
    let feed: ChangeFeed<String, Job>
    private(set) lazy var screen = ListScreen(list: live)
    /// What the feed has said: restarts, the last exit, documents skipped, and its end.
    private(set) var restarts = 0
    private(set) var lastExit: String?
    private(set) var problems: [String] = []
    private(set) var ended: String?

    /// The time between two refreshes of the title line (the rate falls to 0 when the feed goes quiet).
    static var titleInterval: Duration { .milliseconds(250) }

    init(command: [String], clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor(),
         feedClock: any FeedClock = SystemFeedClock()) {
        live = LiveList<String, Job>(
            clock: clock, executor: executor, section: { $0.queue }, order: .descending { $0.tries },
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text) }, plugins: [Selectable()])
        // README: change-feed
        feed = ChangeFeed(source: .command(command), options: Job.options, live: live, row: Job.init,
                          restart: RestartBackoff(), clock: feedClock)   // a ManualFeedClock in tests
        // README: end
        showLines()
        screen.startTimer(every: Self.titleInterval) { [weak self] in self?.showLines() }
    }

    /// Starts the feed; its reports are taken on the main actor until it ends.
    func start() -> Task<Void, Never> {
        let reports = feed.start()
        return Task { [weak self] in
            for await report in reports { self?.take(report) }
        }
    }

    /// One report of the feed (its rows went to the list already).
    func take(_ report: FeedReport) {
        // README: feed-reports
        switch report {
        case let .read(progress): problems += progress.problems   // "line 12: …": the document skipped
        case let .exited(exit): lastExit = exit.status            // "exit 1"; exit.failure says why
        case let .restarted(count): restarts = count              // what it sends first is a resync
        case let .ended(reason): ended = reason                   // no restart: the feed is over
        }
        // README: end
        showLines()
    }

    /// The title (jobs, rate, restarts, last exit) and the status line (the last problem, or the keys).
    func showLines() {
        // README: feed-rate
        let rate = live.statistics.eventsPerSecond   // changes handed to the list, per second, over 2 s
        // README: end
        var title = " example-feed · \(live.model.numberOfRows) jobs · \(rate) events/s · restarts \(restarts)"
        if let lastExit { title += " · \(lastExit)" }
        if ended != nil { title += " · ended" }
        screen.title = StyledText(title, style: Style(bold: true))
        screen.status = problems.last.map { StyledText(" \(problems.count) skipped · \($0)", style: Style(reverse: true)) }
            ?? HintLine(guide: screen.keyGuide).line(columns: 60)
    }
}
