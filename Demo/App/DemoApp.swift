import CollectionView
import CollectionViewTesting
import Dispatch
import TerminalUI

/// `demo` in the terminal.
@MainActor
enum DemoApp {
    /// Opens the terminal, runs the address book on `state` (playing `script`
    /// first, if given), restores the terminal; returns the exit code.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be opened.
    /// With `stats`, the status line shows ``FrameStats``; `recorder` records the session.
    static func runInTerminal(
        script: [ScriptStep] = [], state: consuming DemoState = DemoState(), stats: Bool = false,
        recorder: (any TerminalRecorder)? = nil
    ) async throws -> Int32 {
        let terminal = try Terminal(options: Terminal.Options(recorder: recorder))
        let controller = DemoController(
            state: consume state, clock: DemoClock(base: SystemAnimationClock()), executor: MainQueueExecutor(),
            stats: stats ? FrameStats() : nil
        )
        let screen = DemoScreen(controller: controller)
        if !script.isEmpty { ScriptPlayer(screen: screen, steps: script).start() }
        return try await TerminalLoop(terminal: terminal, application: screen, logger: DemoLogging.library).run()
    }
}

/// Plays a replay script in the terminal, in real time. (`q` in a script
/// does not end the program there: the person watching quits.)
@MainActor
final class ScriptPlayer {
    private let screen: DemoScreen
    private var steps: ArraySlice<ScriptStep>

    init(screen: DemoScreen, steps: [ScriptStep]) {
        self.screen = screen
        self.steps = steps[...]
    }

    /// Starts shortly after the loop has drawn its first frame; keeps itself alive until done.
    func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) {
            MainActor.assumeIsolated { self.next() }
        }
    }

    private func next() {
        guard let step = steps.popFirst() else { return }
        var delay = Duration.milliseconds(120)
        switch step {
        case let .key(key):
            if screen.controller.state.keys.browse.action(for: key) != .quit { screen.controller.send(.key(key)) }
        case let .type(text):
            for character in text { screen.controller.send(.key(.typed(character))) }
        case let .wait(duration):
            delay = duration
        case .resize:
            break  // a real terminal has the size it has
        }
        screen.controller.list.view.setNeedsDisplay()
        let (seconds, attoseconds) = delay.components
        let nanos = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanos)) {
            MainActor.assumeIsolated { self.next() }
        }
    }
}
