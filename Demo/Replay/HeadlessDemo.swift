import CollectionView
import CollectionViewTesting

/// The demo without a terminal: the real ``DemoScreen`` driven by a
/// ``Pilot`` (the testing library's headless driver: a manual clock stepped
/// a frame at a time, a manual executor, text capture), so that a script
/// gives the same frames on every run. Used by `demo --replay FILE
/// --headless` and by the tests.
@MainActor
final class HeadlessDemo {
    /// The pilot driving the screen.
    let pilot: Pilot<DemoScreen>
    /// The demo's logic and list.
    var controller: DemoController { pilot.app.controller }
    /// The screen drawn.
    var screen: DemoScreen { pilot.app }
    /// The screen size.
    var size: CellSize { pilot.size }
    /// Every frame drawn, when ``recording``.
    var frames: [Frame] { pilot.frames }
    /// Whether each step records a frame.
    var recording: Bool {
        get { pilot.recording }
        set { pilot.recording = newValue }
    }

    /// A demo on `state` drawn at `size`, loaded and settled; with `stats`,
    /// the status line shows ``FrameStats`` (wall-clock times: they vary by run).
    init(state: DemoState = DemoState(), size: CellSize = ScreenSize.headlessDefault, stats: Bool = false) {
        pilot = Pilot(size: size) { clock, executor in
            DemoScreen(controller: DemoController(
                state: state, clock: DemoClock(base: clock), executor: executor, stats: stats ? FrameStats() : nil
            ))
        }
    }

    /// The screen now, as text.
    func screenText() -> String { pilot.text() }

    /// Plays one script step.
    func play(_ step: ScriptStep) { pilot.play(step) }

    /// Presses `key` and lets the queue start what it asked for.
    func press(_ key: ViewInput) { pilot.press(key) }

    /// Lets `duration` of clock time pass, a frame at a time while something moves.
    func wait(_ duration: Duration) { pilot.wait(duration) }

    /// Lets every pending change land (unless paused); the stream sends no batch meanwhile.
    func finish() { pilot.finish() }

    /// Runs UI jobs until the queue is idle or waits on a running animation.
    func settle() { pilot.settle() }

    /// `count` frames evenly spaced from the first to the last of `frames`.
    static func evenlySpaced<T>(_ frames: [T], count: Int) -> [T] { frames.evenlySpaced(count: count) }

    /// The frame heading used by every headless output.
    nonisolated static func heading(_ number: Int, time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        return "--- frame \(number) (t=\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms)"
    }
}
