import CollectionView
import CollectionViewTesting
import TerminalUI
import TerminalUITesting

/// The demo without a terminal: the real ``DemoProgram`` on its runner, driven by a
/// ``Pilot`` (the testing library's headless driver: a manual clock stepped
/// a frame at a time, a manual executor, text capture), so that a script
/// gives the same frames on every run. Used by `demo --replay FILE
/// --headless` and by the tests.
@MainActor
final class HeadlessDemo {
    /// The pilot driving the program's runner.
    let pilot: Pilot<ProgramRunner<DemoProgram>>
    /// The model and the list, for a test to read.
    var controller: DemoReadout { DemoReadout(runner: pilot.app) }
    /// The runner: it takes terminal events as the terminal loop hands them over.
    var screen: ProgramRunner<DemoProgram> { pilot.app }
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
            ProgramRunner(demo: state, clock: PausableClock(base: clock), executor: executor, stats: stats ? FrameStats() : nil)
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

/// What a test reads of a running demo: its model (the runner's) and its list.
@MainActor
struct DemoReadout {
    /// The runner.
    let runner: ProgramRunner<DemoProgram>

    /// The model now.
    var state: DemoState { runner.model }
    /// The list: view + update queue.
    var list: ListController<SectionHeader, Contact> { runner.controller.list }
    /// The view's selection, as the demo's cursor.
    var navigator: Navigator { runner.controller.navigator }
    /// UI timings (`--stats`), or `nil`.
    var stats: FrameStats? { runner.controller.stats }
    /// The view after the last batch, compared with the model.
    var verification: Verification { state.delivery.verification }
    /// The last changeset the view animated.
    var lastChange: ChangeReport? { state.delivery.lastChange }
    /// Requests the queue skipped because newer ones were waiting.
    var coalesced: Int { state.delivery.coalesced }
    /// Requests waiting in the update queue.
    var queueDepth: Int { runner.controller.queueDepth }
}
