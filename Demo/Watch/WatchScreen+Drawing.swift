import CollectionView
import Foundation

extension WatchScreen {
    func draw<C: Canvas>(on canvas: inout C) {
        let size = canvas.size
        let listRows = max(size.rows - 2, 1)
        if listCanvasSize != CellSize(columns: size.columns, rows: listRows) || listCanvasColors != canvas.colorCount {
            listCanvas = GridCanvas(columns: size.columns, rows: listRows, colorCount: canvas.colorCount)
        }
        list.view.render(into: &listCanvas)
        canvas.blit(listCanvas, x: 0, y: 1)
        drawTitle(on: &canvas, width: size.columns)
        drawStatus(on: &canvas, y: size.rows - 1, width: size.columns)
        if showHelp {
            HelpOverlay.draw(on: &canvas, title: "demo watch — keys", lines: Self.keys)
        } else if showErrors {
            let text = String(decoding: failedOutput, as: UTF8.self)
            let lines = text.split(separator: "\n").prefix(200)
                .map { ("", WatchFormat.safe(String($0), limit: 200)) }
            HelpOverlay.draw(on: &canvas, title: "stderr of the last failed run", lines: lines.isEmpty ? [("", "(none)")] : Array(lines))
        }
    }

    /// ` CMD · every 2 s · 12:03:04 exit 0 (35 ms) · run 12, 5 changed` and what is wrong.
    private func drawTitle<C: Canvas>(on canvas: inout C, width: Int) {
        canvas.bar(y: 0, width: width, style: Style(reverse: true))
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
        let title = parts.joined(separator: " · ")
        canvas.put(truncated(title, to: width), x: 0, y: 0, style: Style(bold: true, reverse: true))
        let used = TerminalWidth.of(truncated(title, to: width))
        if let problem, used + 4 < width {
            canvas.put(truncated(" ✗ " + problem, to: width - used), x: used, y: 0,
                       style: Style(foreground: .basic(.red), bold: true, reverse: true))
        }
    }

    private func drawStatus<C: Canvas>(on canvas: inout C, y: Int, width: Int) {
        if editingFilter {
            canvas.put(truncated(" /" + filter + "█", to: width), x: 0, y: y)
            return
        }
        var text = " " + Self.hint
        if let notice { text = " " + WatchFormat.safe(notice, limit: 200) + " · " + Self.hint }
        if !filter.isEmpty { text = " filter: " + filter + " ·" + text }
        canvas.put(truncated(text, to: width), x: 0, y: y, style: Style(dim: true))
    }
}
