import CollectionView
import ListDiff
import TerminalUI

/// `example-log`: a log follower. Lines go under their level (ERROR, WARN,
/// INFO), newest first; a line that comes again is counted in place (`×3`)
/// and flashes, instead of being added again.
@MainActor
final class LogApp {
    /// How often the source is read.
    static var interval: Duration { .milliseconds(400) }

    let screen: ListScreen<ListController<String, LogEntry>>
    private(set) var book = LogBook()
    private var source: LogSource

    init(source: LogSource, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()) {
        self.source = source
        let style = ["ERROR": Style(foreground: .basic(.red), bold: true), "WARN": Style(foreground: .basic(.yellow), bold: true)]
        let list = ListController<String, LogEntry>(
            clock: clock, executor: executor,
            header: { StyledText($0, style: style[$0] ?? Style(bold: true)) }, row: { StyledText("  " + $0.text) },
            plugins: [Selectable()])
        screen = ListScreen(list: list, title: StyledText(" example-log", style: Style(bold: true)))
        screen.status = status()
        screen.hints = screen.keyGuide
        screen.startTimer(every: Self.interval) { [weak self] in self?.readSource() }
    }

    /// One tick: what the source has, into the book.
    func readSource() {
        receive(source.read())
    }

    /// Adds `lines` and animates the new book; the status follows when it has landed.
    func receive(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        for line in lines { book.add(line) }
        screen.list.apply(book.sections) { [weak self] _ in
            guard let self else { return }
            screen.status = status()
        }
    }

    private func status() -> StyledText {
        StyledText(" \(book.lineCount) lines")
    }
}
