import CollectionView
import ListDiff
import TerminalUI

/// The address book on screen: a title bar, the animated list, the side
/// panel with the last changeset, a status line and a one-line key hint;
/// the `?` overlay on top. The same screen runs in the terminal
/// (``TerminalLoop``) and headless (on a ``GridCanvas``).
@MainActor
final class DemoScreen: TerminalApplication {
    /// The demo's logic and list.
    let controller: DemoController
    /// The smallest size the screen draws at.
    static let minimum = CellSize(columns: 40, rows: 12)
    /// Below this width the panel hides itself.
    static let panelThreshold = 80
    /// The hint line while browsing.
    static let hint = "↑↓ select  d delete  m move  a add  e edit  r reverse  / filter  u undo  ? help  q quit"
    /// The hint line from the widest screen to the narrowest.
    static let hints = [hint, "d delete  m move  a add  e edit  r reverse  s shuffle  / filter  u undo  ? help  q quit",
                        "d del  m move  a add  e edit  r reverse  / filter  u undo  ? help  q quit", shortHint]
    /// The hint line on a narrow screen.
    static let shortHint = "? help  q quit  ↑↓ d m a e r / u"

    private weak var loop: TerminalLoop?

    init(controller: DemoController) {
        self.controller = controller
    }

    var minimumSize: CellSize { Self.minimum }

    /// Also finishes a batch whose time is up, so that the queue moves on
    /// even while the terminal is too small to draw the list.
    var wantsAnimationFrames: Bool {
        let view = controller.list.view
        view.advance()
        return view.isAnimating && !controller.state.paused
    }

    func attach(to loop: TerminalLoop, size: CellSize) {
        self.loop = loop
    }

    /// Asks the loop for a frame (after a batch landed, a stream tick …).
    func setNeedsDisplay() {
        loop?.setNeedsDisplay()
    }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        switch event {
        case let .key(key):
            if let input = key.viewInput { controller.send(.key(input)) }
        case let .mouse(mouse):
            handle(mouse)
        case .resize:
            break  // the next frame lays out at the new size
        }
        return controller.quitRequested ? .quit(0) : .continue
    }

    /// Draws one frame, or the "too small" message below the minimum size.
    func drawFrame<C: Canvas>(on canvas: inout C) {
        if TooSmallMessage.isTooSmall(canvas.size, minimum: Self.minimum) {
            TooSmallMessage.draw(on: &canvas, minimum: Self.minimum)
        } else {
            draw(on: &canvas)
        }
    }

    // MARK: - Layout

    /// Columns of the side panel (0 when hidden), separator included.
    func panelWidth(columns: Int) -> Int {
        guard controller.state.showPanel, columns >= Self.panelThreshold else { return 0 }
        return min(max(columns / 3, 30), 44)
    }

    /// The screen's areas: title, list and panel side by side, status, hint;
    /// timed with the controller's ``FrameStats`` when there are some.
    func draw<C: Canvas>(on canvas: inout C) {
        guard let stats = controller.stats else { return drawAreas(on: &canvas) }
        stats.measure { drawAreas(on: &canvas) }
    }

    private func drawAreas<C: Canvas>(on canvas: inout C) {
        let (title, rest) = Rect(size: canvas.size).dividedTop(1)
        let (bottom, middle) = rest.dividedBottom(2)
        let (status, hint) = bottom.dividedTop(1)
        let (panel, listArea) = middle.dividedRight(panelWidth(columns: canvas.size.columns))
        let view = controller.list.view
        canvas.withArea(listArea) { list in
            view.render(into: &list)
            if !view.isAnimating { drawOverlays(on: &list) }
        }
        canvas.withArea(title) { drawTitle(on: &$0) }
        if !panel.isEmpty { canvas.withArea(panel) { PanelView.draw(controller.lastChange, on: &$0) } }
        canvas.withArea(status) { drawStatus(on: &$0) }
        canvas.withArea(hint) { drawHint(on: &$0) }
        if case .help = controller.state.mode { HelpOverlay.draw(on: &canvas) }
    }

    /// A click or the wheel in the list, translated by the list's area on screen.
    private func handle(_ mouse: MouseEvent) {
        guard let input = TerminalEvent.mouse(mouse).viewInput(in: controller.list.view.screenFrame) else { return }
        switch input {
        case .wheelUp: for _ in 0..<3 { controller.send(.key(.up)) }
        case .wheelDown: for _ in 0..<3 { controller.send(.key(.down)) }
        default: controller.send(.key(input))
        }
    }

    /// The row being edited, drawn over the list at rest (while rows fly they are the view's alone).
    private func drawOverlays<C: Canvas>(on list: inout C) {
        let view = controller.list.view
        guard case let .editing(_, text) = controller.state.mode,
              let path = view.selectedItem, let range = view.lineRange(of: path) else { return }
        let line = range.lowerBound - view.scrollOffset
        guard line >= 0, line < list.size.rows else { return }
        let style = Style(underline: true)
        list.fill(x: 0, y: line, count: list.size.columns, style: style)
        list.put("✎ " + text + "▏", x: 0, y: line, style: style)
    }

    private func drawTitle<C: Canvas>(on line: inout C) {
        let state = controller.state
        let style = Style(reverse: true)
        line.fill(x: 0, y: 0, count: line.size.columns, style: style)
        let title = " ListMotion · \(state.book.ascending ? "A→Z" : "Z→A") by \(state.book.grouping.label)"
        let used = line.draw(StyledText(title, style: Style(bold: true)), y: 0, base: style)
        if let message = state.message {
            line.draw(StyledText(message), x: used + 2, y: 0, width: max(line.size.columns - used - 3, 0), alignment: .trailing, base: style)
        }
    }

    /// People, sections, speed, queue depth, and the verification mark at the right.
    private func drawStatus<C: Canvas>(on line: inout C) {
        let state = controller.state
        let width = line.size.columns
        let verdict: StyledText
        switch controller.verification {
        case .pending: verdict = StyledText("checking…", style: Style(dim: true))
        case .verified: verdict = StyledText(controller.isBusy ? "✓ verified · animating" : "✓ verified")
        case let .mismatch(problem): verdict = StyledText("✗ MISMATCH: " + problem, style: Style(foreground: .basic(.red), bold: true))
        }
        let markWidth = line.draw(verdict, y: 0, width: width - 1, alignment: .trailing)
        let sections = controller.list.view.numberOfSections
        var parts = controller.stats.map { [$0.statusText()] } ?? []
        parts += ["\(state.book.count) people", "\(sections) section\(sections == 1 ? "" : "s")",
                     "speed \(state.reducedMotion ? "instant" : state.speedLabel)", "queue \(controller.queueDepth)"]
        if controller.coalesced > 0 { parts[parts.count - 1] += " (\(controller.coalesced) coalesced)" }
        if state.streaming { parts.append("streaming") }
        if state.paused { parts.append("⏸ paused") }
        if !state.filter.isEmpty { parts.append("filter “\(state.filter)”") }
        line.draw(StyledText(" " + parts.joined(separator: " · ")), y: 0, width: max(width - markWidth - 3, 0))
    }

    private func drawHint<C: Canvas>(on line: inout C) {
        let width = line.size.columns
        let state = controller.state
        let text: String
        switch state.mode {
        case .browsing:
            if controller.list.view.movingItem != nil {
                // The selection rides with the lifted row.
                let id = controller.list.view.selectedItemID?.base as? Int
                let name = id.flatMap { controller.state.book.person($0)?.name } ?? "the row"
                text = "moving \(name)  ↑↓ move · Enter drops · Esc cancels"
            } else {
                text = Self.hints.first { TerminalWidth.of($0) < width } ?? Self.shortHint
            }
        case .help: text = "any key closes the help"
        case .filtering: text = "filter: \(state.filter)▏  Enter keeps · Esc clears"
        case let .editing(_, name): text = "name: \(name)▏  Enter saves · Esc cancels"
        }
        let style: Style = state.mode.isTyping ? Style(bold: true) : Style(dim: true)
        line.draw(StyledText(" " + text, style: style), y: 0)
    }
}

extension DemoMode {
    /// Whether keys are text now.
    var isTyping: Bool {
        switch self {
        case .filtering, .editing: true
        default: false
        }
    }
}

