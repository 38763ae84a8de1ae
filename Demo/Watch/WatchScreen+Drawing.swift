import CollectionView
import Foundation

extension WatchScreen {
    /// The title line, the list and the status line, each in its own area of the canvas.
    func draw<C: Canvas>(on canvas: inout C) {
        let (titleArea, rest) = Rect(size: canvas.size).dividedTop(1)
        let (statusArea, listArea) = rest.dividedBottom(1)
        canvas.withArea(listArea) { list.view.render(into: &$0) }
        canvas.withArea(titleArea) { drawTitle(on: &$0) }
        canvas.withArea(statusArea) { drawStatus(on: &$0) }
        switch state.mode {
        case .help:
            HelpOverlay.draw(on: &canvas, title: "demo watch — keys", help: keyGuide.help)
        case .errors:
            let text = String(decoding: state.failedOutput, as: UTF8.self)
            let lines = text.split(separator: "\n").prefix(200)
                .map { ("", WatchFormat.safe(String($0), limit: 200)) }
            HelpOverlay.draw(on: &canvas, title: "stderr of the last failed run", lines: lines.isEmpty ? [("", "(none)")] : Array(lines))
        case .browsing, .filtering:
            break
        }
    }

    /// ` CMD · PAUSED · HISTORY … · every 2 s · 12:03:04 exit 0 (35 ms) · run 12, 5 changed` and what is wrong.
    private func drawTitle<C: Canvas>(on line: inout C) {
        line.fill(x: 0, y: 0, count: line.size.columns, style: Style(reverse: true))
        let state = self.state, history = state.history
        var parts = [" " + WatchFormat.safe(settings.commandLine.isEmpty ? "history" : settings.commandLine, limit: 60)]
        if state.paused { parts.append("PAUSED") }
        if let viewing = state.viewing, viewing < history.entries.count {
            let entry = history.entries[viewing]
            parts.append("HISTORY \(viewing + 1)/\(history.count): run \(entry.run) at \(WatchFormat.clock(entry.started))")
        }
        if case .command = settings.source { parts.append("every \(WatchFormat.seconds(settings.effectiveInterval))") }
        if let outcome = state.lastRun {
            parts.append("\(WatchFormat.clock(outcome.started)) \(outcome.status) (\(WatchFormat.milliseconds(outcome.duration)) ms)")
        }
        parts.append("run \(state.judge.runs), \(state.judge.changedRuns) changed")
        let used = line.draw(StyledText(parts.joined(separator: " · "), style: Style(bold: true, reverse: true)), y: 0)
        if let problem = state.problem, used + 4 < line.size.columns {
            line.draw(StyledText(" ✗ " + problem, style: Style(foreground: .basic(.red), bold: true, reverse: true)), x: used, y: 0)
        }
    }

    private func drawStatus<C: Canvas>(on line: inout C) {
        let state = self.state, filter = state.filter
        if state.mode == .filtering {
            line.draw(StyledText(" /" + filter + "█"), y: 0)
            return
        }
        var text = " " + WatchKeys.hint
        if let notice = state.notice { text = " " + WatchFormat.safe(notice, limit: 200) + " · " + WatchKeys.hint }
        if !filter.isEmpty { text = " filter: " + filter + " ·" + text }
        line.draw(StyledText(text, style: Style(dim: true)), y: 0)
    }
}
