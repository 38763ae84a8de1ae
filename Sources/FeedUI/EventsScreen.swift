import CollectionView
import Foundation
import Logging
import ListDiff
import ListFeed
import ListInput
import TerminalUI

/// A live table of change events, ready to run: a title line (events/s, rows,
/// problems, the last ERROR, how much of a large document is read), the
/// `LiveList` fed straight by the reader, and a status line with the keys.
/// Give it ``EventsSettings`` and call ``runInTerminal(settings:saver:logger:)``
/// (`demo watch --events` is a shell over it), or drive its ``runner()`` with a `Pilot`.
///
/// A `Program` on TerminalUI's runtime: its model is an ``EventsState``
/// changed only by the pure ``EventsUpdate``; every ``EventsEffect`` becomes a
/// `Command` the `ProgramRunner` performs. The feed's reports are a stream
/// of messages, the rate's next change and the pane's flash one named timer
/// (``tickTimer``) whose time is asked of the clock by a command. The screen
/// keeps only what a value cannot be: the live list, how rows are drawn, each
/// row's object, and the feed (reading stdin, the file or the command, not
/// started until the runtime's start). The same runner runs in the terminal
/// and under a `Pilot` (tests feed it with ``reader()``).
@MainActor
public struct EventsScreen: Program {
    /// The screen's model.
    public typealias Model = EventsState
    /// What the feed and the commands report.
    public typealias Message = EventsEvent
    /// Commands act on the screen itself.
    public typealias Target = EventsScreen

    /// What it watches and how.
    public let settings: EventsSettings
    /// The list the reader feeds.
    public let live: LiveList<String, EventRow>
    /// How rows are drawn (changed only by commands).
    public let look = EventLook()
    /// Each row's whole object, for the pane `Enter` opens.
    public let objects = EventObjects()
    /// The order `--sort` gives the rows (a field, with or without `--fields`): what `H` goes back to
    /// until a column is sorted by (then the table's sort is).
    public let fieldOrder: LiveListOrder<EventRow>
    /// Where `--save` writes.
    public let saver: FeedFileRecorder?
    /// The screen's clock (frames, the rate).
    public let clock: any AnimationClock
    /// The feed reading stdin, the file or the command (which ``stop()`` kills, and `--restart`
    /// starts again); `nil` for stdin or a file without an input. A program or test that reads the source
    /// itself into ``reader()`` gives the screen `.standardInput` and no input, so that a command is not run twice.
    public let feed: ChangeFeed<String, EventRow>?

    /// The timer of the rate's next change and the end of the pane's flash.
    public static let tickTimer: TimerName = "tick"

    /// A screen watching as `settings` say, its list on `clock` and `executor`; `input` is the open stdin or file
    /// (a command is started by the feed), `saver` where `--save` writes, `feedClock` the restarts' clock;
    /// the library's diagnostics go to `logger`.
    public init(settings: EventsSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock(),
                input: FileHandle? = nil, saver: FeedFileRecorder? = nil, feedClock: any FeedClock = SystemFeedClock(),
                logger: Logger = ListMotionLog.silent) {
        self.settings = settings
        fieldOrder = EventFeed.order(settings.options)
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = settings.animationDuration
        let look = self.look
        live = LiveList(
            clock: clock, configuration: configuration, executor: executor,
            section: { $0.section }, order: EventFeed.order(settings.options),
            header: { $0.isEmpty ? nil : StyledText($0, style: Style(bold: true)) },
            row: { look.row($0) },
            plugins: [Selectable(keyMap: Self.selectableKeys)], logger: logger
        )
        look.columns = Self.initialModel(settings).columns
        self.saver = saver
        self.clock = clock
        let source: FeedSource?
        switch settings.source {
        case let .command(words): source = .command(words)
        case .standardInput, .file: source = input.map { .descriptor($0.fileDescriptor) }
        }
        let reader = Self.reader(settings: settings, live: live, saver: saver, objects: objects, clock: clock)
        feed = source.map { ChangeFeed(source: $0, reader: reader, restart: settings.restart, clock: feedClock, logger: logger) }
    }

    /// The model a screen with `settings` starts from.
    public static func initialModel(_ settings: EventsSettings) -> EventsState {
        EventsState(header: settings.header, indent: settings.options.section == nil ? 0 : EventColumns.indent)
    }

    /// The runner of this screen from its first model.
    public func runner() -> ProgramRunner<EventsScreen> {
        ProgramRunner(self, model: Self.initialModel(settings))
    }

    /// The list's selection keys, without Enter's "activate": Enter opens the object pane (``EventsKeys``).
    public static var selectableKeys: KeyMap<Selectable.Action> {
        var keys = Selectable.defaultKeyMap
        keys.setEnabled(.activate, false)
        return keys
    }

    /// A reader feeding this screen's list (the reading thread's; a test's).
    /// It keeps each row's whole object (``objects``) for the pane.
    public func reader() -> EventsReader<String, EventRow> {
        Self.reader(settings: settings, live: live, saver: saver, objects: objects, clock: clock)
    }

    private static func reader(
        settings: EventsSettings, live: LiveList<String, EventRow>, saver: FeedFileRecorder?, objects: EventObjects, clock: any AnimationClock
    ) -> EventsReader<String, EventRow> {
        var options = settings.options
        options.keepsObjects = true
        return EventsReader(options: options, live: live, row: EventRow.init, recorder: saver, objects: objects, clock: clock)
    }

    /// The list's view.
    public var view: CollectionView { live.view }
    /// The screen itself.
    public var target: EventsScreen { self }
    /// The smallest screen it draws on.
    public var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }
    /// Nothing waits for the executor: no change pending, or the screen is held still (`ScreenList.isIdle`).
    public var isIdle: Bool { live.isIdle }

    /// Every key: the screen's own, the object pane's, then the list's.
    public var keyGuide: KeyGuide { EventsKeys.map.guide + KeyGuide(help: EventsKeys.paneGuide.help) + live.view.keyGuide }

    /// While the filter is typed, the help is open or the pane is, every key is the screen's;
    /// a click on the header line sorts (it is not the list's).
    public func takesFirst(_ event: ProgramEvent<EventsEvent>, in model: EventsState) -> Bool {
        switch event {
        case .key: model.mode != .browsing
        case let .mouse(mouse): headerColumn(of: mouse, in: model) != nil
        default: false
        }
    }

    /// The terminal is closing on a signal: the command and everything it started go first.
    public func willTerminate(_ model: EventsState, by signal: Int32) {
        CommandRunner.killRunning()
    }

    /// Ends the feed (killing the command's process group, which ends the reader).
    public func stop() async {
        await feed?.stop()
    }

    /// Opens the terminal and watches; returns the exit code. With stdin as the source, keys are read from `/dev/tty`.
    public static func runInTerminal(settings: EventsSettings, saver: FeedFileRecorder?, logger: Logger = ListMotionLog.silent) async throws -> Int32 {
        var options = Terminal.Options()
        var input: FileHandle?
        switch settings.source {
        case .standardInput:
            let tty = open("/dev/tty", O_RDWR)
            guard tty >= 0 else { throw TerminalError.notATerminal(.input) }
            options = Terminal.Options(inputDescriptor: tty)
            input = FileHandle.standardInput
        case let .file(path):
            input = FileHandle(forReadingAtPath: path)
        case .command:
            break
        }
        let terminal = try Terminal(options: options)
        let screen = EventsScreen(settings: settings, executor: MainQueueExecutor(), input: input, saver: saver, logger: logger)
        do {
            let code = try await screen.runner().run(on: terminal, logger: logger)
            await screen.stop()
            return code
        } catch {
            await screen.stop()
            throw error
        }
    }
}
