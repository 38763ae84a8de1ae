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
        if showHelp {
            HelpOverlay.draw(on: &canvas, title: "demo watch — keys", help: keyGuide.help)
        } else if showErrors {
            let text = String(decoding: failedOutput, as: UTF8.self)
            let lines = text.split(separator: "\n").prefix(200)
                .map { ("", WatchFormat.safe(String($0), limit: 200)) }
            HelpOverlay.draw(on: &canvas, title: "stderr of the last failed run", lines: lines.isEmpty ? [("", "(none)")] : Array(lines))
        }
    }

    /// ` CMD · PAUSED · HISTORY … · every 2 s · 12:03:04 exit 0 (35 ms) · run 12, 5 changed` and what is wrong.
    private func drawTitle<C: Canvas>(on line: inout C) {
        line.fill(x: 0, y: 0, count: line.size.columns, style: Style(reverse: true))
        var parts = [" " + WatchFormat.safe(settings.commandLine.isEmpty ? "history" : settings.commandLine, limit: 60)]
        if paused { parts.append("PAUSED") }
        if let viewing, viewing < history.entries.count {
            let entry = history.entries[viewing]
            parts.append("HISTORY \(viewing + 1)/\(history.count): run \(entry.run) at \(WatchFormat.clock(entry.started))")
        }
        if case .command = settings.source { parts.append("every \(WatchFormat.seconds(settings.effectiveInterval))") }
        if let outcome = lastOutcome {
            parts.append("\(WatchFormat.clock(outcome.started)) \(outcome.status) (\(WatchFormat.milliseconds(outcome.duration)) ms)")
        }
        parts.append("run \(state.runs), \(state.changedRuns) changed")
        let used = line.draw(StyledText(parts.joined(separator: " · "), style: Style(bold: true, reverse: true)), y: 0)
        if let problem, used + 4 < line.size.columns {
            line.draw(StyledText(" ✗ " + problem, style: Style(foreground: .basic(.red), bold: true, reverse: true)), x: used, y: 0)
        }
    }

    private func drawStatus<C: Canvas>(on line: inout C) {
        if editingFilter {
            line.draw(StyledText(" /" + filter + "█"), y: 0)
            return
        }
        var text = " " + Self.hint
        if let notice { text = " " + WatchFormat.safe(notice, limit: 200) + " · " + Self.hint }
        if !filter.isEmpty { text = " filter: " + filter + " ·" + text }
        line.draw(StyledText(text, style: Style(dim: true)), y: 0)
    }
}
