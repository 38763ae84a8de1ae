import CollectionView
import Dispatch
import ListDiff
import ListInput
import TerminalUI

/// `demo diff OLD NEW` in the terminal: OLD, then the animation into NEW,
/// with the changeset in the side panel. Space replays, +/- change the
/// speed, arrows scroll, p toggles the panel, q quits.
@MainActor
final class DiffScreen: TerminalApplication {
    let list: DiffListController
    let old: DiffInputList
    let new: DiffInputList
    let names: (old: String, new: String)
    let report: ChangeReport
    /// The screen's state, changed only by ``DiffUpdate`` (``UpdateLoop``).
    private let updates = UpdateLoop(state: DiffState(), update: DiffUpdate.update)
    private weak var loop: TerminalLoop?

    /// The view after the animation, compared with NEW.
    var verification: Verification { updates.state.verification }

    /// How long OLD stays still before it animates.
    static let pause: DispatchTimeInterval = .milliseconds(700)
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

    /// `given`: the changeset came from `--changeset` (already checked) and is the one animated.
    init(
        old: DiffInputList, new: DiffInputList, changeset: Changeset, given: Bool = false, diffTime: Duration,
        names: (String, String), executor: any UIExecutor
    ) {
        self.old = old
        self.new = new
        self.names = names
        let look = InputLook()
        look.prepare(for: old)
        look.prepare(for: new)
        list = .diffList(
            clock: SystemAnimationClock(), executor: executor, duration: DiffFrames.duration, look: look,
            given: given ? changeset : nil
        )
        report = ChangeReport(changeset, before: old, after: new, diffTime: diffTime, title: { $0.header }, name: { $0.text })
        updates.run { [weak self] effect in self?.run(effect) }
    }

    var minimumSize: CellSize { DemoScreen.minimum }

    var wantsAnimationFrames: Bool {
        list.view.advance()
        return list.view.isAnimating
    }

    func attach(to loop: TerminalLoop, size: CellSize) {
        self.loop = loop
        replay()
    }

    /// Shows OLD, then animates into NEW after a short pause.
    func replay() {
        updates.send(.key(.replay))
    }

    func setNeedsDisplay() { loop?.setNeedsDisplay() }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        // Clicks select a row and the wheel scrolls, translated by the list's area.
        guard case let .key(key) = event else {
            list.view.handle(event)
            return .continue
        }
        if let action = Self.keyMap.action(for: key) { updates.send(.key(action)) }
        return updates.state.quitRequested ? .quit(0) : .continue
    }

    /// Runs one effect of ``DiffUpdate``: the queue, the pause timer, the view.
    private func run(_ effect: DiffEffect) {
        let view = list.view
        switch effect {
        case let .showOld(generation):
            list.apply(old, animated: false)
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.pause) { [weak self] in
                MainActor.assumeIsolated { self?.updates.send(.pauseEnded(generation: generation)) }
            }
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
                updates.send(.landed(generation: generation, verdict))
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
            loop?.setNeedsDisplay()
        }
    }

    /// The screen's areas: title, list and panel side by side, status, hint.
    func draw<C: Canvas>(on canvas: inout C) {
        let (title, rest) = Rect(size: canvas.size).dividedTop(1)
        let (bottom, middle) = rest.dividedBottom(2)
        let (status, hint) = bottom.dividedTop(1)
        let (panel, listArea) = middle.dividedRight(DemoScreen.panelWidth(columns: canvas.size.columns, shown: updates.state.showPanel))
        canvas.withArea(listArea) { list.view.render(into: &$0) }
        canvas.withArea(title) { line in
            line.fill(x: 0, y: 0, count: line.size.columns, style: Style(reverse: true))
            line.draw(StyledText(" ListMotion · diff \(names.old) → \(names.new)", style: Style(bold: true, reverse: true)), y: 0)
        }
        if !panel.isEmpty { canvas.withArea(panel) { PanelView.draw(report, on: &$0) } }
        canvas.withArea(status) { drawStatus(on: &$0) }
        canvas.withArea(hint) { line in
            line.draw(StyledText(" " + Self.keyMap.guide.hintLine(width: line.size.columns - 1), style: Style(dim: true)), y: 0)
        }
    }

    /// Rows, sections and speed, and the verification mark at the right.
    private func drawStatus<C: Canvas>(on line: inout C) {
        let rows = new.reduce(0) { $0 + $1.items.count }
        let speedLabel = DemoState.label(speed: DemoState.speeds[updates.state.speedIndex])
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

    /// Opens the terminal and runs the viewer; returns the exit code.
    static func runInTerminal(
        old: DiffInputList, new: DiffInputList, changeset: Changeset, given: Bool = false, diffTime: Duration, names: (String, String)
    ) async throws -> Int32 {
        let terminal = try Terminal()
        // No redraw hook: the loop is the view's display host (a batch or reload
        // asks for frames), and the landing below asks for one.
        let screen = DiffScreen(
            old: old, new: new, changeset: changeset, given: given, diffTime: diffTime, names: names, executor: MainQueueExecutor()
        )
        return try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
    }
}
