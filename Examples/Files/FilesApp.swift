import CollectionView
import Foundation
import ListDiff
import TerminalUI

/// `example-files`: a folder watcher. The files of a directory, newest first,
/// read again every second on the runtime's timer; a file that changes glides
/// to the top, a new one opens there, a deleted one closes.
///
/// A program on TerminalUI's runtime: the directory and the files last read
/// are the model (a value), ``update(_:_:)`` the only place they change.
enum FilesApp {
    /// The time between two reads of the directory.
    static var interval: Duration { .seconds(1) }
    /// The timer the directory is read on.
    static let pollTimer: TimerName = "poll"

    typealias List = ListController<String, FileEntry>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// The directory watched and its files as last read.
    struct Model {
        let directory: URL
        var files: [FileEntry]
    }

    enum Message: Sendable {
        /// A new read has landed: the status follows.
        case landed
    }

    /// Reads `directory` once and shows it at once; the runner reads it again every ``interval``.
    ///
    /// - Throws: ``FolderError`` when the directory cannot be read.
    @MainActor static func runner(
        directory: URL, timeZone: TimeZone = .current,
        clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) throws(FolderError) -> Runner {
        let files = try listFiles(in: directory)
        let list = List(
            clock: clock, executor: executor,
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text(timeZone: timeZone)) },
            plugins: [Selectable()])
        list.apply(sections(files), animated: false)
        let screen = ListScreen(list: list, title: StyledText(" example-files · \(directory.path)", style: Style(bold: true)))
        return Runner(screen: screen, model: Model(directory: directory, files: files), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        switch event {
        case .start:
            return (model, [
                .status(status(model)), .hintKeys(),
                .startTimer(pollTimer, every: interval),
            ])
        case .timer(pollTimer):
            return poll(model)
        case .message(.landed):
            return (model, [.status(status(model))])
        default:
            return (model, [])
        }
    }

    /// Reads the directory again and animates what changed; a read that fails
    /// keeps the list and says why on the status line.
    private static func poll(_ model: Model) -> (Model, [Program.Command]) {
        do {
            let read = try listFiles(in: model.directory)
            guard read != model.files else { return (model, []) }
            var model = model
            model.files = read
            return (model, [.perform { screen, send in screen.list.apply(sections(read)) { _ in send(.landed) } }])
        } catch {
            return (model, [.status(StyledText(" \(error)", style: Style(bold: true)))])
        }
    }

    static func sections(_ files: [FileEntry]) -> [ListSection<String, FileEntry>] {
        [ListSection(model: "newest first", items: files)]
    }

    private static func status(_ model: Model) -> StyledText {
        StyledText(" \(model.files.count) files")
    }
}
