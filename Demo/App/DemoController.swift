import CollectionView
import ListDiff

/// The thin shell around the pure ``DemoUpdate``: it keeps the ``DemoState``,
/// runs the effects (every list change goes through the ``ListController``'s
/// update queue), checks the view against the model after every batch, and
/// keeps the last changeset for the panel. The same controller runs in the
/// terminal and headless; only the clock, the executor and the stream timer
/// differ.
@MainActor
final class DemoController {
    /// The model and the UI state.
    private(set) var state: DemoState
    /// The list: view + update queue.
    let list: ListController<SectionHeader, Contact>
    /// The one door for navigation keys.
    let navigator: Navigator
    /// The animation clock (pausable).
    let clock: DemoClock
    /// The view after the last batch, compared with the model.
    private(set) var verification: Verification = .pending
    /// The last changeset the view animated.
    private(set) var lastChange: ChangeReport?
    /// Requests the queue skipped because newer ones were waiting.
    private(set) var coalesced = 0
    /// Set when `q` was pressed.
    private(set) var quitRequested = false
    /// Starts or stops the stream of server batches (a timer, or the headless driver).
    var streamControl: (Bool) -> Void = { _ in }
    /// Called after anything changed outside of an event (a batch landed).
    var onChange: () -> Void = {}

    /// A selection to make once the change it came with is shown (the list it asked for).
    private var pendingSelection: (cursor: Cursor, target: DisplayList?)?
    private var lastShown: DisplayList = []
    private var lastRequest: DisplayList?
    /// Requests whose completion has not come yet.
    private var inFlight = 0
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
        self.state = state
        self.clock = clock
        self.stats = stats
        let hook = ControllerHook()
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = state.animationDuration
        let stopwatch = self.stopwatch
        list = ListController(
            clock: clock, configuration: configuration,
            executor: HookedExecutor(base: executor, around: { job in
                guard let controller = hook.controller else { return job() }
                controller.timed(job)
            }, after: { hook.controller?.uiJobRan() }),
            // A paused animation may take as long as the user likes: no hang guard in practice.
            queueConfiguration: UpdateQueueConfiguration(hangGuardMinimum: .seconds(24 * 3600)),
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
                canMove: { hook.controller?.state.filter.isEmpty ?? false },
                onMove: { from, to in hook.controller?.send(.moved(from: from, to: to)) }
            )
        )
        navigator = Navigator(view: list.view)
        let initial = state.display
        pendingSelection = initial.first?.items.first.map { (.person($0.id), initial) }
        inFlight = 1
        lastRequest = initial
        list.apply(initial, animated: false) { [weak self] outcome in self?.landed(outcome, target: initial) }
        hook.controller = self
    }

    /// After every job of the queue on the UI side: as soon as the list a
    /// selection waits for is shown (the batch has just started), select
    /// and scroll: the scroll then rides along with the batch's animation.
    func uiJobRan() {
        if let pending = pendingSelection, let target = pending.target, list.shownState == target,
           navigator.select(pending.cursor) {
            pendingSelection = nil
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
        let pending = pendingSelection?.cursor
        if case let .key(key) = event, !state.mode.isTyping,
           !(pending != nil && DemoUpdate.modelKeys.contains(DemoUpdate.normalized(key))) {
            let closesHelp: Bool
            if case .help = state.mode {
                closesHelp = [.character("?"), .escape, .enter, .space, .character("q")].contains(DemoUpdate.normalized(key))
            } else {
                closesHelp = false
            }
            if !closesHelp {
                // Cleared first: a plugin's callback (a drop) may set a new one.
                let message = state.message
                state.message = nil
                if navigator.handle(key) {
                    if case .help = state.mode { state.mode = .browsing }
                    onChange()
                    return
                }
                state.message = message
            }
        }
        if case let .moved(from, _) = event, let person = try? state.book.model.item(at: from) {
            stopwatch.noteDropped(person.id)
        }
        state.cursor = pendingSelection?.cursor ?? navigator.cursor
        // In place: a copy of the state would copy the book on its first change.
        let effects = DemoUpdate.update(&state, event)
        for effect in effects { run(effect) }
    }

    /// Whether a change is still on its way to the screen (queued, diffing or animating).
    var isBusy: Bool { inFlight > 0 || list.view.isAnimating }

    /// Whether a headless driver may stop pumping UI jobs: the queue is idle,
    /// or an animation runs (while a batch animates the queue waits for it,
    /// so nothing more happens until the clock moves). A fold or a letter
    /// jump animates on its own; a change requested during one may then
    /// reach the view a frame later than otherwise.
    var isSettled: Bool { list.queue.isIdle || list.view.isAnimating }

    /// The view against `target`, with the rows of sections the view folded
    /// left out; a long list is checked around `changes` (see ``Verification``).
    private func verify(_ target: DisplayList, changes: Changeset?) -> Verification {
        // A lifted or just-dropped row is shown where the user put it, ahead
        // of the model: the check waits for the batch that lands the move.
        guard list.view.movingItem == nil else { return verification }
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

    /// Requests waiting in the update queue.
    var queueDepth: Int { list.queue.pendingCount }

    private func run(_ effect: DemoEffect) {
        switch effect {
        case let .show(display):
            lastRequest = display
            inFlight += 1
            list.apply(display) { [weak self] outcome in self?.landed(outcome, target: display) }
        case .cancelMove:
            list.view.cancelMove()
        case let .select(cursor):
            pendingSelection = (cursor, lastRequest)
        case let .animationDuration(duration):
            list.view.configuration.animationDuration = duration
        case let .pause(paused):
            clock.setPaused(paused)
        case .stepFrame:
            clock.step(by: Self.frameStep)
        case let .stream(on):
            streamControl(on)
        case .quit:
            quitRequested = true
        }
    }

    /// A request ended: check the view, note the changeset, place the selection.
    private func landed(_ outcome: UpdateOutcome, target: DisplayList) {
        inFlight -= 1
        loaded = true
        switch outcome {
        case let .applied(changeset):
            verification = verify(target, changes: changeset)
            lastChange = ChangeReport(
                changeset, before: lastShown, after: target, diffTime: stopwatch.lastDuration,
                title: { $0.key }, name: { $0.name }
            )
            lastShown = target
        case .reloaded:
            verification = verify(target, changes: nil)
            lastShown = target
        case .skipped:
            coalesced += 1
        case let .failed(error):
            verification = .mismatch("\(error)")
        case .cancelled:
            break
        }
        if let pending = pendingSelection {
            // Kept until the row shows up, or dropped once nothing more is coming (filtered out).
            if navigator.select(pending.cursor) || list.queue.pendingCount == 0 { pendingSelection = nil }
        }
        navigator.selectSomething()
        onChange()
    }
}

/// Lets the executor's callback reach the controller created after it.
@MainActor
final class ControllerHook {
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
