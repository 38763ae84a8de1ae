import CollectionView
import TerminalUI
import Foundation

extension EventsScreen {
    /// The title line, the list and the status line, each in its own area of the canvas.
    func draw<C: Canvas>(on canvas: inout C) {
        let layout = ScreenLayout(Rect(size: canvas.size), title: true, status: true)
        canvas.withArea(layout.list) { live.view.render(into: &$0) }
        canvas.withArea(layout.title) { drawTitle(on: &$0) }
        canvas.withArea(layout.status) { drawStatus(on: &$0) }
        if state.mode == .help {
            HelpOverlay.draw(on: &canvas, title: "demo watch --events — keys", help: keyGuide.help)
        }
    }

    /// ` SOURCE · PAUSED ✗ last problem      reading 12.3 MB · 120 ev/s · 1,234 rows · 2 problems `
    /// (`parsing 70.0 MB…` once a large document is read, until its rows are in the list).
    func titleParts() -> (left: String, right: String) {
        let state = self.state
        var right: [String] = []
        if state.parsingBytes >= EventsState.largeDocument { right.append("parsing \(Self.megabytes(state.parsingBytes))…") }
        if state.pendingBytes >= EventsState.largeDocument { right.append("reading \(Self.megabytes(state.pendingBytes))") }
        right.append(state.ended ? "ended" : "\(state.rate.perSecond(at: clock.now)) ev/s")
        right.append("\(live.model.numberOfRows) rows")
        if state.problemCount > 0 { right.append("\(state.problemCount) problem\(state.problemCount == 1 ? "" : "s")") }
        var left = " " + WatchFormat.safe(settings.title, limit: 60)
        if state.paused { left += " · PAUSED" }
        return (left, right.joined(separator: " · ") + " ")
    }

    /// `n` bytes as megabytes with one decimal (kilobytes below one).
    static func megabytes(_ bytes: Int) -> String {
        bytes < 1 << 20 ? "\(bytes >> 10) kB" : String(format: "%.1f MB", Double(bytes) / Double(1 << 20))
    }

    private func drawTitle<C: Canvas>(on line: inout C) {
        let style = Style(bold: true)
        let parts = titleParts()
        let (used, room) = TitleBar(left: StyledText(parts.left, style: style), right: StyledText(parts.right, style: style)).draw(on: &line)
        if let problem = state.lastError ?? state.lastProblem, used + 4 < room {
            line.draw(StyledText(" ✗ " + WatchFormat.safe(problem, limit: 200), style: Style(foreground: .basic(.red), bold: true, reverse: true)),
                      x: used, y: 0, width: room - used)
        }
    }

    private func drawStatus<C: Canvas>(on line: inout C) {
        let state = self.state
        if state.mode == .filtering {
            line.draw(FilterPrompt(text: state.filter).typingLine(), y: 0)
            return
        }
        let notice = state.ended ? "end of input" : nil
        line.draw(FilterPrompt(text: state.filter).browsingLine(notice: notice, hints: EventsKeys.map.guide, columns: line.size.columns), y: 0)
    }
}
