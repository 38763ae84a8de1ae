import CollectionView
import ListFeed
import TerminalUI
import Foundation

extension WatchScreen {
    /// The title line, the list and the status line, each in its own area of the canvas.
    public func draw<C: Canvas>(_ state: WatchState, on canvas: inout C) {
        let layout = ScreenLayout(Rect(size: canvas.size), title: true, status: true)
        canvas.withArea(layout.list) { list.view.render(into: &$0) }
        canvas.withArea(layout.title) { drawTitle(state, on: &$0) }
        canvas.withArea(layout.status) { drawStatus(state, on: &$0) }
        switch state.mode {
        case .help:
            HelpOverlay.draw(on: &canvas, title: settings.helpTitle, help: keyGuide.help)
        case .errors:
            let text = String(decoding: state.failedOutput, as: UTF8.self)
            let lines = text.split(separator: "\n").prefix(200)
                .map { ("", FeedText.safe(String($0), limit: 200)) }
            HelpOverlay.draw(on: &canvas, title: "stderr of the last failed run", lines: lines.isEmpty ? [("", "(none)")] : Array(lines))
        case .browsing, .filtering:
            break
        }
    }

    /// ` CMD · PAUSED · HISTORY … · every 2 s ✗ problem   12:03:04 exit 0 (35 ms) · run 12, 5 changed `:
    /// what is watched on the left, how the runs go at the right, where a narrow screen keeps it in sight.
    private func drawTitle<C: Canvas>(_ state: WatchState, on line: inout C) {
        let columns = line.size.columns
        let history = state.history
        var marks: [String] = []
        if state.paused { marks.append("PAUSED") }
        if let viewing = state.viewing, viewing < history.entries.count {
            let entry = history.entries[viewing]
            marks.append("HISTORY \(viewing + 1)/\(history.count): run \(entry.run) at \(Self.clock(entry.started))")
        }
        let runs = "run \(state.judge.runs), \(state.judge.changedRuns) changed"
        var right = [runs]
        if let outcome = state.lastRun {
            // Shorter forms for a narrow screen: without the time, then without the duration.
            let status = outcome.status, duration = "(\(FeedText.milliseconds(outcome.duration)) ms)"
            right = [
                "\(Self.clock(outcome.started)) \(status) \(duration) · \(runs)",
                "\(status) \(duration) · \(runs)",
                "\(status) · \(runs)",
            ]
        }
        let status = right.first { $0.count + 14 <= columns } ?? right[right.count - 1]
        let style = Style(bold: true)
        let runsText = StyledText(status + " ", style: style)
        let room = TitleBar.room(columns: columns, right: runsText, gap: 2)
        // The left gives way in turn: the interval, then the command (PAUSED and HISTORY stay).
        let command = settings.commandLine.isEmpty ? "history" : settings.commandLine
        let width = { (parts: [String]) in parts.reduce(0) { $0 + 3 + $1.count } }
        if case .command = settings.source {
            let every = "every \(FeedText.seconds(settings.effectiveInterval))"
            if 1 + min(command.count, 60) + width(marks + [every]) <= room { marks.append(every) }
        }
        let left = [" " + FeedText.safe(command, limit: min(60, max(room - 1 - width(marks), 12)))] + marks
        let used = TitleBar(left: StyledText(left.joined(separator: " · "), style: style), right: runsText, gap: 2).draw(on: &line).left
        if let problem = state.problem, used + 4 < room {
            line.draw(StyledText(" ✗ " + problem, style: Style(foreground: .basic(.red), bold: true, reverse: true)), x: used, y: 0, width: room - used)
        }
    }

    private func drawStatus<C: Canvas>(_ state: WatchState, on line: inout C) {
        let filter = state.filter
        if state.mode == .filtering {
            line.draw(FilterPrompt(text: filter).typingLine(), y: 0)
            return
        }
        let notice = state.notice.map { FeedText.safe($0, limit: 200) }
        line.draw(FilterPrompt(text: filter).browsingLine(notice: notice, hints: WatchKeys.map.guide, columns: line.size.columns), y: 0)
    }

    /// `HH:MM:SS` of `date` in local time.
    public static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
