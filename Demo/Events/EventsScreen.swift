import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import ListInput
import TerminalUI

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
    private var updates: UpdateLoop<EventsState, EventsEvent, EventsEffect>
    /// Where the reader reads (stdin, the file), `nil` for a command (or a test).
    let input: FileHandle?
    /// The command whose stdout is read.
    var process: Process?
    /// Delivers the reader's reports.
    var readTask: Task<Void, Never>?
    /// Where `--save` writes.
    let saver: EventSaver?

    init(settings: EventsSettings, executor: any UIExecutor, clock: any AnimationClock = SystemAnimationClock(),
         input: FileHandle? = nil, saver: EventSaver? = nil) {
        self.settings = settings
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = DiffFrames.duration
        let look = self.look
        live = LiveList(
            clock: clock, configuration: configuration, executor: executor,
            section: { $0.section }, order: EventFeed.order(settings.options),
            header: { $0.isEmpty ? nil : StyledText($0, style: Style(bold: true)) },
            row: { look.row($0) },
            plugins: [Selectable()], logger: DemoLogging.library
        )
        updates = UpdateLoop(state: EventsState(), updateInPlace: EventsUpdate.update)
        self.input = input
        self.saver = saver
    }

    /// Everything the screen knows beside its rows.
    var state: EventsState { updates.state }

    /// A reader feeding this screen's list (the reading thread's; a test's).
    func reader() -> EventsReader {
        EventsReader(options: settings.options, live: live, saver: saver)
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
        case .quit, .redraw: live.view.setNeedsDisplay()
        }
    }

    var minimumSize: CellSize { CellSize(columns: 30, rows: 5) }
    var wantsAnimationFrames: Bool { live.view.isAnimating }
    func advance() { live.view.advance() }
    /// A second's tick while reading, so the rate falls to 0 when the feed goes quiet.
    var untilNextTimer: Duration? { state.ended ? nil : .seconds(1) }
    func runDueTimers() { live.view.setNeedsDisplay() }
    var exitCode: Int32? { state.exitRequested }

    func attach(to loop: TerminalLoop, size: CellSize) {
        look.width = size.columns
        send(.started)
    }

    // MARK: - PilotedApp

    var pilotedView: CollectionView { live.view }
    /// Nothing waits for the executor: no change pending, or the screen is held still.
    var isIdle: Bool { live.isPaused || live.pendingCount == 0 }

    /// The terminal is closing on a signal: the command goes first.
    func willTerminate(by signal: Int32) {
        process?.terminate()
    }

    // MARK: - Keys

    /// Every key: the screen's own, then the list's.
    var keyGuide: KeyGuide { EventsKeys.map.guide + live.view.keyGuide }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        switch event {
        case let .resize(size):
            look.width = size.columns
            live.view.setNeedsDisplay()
        case let .key(key):
            handle(key)
        default:
            live.view.handle(event)
        }
        return exitCode.map { .quit($0) } ?? .continue
    }

    /// The list's plugins first (select, scroll) while browsing, then ``EventsKeys``.
    func handle(_ input: ViewInput) {
        if state.mode == .browsing, live.view.handle(input) { return }
        send(.key(input))
    }

    // MARK: - Reading

    /// Reads stdin, the file or the command's stdout on a thread of its own;
    /// its reports reach ``EventsUpdate`` at most every 100 ms (at once for a problem).
    private func startReading() {
        var handle = input
        if case let .command(words) = settings.source {
            let process = Self.process(for: words)
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                send(.ended("cannot run \(words.first ?? ""): \(error.localizedDescription)"))
                return
            }
            self.process = process
            handle = pipe.fileHandleForReading
        }
        guard let handle else { return }
        let start = reader()
        let stream = AsyncStream<EventsEvent> { continuation in
            let thread = Thread {
                var reader = start
                var waiting: EventsEvent.Progress?
                var last = Date.distantPast
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    let progress = reader.read(data)
                    let merged = waiting.map { $0.merged(with: progress) } ?? progress
                    if merged.isUrgent || progress.time.timeIntervalSince(last) >= 0.1 {
                        continuation.yield(.read(merged))
                        waiting = nil
                        last = progress.time
                    } else {
                        waiting = merged
                    }
                }
                let end = reader.finish()
                continuation.yield(.read(waiting.map { $0.merged(with: end) } ?? end))
                reader.saver?.finish()
                continuation.yield(.ended(""))
                continuation.finish()
            }
            thread.start()
        }
        readTask = Task { [weak self] in
            for await event in stream {
                guard let self else { return }
                send(event)
            }
        }
    }

    /// The command: one word with spaces through `sh -c` (as `watch`), else the program and its arguments.
    static func process(for words: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        if words.count == 1, let only = words.first, only.contains(where: \.isWhitespace) {
            process.arguments = ["-c", only]
        } else {
            process.arguments = ["-c", "exec \"$@\"", "sh"] + words
        }
        return process
    }

    /// Ends the command (which ends the reader) and waits for the last reports.
    func stop() async {
        if let process, process.isRunning { process.terminate() }
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
        let code = try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
        await screen.stop()
        return code
    }
}
