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
    private(set) var verification: Verification = .pending
    private var speedIndex = 2
    private var showPanel = true
    private var generation = 0
    private weak var loop: TerminalLoop?
    private var listCanvas = GridCanvas(columns: 0, rows: 0)

    /// How long OLD stays still before it animates.
    static let pause: DispatchTimeInterval = .milliseconds(700)
    static let hint = "Space replay  + - speed  ↑↓ scroll  p panel  q quit"

    init(old: DiffInputList, new: DiffInputList, changeset: Changeset, diffTime: Duration, names: (String, String), executor: any UIExecutor) {
        self.old = old
        self.new = new
        self.names = names
        let look = InputLook()
        look.prepare(for: old)
        look.prepare(for: new)
        list = .diffList(clock: SystemAnimationClock(), executor: executor, duration: DiffFrames.duration, look: look)
        report = ChangeReport(changeset, before: old, after: new, diffTime: diffTime, title: { $0.header }, name: { $0.text })
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
        generation += 1
        let current = generation
        verification = .pending
        list.apply(old, animated: false)
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.pause) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == current else { return }
                let target = self.new
                self.list.apply(target) { [weak self] outcome in
                    guard let self else { return }
                    switch outcome {
                    case .applied, .reloaded:
                        self.verification = Verification.check(view: self.list.view, shown: self.list.shownState, expected: target)
                    case let .failed(error): self.verification = .mismatch("\(error)")
                    case .skipped, .cancelled: break
                    }
                    self.loop?.setNeedsDisplay()
                }
                self.loop?.setNeedsDisplay()
            }
        }
    }

    func setNeedsDisplay() { loop?.setNeedsDisplay() }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        guard case let .key(key) = event else { return .continue }
        let view = list.view
        switch key {
        case .character("q"), .escape: return .quit(0)
        case .character(" "): replay()
        case .character("+"), .character("="):
            speedIndex = min(speedIndex + 1, DemoState.speeds.count - 1)
            view.configuration.animationDuration = DiffFrames.duration / DemoState.speeds[speedIndex]
        case .character("-"):
            speedIndex = max(speedIndex - 1, 0)
            view.configuration.animationDuration = DiffFrames.duration / DemoState.speeds[speedIndex]
        case .character("p"): showPanel.toggle()
        case .up, .character("k"): view.setScrollOffset(view.scrollOffset - 1)
        case .down, .character("j"): view.setScrollOffset(view.scrollOffset + 1)
        case .pageUp: view.setScrollOffset(view.scrollOffset - view.viewportSize.rows)
        case .pageDown: view.setScrollOffset(view.scrollOffset + view.viewportSize.rows)
        case .home: view.setScrollOffset(0)
        case .end: view.setScrollOffset(view.maximumScrollOffset)
        default: break
        }
        return .continue
    }

    func draw<C: Canvas>(on canvas: inout C) {
        let size = canvas.size
        let panel = showPanel && size.columns >= DemoScreen.panelThreshold ? min(max(size.columns / 3, 30), 44) : 0
        let listWidth = size.columns - panel
        let listRows = max(size.rows - 3, 1)
        if listCanvas.size != CellSize(columns: listWidth, rows: listRows) || listCanvas.colorCount != canvas.colorCount {
            listCanvas = GridCanvas(columns: listWidth, rows: listRows, colorCount: canvas.colorCount)
        }
        list.view.render(into: &listCanvas)
        canvas.blit(listCanvas, x: 0, y: 1)
        canvas.bar(y: 0, width: size.columns, style: Style(reverse: true))
        canvas.put(truncated(" ListMotion · diff \(names.old) → \(names.new)", to: size.columns), x: 0, y: 0, style: Style(bold: true, reverse: true))
        if panel > 0 { PanelView.draw(report, on: &canvas, x: listWidth, y: 1, width: panel, height: listRows) }
        let rows = new.reduce(0) { $0 + $1.items.count }
        let speed = DemoState.speeds[speedIndex]
        let speedLabel = speed == 0.25 ? "¼×" : speed == 0.5 ? "½×" : "\(Int(speed))×"
        let verdict: (String, Style)
        switch verification {
        case .pending: verdict = (list.view.isAnimating ? "animating…" : "showing OLD", Style(dim: true))
        case .verified: verdict = ("✓ verified", .plain)
        case let .mismatch(problem): verdict = ("✗ MISMATCH: " + problem, Style(foreground: .basic(.red), bold: true))
        }
        let mark = truncated(verdict.0, to: size.columns - 1)
        canvas.put(mark, x: size.columns - TerminalWidth.of(mark) - 1, y: size.rows - 2, style: verdict.1)
        let status = " \(rows) rows in \(new.count) sections · speed \(speedLabel)"
        canvas.put(truncated(status, to: max(size.columns - TerminalWidth.of(mark) - 3, 0)), x: 0, y: size.rows - 2)
        canvas.put(truncated(" " + Self.hint, to: size.columns), x: 0, y: size.rows - 1, style: Style(dim: true))
    }

    /// Opens the terminal and runs the viewer; returns the exit code.
    static func runInTerminal(old: DiffInputList, new: DiffInputList, changeset: Changeset, diffTime: Duration, names: (String, String)) async throws -> Int32 {
        let terminal = try Terminal()
        let box = DiffScreenBox()
        let executor = HookedExecutor(base: MainQueueExecutor()) { box.screen?.setNeedsDisplay() }
        let screen = DiffScreen(old: old, new: new, changeset: changeset, diffTime: diffTime, names: names, executor: executor)
        box.screen = screen
        return try await TerminalLoop(terminal: terminal, application: screen).run()
    }
}

/// Holds the diff screen for the executor's callback.
@MainActor
final class DiffScreenBox {
    weak var screen: DiffScreen?
}
