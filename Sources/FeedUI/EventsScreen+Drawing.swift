import CollectionView
import TerminalUI
import Foundation
import ListFeed

extension EventsScreen {
    /// The title line, the header line (with `--fields`), the list, the
    /// object pane when open (beside the list, or over it on a narrow screen)
    /// and the status line, each in its own area of the canvas.
    public func draw<C: Canvas>(_ state: EventsState, on canvas: inout C) {
        let layout = ScreenLayout(Rect(size: canvas.size), title: true, status: true)
        let areas = Self.areas(in: canvas.size, for: state)
        canvas.withArea(areas.list) { live.view.render(into: &$0) }
        canvas.withArea(areas.header) { drawHeader(state, on: &$0) }
        if let paneArea = areas.pane, let pane = state.pane {
            canvas.withArea(paneArea) { ObjectPane(state: pane.widget, now: clock.now).draw(on: &$0) }
        }
        canvas.withArea(layout.title) { drawTitle(state, on: &$0) }
        canvas.withArea(layout.status) { drawStatus(state, on: &$0) }
        if state.mode == .help {
            HelpOverlay.draw(on: &canvas, title: settings.helpTitle, help: keyGuide.help)
        }
    }

    /// ` SOURCE · PAUSED ✗ last problem      reading 12.3 MB · 120 ev/s · restarts 2 · exit 1 · 1,234 rows · 2 problems `
    /// (`parsing 70.0 MB…` once a large document is read, until its rows are in the list).
    public func titleParts(_ state: EventsState) -> (left: String, right: String) {
        var right: [String] = []
        if state.parsingBytes >= EventsState.largeDocument { right.append("parsing \(Self.megabytes(state.parsingBytes))…") }
        if state.pendingBytes >= EventsState.largeDocument { right.append("reading \(Self.megabytes(state.pendingBytes))") }
        right.append(state.ended ? "ended" : "\(state.rate.perSecond(at: clock.now)) ev/s")
        // `--restart`: how often the command was started again, and how it last ended.
        if settings.restart != nil {
            right.append("restarts \(state.restarts)")
            if let exit = state.lastExit { right.append(exit) }
        }
        right.append("\(live.model.numberOfRows) rows")
        // Rows whose sort value is of another kind than the others' are problems too (they sort after the others).
        let problems = state.problemCount + state.table.sortMismatches
        if problems > 0 { right.append("\(problems) problem\(problems == 1 ? "" : "s")") }
        var left = " " + FeedText.safe(settings.title, limit: 60)
        if state.paused { left += " · PAUSED" }
        if state.table.isHeld { left += " · HELD" }
        return (left, right.joined(separator: " · ") + " ")
    }

    /// `n` bytes as megabytes with one decimal (kilobytes below one).
    public static func megabytes(_ bytes: Int) -> String {
        bytes < 1 << 20 ? "\(bytes >> 10) kB" : String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }

    /// The header line: the column names over the cells, the sort column marked, staying on top as the list scrolls.
    private func drawHeader<C: Canvas>(_ state: EventsState, on line: inout C) {
        guard let text = Self.headerLine(state) else { return }
        line.draw(StyledText(text, style: Style(bold: true)), y: 0, width: line.size.columns)
    }

    /// The header line's text, `nil` without `--fields`: lined up with the rows
    /// (indented as they are under section headers).
    public static func headerLine(_ state: EventsState) -> String? {
        state.table.hasHeaderLine ? state.table.headerLine : nil
    }

    private func drawTitle<C: Canvas>(_ state: EventsState, on line: inout C) {
        let style = Style(bold: true)
        let parts = titleParts(state)
        let (used, room) = TitleBar(left: StyledText(parts.left, style: style), right: StyledText(parts.right, style: style)).draw(on: &line)
        if let problem = state.lastError ?? state.lastProblem, used + 4 < room {
            line.draw(StyledText(" ✗ " + FeedText.safe(problem, limit: 200), style: Style(foreground: .basic(.red), bold: true, reverse: true)),
                      x: used, y: 0, width: room - used)
        }
    }

    private func drawStatus<C: Canvas>(_ state: EventsState, on line: inout C) {
        if state.mode == .filtering {
            line.draw(FilterPrompt(text: state.filter).typingLine(), y: 0)
            return
        }
        let notice = state.ended ? "end of input" : nil
        let hints = state.mode == .inspecting ? EventsKeys.paneGuide : EventsKeys.map.guide
        line.draw(FilterPrompt(text: state.filter).browsingLine(notice: notice, hints: hints, columns: line.size.columns), y: 0)
    }
}
