import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI

/// The address book on screen, drawn from its model: a title bar, the
/// animated list, the side panel with the last changeset, a status line and
/// a one-line key hint; the `?` overlay on top. ``DemoProgram`` draws it.
@MainActor
struct DemoScreen {
    /// The model drawn.
    let state: DemoState
    /// The list and its queue.
    let controller: DemoController
    /// The smallest size the screen draws at.
    static let minimum = CellSize(columns: 40, rows: 12)
    /// Below this width the panel hides itself.
    static let panelThreshold = 80

    // MARK: - Layout

    /// Columns of the side panel (0 when hidden), separator included.
    func panelWidth(columns: Int) -> Int {
        Self.panelWidth(columns: columns, shown: state.showPanel)
    }

    /// Columns of a side panel on a screen `columns` wide (0 when hidden or too narrow), separator included.
    static func panelWidth(columns: Int, shown: Bool) -> Int {
        guard shown, columns >= panelThreshold else { return 0 }
        return min(max(columns / 3, 30), 44)
    }

    /// The screen's areas (title, list and panel side by side, status,
    /// hint), or the "too small" message below the minimum size; timed with
    /// the controller's ``FrameStats`` when there are some.
    func draw<C: Canvas>(on canvas: inout C) {
        if TooSmallMessage.isTooSmall(canvas.size, minimum: Self.minimum) {
            return TooSmallMessage.draw(on: &canvas, minimum: Self.minimum)
        }
        guard let stats = controller.stats else { return drawAreas(on: &canvas) }
        stats.measure { drawAreas(on: &canvas) }
    }

    private func drawAreas<C: Canvas>(on canvas: inout C) {
        let layout = ScreenLayout(
            Rect(size: canvas.size), title: true, status: true, hint: true, panelWidth: panelWidth(columns: canvas.size.columns)
        )
        let view = controller.list.view
        canvas.withArea(layout.list) { list in
            view.render(into: &list)
            if !view.isAnimating { drawOverlays(on: &list) }
        }
        canvas.withArea(layout.title) { drawTitle(on: &$0) }
        if !layout.panel.isEmpty { canvas.withArea(layout.panel) { ChangeReportPanel(report: state.delivery.lastChange).draw(on: &$0) } }
        canvas.withArea(layout.status) { drawStatus(on: &$0) }
        canvas.withArea(layout.hint) { drawHint(on: &$0) }
        if case .help = state.mode { HelpOverlay.draw(on: &canvas, title: DemoKeys.helpTitle, help: keyGuide.help) }
    }

    /// Every key of the demo: the list's plugins' and the demo's own, from their key maps.
    var keyGuide: KeyGuide { controller.list.view.keyGuide + state.keys.browse.guide }

    /// The row being edited, drawn over the list at rest (while rows fly they are the view's alone).
    private func drawOverlays<C: Canvas>(on list: inout C) {
        let view = controller.list.view
        guard case let .editing(_, text) = state.mode,
              let path = view.selectedItem, let range = view.lineRange(of: path) else { return }
        let line = range.lowerBound - view.scrollOffset
        guard line >= 0, line < list.size.rows else { return }
        let style = Style(underline: true)
        list.fill(x: 0, y: line, count: list.size.columns, style: style)
        list.put("✎ " + text + "▏", x: 0, y: line, style: style)
    }

    private func drawTitle<C: Canvas>(on line: inout C) {
        let title = " ListMotion · \(state.book.ascending ? "A→Z" : "Z→A") by \(state.book.grouping.label)"
        // The last action's message stays in sight at the right; the title gives way before it.
        TitleBar(left: StyledText(title, style: Style(bold: true)), right: StyledText(state.message.map { $0 + " " } ?? ""),
                 gap: 2).draw(on: &line)
    }

    /// Whether a change is still on its way to the screen (queued, diffing or animating).
    private var isBusy: Bool { state.delivery.inFlight > 0 || controller.list.view.isAnimating }

    /// The kept filter, people, sections, speed, queue depth, and the verification mark at the right.
    private func drawStatus<C: Canvas>(on line: inout C) {
        let width = line.size.columns
        let verdict: StyledText
        switch state.delivery.verification {
        case .pending: verdict = StyledText("checking…", style: Style(dim: true))
        case .verified: verdict = StyledText(isBusy ? "✓ verified · animating" : "✓ verified")
        case let .mismatch(problem): verdict = StyledText("✗ MISMATCH: " + problem, style: Style(foreground: .basic(.red), bold: true))
        }
        let markWidth = line.draw(verdict, y: 0, width: width - 1, alignment: .trailing)
        let sections = controller.list.view.numberOfSections
        var parts = controller.stats.map { [$0.statusText()] } ?? []
        // A kept filter first: it decides what the list shows, and the line is cut at the right (40 columns cut
        // it at the queue), as the watch screens keep theirs before their counts and hints.
        if !state.filter.isEmpty { parts.append("filter “\(state.filter)”") }
        parts += ["\(state.book.count) people", "\(sections) section\(sections == 1 ? "" : "s")",
                     "speed \(state.reducedMotion ? "instant" : state.speedLabel)", "queue \(controller.queueDepth)"]
        if state.delivery.coalesced > 0 { parts[parts.count - 1] += " (\(state.delivery.coalesced) coalesced)" }
        if state.streaming { parts.append("streaming") }
        if state.paused { parts.append("⏸ paused") }
        line.draw(StyledText(" " + parts.joined(separator: " · ")), y: 0, width: max(width - markWidth - 3, 0))
    }

    /// The keys that work now, generated from the key maps and cut to fit.
    private func drawHint<C: Canvas>(on line: inout C) {
        let view = controller.list.view
        let hint: HintLine
        switch state.mode {
        case .browsing:
            if view.movingItem != nil {
                // The selection rides with the lifted row; only the plugins' keys work.
                let id = view.selectedItemID?.base as? Int
                let name = id.flatMap { state.book.person($0)?.name } ?? "the row"
                hint = HintLine(prefix: "moving \(name)  ", guide: view.keyGuide)
            } else {
                hint = HintLine(guide: keyGuide)
            }
        case .help:
            line.draw(StyledText(" " + DemoKeys.helpHint, style: Style(dim: true)), y: 0)
            return
        case .filtering:
            hint = HintLine(prefix: "filter: \(state.filter)▏  ", guide: state.keys.filtering.guide, style: Style(bold: true))
        case let .editing(_, name):
            hint = HintLine(prefix: "name: \(name)▏  ", guide: state.keys.editing.guide, style: Style(bold: true))
        }
        line.draw(hint.line(columns: line.size.columns), y: 0)
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

    /// Whether the help overlay is open.
    var isHelp: Bool {
        if case .help = self { return true }
        return false
    }
}

