import CollectionView
import CollectionViewTesting
import ListDiff
import ListInput
import TerminalUI

/// `demo diff OLD NEW` in the terminal: OLD, then the animation into NEW,
/// with the changeset in the side panel. Space replays, +/- change the
/// speed, arrows scroll, p toggles the panel, q quits.
///
/// A shell around one ``DiffState`` changed only by the pure ``DiffUpdate``
/// (an ``UpdateLoop``): it performs the effects (the queue, the pause before
/// the animation, on the screen's clock) and reports back what happened.
/// The same screen runs in the terminal and under a ``Pilot``.
@MainActor
final class DiffScreen: TerminalApplication, PilotedApp {
    let list: DiffListController
    let old: DiffInputList
    let new: DiffInputList
    let names: (old: String, new: String)
    let report: ChangeReport
    /// The screen's state, changed only by ``DiffUpdate`` (``UpdateLoop``).
    private var updates = UpdateLoop(state: DiffState(), update: DiffUpdate.update)
    /// The clock the list animates on, and the pause runs on.
    private let clock: any AnimationClock
    /// When OLD's pause ends, and for which replay.
    private var pauseEnds: (time: Duration, generation: Int)?

    /// Everything the screen knows now.
    var state: DiffState { updates.state }

    /// The view after the animation, compared with NEW.
    var verification: Verification { updates.state.verification }

    /// How long OLD stays still before it animates.
    static let pause: Duration = .milliseconds(700)
    /// What the keys do.
    enum Action: Hashable, Sendable {
        case replay, faster, slower, panel, lineUp, lineDown, pageUp, pageDown, top, bottom, quit
    }

    /// The keys; the hint line is generated from them.
    static let keyMap = KeyMap<Action>([
        KeyBinding(.replay, keys: [.space], help: "replay the animation", hint: "replay"),
        KeyBinding(.faster, keys: [.character("+"), .character("=")], help: "animation speed", hint: "speed"),
        KeyBinding(.slower, keys: [.character("-")], help: "animation speed", hint: "speed"),
        KeyBinding(.lineUp, keys: [.up, .character("k")], help: "scroll", hint: "scroll"),
        KeyBinding(.lineDown, keys: [.down, .character("j")], help: "scroll", hint: "scroll"),
        KeyBinding(.pageUp, keys: [.pageUp], help: "scroll"),
        KeyBinding(.pageDown, keys: [.pageDown], help: "scroll"),
        KeyBinding(.top, keys: [.home], help: "scroll"),
        KeyBinding(.bottom, keys: [.end], help: "scroll"),
        KeyBinding(.panel, keys: [.character("p")], help: "side panel with the changeset", hint: "panel"),
        KeyBinding(.quit, keys: [.character("q"), .escape], help: "quit", hint: "quit", pinsHint: true),
    ])

    /// The list's own keys: a click selects a row and the wheel scrolls; the
    /// arrows, pages and Home/End are the screen's (they scroll, not select).
    static var listKeys: KeyMap<Selectable.Action> {
        var keys = Selectable.defaultKeyMap
        for action in [Selectable.Action.previous, .next, .pageUp, .pageDown, .first, .last, .activate] {
            keys.setEnabled(action, false)
        }
        return keys
    }

    /// `given`: the changeset came from `--changeset` (already checked) and
    /// is the one animated. OLD is shown at once, and animates into NEW after ``pause``.
    init(
        old: DiffInputList, new: DiffInputList, changeset: Changeset, given: Bool = false, diffTime: Duration,
        names: (String, String), executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock()
    ) {
        self.old = old
        self.new = new
        self.names = names
        let look = InputLook()
        look.prepare(for: old)
        look.prepare(for: new)
        self.clock = clock
        list = .diffList(
            clock: clock, executor: executor, duration: DiffFrames.duration, look: look,
            given: given ? changeset : nil, selectKeys: Self.listKeys
        )
        report = ChangeReport(changeset, before: old, after: new, diffTime: diffTime, title: { $0.header }, name: { $0.text })
        send(.key(.replay))
    }

    /// Feeds `event` through ``DiffUpdate`` and performs its effects.
    func send(_ event: DiffEvent) {
        for effect in updates.send(event) { run(effect) }
    }

    var minimumSize: CellSize { DemoScreen.minimum }

    /// While the list animates.
    var wantsAnimationFrames: Bool { list.view.isAnimating }

    /// Finishes a batch whose time is up, even while the terminal is too small to draw.
    func advance() {
        list.view.advance()
    }

    /// Until OLD's pause ends, on the screen's clock.
    var untilNextTimer: Duration? { pauseEnds.map { $0.time - clock.now } }

    func runDueTimers() {
        guard let pause = pauseEnds, pause.time <= clock.now else { return }
        pauseEnds = nil
        send(.pauseEnded(generation: pause.generation))
    }

    /// 0 once a quit key was pressed.
    var exitCode: Int32? { state.quitRequested ? 0 : nil }

    /// The list's plugins first (a click selects a row, the wheel scrolls,
    /// translated by the list's area), then ``keyMap``.
    func handle(_ event: TerminalEvent) throws -> EventResult {
        if list.view.handle(event) { return .continue }
        if case let .key(key) = event, let action = Self.keyMap.action(for: key) { send(.key(action)) }
        return exitCode.map { .quit($0) } ?? .continue
    }

    // MARK: - PilotedApp

    var pilotedView: CollectionView { list.view }
    var isIdle: Bool { list.queue.isIdle }

    /// A key, a click or the wheel, as the terminal delivers it: the list's plugins first, then ``keyMap``.
    func handle(_ input: ViewInput) {
        if list.view.handle(input) { return }
        if let action = Self.keyMap.action(for: input) { send(.key(action)) }
    }

    /// Shows OLD again, then animates into NEW after the pause (the replay key).
    func replay() {
        send(.key(.replay))
    }

    /// Runs one effect of ``DiffUpdate``: the queue, the pause timer, the view.
    private func run(_ effect: DiffEffect) {
        let view = list.view
        switch effect {
        case let .showOld(generation):
            list.apply(old, animated: false)
            pauseEnds = (clock.now + Self.pause, generation)
        case let .animateToNew(generation):
            let target = new
            list.apply(target) { [weak self] outcome in
                guard let self else { return }
                let verdict: Verification?
                switch outcome {
                case .applied, .reloaded: verdict = Verification.check(view: view, shown: list.shownState, expected: target)
                case let .failed(error): verdict = .mismatch("\(error)")
                case .skipped, .cancelled: verdict = nil
                }
                send(.landed(generation: generation, verdict))
            }
        case let .animationDuration(duration):
            view.configuration.animationDuration = duration
        case let .scroll(action):
            switch action {
            case .lineUp: view.setScrollOffset(view.scrollOffset - 1)
            case .lineDown: view.setScrollOffset(view.scrollOffset + 1)
            case .pageUp: view.setScrollOffset(view.scrollOffset - view.viewportSize.rows)
            case .pageDown: view.setScrollOffset(view.scrollOffset + view.viewportSize.rows)
            case .top: view.setScrollOffset(0)
            case .bottom: view.setScrollOffset(view.maximumScrollOffset)
            default: break
            }
        case .redraw:
            view.setNeedsDisplay()
        }
    }

    /// The screen's areas: title, list and panel side by side, status, hint.
    func draw<C: Canvas>(on canvas: inout C) {
        let layout = ScreenLayout(
            Rect(size: canvas.size), title: true, status: true, hint: true,
            panelWidth: DemoScreen.panelWidth(columns: canvas.size.columns, shown: state.showPanel)
        )
        canvas.withArea(layout.list) { list.view.render(into: &$0) }
        canvas.withArea(layout.title) { line in
            line.fill(x: 0, y: 0, count: line.size.columns, style: Style(reverse: true))
            line.draw(StyledText(" ListMotion · diff \(names.old) → \(names.new)", style: Style(bold: true, reverse: true)), y: 0)
        }
        if !layout.panel.isEmpty { canvas.withArea(layout.panel) { PanelView.draw(report, on: &$0) } }
        canvas.withArea(layout.status) { drawStatus(on: &$0) }
        canvas.withArea(layout.hint) { line in
            line.draw(HintLine(guide: Self.keyMap.guide).line(columns: line.size.columns), y: 0)
        }
    }

    /// Rows, sections and speed, and the verification mark at the right.
    private func drawStatus<C: Canvas>(on line: inout C) {
        let rows = new.reduce(0) { $0 + $1.items.count }
        let speedLabel = DemoState.label(speed: DemoState.speeds[state.speedIndex])
        let verdict: StyledText
        switch verification {
        case .pending: verdict = StyledText(list.view.isAnimating ? "animating…" : "showing OLD", style: Style(dim: true))
        case .verified: verdict = StyledText("✓ verified")
        case let .mismatch(problem): verdict = StyledText("✗ MISMATCH: " + problem, style: Style(foreground: .basic(.red), bold: true))
        }
        let markWidth = line.draw(verdict, y: 0, width: line.size.columns - 1, alignment: .trailing)
        let status = " \(rows) rows in \(new.count) sections · speed \(speedLabel)"
        line.draw(StyledText(status), y: 0, width: max(line.size.columns - markWidth - 3, 0))
    }

    /// Opens the terminal (recorded by `recorder`, when given) and runs the viewer; returns the exit code.
    static func runInTerminal(
        old: DiffInputList, new: DiffInputList, changeset: Changeset, given: Bool = false, diffTime: Duration, names: (String, String),
        recorder: (any TerminalRecorder)? = nil
    ) async throws -> Int32 {
        let terminal = try Terminal(options: Terminal.Options(recorder: recorder))
        // No redraw hook: the loop is the view's display host (a batch or reload
        // asks for frames), and the landing below asks for one.
        let screen = DiffScreen(
            old: old, new: new, changeset: changeset, given: given, diffTime: diffTime, names: names, executor: MainQueueExecutor()
        )
        return try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
    }
}
