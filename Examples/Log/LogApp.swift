import CollectionView
import ListDiff
import TerminalUI

/// `example-log`: a log follower. Lines go under their level (ERROR, WARN,
/// INFO), newest first; a line that comes again is counted in place (`×3`)
/// and flashes, instead of being added again.
///
/// A program on TerminalUI's runtime: the model is a value (``Model``),
/// ``update(_:_:)`` the only place it changes; the source is read on the
/// runtime's timer and the list is changed by a command.
enum LogApp {
    /// How often the source is read.
    static var interval: Duration { .milliseconds(400) }
    /// The timer the source is read on.
    static let readTimer: TimerName = "read"

    typealias List = ListController<String, LogEntry>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// Everything the app knows: the lines seen, and where they come from.
    struct Model {
        var book = LogBook()
        var source: LogSource
    }

    enum Message: Sendable {
        /// Lines to add (a test's, or a feed's).
        case receive([String])
        /// Stop reading the source.
        case stopReading
        /// A change to the list has landed: the status follows.
        case landed
    }

    /// The app on `source`, on `clock` and `executor` (a `Pilot`'s in a test).
    @MainActor static func runner(
        source: LogSource, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) -> Runner {
        let style = ["ERROR": Style(foreground: .basic(.red), bold: true), "WARN": Style(foreground: .basic(.yellow), bold: true)]
        let list = List(
            clock: clock, executor: executor,
            header: { StyledText($0, style: style[$0] ?? Style(bold: true)) }, row: { StyledText("  " + $0.text) },
            plugins: [Selectable()])
        let screen = ListScreen(list: list, title: StyledText(" example-log", style: Style(bold: true)))
        return Runner(screen: screen, model: Model(source: source), update: update)
    }

    // README: runtime
    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        var model = model
        switch event {
        case .start:
            return (model, [
                .status(status(model)), .hintKeys(),
                .startTimer(readTimer, every: interval),
            ])
        case .timer(readTimer):
            let lines = model.source.read()
            return receive(lines, model)
        case let .message(.receive(lines)):
            return receive(lines, model)
        case .message(.stopReading):
            return (model, [.cancelTimer(readTimer)])
        case .message(.landed):
            return (model, [.status(status(model))])
        default:
            return (model, [])
        }
    }
    // README: end

    /// Adds `lines` and animates the new book; the status follows when it has landed.
    private static func receive(_ lines: [String], _ model: Model) -> (Model, [Program.Command]) {
        guard !lines.isEmpty else { return (model, []) }
        var model = model
        for line in lines { model.book.add(line) }
        let sections = model.book.sections
        return (model, [.perform { screen, send in screen.list.apply(sections) { _ in send(.landed) } }])
    }

    private static func status(_ model: Model) -> StyledText {
        StyledText(" \(model.book.lineCount) lines")
    }
}
