import CollectionView

/// Drives a whole app headless, as a person at the keyboard would, with
/// time under the test's control (Textual's pilot, for ListMotion): keys go
/// to the app, the `ManualClock` moves exactly one frame at a time while
/// something animates, the app's UI jobs run on a `ManualExecutor`, and
/// the screen is captured as text. The same script gives the same frames on
/// every run.
///
/// ```swift
/// let pilot = Pilot(size: CellSize(columns: 30, rows: 6)) { clock, executor in
///     TodoScreen(clock: clock, executor: executor)   // your app, a PilotedApp
/// }
/// pilot.press(.character("a"))        // the app adds a row: the batch starts
/// pilot.wait(.milliseconds(100))      // six frames of its animation
/// pilot.finish()                      // everything lands
/// #expect(pilot.text().contains("task 3"))
/// ```
///
/// `demo --replay FILE --headless` is a pilot on the demo's screen.
@MainActor
public final class Pilot<App: PilotedApp> {
    /// The clock the app animates on.
    public let clock: ManualClock
    /// The UI executor the app's update queue runs its UI work on.
    public let executor: ManualExecutor
    /// The app driven.
    public let app: App
    /// The screen size frames are drawn at.
    public private(set) var size: CellSize
    /// The time between two frames while something moves.
    public var frameInterval: Duration = .milliseconds(16)
    /// Whether every step (key, frame, resize) records a frame in ``frames``.
    public var recording = false
    /// The frames recorded while ``recording``.
    public private(set) var frames: [Frame] = []
    /// Steps ``finish()`` may take before giving up (a safety net against an
    /// animation that never ends, not a timing rule).
    public var stepLimit = 100_000

    private var timer: (interval: Duration, next: Duration, tick: @MainActor () -> Void)?

    /// Builds the app with the pilot's clock and executor (`makeApp`), lets
    /// it load, and records the first frame when asked.
    ///
    /// - Parameters:
    ///   - size: the screen size.
    ///   - recording: whether to keep every frame in ``frames``.
    ///   - clock: the time the app animates on (starts at zero).
    ///   - executor: where the app's update queues run their UI work.
    ///   - makeApp: builds the app on the pilot's clock and executor.
    public init(
        size: CellSize = CellSize(columns: 80, rows: 24), recording: Bool = false,
        clock: ManualClock = ManualClock(), executor: ManualExecutor = ManualExecutor(),
        app makeApp: (ManualClock, ManualExecutor) -> App
    ) {
        self.size = size
        self.recording = recording
        self.clock = clock
        self.executor = executor
        app = makeApp(clock, executor)
        app.pilotDidStart(size: size)
        settle()
        record()
    }

    /// Whether the pilot may stop running UI jobs: the app is idle, or an
    /// animation runs (while a batch animates its queue waits for it, so
    /// nothing more happens until the clock moves).
    public var isSettled: Bool { app.isIdle || app.pilotedView.isAnimating }

    /// Runs the app's UI jobs until ``isSettled``. The clock does not move.
    public func settle() {
        _ = executor.run(until: { isSettled })
    }

    /// Presses `input` and lets the app start what it asked for; the clock does not move.
    public func press(_ input: ViewInput) {
        app.handle(input)
        settle()
        record()
    }

    /// Presses the key of each character of `text` (a space is the space key).
    public func type(_ text: String) {
        for character in text { press(.typed(character)) }
    }

    /// Pastes `text` as a terminal in bracketed-paste mode does: all at once
    /// (``PilotedApp/paste(_:)``), then lets the app start what it asked for;
    /// the clock does not move.
    public func paste(_ text: String) {
        app.paste(text)
        settle()
        record()
    }

    /// Lets `duration` of clock time pass: a frame at a time while
    /// something moves (and the app is not paused), in one step otherwise;
    /// the timer ticks at its times on the way.
    public func wait(_ duration: Duration) {
        let end = clock.now + duration
        while true {
            deliverDueTicks()
            let now = clock.now
            guard now < end else { break }
            var step = end - now
            if app.pilotedView.isAnimating, !app.isPaused { step = min(step, frameInterval) }
            if let timer { step = min(step, timer.next - now) }
            if let due = app.untilNextTimer, due > .zero { step = min(step, due) }
            clock.advance(by: step)
            app.advanceView()
            settle()
            record()
        }
    }

    /// Stops the pilot's timer and lets every pending change land, a frame at a time
    /// (unless the app is paused: then it returns once the jobs are run).
    public func finish() {
        timer = nil
        for _ in 0..<stepLimit {
            settle()
            if app.isPaused { break }
            if !app.pilotedView.isAnimating, app.isIdle { break }
            clock.advance(by: frameInterval)
            app.advanceView()
            settle()
            record()
        }
    }

    /// Draws the screen at a new size (the next frame lays out at it), after
    /// telling the app as a terminal would (``PilotedApp/pilotDidResize(to:)``).
    public func resize(to size: CellSize) {
        self.size = size
        app.pilotDidResize(to: size)
        settle()
        record()
    }

    /// Calls `tick` every `interval` of clock time from now, during ``wait(_:)``
    /// (a stream of server batches, a polling timer); replaces any timer.
    /// For a test's own feed: an app's timers are its runtime's
    /// (``PilotedApp/untilNextTimer``), which the pilot runs by itself.
    public func startTimer(every interval: Duration, _ tick: @escaping @MainActor () -> Void) {
        timer = (interval, clock.now + interval, tick)
    }

    /// Stops the timer.
    public func stopTimer() {
        timer = nil
    }

    /// The screen now, as text (drawing may start work, which is then run).
    public func text() -> String {
        frame().text
    }

    /// The screen now, one string per line, top to bottom (``Frame/lines``).
    public func lines() -> [String] {
        frame().lines
    }

    /// The rows the section whose header reads `header` shows now, as
    /// text, top to bottom (only those on screen); `nil` when its header is
    /// not on screen. See ``Frame/rows(inSection:of:)``.
    public func rows(inSection header: String) -> [String]? {
        frame().rows(inSection: header, of: app.pilotedView)
    }

    /// The screen now, as a frame.
    public func frame() -> Frame {
        var canvas = GridCanvas(columns: size.columns, rows: size.rows)
        app.draw(on: &canvas)
        settle()
        return Frame(time: clock.now, canvas: canvas)
    }

    private func deliverDueTicks() {
        while let current = timer, current.next <= clock.now {
            timer?.next += current.interval
            current.tick()
            settle()
        }
        for _ in 0..<stepLimit {
            guard let due = app.untilNextTimer, due <= .zero else { break }
            app.runDueTimers()
            settle()
        }
    }

    private func record() {
        guard recording else { return }
        frames.append(frame())
    }
}
