import CollectionView
import CollectionViewTesting
import TerminalUI
import ListDiff

/// What the demo's ``DemoProgram`` calls into: the list (view + update
/// queue), its pausable clock, and what runs the update's effects on them
/// (``run(_:send:)``), reporting back what happened as messages (a request
/// started or landed, with the check of the view against the model). It
/// holds no state of the demo's: the model is the runtime's; what it keeps
/// is the view's side (the windowed check's place, whether the first load
/// has landed).
@MainActor
final class DemoController {
    /// The list: view + update queue (made when first asked for: its executor's hooks reach this controller).
    private(set) lazy var list: ListController<SectionHeader, Contact> = makeList()
    /// The one door for navigation keys.
    var navigator: Navigator { Navigator(view: list.view) }
    /// The animation clock (pausable).
    let clock: PausableClock
    /// UI timings for the status line (`--stats`), or `nil`.
    let stats: FrameStats?
    private let executor: any UIExecutor
    private let initialDuration: Duration

    /// Whether the first load has landed (later content changes are batches).
    private var loaded = false
    /// Checks a long list in part, where the last check left off (see ``Verification``).
    private var verifier = WindowedVerifier()
    private let stopwatch = DiffStopwatch()

    /// Where every demo list diffs (one thread for the process, started when first used).
    nonisolated static let diffThread = DiffThread()

    /// The frame step of `.` while paused.
    static let frameStep: Duration = .milliseconds(16)

    /// A list animating on `clock` with `duration`, doing UI work on
    /// `executor`; with `stats`, every queue job is timed.
    init(clock: PausableClock, executor: any UIExecutor, duration: Duration, stats: FrameStats? = nil) {
        self.clock = clock
        self.stats = stats
        self.executor = executor
        initialDuration = duration
    }

    /// The list, its queue and its plugins, its queue's jobs timed and each followed by a draw.
    private func makeList() -> ListController<SectionHeader, Contact> {
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = initialDuration
        let stopwatch = self.stopwatch
        return ListController(
            clock: clock, configuration: configuration,
            executor: HookedExecutor(base: executor, around: { [weak self] job in
                guard let self else { return job() }
                timed(job)
            }, after: { [weak self] in self?.list.view.setNeedsDisplay() }),
            // A paused animation may take as long as the user likes: no hang guard in practice.
            queueConfiguration: UpdateQueueConfiguration(hangGuardMinimum: .seconds(24 * 3600), logger: DemoLogging.library),
            // The hint: a renamed or dropped person is the row that moves, not its
            // neighbours (a drop marks the person: ``Contact/handMoves``).
            diff: { old, new in
                // On a thread of low priority: a diff of a million rows must not take the CPU from the UI.
                try Self.diffThread.run {
                    try stopwatch.time {
                        try Changeset(from: old, to: new, itemIsMoved: { $0.sortKey != $1.sortKey || $0.handMoves != $1.handMoves })
                    }
                }
            },
            header: { $0.text }, row: { $0.row },
            plugins: Navigator.plugins()
        )
    }

    /// Runs one job of the update queue, timed with ``stats``: a job in which
    /// the view's content changed (other than the first load) started a batch.
    func timed(_ job: () -> Void) {
        guard let stats else { return job() }
        let version = list.view.contentVersion
        let clock = ContinuousClock()
        let start = clock.now
        job()
        let end = clock.now
        stats.record(end - start, at: end)
        if list.view.contentVersion != version, loaded { stats.recordBatchStart(end - start) }
    }

    /// Requests waiting in the update queue.
    var queueDepth: Int { list.queue.pendingCount }

    /// The view against `target`, with the rows of sections the view folded
    /// left out; a long list is checked around `changes` (see ``Verification``).
    /// `nil` while a lifted or just-dropped row is shown where the user put it,
    /// ahead of the model: the check waits for the batch that lands the move.
    private func verify(_ target: DisplayList, changes: Changeset?) -> Verification? {
        guard list.view.movingItem == nil else { return nil }
        let folded = list.view.foldedSectionIDs
        guard !folded.isEmpty else {
            return Verification.check(
                view: list.view, shown: list.shownState, expected: target, changes: changes, verifier: &verifier
            )
        }
        let hide = { (list: DisplayList) in
            list.map { folded.contains(AnyHashable($0.model.key)) ? ListSection(model: $0.model, items: []) : $0 }
        }
        return Verification.check(
            view: list.view, shown: hide(list.shownState), expected: hide(target), changes: changes, verifier: &verifier
        )
    }

    /// Runs one effect of the update; what comes of it goes back as a message through `send`.
    func run(_ effect: DemoEffect, send: @escaping @MainActor (DemoEvent) -> Void) {
        switch effect {
        case let .load(display, request):
            list.apply(display, animated: false, completion: { [weak self] outcome in
                self?.landed(outcome, target: display, request: request, send: send)
            }, started: { send(.batchStarted(request: request)) })
        case let .show(display, request):
            list.apply(display, completion: { [weak self] outcome in
                self?.landed(outcome, target: display, request: request, send: send)
            }, started: { send(.batchStarted(request: request)) })
        case .cancelMove:
            list.view.cancelMove()
        case let .placeSelection(pending, giveUp):
            if navigator.select(pending.cursor) || (giveUp && list.queue.pendingCount == 0) { send(.selectionPlaced) }
        case .selectSomething:
            navigator.selectSomething()
        case .redraw:
            list.view.setNeedsDisplay()
        case let .animationDuration(duration):
            list.view.configuration.animationDuration = duration
        case let .pause(paused):
            clock.setPaused(paused)
        case .stepFrame:
            clock.step(by: Self.frameStep)
        case .stream, .quit:
            break  // the runtime's: a timer, the exit (``DemoProgram``)
        }
    }

    /// A request ended: the view is checked here (it needs the view), the rest is the update's.
    private func landed(
        _ outcome: UpdateOutcome, target: DisplayList, request: Int, send: @MainActor (DemoEvent) -> Void
    ) {
        loaded = true
        let result: Landing.Result
        switch outcome {
        case let .applied(changeset): result = .applied(changeset, diffTime: stopwatch.lastDuration, verify(target, changes: changeset))
        case .reloaded: result = .reloaded(verify(target, changes: nil))
        case .skipped: result = .skipped
        case let .failed(error): result = .failed("\(error)")
        case .cancelled: result = .cancelled
        }
        send(.landed(Landing(target: target, request: request, result: result)))
    }
}

/// A UI executor that runs each job through `around` (to time it) and
/// calls `after` once it has run (on the main actor).
struct HookedExecutor: UIExecutor {
    let base: any UIExecutor
    let around: @MainActor @Sendable (() -> Void) -> Void
    let after: @MainActor @Sendable () -> Void

    /// Runs jobs on `base`, each through `around` (by default just run), then `after`.
    init(
        base: any UIExecutor, around: @escaping @MainActor @Sendable (() -> Void) -> Void = { $0() },
        after: @escaping @MainActor @Sendable () -> Void
    ) {
        self.base = base
        self.around = around
        self.after = after
    }

    func execute(_ job: @escaping @MainActor @Sendable () -> Void) {
        let around = self.around
        let after = self.after
        base.execute {
            around(job)
            after()
        }
    }
}
