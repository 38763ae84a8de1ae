import CollectionView
import CollectionViewTesting
import FeedUI
import ListDiff
import ListInput
import TerminalUI

/// `demo diff OLD NEW` in the terminal: OLD, then the animation into NEW,
/// with the changeset in the side panel. Space replays, +/- change the
/// speed, arrows scroll, p toggles the panel, q quits.
///
/// A ``Program`` on TerminalUI's runtime: its model is a ``DiffState``
/// changed only by the pure ``DiffUpdate``; its effects become commands the
/// ``ProgramRunner`` performs (the queue, the pause before the animation as a
/// named timer on the list's clock). The same runner runs in the terminal and
/// under a ``Pilot``.
@MainActor
struct DiffScreen: Program {
    typealias Model = DiffState
    typealias Message = DiffEvent
    typealias Target = DiffScreen

    let list: DiffListController
    let old: DiffInputList
    let new: DiffInputList
    let names: (old: String, new: String)
    let report: ChangeReport

    /// How long OLD stays still before it animates.
    static let pause: Duration = .milliseconds(700)
    /// The timer of OLD's pause (one tick: cancelled when it fires).
    static let pauseTimer: TimerName = "pause"
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
    /// is the one animated. OLD is shown at the start, and animates into NEW after ``pause``.
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
        list = .inputList(
            clock: clock, executor: executor, duration: DiffFrames.duration, look: look,
            given: given ? changeset : nil, selectKeys: Self.listKeys, logger: DemoLogging.library
        )
        report = ChangeReport(changeset, before: old, after: new, diffTime: diffTime, title: { $0.header }, name: { $0.text })
    }

    /// The runner of this screen from a fresh ``DiffState`` (its start shows OLD).
    func runner() -> ProgramRunner<DiffScreen> {
        ProgramRunner(self, model: DiffState())
    }

    var view: CollectionView { list.view }
    var target: DiffScreen { self }
    var minimumSize: CellSize { DemoScreen.minimum }
    var isIdle: Bool { list.queue.isIdle }

    /// The start shows OLD (a replay), a key of ``keyMap`` is its action, the pause's timer ends the pause;
    /// each through ``DiffUpdate``, whose effects become commands.
    func update(_ model: DiffState, _ event: ProgramEvent<DiffEvent>) -> (DiffState, [Command<DiffEvent, DiffScreen>]) {
        let diffEvent: DiffEvent
        switch event {
        case .start: diffEvent = .key(.replay)
        case let .key(key):
            guard let action = Self.keyMap.action(for: key) else { return (model, []) }
            diffEvent = .key(action)
        case .timer(Self.pauseTimer): diffEvent = .pauseEnded(generation: model.generation)
        case let .message(message): diffEvent = message
        case .mouse, .resize, .timer, .view, .paste, .viewTook: return (model, [])
        }
        let (next, effects) = DiffUpdate.update(model, diffEvent)
        var commands = effects.flatMap(Self.commands)
        if next.quitRequested { commands.append(.quit(0)) }
        return (next, commands)
    }

    /// One effect of ``DiffUpdate`` as the runtime's commands: the queue, the pause timer, the view.
    private static func commands(_ effect: DiffEffect) -> [Command<DiffEvent, DiffScreen>] {
        switch effect {
        case .showOld:
            // The timer restarts on every replay: a pause of an earlier one never ends this one.
            return [.perform { screen, _ in screen.list.apply(screen.old, animated: false) }, .startTimer(pauseTimer, every: pause)]
        case let .animateToNew(generation):
            return [.cancelTimer(pauseTimer), .perform { screen, send in
                let (list, target) = (screen.list, screen.new)
                list.apply(target) { outcome in
                    let verdict: Verification?
                    switch outcome {
                    case .applied, .reloaded: verdict = Verification.check(view: list.view, shown: list.shownState, expected: target)
                    case let .failed(error): verdict = .mismatch("\(error)")
                    case .skipped, .cancelled: verdict = nil
                    }
                    send(.landed(generation: generation, verdict))
                }
            }]
        case let .animationDuration(duration):
            return [.perform { screen, _ in screen.list.view.configuration.animationDuration = duration }]
        case let .scroll(action):
            return [.perform { screen, _ in screen.scroll(action) }]
        case .redraw:
            return [.redraw]
        }
    }

    /// Scrolls the list for a scroll key.
    private func scroll(_ action: Action) {
        let view = list.view
        switch action {
        case .lineUp: view.setScrollOffset(view.scrollOffset - 1)
        case .lineDown: view.setScrollOffset(view.scrollOffset + 1)
        case .pageUp: view.setScrollOffset(view.scrollOffset - view.viewportSize.rows)
        case .pageDown: view.setScrollOffset(view.scrollOffset + view.viewportSize.rows)
        case .top: view.setScrollOffset(0)
        case .bottom: view.setScrollOffset(view.maximumScrollOffset)
        default: break
        }
    }

    /// The screen's areas: title, list and panel side by side, status, hint.
    func draw<C: Canvas>(_ state: DiffState, on canvas: inout C) {
        let layout = ScreenLayout(
            Rect(size: canvas.size), title: true, status: true, hint: true,
            panelWidth: DemoScreen.panelWidth(columns: canvas.size.columns, shown: state.showPanel)
        )
        canvas.withArea(layout.list) { list.view.render(into: &$0) }
        canvas.withArea(layout.title) { line in
            line.fill(x: 0, y: 0, count: line.size.columns, style: Style(reverse: true))
            line.draw(StyledText(" ListMotion · diff \(names.old) → \(names.new)", style: Style(bold: true, reverse: true)), y: 0)
        }
        if !layout.panel.isEmpty { canvas.withArea(layout.panel) { ChangeReportPanel(report: report).draw(on: &$0) } }
        canvas.withArea(layout.status) { drawStatus(state, on: &$0) }
        canvas.withArea(layout.hint) { line in
            line.draw(HintLine(guide: Self.keyMap.guide).line(columns: line.size.columns), y: 0)
        }
    }

    /// Rows, sections and speed, and the verification mark at the right.
    private func drawStatus<C: Canvas>(_ state: DiffState, on line: inout C) {
        let rows = new.reduce(0) { $0 + $1.items.count }
        let speedLabel = DemoState.label(speed: DemoState.speeds[state.speedIndex])
        let verdict: StyledText
        switch state.verification {
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
        return try await screen.runner().run(on: terminal, logger: DemoLogging.library)
    }
}
