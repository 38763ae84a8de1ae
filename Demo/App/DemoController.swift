import CollectionView
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
    private let loop: UpdateLoop<DemoState, DemoEvent, DemoEffect>
    /// The list: view + update queue.
    let list: ListController<SectionHeader, Contact>
    /// The one door for navigation keys.
    let navigator: Navigator
    /// The animation clock (pausable).
    let clock: DemoClock
    /// Starts or stops the stream of server batches (a timer, or the headless driver).
    var streamControl: (Bool) -> Void = { _ in }
    /// Called after anything changed outside of an event (a batch landed).
    var onChange: () -> Void = {}

    /// Whether the first load has landed (later content changes are batches).
    private var loaded = false
    /// Where the next partial check of a long list starts (see ``Verification``).
    private var checkWindow = 0
    private let stopwatch = DiffStopwatch()

    /// Where every demo list diffs (one thread for the process, started when first used).
    nonisolated static let diffThread = DiffThread()

    /// The frame step of `.` while paused.
    static let frameStep: Duration = .milliseconds(16)

    /// UI timings for the status line (`--stats`), or `nil`.
    let stats: FrameStats?

    /// A controller for `state`, animating on `clock`, doing UI work on
    /// `executor`; with `stats`, every event and queue job is timed.
    init(state: DemoState = DemoState(), clock: DemoClock, executor: any UIExecutor, stats: FrameStats? = nil) {
        // The first list, shown at once, with its first person selected.
        let initial = state.display
        var state = state
        state.delivery.requests = 1
        state.delivery.pendingSelection = initial.first?.items.first.map {
            PendingSelection(cursor: .person($0.id), target: initial, request: 1)
        }
        state.delivery.inFlight = 1
        state.delivery.lastRequest = initial
        // In place: a copy of the state would copy the book on its first change.
        loop = UpdateLoop(state: state, updateInPlace: DemoUpdate.update)
        self.clock = clock
        self.stats = stats
        // The list's callbacks (each UI job, a drop) are created before the controller exists.
        let inbox = DemoInbox()
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = state.animationDuration
        let stopwatch = self.stopwatch
        list = ListController(
            clock: clock, configuration: configuration,
            executor: HookedExecutor(base: executor, around: { job in
                guard let controller = inbox.controller else { return job() }
                controller.timed(job)
            }, after: { inbox.controller?.uiJobRan() }),
            // A paused animation may take as long as the user likes: no hang guard in practice.
            queueConfiguration: UpdateQueueConfiguration(hangGuardMinimum: .seconds(24 * 3600), logger: DemoLogging.library),
            // The hint: a renamed or dropped person is the row that moves, not its neighbours.
            diff: { old, new in
                let dropped = stopwatch.takeDropped()
                // On a thread of low priority: a diff of a million rows must not take the CPU from the UI.
                return try Self.diffThread.run {
                    try stopwatch.time {
                        try Changeset(from: old, to: new, itemIsMoved: { $0.sortKey != $1.sortKey || $0.id == dropped })
                    }
                }
            },
            header: { $0.text }, row: { $0.row },
            plugins: Navigator.plugins(
                canMove: { inbox.controller?.state.filter.isEmpty ?? false },
                onMove: { from, to in inbox.controller?.send(.moved(from: from, to: to)) }
            )
        )
        navigator = Navigator(view: list.view)
        inbox.controller = self
        loop.run { [weak self] effect in self?.run(effect) }
        list.apply(initial, animated: false) { [weak self] outcome in self?.landed(outcome, target: initial, request: 1) }
    }

    /// After every job of the queue on the UI side: as soon as the list a
    /// selection waits for is shown (the batch has just started), select
    /// and scroll: the scroll then rides along with the batch's animation.
    func uiJobRan() {
        if let pending = state.delivery.pendingSelection, let target = pending.target, list.shownState == target {
            run(.placeSelection(pending, giveUp: false))
        }
        onChange()
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
        if case let .moved(from, _) = event, let person = try? state.book.model.item(at: from) {
            stopwatch.noteDropped(person.id)
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
        loop.send(event)
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
                view: list.view, shown: list.shownState, expected: target, changes: changes, window: &checkWindow
            )
        }
        let hide = { (list: DisplayList) in
            list.map { folded.contains(AnyHashable($0.model.key)) ? ListSection(model: $0.model, items: []) : $0 }
        }
        return Verification.check(
            view: list.view, shown: hide(list.shownState), expected: hide(target), changes: changes, window: &checkWindow
        )
    }

    private func run(_ effect: DemoEffect) {
        switch effect {
        case let .show(display, request):
            list.apply(display) { [weak self] outcome in self?.landed(outcome, target: display, request: request) }
        case .cancelMove:
            list.view.cancelMove()
        case let .placeSelection(pending, giveUp):
            if navigator.select(pending.cursor) || (giveUp && list.queue.pendingCount == 0) { dispatch(.selectionPlaced) }
        case .selectSomething:
            navigator.selectSomething()
        case .redraw:
            onChange()
        case let .animationDuration(duration):
            list.view.configuration.animationDuration = duration
        case let .pause(paused):
            clock.setPaused(paused)
        case .stepFrame:
            clock.step(by: Self.frameStep)
        case let .stream(on):
            streamControl(on)
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

/// Lets the list's callbacks, made before the controller, reach it: the
/// one late-bound reference of the demo's loop.
@MainActor
final class DemoInbox {
    weak var controller: DemoController?
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
