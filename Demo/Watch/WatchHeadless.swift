import CollectionView
import CollectionViewTesting
import FeedUI
import Foundation
import ListFeed
import ListInput
import TerminalUI
import TerminalUITesting

/// `demo watch --headless`: runs the command `--runs` times (or reads every
/// snapshot of stdin or a history file) and prints, for each run, `--frames`
/// frames evenly spaced over that run's animation through the same
/// ``ListController`` as the terminal, each headed `--- run R frame F (t=… ms)`.
/// A run's problem (a failed exit, a timeout, bad output) is a line
/// `--- run R: …` before its frames, which then show the last good list.
///
/// Every run goes through the terminal's own program: FeedUI's ``WatchScreen``
/// on its `ProgramRunner`, driven by a ``Pilot`` (its clock and executor), which
/// performs the screen's commands (the list's queue, the save file, the
/// history's deltas) as in the terminal, so the two decide alike (what
/// changed, what is stored, when to stop). This shell only feeds it the runs
/// (`--runs` of them, one after the other) and prints each run's frames.
struct WatchHeadless {
    var settings: WatchSettings
    /// `--record FILE`: the frames printed, each run `-n` after the one before.
    var record: String?

    /// Runs and prints, then writes the recording; returns the exit status.
    func run() async -> Int32 {
        var saver: HistorySaver?
        if let path = settings.save {
            guard let opened = HistorySaver(path: path) else {
                WatchCommand.fail("\(path): cannot write the file")
                return DiffCommand.noInput
            }
            saver = opened
        }
        defer { saver?.finish() }
        let printer = await MainActor.run { [saver] in Printer(settings: settings, saver: saver, recording: record != nil) }
        let code = await feed(printer)
        let recorded = await printer.recorded
        do {
            try DemoRecording.write(recorded, to: record, command: "demo watch")
        } catch {
            return DemoRecording.cannotCreate
        }
        return code
    }

    /// Every run or snapshot through `printer`; the exit status.
    private func feed(_ printer: Printer) async -> Int32 {
        switch settings.source {
        case let .command(runner):
            // A terminating signal kills the run under way before it ends `demo`.
            let signals = await MainActor.run { TerminatingSignals { _ in CommandRunner.killRunning() } }
            defer { Task { @MainActor in signals.cancel() } }
            let clock = ContinuousClock()
            let schedule = settings.interval.map { RunSchedule(interval: $0, precise: settings.precise, origin: clock.now) }
            for run in 1...(settings.runs ?? 1) {
                // No sleeping between runs unless `-n` asks for it.
                if run > 1, let schedule { try? await Task.sleep(until: schedule.next(beat: run - 1, now: clock.now), clock: clock) }
                let event: WatchEvent
                do {
                    let outcome = try await runner.run(columns: settings.size.columns, lines: settings.size.rows)
                    let previous = await printer.state.judge.shown
                    event = .ran(outcome, WatchJudge.Prepared(output: outcome.output, options: settings.input, previous: previous))
                } catch let error as CommandRunner.StartError {
                    event = .cannotStart(error.description)
                } catch {
                    event = .runFailed("\(error)")
                }
                if let code = await printer.take(event, run: run) { return code }
            }
        case .standardInput:
            // Read as it arrives, not all of stdin first: memory holds one document, not the whole feed.
            var snapshots = SnapshotStream(options: settings.input)
            var number = 0
            var ended = false
            while !ended {
                let data = FileHandle.standardInput.availableData
                ended = data.isEmpty
                for snapshot in ended ? snapshots.finish() : snapshots.read(data) {
                    number += 1
                    if let limit = settings.runs, number > limit { return 0 }
                    if let code = await printer.take(.snapshot(snapshot, at: Date()), run: number) { return code }
                }
            }
        case let .file(path):
            let entries: [HistoryEntry]
            switch HistoryFile.load(path) {
            case let .success(read): entries = read
            case let .failure(failure):
                WatchCommand.fail(failure.description)
                return failure.status
            }
            for (index, entry) in entries.enumerated() {
                if let limit = settings.runs, index >= limit { break }
                if let code = await printer.take(.historyLoaded([entry], from: path), run: entry.run) { return code }
            }
        }
        return 0
    }

    /// The headless shell: the screen's runner under a pilot, and each run's frames printed.
    @MainActor
    private final class Printer {
        let settings: WatchSettings
        /// The pilot driving the screen's runner (the program's model is ``state``).
        let pilot: Pilot<ProgramRunner<WatchScreen>>
        /// The model now.
        var state: WatchState { pilot.app.model }
        /// The list the last frames ended on.
        private var shown = InputList()
        /// Whether the frames are kept for a recording.
        let recording: Bool
        /// The frames printed so far, when ``recording``: each run's from its
        /// own start, `-n` (2 s) after the run before began, or when it ended if later.
        private(set) var recorded: [Frame] = []
        /// How many runs ``recorded`` holds.
        private var recordedRuns = 0

        /// A screen watching as `settings` say, except that this shell feeds it the runs, snapshots or history
        /// entries itself (the screen reads no source: its model's source is stdin, with no stdin to read), its list's
        /// area `settings.size`, appending to `saver`.
        init(settings: WatchSettings, saver: HistorySaver?, recording: Bool = false) {
            self.settings = settings
            self.recording = recording
            var fed = settings
            fed.source = .standardInput
            let screenSize = CellSize(columns: settings.size.columns, rows: settings.size.rows + 2)  // the title and status lines
            pilot = Pilot(size: screenSize) { clock, executor in
                let screen = WatchScreen(settings: fed, executor: executor, clock: clock, saver: saver, logger: DemoLogging.library)
                return ProgramRunner(screen, model: WatchState(settings: fed))
            }
        }

        /// Feeds one run's `event` to the screen, lets what it shows land, and prints run `run`:
        /// its problem, then its frames from the list before to the one it asked
        /// for (the last good list when it asked for none). Returns the exit status once the watch ends.
        func take(_ event: WatchEvent, run: Int) -> Int32? {
            let shows = state.shows
            pilot.app.send(event)
            let showed = state.shows > shows
            // The first list appears at once, as `watch` shows it (the screen reloads it); the others animate.
            let animated = showed && shows > 0
            let new = showed ? state.target : shown
            pilot.finish()  // its batch lands: the screen hears it (an exit on change waits for it)
            if case .cannotStart = event {
                if let failure = state.failure { WatchCommand.fail(failure) }
                return state.exitCode
            }
            var text = ""
            if let problem = state.problem { text += "--- run \(run): \(problem)\n" }
            // One frame is the run's end.
            let old = animated && settings.frames > 1 ? shown : new
            let frames = DiffFrames.frames(old: old, new: new, count: settings.frames, size: settings.size)
            text += DiffFrames.text(of: frames) { frame, time in
                "--- run \(run) frame \(frame) (t=\(WatchFormat.milliseconds(time)) ms)"
            }
            if recording, let first = frames.first {
                let start = max(recorded.last?.time ?? .zero, settings.effectiveInterval * recordedRuns)
                recorded += frames.map { Frame(time: start + ($0.time - first.time), canvas: $0.canvas) }
                recordedRuns += 1
            }
            FileHandle.standardOutput.write(Data(text.utf8))
            shown = new
            return state.exitCode
        }
    }
}
