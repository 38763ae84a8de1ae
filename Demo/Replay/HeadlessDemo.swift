import CollectionView

/// The demo without a terminal: the real ``DemoScreen`` drawn on a
/// ``GridCanvas``, with a ``ManualClock`` the driver steps exactly and a
/// ``ManualExecutor`` it pumps, so that a script gives the same frames on
/// every run. Used by `demo --replay FILE --headless` and by the tests.
@MainActor
final class HeadlessDemo {
    /// A frame and the clock time it shows.
    struct Frame: Hashable {
        var time: Duration
        var text: String
    }

    let baseClock = ManualClock()
    let executor = ManualExecutor()
    let controller: DemoController
    let screen: DemoScreen
    /// The screen size.
    private(set) var size: CellSize
    /// Every frame drawn, when ``recording``.
    private(set) var frames: [Frame] = []
    /// Whether each step records a frame.
    var recording = false

    /// The time between two batches of the stream (`c`).
    static let streamInterval: Duration = .milliseconds(150)
    /// The time between two frames while something moves.
    static let frameInterval: Duration = .milliseconds(16)

    private var streaming = false
    private var nextTick: Duration = .zero

    /// A demo on `state` drawn at `size`, loaded and settled; with `stats`,
    /// the status line shows ``FrameStats`` (wall-clock times: they vary by run).
    init(state: DemoState = DemoState(), size: CellSize = CellSize(columns: 80, rows: 24), stats: Bool = false) {
        self.size = size
        controller = DemoController(
            state: consume state, clock: DemoClock(base: baseClock), executor: executor, stats: stats ? FrameStats() : nil
        )
        screen = DemoScreen(controller: controller)
        controller.streamControl = { [unowned self] on in
            streaming = on
            nextTick = baseClock.now + Self.streamInterval
        }
        settle()
        record()
    }

    /// The screen now, as text.
    func screenText() -> String {
        var canvas = GridCanvas(columns: size.columns, rows: size.rows)
        screen.drawFrame(on: &canvas)
        settle()
        return canvas.render()
    }

    /// Plays one script step.
    func play(_ step: ScriptStep) {
        switch step {
        case let .key(key): press(key)
        case let .type(text): for character in text { press(character == " " ? .space : .character(character)) }
        case let .wait(duration): wait(duration)
        case let .resize(columns, rows):
            size = CellSize(columns: columns, rows: rows)
            record()
        }
    }

    /// Presses `key` and lets the queue start what it asked for.
    func press(_ key: ViewInput) {
        controller.send(.key(key))
        settle()
        record()
    }

    /// Lets `duration` of clock time pass, a frame at a time while something moves.
    func wait(_ duration: Duration) {
        let end = baseClock.now + duration
        while true {
            deliverDueTicks()
            let now = baseClock.now
            guard now < end else { break }
            var step = end - now
            if controller.list.view.isAnimating, !controller.state.paused { step = min(step, Self.frameInterval) }
            if streaming { step = min(step, nextTick - now) }
            baseClock.advance(by: step)
            controller.list.view.advance()
            settle()
            record()
        }
    }

    /// Stops the stream and lets every pending change land (unless paused).
    func finish() {
        streaming = false
        for _ in 0..<100_000 {
            settle()
            if controller.state.paused { break }
            if !controller.list.view.isAnimating, controller.list.queue.isIdle { break }
            baseClock.advance(by: Self.frameInterval)
            controller.list.view.advance()
            settle()
            record()
        }
    }

    /// Runs UI jobs until the queue is idle or waits on a running animation.
    func settle() {
        let controller = self.controller
        executor.run(until: { controller.isSettled })
    }

    private func deliverDueTicks() {
        while streaming, nextTick <= baseClock.now {
            nextTick += Self.streamInterval
            controller.send(.streamTick)
            settle()
        }
    }

    private func record() {
        guard recording else { return }
        frames.append(Frame(time: baseClock.now, text: screenText()))
    }

    /// `count` frames evenly spaced from the first to the last of `frames`.
    static func evenlySpaced<T>(_ frames: [T], count: Int) -> [T] {
        guard count > 0, !frames.isEmpty else { return [] }
        guard count > 1 else { return [frames[frames.count - 1]] }
        return (0..<count).map { k in frames[k * (frames.count - 1) / (count - 1)] }
    }

    /// The frame heading used by every headless output.
    static func heading(_ number: Int, time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        return "--- frame \(number) (t=\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms)"
    }
}
