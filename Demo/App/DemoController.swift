import CollectionView
import CollectionViewTesting
import TerminalUI
import ListDiff

/// The shell around the pure ``DemoUpdate``: it holds the one ``DemoState``
/// and changes it only through ``DemoUpdate/update(_:_:)``; what it does
/// itself is run the effects (every list change goes through the
/// ``ListController``'s update queue; the clock, the stream timer, the
/// view's selection) and report back what happened as events (a batch
/// landed, with the check of the view against the model). The same
/// controller runs in the terminal and headless; only the clock, the
/// executor and the stream timer differ.
@MainActor
final class DemoController {
    /// The model, the UI state and how changes are getting to the screen.
    var state: DemoState { loop.state }
    /// The loop that holds the state and runs ``DemoUpdate``.
    private var loop: UpdateLoop<DemoState, DemoEvent, DemoEffect>
    /// The list: view + update queue. Made when the first load asks for it
    /// (its callbacks reach this controller, which exists by then).
    private(set) lazy var list: ListController<SectionHeader, Contact> = makeList()
    /// The one door for navigation keys.
    var navigator: Navigator { Navigator(view: list.view) }
    /// The animation clock (pausable).
    let clock: DemoClock
    /// Where the list's UI jobs run.
    private let executor: any UIExecutor

    /// Whether the first load has landed (later content changes are batches).
    private var loaded = false
    /// Checks a long list in part, where the last check left off (see ``Verification``).
    private var verifier = WindowedVerifier()
    private let stopwatch = DiffStopwatch()
    /// When the stream's next batch is due, on the clock under the pausable
    /// one (the stream goes on while the animation is paused); `nil` without a stream.
    private var nextStreamTick: Duration?

    /// Where every demo list diffs (one thread for the process, started when first used).
    nonisolated static let diffThread = DiffThread()

    /// The frame step of `.` while paused.
    static let frameStep: Duration = .milliseconds(16)

    /// UI timings for the status line (`--stats`), or `nil`.
    let stats: FrameStats?

    /// A controller for `state`, animating on `clock`, doing UI work on
    /// `executor`; with `stats`, every event and queue job is timed. The
    /// first list is asked for at once (``DemoEvent/started``).
    init(state: DemoState = DemoState(), clock: DemoClock, executor: any UIExecutor, stats: FrameStats? = nil) {
        // In place: a copy of the state would copy the book on its first change.
        loop = UpdateLoop(state: state, updateInPlace: DemoUpdate.update)
        self.clock = clock
        self.executor = executor
        self.stats = stats
        dispatch(.started)
    }

    /// The list, its queue and its plugins, reporting to this controller.
    private func makeList() -> ListController<SectionHeader, Contact> {
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = state.animationDuration
        let stopwatch = self.stopwatch
        return ListController(
            clock: clock, configuration: configuration,
            executor: HookedExecutor(base: executor, around: { [weak self] job in
                guard let self else { return job() }
                timed(job)
            }, after: { [weak self] in self?.uiJobRan() }),
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
            plugins: Navigator.plugins(
                canMove: { [weak self] in self?.state.filter.isEmpty ?? false },
                onMove: { [weak self] from, to in self?.send(.moved(from: from, to: to)) }
            )
        )
    }

    /// After every job of the queue on the UI side: as soon as the list a
    /// selection waits for is shown (the batch has just started), select
    /// and scroll: the scroll then rides along with the batch's animation.
    func uiJobRan() {
        if let pending = state.delivery.pendingSelection, let target = pending.target, list.shownState == target {
            run(.placeSelection(pending, giveUp: false))
        }
        list.view.setNeedsDisplay()
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

    /// Handles one event, timed with ``stats``.
    func send(_ event: DemoEvent) {
        guard let stats else { return handle(event) }
        stats.measure { handle(event) }
    }

    /// Handles one event. A key goes to the view's plugins first (unless
    /// the demo is taking text, or the help is open and the key closes it);
    /// what they leave goes to the pure update, whose effects run here.
    private func handle(_ event: DemoEvent) {
        // While a change is on its way, the cursor is where it will be when the
        // change is shown, and the keys that move it or its row act on that
        // list (the model), not on the frame being drawn.
        let pending = state.delivery.pendingSelection?.cursor
        if case let .key(key) = event, !state.mode.isTyping,
           !(pending != nil && state.keys.modelKeys.contains(key)),
           !(state.mode.isHelp && state.keys.closesHelp(key)) {
            // Cleared first: a plugin's callback (a drop) may set a new one.
            dispatch(.keyOffered)
            if navigator.handle(key) { return dispatch(.viewUsedKey) }
        }
        dispatch(.cursor(state.delivery.pendingSelection?.cursor ?? navigator.cursor))
        dispatch(event)
    }

    /// The view after the last batch, compared with the model.
    var verification: Verification { state.delivery.verification }
    /// The last changeset the view animated.
    var lastChange: ChangeReport? { state.delivery.lastChange }
    /// Requests the queue skipped because newer ones were waiting.
    var coalesced: Int { state.delivery.coalesced }
    /// Set when `q` was pressed.
    var quitRequested: Bool { state.quitRequested }

    /// Whether a change is still on its way to the screen (queued, diffing or animating).
    var isBusy: Bool { state.delivery.inFlight > 0 || list.view.isAnimating }

    /// Requests waiting in the update queue.
    var queueDepth: Int { list.queue.pendingCount }

    /// The one place the state changes: the pure update, then its effects.
    private func dispatch(_ event: DemoEvent) {
        for effect in loop.send(event) { run(effect) }
    }

    /// How long until the stream's next batch is due, or `nil` without a stream.
    var untilNextTimer: Duration? {
        nextStreamTick.map { $0 - clock.base.now }
    }

    /// Sends the stream's batch if it is due (a late timer sends one, not a burst).
    func runDueTimers() {
        let now = clock.base.now
        guard let due = nextStreamTick, due <= now else { return }
        let next = due + DemoState.streamInterval
        nextStreamTick = next > now ? next : now + DemoState.streamInterval
        send(.streamTick)
    }

    /// The view against `target`, with the rows of sections the view folded
    /// left out; a long list is checked around `changes` (see ``Verification``).
    private func verify(_ target: DisplayList, changes: Changeset?) -> Verification {
        // A lifted or just-dropped row is shown where the user put it, ahead
        // of the model: the check waits for the batch that lands the move.
        guard list.view.movingItem == nil else { return state.delivery.verification }
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

    private func run(_ effect: DemoEffect) {
        switch effect {
        case let .load(display, request):
            list.apply(display, animated: false) { [weak self] outcome in self?.landed(outcome, target: display, request: request) }
        case let .show(display, request):
            list.apply(display) { [weak self] outcome in self?.landed(outcome, target: display, request: request) }
        case .cancelMove:
            list.view.cancelMove()
        case let .placeSelection(pending, giveUp):
            if navigator.select(pending.cursor) || (giveUp && list.queue.pendingCount == 0) { dispatch(.selectionPlaced) }
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
        case let .stream(on):
            nextStreamTick = on ? clock.base.now + DemoState.streamInterval : nil
        case .quit:
            break  // the screen ends the loop when it sees `state.quitRequested`
        }
    }

    /// A request ended: the view is checked here (it needs the view), the rest is the update's.
    private func landed(_ outcome: UpdateOutcome, target: DisplayList, request: Int) {
        loaded = true
        let result: Landing.Result
        switch outcome {
        case let .applied(changeset): result = .applied(changeset, diffTime: stopwatch.lastDuration, verify(target, changes: changeset))
        case .reloaded: result = .reloaded(verify(target, changes: nil))
        case .skipped: result = .skipped
        case let .failed(error): result = .failed("\(error)")
        case .cancelled: result = .cancelled
        }
        dispatch(.landed(Landing(target: target, request: request, result: result)))
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
