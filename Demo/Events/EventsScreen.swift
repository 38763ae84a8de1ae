import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUI
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// `demo watch --events` in the terminal: a title line (events/s, rows,
/// problems, the last ERROR, how much of a large document is read), the
/// ``LiveList`` fed straight by the reader, and a status line with the keys.
///
/// The screen is a shell around one ``EventsState`` changed only by the
/// pure ``EventsUpdate``; it keeps what a value cannot be: the live list,
/// the reader's thread and the command it reads. The same screen runs in
/// the terminal and under a ``Pilot`` (tests feed it with ``reader``).
@MainActor
final class EventsScreen: TerminalApplication, PilotedApp {
    let settings: EventsSettings
    let live: LiveList<String, EventRow>
    let look = EventLook()
    /// Each row's whole object, for the pane `Enter` opens.
    let objects = EventObjects()
    /// The order `--sort` gives the rows (a field, with or without `--fields`): what `H` goes back to
    /// until a column is sorted by (then the table's sort is).
    private let fieldOrder: LiveListOrder<EventRow>
    private var updates: UpdateLoop<EventsState, EventsEvent, EventsEffect>
    /// Where the reader reads (stdin, the file), `nil` for a command (or a test).
    let input: FileHandle?
    /// The feed reading stdin, the file or the command (which it kills on
    /// ``stop()``, and starts again with `--restart`).
    private(set) var feed: ChangeFeed<String, EventRow>?
    /// The clock the feed's restarts wait on (a test's manual one).
    let feedClock: any FeedClock
    /// Delivers the feed's reports.
    var readTask: Task<Void, Never>?
    /// Where `--save` writes.
    let saver: EventSaver?
    /// The screen's clock (frames, the rate).
    let clock: any AnimationClock

    init(settings: EventsSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock(),
         input: FileHandle? = nil, saver: EventSaver? = nil, feedClock: any FeedClock = SystemFeedClock()) {
        self.settings = settings
        fieldOrder = EventFeed.order(settings.options)
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = DiffFrames.duration
        let look = self.look
        live = LiveList(
            clock: clock, configuration: configuration, executor: executor,
            section: { $0.section }, order: EventFeed.order(settings.options),
            header: { $0.isEmpty ? nil : StyledText($0, style: Style(bold: true)) },
            row: { look.row($0) },
            plugins: [Selectable(keyMap: Self.selectableKeys)], logger: DemoLogging.library
        )
        let indent = settings.options.section == nil ? 0 : EventLook.indent
        updates = UpdateLoop(state: EventsState(header: settings.header, indent: indent), updateInPlace: EventsUpdate.update)
        look.columns = updates.state.columns
        self.input = input
        self.saver = saver
        self.clock = clock
        self.feedClock = feedClock
    }

    /// The list's selection keys, without Enter's "activate": Enter opens the object pane (``EventsKeys``).
    static var selectableKeys: KeyMap<Selectable.Action> {
        var keys = Selectable.defaultKeyMap
        keys.setEnabled(.activate, false)
        return keys
    }

    /// Everything the screen knows beside its rows.
    var state: EventsState { updates.state }

    /// A reader feeding this screen's list (the reading thread's; a test's).
    /// It keeps each row's whole object (``objects``) for the pane.
    func reader() -> EventsReader<String, EventRow> {
        var options = settings.options
        options.keepsObjects = true
        return EventsReader(options: options, live: live, row: EventRow.init, recorder: saver, objects: objects, clock: clock)
    }

    /// Feeds `event` through ``EventsUpdate`` and runs its effects.
    func send(_ event: EventsEvent) {
        for effect in updates.send(event) { run(effect) }
    }

    private func run(_ effect: EventsEffect) {
        switch effect {
        case .read: startReading()
        case let .pause(paused): live.isPaused = paused
        case let .filter(text):
            live.setFilter(EventRow.filter(text))
        case let .table(effect):
            let table = state.table
            if table.header.sort == nil {
                // Sorted by `--sort` alone (no column of `--fields`): hold that order, or go back to it.
                // In arrival order rows never re-rank: there is nothing to hold (nor to re-sort).
                guard case let .hold(held) = effect, fieldOrder.isSorted else { break }
                held ? live.holdRanks() : live.setOrder(fieldOrder)
            } else {
                // The column's kind is read with the sort, off the UI thread; its count comes when the sort lands.
                live.perform(effect, for: table) { [weak self] mismatches in self?.send(.sorted(mismatches: mismatches)) }
            }
        case let .columns(columns):
            look.columns = columns
            live.view.reconfigureRows()
        case .inspectSelected:
            guard let id = live.selectedRowID, let row = live.model.row(withID: id) else { break }
            send(.opened(id: id, title: row.key, object: objects.object(for: id), at: clock.now))
        case let .lookUp(id):
            send(.object(id: id, objects.object(for: id), at: clock.now))
        case .quit, .redraw: live.view.setNeedsDisplay()
        }
    }

    var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }
    var wantsAnimationFrames: Bool { live.view.isAnimating }
    func advance() { live.view.advance() }
    /// The rate's next change (it falls to 0 when the feed goes quiet), while it can change, or the
    /// end of the pane's flash, whichever comes first.
    var untilNextTimer: Duration? {
        [state.nextTick, state.pane?.widget.flashEnd].compactMap { $0 }.min().map { $0 - clock.now }
    }
    func runDueTimers() {
        let now = clock.now
        guard [state.nextTick, state.pane?.widget.flashEnd].contains(where: { $0.map { $0 <= now } ?? false }) else { return }
        send(.tick(now))
    }
    var exitCode: Int32? { state.exitRequested }

    func attach(to loop: TerminalLoop, size: CellSize) {
        send(.started)
    }

    // MARK: - PilotedApp

    var pilotedView: CollectionView { live.view }
    /// Nothing waits for the executor: no change pending, or the screen is held still (`ScreenList.isIdle`).
    var isIdle: Bool { live.isIdle }

    /// The terminal is closing on a signal: the command and everything it started go first.
    func willTerminate(by signal: Int32) {
        CommandRunner.killRunning()
    }

    // MARK: - Keys

    /// Every key: the screen's own, the object pane's, then the list's.
    var keyGuide: KeyGuide { EventsKeys.map.guide + KeyGuide(help: EventsKeys.paneGuide.help) + live.view.keyGuide }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        switch event {
        case .resize:
            // Rows are not cut here: the view cuts what it draws to its width at every frame, so a row drawn while
            // the window was narrow is whole again once it is wide.
            live.view.setNeedsDisplay()
        case let .key(key):
            handle(key)
        case let .mouse(mouse) where isHeaderClick(mouse):
            if let column = state.table.column(atX: mouse.column - live.view.screenFrame.x) {
                send(.headerClick(column))
            }
        default:
            live.view.handle(event)
        }
        return exitCode.map { .quit($0) } ?? .continue
    }

    /// Whether `mouse` is a left click on the header line (the line above the list).
    private func isHeaderClick(_ mouse: MouseEvent) -> Bool {
        guard state.table.hasHeaderLine, mouse.row == live.view.screenFrame.y - 1 else { return false }
        switch mouse.kind {
        case .click(button: 1), .press(button: 1): return true
        default: return false
        }
    }

    /// The list's plugins first (select, scroll) while browsing, then ``EventsKeys``.
    /// While the object pane is open, its keys come first (the list's selection stays where it is).
    func handle(_ input: ViewInput) {
        if state.mode == .browsing, live.view.handle(input) { return }
        if state.mode == .inspecting, let pane = state.pane {
            // The pane has the rows of the list and its header line (``ObjectPane/areas(of:)``).
            let rows = live.view.viewportSize.rows + (state.table.hasHeaderLine ? 1 : 0)
            let lines = ObjectPane.visibleLines(in: CellSize(columns: 0, rows: rows), isGone: pane.widget.isGone)
            if lines != state.paneLines { send(.paneLines(lines)) }
        }
        send(.key(input))
    }

    // MARK: - Reading

    /// Reads stdin, the file or the command's stdout through a ``ChangeFeed``
    /// (on a thread of its own); its reports reach ``EventsUpdate`` at most
    /// every 100 ms (at once for a problem).
    private func startReading() {
        let source: FeedSource
        switch settings.source {
        case let .command(words): source = .command(words)
        case .standardInput, .file:
            guard let input else { return }
            source = .descriptor(input.fileDescriptor)
        }
        let feed = ChangeFeed(source: source, reader: reader(), restart: settings.restart, clock: feedClock,
                              logger: DemoLogging.library)
        self.feed = feed
        let reports = feed.start()
        readTask = Task { [weak self] in
            for await report in reports {
                guard let self else { return }
                send(EventsEvent(report))
            }
        }
    }

    /// Ends the feed (killing the command's process group, which ends the reader).
    func stop() async {
        await feed?.stop()
        readTask?.cancel()
    }

    /// Opens the terminal and watches; returns the exit code.
    static func runInTerminal(settings: EventsSettings, saver: EventSaver?) async throws -> Int32 {
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
        let screen = EventsScreen(settings: settings, executor: MainQueueExecutor(), input: input, saver: saver)
        do {
            let code = try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
            await screen.stop()
            return code
        } catch {
            await screen.stop()
            throw error
        }
    }
}
