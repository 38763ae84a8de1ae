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
    private var listCanvas = GridCanvas(columns: 0, rows: 0)

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
            switch mouse.kind {
            case .scrollUp: for _ in 0..<3 { controller.send(.key(.up)) }
            case .scrollDown: for _ in 0..<3 { controller.send(.key(.down)) }
            default: break
            }
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

    func draw<C: Canvas>(on canvas: inout C) {
        let size = canvas.size
        let panel = panelWidth(columns: size.columns)
        let listWidth = size.columns - panel
        let listRows = max(size.rows - 3, 1)
        if listCanvas.size != CellSize(columns: listWidth, rows: listRows) || listCanvas.colorCount != canvas.colorCount {
            listCanvas = GridCanvas(columns: listWidth, rows: listRows, colorCount: canvas.colorCount)
        }
        let view = controller.list.view
        view.render(into: &listCanvas)
        canvas.blit(listCanvas, x: 0, y: 1)
        if !view.isAnimating { drawOverlays(on: &canvas, width: listWidth) }
        drawTitle(on: &canvas)
        if panel > 0 {
            PanelView.draw(controller.lastChange, on: &canvas, x: listWidth, y: 1, width: panel, height: listRows)
        }
        drawStatus(on: &canvas, y: size.rows - 2)
        drawHint(on: &canvas, y: size.rows - 1)
        if case .help = controller.state.mode { HelpOverlay.draw(on: &canvas) }
    }

    /// The row being edited, drawn over the list at rest (while rows fly they are the view's alone).
    private func drawOverlays<C: Canvas>(on canvas: inout C, width: Int) {
        let view = controller.list.view
        guard case let .editing(_, text) = controller.state.mode,
              let path = view.selectedItem, let range = view.lineRange(of: path) else { return }
        let line = range.lowerBound - view.scrollOffset
        guard line >= 0, line < view.viewportSize.rows else { return }
        let style = Style(underline: true)
        canvas.bar(y: 1 + line, width: width, style: style)
        canvas.put("✎ " + text + "▏", x: 0, y: 1 + line, style: style, clip: 0..<width)
    }

    private func drawTitle<C: Canvas>(on canvas: inout C) {
        let state = controller.state
        let width = canvas.size.columns
        let style = Style(reverse: true)
        canvas.bar(y: 0, width: width, style: style)
        let title = " ListMotion · \(state.book.ascending ? "A→Z" : "Z→A") by \(state.book.grouping.label)"
        let used = canvas.put(title, x: 0, y: 0, style: Style(bold: true, reverse: true))
        if let message = state.message {
            let text = truncated(message, to: max(width - used - 3, 0))
            canvas.put(text, x: width - TerminalWidth.of(text) - 1, y: 0, style: style)
        }
    }

    /// People, sections, speed, queue depth, and the verification mark at the right.
    private func drawStatus<C: Canvas>(on canvas: inout C, y: Int) {
        let state = controller.state
        let width = canvas.size.columns
        let verdict: (String, Style)
        switch controller.verification {
        case .pending: verdict = ("checking…", Style(dim: true))
        case .verified: verdict = (controller.isBusy ? "✓ verified · animating" : "✓ verified", .plain)
        case let .mismatch(problem): verdict = ("✗ MISMATCH: " + problem, Style(foreground: .basic(.red), bold: true))
        }
        let mark = truncated(verdict.0, to: width - 1)
        let markWidth = TerminalWidth.of(mark)
        canvas.put(mark, x: width - markWidth - 1, y: y, style: verdict.1)
        let sections = controller.list.view.numberOfSections
        var parts = ["\(state.book.count) people", "\(sections) section\(sections == 1 ? "" : "s")",
                     "speed \(state.reducedMotion ? "instant" : state.speedLabel)", "queue \(controller.queueDepth)"]
        if controller.coalesced > 0 { parts[3] += " (\(controller.coalesced) coalesced)" }
        if state.streaming { parts.append("streaming") }
        if state.paused { parts.append("⏸ paused") }
        if !state.filter.isEmpty { parts.append("filter “\(state.filter)”") }
        let text = truncated(" " + parts.joined(separator: " · "), to: max(width - markWidth - 3, 0))
        canvas.put(text, x: 0, y: y)
    }

    private func drawHint<C: Canvas>(on canvas: inout C, y: Int) {
        let width = canvas.size.columns
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
        canvas.put(truncated(" " + text, to: width), x: 0, y: y, style: style)
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

