import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUI

/// `demo watch` in the terminal: a title line (command, interval, time,
/// status and duration of the last run), the list animated through the
/// same ``ListController`` as `demo diff`, and a status line with the keys.
///
/// The screen is a shell around one ``WatchState`` changed only by the pure
/// ``WatchUpdate`` (an ``UpdateLoop``, as the address book and `demo diff`).
/// What it keeps itself is what a value cannot be: the list (view + update
/// queue, which never overlaps batches and coalesces when runs come faster
/// than animations), the task running the command (off the main thread
/// while it runs), its timer, stdin and the `--save` file. The same screen
/// runs in the terminal and under a ``Pilot``.
@MainActor
final class WatchScreen: TerminalApplication, PilotedApp {
    /// How rows are drawn (column widths follow the lists shown).
    let look = InputLook()
    let list: DiffListController
    /// The screen's state, changed only by ``WatchUpdate`` (``UpdateLoop``).
    private var updates: UpdateLoop<WatchState, WatchEvent, WatchEffect>
    /// The command's run, stdin's reader, or the history file's reading under way.
    var runTask: Task<Void, Never>?
    /// Waits for the next run's time.
    var timer: Task<Void, Never>?
    /// When the runs start (`-n`, `-p`); set when the first one starts.
    var schedule: RunSchedule?
    /// Where `--save` writes.
    let saver: HistorySaver?
    /// Where `demo watch -` reads snapshots.
    let standardInput: FileHandle?
    /// The runs of `--load FILE`, read before the terminal opened (handed to the update once).
    var loadedHistory: [HistoryFile.Entry]
    /// What to say on stderr once the terminal is restored.
    var failure: String?

    /// A screen for `settings`, its list on `executor` and `clock`, appending
    /// to `saver` if given; `demo watch -` reads `standardInput`, `--load`
    /// replays `history`.
    init(
        settings: WatchSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock(),
        saver: HistorySaver? = nil, standardInput: FileHandle? = nil, history: [HistoryFile.Entry] = []
    ) {
        list = .diffList(clock: clock, executor: executor, duration: DiffFrames.duration, look: look)
        // Home and End are the history's here: the list's first and last are `g` and `G`
        // (as in a pager); Enter has nothing to activate.
        list.view.updatePlugin(ofType: Selectable.self) { selectable in
            selectable.keyMap.rebind(.first, to: [.character("g")])
            selectable.keyMap.rebind(.last, to: [.character("G")])
            selectable.keyMap.setEnabled(.activate, false)
        }
        // In place: a copy of the state would copy the history on every run.
        updates = UpdateLoop(state: WatchState(settings: settings), updateInPlace: WatchUpdate.update)
        self.saver = saver
        self.standardInput = standardInput
        loadedHistory = history
    }

    /// Everything the watch knows now.
    var state: WatchState { updates.state }

    /// The options it runs with.
    var settings: WatchSettings { state.settings }

    /// Feeds `event` through ``WatchUpdate`` and runs its effects.
    func send(_ event: WatchEvent) {
        for effect in updates.send(event) { run(effect) }
    }

    var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }

    /// While the list animates.
    var wantsAnimationFrames: Bool { list.view.isAnimating }

    /// Finishes a batch whose time is up, even while the terminal is too small to draw.
    func advance() {
        list.view.advance()
    }

    /// No timer on the screen's clock: the command's runs are scheduled in
    /// real time (``WatchEffect/scheduleRun(beat:)``), as the command runs.
    var untilNextTimer: Duration? { nil }

    func runDueTimers() {}

    /// The status the watch was asked to end with, if it was.
    var exitCode: Int32? { state.exitRequested }

    /// The screen is up at `size`: what feeds the list starts.
    func attach(to loop: TerminalLoop, size: CellSize) {
        start(size: size)
    }

    /// Starts what feeds the list (the command's runs, stdin, the history
    /// file) for a screen of `size`: ``WatchEvent/started(listSize:)``.
    func start(size: CellSize) {
        look.width = size.columns
        send(.started(listSize: Self.listSize(in: size)))
    }

    // MARK: - PilotedApp

    var pilotedView: CollectionView { list.view }
    var isIdle: Bool { list.queue.isIdle }

    /// The list's area in a screen of `size`: all but the title and status lines.
    static func listSize(in size: CellSize) -> CellSize {
        let list = ScreenLayout(Rect(size: size), title: true, status: true).list.size
        return CellSize(columns: list.columns, rows: max(list.rows, 1))
    }

    /// A terminating signal: the command under way and what it started die
    /// first, so that no child outlives the watch.
    func willTerminate(by signal: Int32) {
        CommandRunner.killRunning()
    }

    /// Opens the terminal (recorded by `recorder`, when given) and watches; returns the exit code.
    static func runInTerminal(
        settings: WatchSettings, saver: HistorySaver?, history: [HistoryFile.Entry] = [], recorder: (any TerminalRecorder)? = nil
    ) async throws -> Int32 {
        var options = Terminal.Options(recorder: recorder)
        var input: FileHandle?
        if case .standardInput = settings.source {
            // Snapshots come on stdin: keys come from the terminal itself.
            let tty = open("/dev/tty", O_RDWR)
            guard tty >= 0 else { throw TerminalError.notATerminal(.input) }
            options = Terminal.Options(inputDescriptor: tty, recorder: recorder)
            input = FileHandle.standardInput
        }
        let terminal = try Terminal(options: options)
        // No redraw hook: the loop is the view's display host, and every event's effects ask for a frame.
        let screen = WatchScreen(
            settings: settings, executor: MainQueueExecutor(), saver: saver, standardInput: input, history: history
        )
        let code = try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
        await screen.stop()
        if let failure = screen.failure { WatchCommand.fail(failure) }
        return code
    }
}
