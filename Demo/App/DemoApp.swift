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
        let runner = ProgramRunner(
            demo: consume state, clock: PausableClock(base: SystemAnimationClock()), executor: MainQueueExecutor(),
            stats: stats ? FrameStats() : nil
        )
        if !script.isEmpty { ScriptPlayer(runner: runner, steps: script).start() }
        return try await runner.run(on: terminal, logger: DemoLogging.library)
    }
}

/// Plays a replay script in the terminal, in real time. (`q` in a script
/// does not end the program there: the person watching quits.)
@MainActor
final class ScriptPlayer {
    private let runner: ProgramRunner<DemoProgram>
    private var steps: ArraySlice<ScriptStep>

    init(runner: ProgramRunner<DemoProgram>, steps: [ScriptStep]) {
        self.runner = runner
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
            if runner.model.keys.browse.action(for: key) != .quit { runner.route(.key(key)) }
        case let .type(text):
            for character in text { runner.route(.key(.typed(character))) }
        case let .wait(duration):
            delay = duration
        case .resize:
            break  // a real terminal has the size it has
        }
        runner.controller.list.view.setNeedsDisplay()
        let (seconds, attoseconds) = delay.components
        let nanos = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanos)) {
            MainActor.assumeIsolated { self.next() }
        }
    }
}
