import CollectionView
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime of a ``Program``: holds its model and its timers, routes
/// input (the program's modal layer, then the view's plugins, then the
/// update), and performs the commands each update returns. The one runner
/// of every program: ``run(on:logger:)`` puts it on the terminal
/// (a ``TerminalLoop``), and a `Pilot` (TerminalUITesting) drives the very
/// same object with keys, resizes and a `ManualClock`.
///
/// ```swift
/// let runner = ProgramRunner(LogApp(...), model: LogModel())
/// exit(try await runner.run())
/// ```
@MainActor
public final class ProgramRunner<P: Program>: TerminalApplication {
    /// The program run.
    public let program: P
    /// The model now, changed only by the program's update.
    public private(set) var model: P.Model
    /// The running timers (started and cancelled by the program's commands).
    public private(set) var timers = ProgramTimers()
    /// The exit code once the program has quit, else `nil`.
    public private(set) var exitCode: Int32?
    /// Times the program rang the bell (``Command/bell``).
    public private(set) var bellsRung = 0
    /// The size of the screen, as last delivered (``ProgramEvent/start(_:)`` or a resize); `nil` before the start.
    public private(set) var size: CellSize?
    /// Work started with ``Command/run(_:)`` whose message has not come back yet.
    public private(set) var runningWork = 0
    /// The work of ``Command/run(_:)`` still running, by number: cancelled when the program quits.
    private var work: [Int: Task<Void, Never>] = [:]
    /// The tasks of ``Command/task(_:)`` still running, by number: cancelled when the program quits.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskNumber = 0
    /// How many tasks started with ``Command/task(_:)`` (``Command/read(_:as:)``) still run.
    public var runningTasks: Int { tasks.count }
    /// Whether the bell is written to the terminal (set while ``run(on:logger:)`` runs).
    private var ringsTerminal = false

    /// A runner of `program` from `model`. Nothing runs before ``start(size:)``.
    public init(_ program: P, model: P.Model) {
        self.program = program
        self.model = model
    }

    /// Opens the terminal (or uses `terminal`), runs the program until it
    /// quits, restores the terminal and returns the exit code.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be opened.
    public func run(on terminal: Terminal? = nil, logger: Logger = ListMotionLog.silent) async throws -> Int32 {
        let terminal = try terminal ?? Terminal()
        ringsTerminal = true
        defer { ringsTerminal = false }
        return try await TerminalLoop(terminal: terminal, application: self, logger: logger).run()
    }

    // MARK: - Input

    /// Delivers ``ProgramEvent/start(_:)`` at `size` (once; later calls are ignored).
    public func start(size: CellSize) {
        guard self.size == nil else { return }
        self.size = size
        deliver(.start(size))
    }

    /// Delivers a resize to `size` (nothing when the size is the one delivered last).
    public func resize(to size: CellSize) {
        guard self.size != nil else { return start(size: size) }
        guard size != self.size else { return }
        self.size = size
        deliver(.resize(size))
    }

    /// Routes one terminal event: what the program takes first goes to its
    /// update; else the view's plugins (keys, and mouse reports inside the
    /// list at their place in it), and a wheel turn over the list they leave
    /// scrolls it (``wheelLines``); what is left goes to the update.
    /// Nothing once the program has quit.
    public func route(_ event: TerminalEvent) {
        guard exitCode == nil else { return }
        if case let .resize(size) = event { return resize(to: size) }
        let programEvent = ProgramEvent<P.Message>(event)
        if !program.takesFirst(programEvent, in: model) {
            if program.view.handle(event) || scrollsByWheel(event) { return deliver(.viewTook(event)) }
        }
        deliver(programEvent)
    }

    /// Routes text pasted at once (a ``BracketedPaste``) to the update as
    /// one ``ProgramEvent/paste(_:)``: never through the view's plugins (a
    /// paste is not keys). The program decides what it means (``ListApp``
    /// types it while its screen takes text). Nothing once the program has quit.
    public func routePaste(_ text: String) {
        deliver(.paste(text))
    }

    /// Lines a wheel turn scrolls the view when no plugin took it (as `Selectable` does by default).
    public static var wheelLines: Int { 3 }

    /// Scrolls the view when `event` is a wheel turn over it that its plugins left: every
    /// program's list scrolls with the wheel, with or without a plugin for it. True when it scrolled.
    private func scrollsByWheel(_ event: TerminalEvent) -> Bool {
        let view = program.view
        switch event.viewInput(in: view.screenFrame) {
        case .wheelUp?: view.setScrollOffset(view.scrollOffset - Self.wheelLines)
        case .wheelDown?: view.setScrollOffset(view.scrollOffset + Self.wheelLines)
        default: return false
        }
        return true
    }

    /// Delivers one of the program's own messages to its update.
    public func send(_ message: P.Message) {
        deliver(.message(message))
    }

    /// Feeds `event` through the update, keeps the model, performs the commands;
    /// then the view events they caused (``ViewEventRelay``), in order.
    private func deliver(_ event: ProgramEvent<P.Message>) {
        guard exitCode == nil else { return }
        let commands = program.apply(event, to: &model)
        for command in commands { perform(command) }
        deliverViewEvents()
    }

    /// The relay among the view's plugins, if any (its inbox is shared by the view's copies).
    private lazy var relay: ViewEventRelay.Inbox? = program.view.plugin(ofType: ViewEventRelay.self)?.inbox

    /// Delivers what the view's relay holds, oldest first (a delivery may cause more: they follow).
    private func deliverViewEvents() {
        guard let relay, !isDeliveringViewEvents else { return }
        isDeliveringViewEvents = true
        defer { isDeliveringViewEvents = false }
        while exitCode == nil, !relay.events.isEmpty {
            let event = relay.events.removeFirst()
            deliver(.view(event))
        }
    }

    private var isDeliveringViewEvents = false

    private func perform(_ command: Command<P.Message, P.Target>) {
        guard exitCode == nil else { return }
        switch command {
        case let .quit(code):
            exitCode = code
            cancelTasks()
            program.view.setNeedsDisplay()  // the loop sees ``exitCode``
        case let .startTimer(name, interval):
            timers.start(name, every: interval, now: program.timerClock.now)
        case let .cancelTimer(name):
            timers.cancel(name)
        case let .run(body):
            runningWork += 1
            let number = nextTaskNumber
            nextTaskNumber += 1
            // On the main actor, awaiting `body`: a nonisolated async function, it runs off the main thread (SE-0338),
            // in this task, so cancelling the task (on quitting) cancels it.
            work[number] = Task { [weak self] in
                let message = await body()
                self?.work[number] = nil
                self?.workEnded(with: message)
            }
        case let .perform(call):
            call(program.target) { [weak self] message in self?.send(message) }
        case let .task(body):
            startTask(body)
        case let .send(message):
            send(message)
        case .bell:
            bellsRung += 1
            if ringsTerminal {
                var bell: UInt8 = 0x07
                _ = write(STDOUT_FILENO, &bell, 1)
            }
        case .redraw:
            program.view.setNeedsDisplay()
        }
    }

    /// Runs `body` as a task the runner keeps until it returns, or cancels on quitting.
    private func startTask(_ body: @escaping @MainActor (_ send: @escaping @MainActor (P.Message) -> Void) async -> Void) {
        let number = nextTaskNumber
        nextTaskNumber += 1
        let send: @MainActor (P.Message) -> Void = { [weak self] message in self?.send(message) }
        tasks[number] = Task { [weak self] in
            await body(send)
            self?.tasks[number] = nil
        }
    }

    /// Cancels every task of ``Command/task(_:)`` and all work of ``Command/run(_:)`` still running.
    private func cancelTasks() {
        let running = Array(tasks.values) + Array(work.values)
        tasks = [:]
        work = [:]
        for task in running { task.cancel() }
    }

    private func workEnded(with message: P.Message?) {
        runningWork -= 1
        if let message { send(message) }
        program.view.setNeedsDisplay()
    }

    // MARK: - TerminalApplication

    /// The program's smallest size.
    public var minimumSize: CellSize { program.minimumSize }

    /// While the view animates and the program is not paused.
    public var wantsAnimationFrames: Bool { program.view.isAnimating && !program.isPaused(model) }

    /// Finishes a batch whose time is up (also while the terminal is too small to draw),
    /// and delivers the view events that came of it.
    public func advance() {
        program.view.advance()
        deliverViewEvents()  // a batch that finished
    }

    /// How long until the first timer is due, on the view's clock (`nil`: none runs).
    public var untilNextTimer: Duration? {
        let now = program.timerClock.now
        return [timers.next.map { $0 - now }, program.untilViewTimer].compactMap { $0 }.min()
    }

    /// Delivers a ``ProgramEvent/timer(_:)`` for every timer due now (and runs the view's own).
    public func runDueTimers() {
        if let wait = program.untilViewTimer, wait <= .zero { program.runViewTimers() }
        for name in timers.fire(at: program.timerClock.now) { deliver(.timer(name)) }
        deliverViewEvents()
    }

    /// Delivers ``ProgramEvent/start(_:)``.
    public func attach(to loop: TerminalLoop, size: CellSize) {
        start(size: size)
    }

    /// The program's drawing of its model.
    public func draw<C: Canvas>(on canvas: inout C) {
        program.draw(model, on: &canvas)
    }

    /// Routes `event` (see ``route(_:)``); quits when the program has.
    public func handle(_ event: TerminalEvent) throws -> EventResult {
        route(event)
        return exitCode.map { .quit($0) } ?? .continue
    }

    /// Routes the paste (see ``routePaste(_:)``); quits when the program has.
    public func handlePaste(_ text: String) throws -> EventResult {
        routePaste(text)
        return exitCode.map { .quit($0) } ?? .continue
    }

    /// Tells the program.
    public func willTerminate(by signal: Int32) {
        program.willTerminate(model, by: signal)
    }
}
