import CollectionView
import Foundation
import ListDiff
import ListInput
import TerminalUI

/// `demo watch` in the terminal: a title line (command, interval, time,
/// status and duration of the last run), the list animated through the
/// same ``ListController`` as `demo diff`, and a status line with the keys.
/// The command runs on a task of its own (off the main thread while it
/// runs); each result goes through the list's ``UpdateQueue``, which never
/// overlaps batches and coalesces when runs come faster than animations.
@MainActor
final class WatchScreen: TerminalApplication {
    let settings: WatchSettings
    let look = InputLook()
    let list: DiffListController
    var state: WatchState
    /// The changed runs, for ← and →.
    var history: WatchHistory
    /// The newest good list.
    var live = InputList()
    /// The history entry shown, `nil` for the live list.
    var viewing: Int?
    /// Whether the command is paused (Space).
    var paused = false
    /// Whether changed rows flash (`d`).
    var highlight = true
    /// The filter text; rows containing it (ignoring case) are shown.
    var filter = ""
    /// Whether keys type into the filter.
    var editingFilter = false
    /// Whether the help box is up (`?`).
    var showHelp = false
    /// Whether the last failed run's stderr is up (`e`).
    var showErrors = false
    /// The last run of the command.
    var lastOutcome: RunOutcome?
    /// The last run's problem, one line.
    var problem: String?
    /// The stderr of the last failed run.
    var failedOutput: [UInt8] = []
    /// Set when the watch stopped for good (`--errexit`): `q` exits with it.
    var stopCode: Int32?
    /// Whether a list was applied yet.
    var hasShownList = false
    /// Why it stopped, or that input ended.
    var notice: String?
    /// The size of the list area, for `COLUMNS` and `LINES`.
    var listSize = CellSize(columns: 80, rows: 22)
    weak var loop: TerminalLoop?
    var runTask: Task<Void, Never>?
    var saver: HistorySaver?

    init(settings: WatchSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock()) {
        self.settings = settings
        state = WatchState(input: settings.input, exitOnChange: settings.exitOnChange, exitOnError: settings.exitOnError)
        history = WatchHistory(limit: settings.history)
        list = .diffList(clock: clock, executor: executor, duration: DiffFrames.duration, look: look)
    }

    var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }

    var wantsAnimationFrames: Bool {
        list.view.advance()
        return list.view.isAnimating
    }

    func attach(to loop: TerminalLoop, size: CellSize) {
        self.loop = loop
        listSize = CellSize(columns: size.columns, rows: max(size.rows - 2, 1))
        look.width = size.columns
        start()
    }

    func setNeedsDisplay() { loop?.setNeedsDisplay() }

    /// A terminating signal: the command under way and what it started die
    /// first, so that no child outlives the watch.
    func willTerminate(by signal: Int32) {
        CommandRunner.killRunning()
    }

    /// The list on screen: the live list or a history entry, filtered.
    var target: InputList {
        let base = viewing.map { history.list(at: $0) } ?? live
        guard !filter.isEmpty else { return base }
        return base.compactMap { section in
            let rows = section.items.filter { $0.text.localizedCaseInsensitiveContains(filter) }
            return rows.isEmpty && !section.model.id.isEmpty ? nil : ListSection(model: section.model, items: rows)
        }
    }

    /// Animates the view to ``target`` (the first list appears at once, as `watch` shows it).
    func refresh() {
        let shown = target
        look.prepare(for: shown)
        defer { hasShownList = true }
        list.apply(shown, animated: hasShownList) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .applied, .reloaded: self.look.settle(on: shown)
            case .failed, .skipped, .cancelled: break
            }
            self.setNeedsDisplay()
        }
        setNeedsDisplay()
    }

    /// Opens the terminal and watches; returns the exit code.
    static func runInTerminal(settings: WatchSettings) async throws -> Int32 {
        var options = Terminal.Options()
        var input: FileHandle?
        if case .standardInput = settings.source {
            // Snapshots come on stdin: keys come from the terminal itself.
            let tty = open("/dev/tty", O_RDWR)
            guard tty >= 0 else { throw TerminalError.notATerminal(.input) }
            options = Terminal.Options(inputDescriptor: tty)
            input = FileHandle.standardInput
        }
        let terminal = try Terminal(options: options)
        let box = WatchScreenBox()
        let executor = HookedExecutor(base: MainQueueExecutor()) { box.screen?.setNeedsDisplay() }
        let screen = WatchScreen(settings: settings, executor: executor)
        box.screen = screen
        screen.standardInput = input
        let code = try await TerminalLoop(terminal: terminal, application: screen).run()
        await screen.stop()
        return code
    }

    /// Where `demo watch -` reads snapshots.
    var standardInput: FileHandle?
}

/// Holds the watch screen for the executor's callback.
@MainActor
final class WatchScreenBox {
    weak var screen: WatchScreen?
}
