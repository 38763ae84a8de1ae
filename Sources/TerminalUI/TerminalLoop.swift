import CNcursesw
import CollectionView
import Dispatch
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``TerminalApplication`` on a ``Terminal``, on the main thread,
/// without ever blocking it: everything is a dispatch source on the main
/// queue (the UI executor).
///
/// - Input: a read source on the input descriptor; each wake-up drains
///   `get_wch` without blocking, hands the events over, then draws one frame.
///   Text the terminal marks as pasted (``BracketedPaste``, turned on with
///   the screen) goes to ``TerminalApplication/handlePaste(_:)`` at once.
/// - Frames: a ~60 Hz timer that exists only while the application
///   ``TerminalApplication/wantsAnimationFrames``; an idle application costs
///   no CPU (the process sleeps in dispatch until input or a signal).
/// - The application's timers: one timer source set to
///   ``TerminalApplication/untilNextTimer``, which calls
///   ``TerminalApplication/runDueTimers()`` and draws.
/// - Ending: an event answered ``EventResult/quit(_:)``, or an
///   ``TerminalApplication/exitCode`` seen after an event, a timer or a
///   requested frame.
/// - Resize: a `SIGWINCH` source reads the new size (`TIOCGWINSZ`), calls
///   `resizeterm`, and delivers ``TerminalEvent/resize(_:)``; the next frame
///   is a full repaint at the new size, and a running animation goes on.
/// - `SIGINT`, `SIGTERM`, `SIGHUP`: dispatch sources (never ncurses calls in
///   a signal handler) restore the terminal on the main queue, tell the
///   application (``TerminalApplication/willTerminate(by:)``, to stop its
///   child processes), then re-raise the signal with its default action so
///   the exit status is the usual one (130, 143, 129).
///
/// The loop is the `DisplayHost` of every canvas it hands out: a
/// `CollectionView` drawn in a frame asks the loop for the next one whenever
/// a batch starts or its data reloads (by the update queue, a
/// `ListController`, a plugin or the app), so an app never wakes the loop
/// by hand for its lists.
///
/// An animation frame that comes more than ``lateFrameThreshold`` after the
/// one before it (the main thread was busy) is logged as a warning on the
/// loop's `logger`.
@MainActor
public final class TerminalLoop: DisplayHost {
    /// The time between two animation frames (60 per second).
    public static let frameInterval: DispatchTimeInterval = .nanoseconds(16_666_667)
    /// The signals that end the program after the terminal is restored.
    public static let terminatingSignals: [Int32] = TerminatingSignals.signals
    /// An animation frame this long after the previous one is late (four frame intervals: three frames lost).
    public static let lateFrameThreshold: Duration = .nanoseconds(4 * 16_666_667)

    /// The terminal drawn on.
    public let terminal: Terminal
    /// Frames drawn so far (the first paint included).
    public private(set) var framesDrawn = 0

    private let application: any TerminalApplication
    private var sources: [any DispatchSourceProtocol] = []
    private var signals: TerminatingSignals?
    private var frameTimer: (any DispatchSourceTimer)?
    private var applicationTimer: (any DispatchSourceTimer)?
    /// When ``applicationTimer`` fires next, `nil` while it is idle.
    private var applicationTimerDeadline: DispatchTime?
    private var displayScheduled = false
    private var continuation: CheckedContinuation<Int32, any Error>?
    private var deliveredSize: CellSize
    /// A bracketed paste under way across input batches.
    private var paste = BracketedPaste()
    private let logger: Logger
    /// When the frame timer last drew, while it runs.
    private var lastTimerFrame: ContinuousClock.Instant?

    /// Prepares to run `application` on `terminal`; late frames are logged
    /// on `logger` (silent by default, see `ListMotionLog`).
    public init(terminal: Terminal, application: any TerminalApplication, logger: Logger = ListMotionLog.silent) {
        self.terminal = terminal
        self.application = application
        self.deliveredSize = terminal.size
        self.logger = logger
    }

    /// Runs until the application quits, then restores the terminal and
    /// returns the application's exit code.
    ///
    /// - Throws: the error the application threw from
    ///   ``TerminalApplication/handle(_:)``, after the terminal is restored.
    public func run() async throws -> Int32 {
        defer {
            stopSources()
            terminal.restore()
        }
        installSignalSources()
        terminal.updateSize()
        deliveredSize = terminal.size
        application.attach(to: self, size: deliveredSize)
        return try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            drawFrame()
            updateFrameTimer()
            installInputSource()
        }
    }

    /// Asks for one frame soon (coalesced: many calls in one turn draw once).
    /// Call it when the application's state changed outside of an event;
    /// views drawn by the loop call it themselves when a batch starts.
    public func setNeedsDisplay() {
        guard !displayScheduled, continuation != nil else { return }
        displayScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.continuation != nil else { return }
                self.displayScheduled = false
                guard !self.finishIfExited() else { return }
                self.drawFrame()
                self.updateFrameTimer()
            }
        }
    }

    /// Ends the loop from outside an event (a watched command that asked to
    /// stop, a timer): restores the terminal; ``run()`` returns `code`.
    public func quit(_ code: Int32) {
        finish(.success(code))
    }

    // MARK: - Sources

    private func installInputSource() {
        let source = DispatchSource.makeReadSource(fileDescriptor: terminal.options.inputDescriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.inputArrived() }
        }
        sources.append(source)
        source.resume()
    }

    private func installSignalSources() {
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.windowChanged() }
        }
        sources.append(resize)
        resize.resume()
        signals = TerminatingSignals { [weak self] signal in self?.terminate(by: signal) }
    }

    private func stopSources() {
        frameTimer?.cancel()
        frameTimer = nil
        applicationTimer?.cancel()
        applicationTimer = nil
        applicationTimerDeadline = nil
        for source in sources { source.cancel() }
        sources.removeAll()
        signals?.cancel()
        signals = nil
    }

    // MARK: - Events

    private func inputArrived() {
        let reports = terminal.readInput()
        if reports.isEmpty {
            // Woken with nothing to read: the terminal may have gone away
            // (EOF keeps the source firing). Treat a hang-up like SIGHUP.
            if inputHungUp() { finish(.success(128 + SIGHUP)) }
            return
        }
        for input in paste.decode(reports) {
            switch input {
            case let .event(event):
                if case let .resize(size) = event {
                    guard size != deliveredSize else { continue }
                    deliveredSize = size
                }
                guard deliver(event) else { return }
            case let .paste(text):
                guard deliverPaste(text) else { return }
            }
        }
        drawFrame()
        updateFrameTimer()
    }

    private func windowChanged() {
        guard terminal.updateSize() else { return }
        // resizeterm queued a KEY_RESIZE: reading input delivers it and draws.
        inputArrived()
        if terminal.size != deliveredSize {
            deliveredSize = terminal.size
            guard deliver(.resize(deliveredSize)) else { return }
            drawFrame()
            updateFrameTimer()
        }
    }

    /// Hands `event` to the application; false when the loop has finished.
    private func deliver(_ event: TerminalEvent) -> Bool {
        result { try application.handle(event) }
    }

    /// Hands pasted `text` to the application; false when the loop has finished.
    private func deliverPaste(_ text: String) -> Bool {
        result { try application.handlePaste(text) }
    }

    /// Takes what the application answered; false when the loop has finished.
    private func result(_ answer: () throws -> EventResult) -> Bool {
        do {
            switch try answer() {
            case .continue: return continuation != nil && !finishIfExited()
            case let .quit(code):
                finish(.success(code))
                return false
            }
        } catch {
            finish(.failure(error))
            return false
        }
    }

    /// Ends the loop when the application has an ``TerminalApplication/exitCode``; true then.
    private func finishIfExited() -> Bool {
        guard let code = application.exitCode else { return false }
        finish(.success(code))
        return true
    }

    private func finish(_ result: Result<Int32, any Error>) {
        guard let continuation else { return }
        self.continuation = nil
        stopSources()
        terminal.restore()
        continuation.resume(with: result)
    }

    private func terminate(by signal: Int32) {
        frameTimer?.cancel()
        terminal.restore()
        application.willTerminate(by: signal)
        // (TerminatingSignals then raises the signal again.)
    }

    private func inputHungUp() -> Bool {
        var poller = pollfd(fd: terminal.options.inputDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) >= 0 else { return true }
        return poller.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    // MARK: - Frames

    private func drawFrame() {
        application.advance()
        let minimum = application.minimumSize
        let application = self.application
        func paint<C: Canvas>(_ canvas: inout C) {
            if TooSmallMessage.isTooSmall(canvas.size, minimum: minimum) {
                TooSmallMessage.draw(on: &canvas, minimum: minimum)
            } else {
                application.draw(on: &canvas)
            }
        }
        let recorder = terminal.options.recorder.flatMap { $0.recordsFrames ? $0 : nil }
        terminal.drawFrame { canvas in
            canvas.displayHost = self
            guard let recorder else { return paint(&canvas) }
            // The recorder gets the frame's cells as drawn; it keeps them off the frame path.
            var mirrored = MirroredCanvas(canvas)
            paint(&mirrored)
            canvas = mirrored.base
            recorder.frameDrawn(mirrored.mirror)
        }
        framesDrawn += 1
    }

    /// Starts or stops the frame timer, and sets the application's timer.
    private func updateFrameTimer() {
        updateApplicationTimer()
        application.advance()
        let wanted = continuation != nil && application.wantsAnimationFrames
        if wanted, frameTimer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + Self.frameInterval, repeating: Self.frameInterval, leeway: .milliseconds(1))
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.noteTimerFrame()
                    self.drawFrame()
                    self.updateFrameTimer()
                }
            }
            lastTimerFrame = ContinuousClock.now
            frameTimer = timer
            timer.resume()
        } else if !wanted, let timer = frameTimer {
            timer.cancel()
            frameTimer = nil
            lastTimerFrame = nil
        }
    }

    /// Sets the one timer source to the application's next timer (or lets it idle).
    private func updateApplicationTimer() {
        guard continuation != nil, let wait = application.untilNextTimer else {
            if applicationTimerDeadline != nil {
                applicationTimer?.schedule(deadline: .distantFuture, repeating: .never)
                applicationTimerDeadline = nil
            }
            return
        }
        let (seconds, attoseconds) = max(wait, .zero).components
        let deadline = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        // Asked after every frame: set again only when the time really changed.
        if let current = applicationTimerDeadline,
           max(current.uptimeNanoseconds, deadline.uptimeNanoseconds) - min(current.uptimeNanoseconds, deadline.uptimeNanoseconds) < 1_000_000 {
            return
        }
        let timer: any DispatchSourceTimer
        if let existing = applicationTimer {
            timer = existing
        } else {
            timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.applicationTimerFired() }
            }
            timer.resume()
            applicationTimer = timer
        }
        applicationTimerDeadline = deadline
        timer.schedule(deadline: deadline, repeating: .never, leeway: .milliseconds(1))
    }

    private func applicationTimerFired() {
        applicationTimerDeadline = nil
        guard continuation != nil else { return }
        application.runDueTimers()
        guard !finishIfExited() else { return }
        drawFrame()
        updateFrameTimer()
    }

    /// Logs the frame about to be drawn if it comes late.
    private func noteTimerFrame() {
        let now = ContinuousClock.now
        defer { lastTimerFrame = now }
        guard let last = lastTimerFrame else { return }
        let gap = now - last
        guard gap >= Self.lateFrameThreshold else { return }
        let gapMilliseconds = Double(gap.components.attoseconds) / 1e15 + Double(gap.components.seconds) * 1000
        logger.warning("TerminalLoop: a frame came \(Int(gapMilliseconds.rounded())) ms after the one before (every 17 ms expected): the main thread was busy")
    }
}
