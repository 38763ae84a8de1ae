import CollectionView
import Foundation
import ListDiff
import TerminalUI

/// `example-files`: a folder watcher. The files of a directory, newest first,
/// read again every second on the screen's timer; a file that changes glides
/// to the top, a new one opens there, a deleted one closes.
@MainActor
final class FilesApp {
    /// The time between two reads of the directory.
    static var interval: Duration { .seconds(1) }

    let directory: URL
    let screen: ListScreen<ListController<String, FileEntry>>
    /// The files as last read.
    private(set) var files: [FileEntry]

    /// Reads `directory` once and shows it at once.
    ///
    /// - Throws: ``FolderError`` when the directory cannot be read.
    init(directory: URL, timeZone: TimeZone = .current,
         clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()) throws(FolderError) {
        self.directory = directory
        files = try listFiles(in: directory)
        let list = ListController<String, FileEntry>(
            clock: clock, executor: executor,
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0.text(timeZone: timeZone)) },
            plugins: [Selectable()])
        screen = ListScreen(list: list, title: StyledText(" example-files · \(directory.path)", style: Style(bold: true)))
        list.apply(Self.sections(files), animated: false)
        screen.status = status()
        screen.hints = screen.keyGuide
        screen.startTimer(every: Self.interval) { [weak self] in self?.poll() }
    }

    /// Reads the directory again and animates what changed; a read that fails
    /// keeps the list and says why on the status line.
    func poll() {
        do {
            let read = try listFiles(in: directory)
            guard read != files else { return }
            files = read
            screen.list.apply(Self.sections(read)) { [weak self] _ in
                guard let self else { return }
                screen.status = status()
            }
        } catch {
            screen.status = StyledText(" \(error)", style: Style(bold: true))
        }
    }

    static func sections(_ files: [FileEntry]) -> [ListSection<String, FileEntry>] {
        [ListSection(model: "newest first", items: files)]
    }

    private func status() -> StyledText {
        StyledText(" \(files.count) files")
    }
}
