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

    private var pendingSelection: Cursor?
    private var lastShown: DisplayList = []
    private let stopwatch = DiffStopwatch()

    /// The frame step of `.` while paused.
    static let frameStep: Duration = .milliseconds(16)

    /// A controller for `state`, animating on `clock`, doing UI work on `executor`.
    init(state: DemoState = DemoState(), clock: DemoClock, executor: any UIExecutor) {
        self.state = state
        self.clock = clock
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = state.animationDuration
        let stopwatch = self.stopwatch
        list = ListController(
            clock: clock, configuration: configuration, executor: executor,
            // A paused animation may take as long as the user likes: no hang guard in practice.
            queueConfiguration: UpdateQueueConfiguration(hangGuardMinimum: .seconds(24 * 3600)),
            diff: { old, new in try stopwatch.time { try Changeset(from: old, to: new) } },
            header: { $0.text }, row: { $0.row }
        )
        navigator = Navigator(view: list.view)
        let initial = state.display
        pendingSelection = initial.first?.items.first.map { .person($0.id) }
        list.apply(initial, animated: false) { [weak self] outcome in self?.landed(outcome, target: initial) }
    }

    /// Handles one event: the pure update, then its effects.
    func send(_ event: DemoEvent) {
        state.cursor = navigator.cursor
        let (next, effects) = DemoUpdate.update(state, event)
        state = next
        for effect in effects { run(effect) }
    }

    /// Requests waiting in the update queue.
    var queueDepth: Int { list.queue.pendingCount }

    private func run(_ effect: DemoEffect) {
        switch effect {
        case let .show(display):
            list.apply(display) { [weak self] outcome in self?.landed(outcome, target: display) }
        case let .navigate(key):
            navigator.handle(key)
        case let .select(cursor):
            pendingSelection = cursor
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
        switch outcome {
        case let .applied(changeset):
            verification = Verification.check(view: list.view, shown: list.shownState, expected: target)
            lastChange = ChangeReport(
                changeset, before: lastShown, after: target, diffTime: stopwatch.lastDuration,
                title: { $0.key }, name: { $0.name }
            )
            lastShown = target
        case .reloaded:
            verification = Verification.check(view: list.view, shown: list.shownState, expected: target)
            lastShown = target
        case .skipped:
            coalesced += 1
        case let .failed(error):
            verification = .mismatch("\(error)")
        case .cancelled:
            break
        }
        if let cursor = pendingSelection {
            // Kept until the row shows up, or dropped once nothing more is coming (filtered out).
            if navigator.select(cursor) || list.queue.pendingCount == 0 { pendingSelection = nil }
        }
        if navigator.cursor == nil { navigator.handle(.down) }
        onChange()
    }
}
