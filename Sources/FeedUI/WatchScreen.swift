import CollectionView
import Foundation
import Logging
import ListDiff
import ListFeed
import ListInput
import TerminalUI

/// The watch of a command, ready to run: a title line (command, interval,
/// time, status and duration of the last run), the command's output as rows
/// animated through a `ListController` (``InputListController``), and a
/// status line with the keys. Give it ``WatchSettings`` and call
/// ``runInTerminal(settings:saver:history:recorder:logger:)`` (`demo watch`
/// is a shell over it), or drive its ``runner()`` with a `Pilot`.
///
/// A `Program` on TerminalUI's runtime: its model is a ``WatchState``
/// changed only by the pure ``WatchUpdate``; every ``WatchEffect`` becomes a
/// `Command` the `ProgramRunner` performs (the command's runs and the wait
/// between them as work off the main thread, stdin's snapshots as messages,
/// the list's queue, the bell, the save file). The screen itself holds only
/// what a value cannot be and never changes on its own: the list (view +
/// update queue), how rows are drawn, the run schedule, stdin, the `--save`
/// file and the `--load` history read before the terminal opened. The same
/// runner runs in the terminal and under a `Pilot`.
@MainActor
public struct WatchScreen: Program {
    /// The screen's model.
    public typealias Model = WatchState
    /// What the runs, stdin and the list report.
    public typealias Message = WatchEvent
    /// Commands act on the screen itself.
    public typealias Target = WatchScreen

    /// How rows are drawn (column widths follow the lists shown; changed only by commands).
    public let look = InputLook()
    /// The list (view and update queue) the runs are shown in.
    public let list: InputListController
    /// What it watches and how.
    public let settings: WatchSettings
    /// When the runs start (`-n`, `-p`): from the screen's making, which is the first run's start.
    public let schedule: RunSchedule
    /// Where `--save` writes.
    public let saver: HistorySaver?
    /// Where snapshots are read from, for ``WatchSettings/Source/standardInput`` (stdin, `demo watch -`).
    public let standardInput: FileHandle?
    /// The runs of `--load FILE`, read before the terminal opened (handed to the update at the start).
    public let loadedHistory: [HistoryEntry]

    /// A screen for `settings`, its list on `executor` and `clock`, appending
    /// to `saver` if given; snapshots from stdin
    /// (``WatchSettings/Source/standardInput``) are read from `standardInput`, and
    /// a saved history (``WatchSettings/Source/file(_:)``, read with `HistoryFile.load(_:)`) is replayed from `history`.
    public init(
        settings: WatchSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock(),
        saver: HistorySaver? = nil, standardInput: FileHandle? = nil, history: [HistoryEntry] = [], logger: Logger = ListMotionLog.silent
    ) {
        list = .inputList(clock: clock, executor: executor, duration: settings.animationDuration, look: look, logger: logger)
        // Home and End are the history's here: the list's first and last are `g` and `G`
        // (as in a pager); Enter has nothing to activate.
        list.view.updatePlugin(ofType: Selectable.self) { selectable in
            selectable.keyMap.rebind(.first, to: [.character("g")])
            selectable.keyMap.rebind(.last, to: [.character("G")])
            selectable.keyMap.setEnabled(.activate, false)
        }
        self.settings = settings
        schedule = RunSchedule(interval: settings.effectiveInterval, precise: settings.precise, origin: ContinuousClock().now)
        self.saver = saver
        self.standardInput = standardInput
        loadedHistory = history
    }

    /// The runner of this screen from a fresh ``WatchState``.
    public func runner() -> ProgramRunner<WatchScreen> {
        ProgramRunner(self, model: WatchState(settings: settings))
    }

    /// The list's view.
    public var view: CollectionView { list.view }
    /// The screen itself.
    public var target: WatchScreen { self }
    /// The smallest screen it draws on.
    public var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }
    /// Whether the list's queue has nothing to do.
    public var isIdle: Bool { list.queue.isIdle }

    /// Every key: the screen's own, then the list's (select and scroll; the
    /// selected row stays selected as it moves).
    public var keyGuide: KeyGuide { WatchKeys.map.guide + list.view.keyGuide }

    /// While the filter is typed or a box is open, every key is the screen's;
    /// while browsing, the list's plugins see keys first (select, scroll).
    public func takesFirst(_ event: ProgramEvent<WatchEvent>, in model: WatchState) -> Bool {
        event.key != nil && model.mode != .browsing
    }

    /// The start and resizes set the list's size (and the rows' width), keys,
    /// pastes and messages go to ``WatchUpdate``; its effects become commands.
    public func update(_ model: WatchState, _ event: ProgramEvent<WatchEvent>) -> (WatchState, [Command<WatchEvent, WatchScreen>]) {
        var commands: [Command<WatchEvent, WatchScreen>] = []
        let watchEvent: WatchEvent
        switch event {
        case let .start(size):
            commands.append(Self.setWidth(size.columns))
            watchEvent = .started(listSize: Self.listSize(in: size))
        case let .resize(size):
            commands.append(Self.setWidth(size.columns))
            watchEvent = .resized(listSize: Self.listSize(in: size))
        case let .key(key): watchEvent = .key(key)
        case let .paste(text): watchEvent = .paste(text)
        case let .message(message): watchEvent = message
        case .mouse, .timer, .view, .viewTook: return (model, [])
        }
        var next = model
        let effects = WatchUpdate.update(&next, watchEvent)
        return (next, commands + effects.map(command))
    }

    /// The list's area in a screen of `size`: all but the title and status lines.
    public static func listSize(in size: CellSize) -> CellSize {
        let list = ScreenLayout(Rect(size: size), title: true, status: true).list.size
        return CellSize(columns: list.columns, rows: max(list.rows, 1))
    }

    /// A terminating signal: the command under way and what it started die
    /// first, so that no child outlives the watch.
    public func willTerminate(_ model: WatchState, by signal: Int32) {
        CommandRunner.killRunning()
    }

    /// Opens the terminal (recorded by `recorder`, when given) and watches; returns the exit code and what to say
    /// on stderr now that the terminal is restored (a command that cannot start), if anything.
    public static func runInTerminal(
        settings: WatchSettings, saver: HistorySaver?, history: [HistoryEntry] = [], recorder: (any TerminalRecorder)? = nil,
        logger: Logger = ListMotionLog.silent
    ) async throws -> (code: Int32, failure: String?) {
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
        let runner = WatchScreen(
            settings: settings, executor: MainQueueExecutor(), saver: saver, standardInput: input, history: history, logger: logger
        ).runner()
        let code = try await runner.run(on: terminal, logger: logger)
        CommandRunner.killRunning()  // the run under way, if the watch ended during one
        saver?.finish()
        return (code, runner.model.failure)
    }
}
