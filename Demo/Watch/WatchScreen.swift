import CollectionView
import Foundation
import ListDiff
import ListInput
import TerminalUI

/// `demo watch` in the terminal: a title line (command, interval, time,
/// status and duration of the last run), the list animated through the
/// same ``ListController`` as `demo diff`, and a status line with the keys.
///
/// The screen is a shell around one ``WatchState`` changed only by the pure
/// ``WatchUpdate`` (an ``UpdateLoop``, as the address book and `demo diff`).
/// What it keeps itself is what a value cannot be: the terminal's loop, the
/// list (view + update queue, which never overlaps batches and coalesces
/// when runs come faster than animations), the task running the command
/// (off the main thread while it runs), its timer, and the `--save` file.
@MainActor
final class WatchScreen: TerminalApplication {
    /// How rows are drawn (column widths follow the lists shown).
    let look = InputLook()
    let list: DiffListController
    /// The screen's state, changed only by ``WatchUpdate`` (``UpdateLoop``).
    let updates: UpdateLoop<WatchState, WatchEvent, WatchEffect>
    weak var loop: TerminalLoop?
    /// The command's run, stdin's reader, or the history file's reading under way.
    var runTask: Task<Void, Never>?
    /// Waits for the next run's time.
    var timer: Task<Void, Never>?
    /// When the runs start (`-n`, `-p`); set when the first one starts.
    var schedule: RunSchedule?
    /// Where `--save` writes.
    var saver: HistorySaver?
    /// Where `demo watch -` reads snapshots.
    var standardInput: FileHandle?
    /// The runs of `--load FILE`, read before the terminal opened.
    var loadedHistory: [HistoryFile.Entry] = []
    /// What to say on stderr once the terminal is restored.
    var failure: String?
    /// The exit status asked for by an effect, for the event being handled.
    var quitCode: Int32?

    /// A screen for `settings`, its list on `executor` and `clock`, appending to `saver` if given.
    init(settings: WatchSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock(), saver: HistorySaver? = nil) {
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
        updates.run { [weak self] effect in self?.run(effect) }
    }

    /// Everything the watch knows now.
    var state: WatchState { updates.state }

    /// The options it runs with.
    var settings: WatchSettings { state.settings }

    /// Feeds `event` through ``WatchUpdate`` and runs its effects.
    func send(_ event: WatchEvent) {
        updates.send(event)
    }

    var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }

    var wantsAnimationFrames: Bool {
        list.view.advance()
        return list.view.isAnimating
    }

    func attach(to loop: TerminalLoop, size: CellSize) {
        self.loop = loop
        look.width = size.columns
        send(.started(listSize: Self.listSize(in: size)))
    }

    /// The list's area in a screen of `size`: all but the title and status lines.
    static func listSize(in size: CellSize) -> CellSize {
        CellSize(columns: size.columns, rows: max(size.rows - 2, 1))
    }

    func setNeedsDisplay() { loop?.setNeedsDisplay() }

    /// A terminating signal: the command under way and what it started die
    /// first, so that no child outlives the watch.
    func willTerminate(by signal: Int32) {
        CommandRunner.killRunning()
    }

    /// Opens the terminal and watches; returns the exit code.
    static func runInTerminal(settings: WatchSettings, saver: HistorySaver?, history: [HistoryFile.Entry] = []) async throws -> Int32 {
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
        let screen = WatchScreen(settings: settings, executor: executor, saver: saver)
        box.screen = screen
        screen.standardInput = input
        screen.loadedHistory = history
        let code = try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
        await screen.stop()
        if let failure = screen.failure { WatchCommand.fail(failure) }
        return code
    }
}

/// Holds the watch screen for the executor's callback.
@MainActor
final class WatchScreenBox {
    weak var screen: WatchScreen?
}
