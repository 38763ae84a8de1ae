import CollectionView
import CollectionViewTesting
import FeedUI
import Foundation
import ListFeed
import TerminalUI

/// `demo watch --events --replay FILE --headless`: the real ``EventsScreen``
/// driven by a ``Pilot`` (as ``HeadlessDemo`` drives the demo): the whole
/// input is read into its list first (stdin, `--load`, or the command until
/// it exits), then the key script is played on the pilot's clock (sorting,
/// holding, filtering, `Enter` on a row, its pane), and the screen is
/// printed: the last one, or `--frames k` frames evenly spaced over the
/// script with their headings. The same input and script give the same text.
struct EventsReplay {
    var settings: EventsSettings
    /// The key script (``KeyScript``).
    var script: [ScriptStep]
    /// How many frames to print (`nil`: the last screen only).
    var frames: Int?

    /// Reads, plays and prints; returns the exit status.
    func run() async -> Int32 {
        let pilot = await MainActor.run { Self.pilot(settings) }
        var reader = await MainActor.run { pilot.app.program.reader() }
        // Read off the main actor; each chunk's changes reach the list as they come (the list never waits).
        var progress = EventsEvent.Progress()
        let failed = await EventsHeadless.readAll(settings.source) { chunk in progress = progress.merged(with: reader.read(chunk)) }
        if let failed { return failed }
        let last = progress.merged(with: reader.finish())
        let text = await MainActor.run { Self.play(script, on: pilot, after: last, frames: frames) }
        FileHandle.standardOutput.write(Data(text.utf8))
        return 0
    }

    /// A pilot of a screen with `settings`, at their size, keeping what it reads in `saver` (`--save`) when given.
    /// The screen reads no source: the headless run reads it (``EventsHeadless/readAll(_:_:)``) into the
    /// screen's ``EventsScreen/reader()``, so its settings name stdin, with no stdin to read (a screen starts the
    /// command of a command source itself: it would run twice, and two readers of one replication slot lose events).
    @MainActor
    static func pilot(_ settings: EventsSettings, saver: FeedFileRecorder? = nil) -> Pilot<ProgramRunner<EventsScreen>> {
        var fed = settings
        fed.source = .standardInput
        return Pilot(size: settings.size) { clock, executor in EventsScreen(settings: fed, executor: executor, clock: clock, saver: saver).runner() }
    }

    /// Reports the input read (`progress`) and its end to the screen, and lets everything land.
    @MainActor
    static func land(_ progress: EventsEvent.Progress, on pilot: Pilot<ProgramRunner<EventsScreen>>) {
        var progress = progress
        progress.time = pilot.clock.now
        pilot.app.send(.read(progress))
        pilot.app.send(.ended(""))
        pilot.settle()
        pilot.finish()
    }

    /// Reports the input read (`progress`) and its end to the screen, lets the
    /// list settle, plays `script` and returns the text printed.
    @MainActor
    static func play(_ script: [ScriptStep], on pilot: Pilot<ProgramRunner<EventsScreen>>, after progress: EventsEvent.Progress, frames: Int?) -> String {
        land(progress, on: pilot)
        pilot.recording = frames != nil
        pilot.play(script)
        pilot.finish()
        guard let frames else { return pilot.text() + "\n" }
        let shown = pilot.frames.isEmpty ? [pilot.frame()] : pilot.frames.evenlySpaced(count: frames)
        return shown.enumerated().map { index, frame in
            HeadlessDemo.heading(index + 1, time: frame.time) + "\n" + frame.text + "\n"
        }.joined()
    }
}
