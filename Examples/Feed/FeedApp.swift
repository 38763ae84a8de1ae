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
///
/// A program on TerminalUI's runtime: what the feed has said is the model
/// (a value), ``update(_:_:)`` the only place it changes; the feed is
/// started by a command, and its reports come back as messages.
enum FeedApp {
    typealias List = LiveList<String, Job>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// The time between two refreshes of the title line (the rate falls to 0 when the feed goes quiet).
    static var titleInterval: Duration { .milliseconds(250) }
    /// The timer the title is refreshed on.
    static var titleTimer: TimerName { "title" }

    /// What the feed has said: restarts, the last exit, documents skipped, and its end.
    struct Model {
        /// The feed (it reads off the main thread, into the list; started by the runtime at the start).
        let feed: ChangeFeed<String, Job>
        var restarts = 0
        var lastExit: String?
        var problems: [String] = []
        var ended: String?

        /// One report of the feed (its rows went to the list already).
        mutating func take(_ report: FeedReport) {
            // README: feed-reports
            switch report {
            case let .read(progress): problems += progress.problems   // "line 12: …": the document skipped
            case let .exited(exit): lastExit = exit.status            // "exit 1"; exit.failure says why
            case let .restarted(count): restarts = count              // what it sends first is a resync
            case let .ended(reason): ended = reason                   // no restart: the feed is over
            }
            // README: end
        }
    }

    enum Message: Sendable {
        /// A report of the feed.
        case report(FeedReport)
    }

    /// The app on `command`, on `clock` and `executor` (a `Pilot`'s in a test), restarts waited on `feedClock`.
    @MainActor static func runner(
        command: [String], clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor(),
        feedClock: any FeedClock = SystemFeedClock()
    ) -> Runner {
        let live = List(
            clock: clock, executor: executor, section: { $0.queue }, order: .descending { $0.tries },
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text) }, plugins: [Selectable()])
        let feed: ChangeFeed<String, Job>
        // README: change-feed
        feed = ChangeFeed(source: .command(command), options: Job.options, live: live, row: Job.init,
                          restart: RestartBackoff(), clock: feedClock)   // a ManualFeedClock in tests
        // README: end
        return Runner(screen: ListScreen(list: live), model: Model(feed: feed), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        switch event {
        case .start:
            let feed = model.feed
            return (model, [
                .read({ feed.start() }, as: Message.report), showLines(model),
                .startTimer(titleTimer, every: titleInterval),
            ])
        case let .message(.report(report)):
            var model = model
            model.take(report)
            return (model, [showLines(model)])
        case .timer(titleTimer):
            return (model, [showLines(model)])
        default:
            return (model, [])
        }
    }

    /// The title (jobs, rate, restarts, last exit) and the status line (the last problem, or the keys).
    private static func showLines(_ model: Model) -> Program.Command {
        .perform { screen, _ in
            let live = screen.list
            // README: feed-rate
            let rate = live.statistics.eventsPerSecond   // changes handed to the list, per second, over 2 s
            // README: end
            var title = " example-feed · \(live.model.numberOfRows) jobs · \(rate) events/s · restarts \(model.restarts)"
            if let lastExit = model.lastExit { title += " · \(lastExit)" }
            if model.ended != nil { title += " · ended" }
            screen.title = StyledText(title, style: Style(bold: true))
            screen.status = model.problems.last.map { StyledText(" \(model.problems.count) skipped · \($0)", style: Style(reverse: true)) }
                ?? HintLine(guide: screen.keyGuide).line(columns: 60)
        }
    }
}
