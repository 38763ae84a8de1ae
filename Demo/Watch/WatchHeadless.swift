import CollectionView
import CollectionViewTesting
import FeedUI
import Foundation
import ListFeed
import ListInput
import TerminalUI

/// `demo watch --headless`: runs the command `--runs` times (or reads every
/// snapshot of stdin or a history file) and prints, for each run, `--frames`
/// frames evenly spaced over that run's animation through the same
/// ``ListController`` as the terminal, each headed `--- run R frame F (t=… ms)`.
/// A run's problem (a failed exit, a timeout, bad output) is a line
/// `--- run R: …` before its frames, which then show the last good list.
///
/// Every run goes through the terminal's own ``WatchUpdate``: this is a
/// second shell around it, whose effects are printed frames and the save
/// file, so the two decide alike (what changed, what is stored, when to stop).
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
        var printer = Printer(settings: settings, saver: saver, recording: record != nil)
        let code = await feed(&printer)
        do {
            try DemoRecording.write(printer.recorded, to: record, command: "demo watch")
        } catch {
            return DemoRecording.cannotCreate
        }
        return code
    }

    /// Every run or snapshot through `printer`; the exit status.
    private func feed(_ printer: inout Printer) async -> Int32 {
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
                    let previous = printer.state.judge.shown
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

    /// The headless shell: the one ``WatchState``, and each run's frames printed.
    private struct Printer {
        let settings: WatchSettings
        let saver: HistorySaver?
        private(set) var state: WatchState
        /// The list the last frames ended on.
        private var shown = InputList()
        /// Whether the frames are kept for a recording.
        let recording: Bool
        /// The frames printed so far, when ``recording``: each run's from its
        /// own start, `-n` (2 s) after the run before began, or when it ended if later.
        private(set) var recorded: [Frame] = []
        /// How many runs ``recorded`` holds.
        private var recordedRuns = 0

        init(settings: WatchSettings, saver: HistorySaver?, recording: Bool = false) {
            self.settings = settings
            self.saver = saver
            self.recording = recording
            state = WatchState(settings: settings)
            state.listSize = settings.size
        }

        /// Feeds one run's `event` through ``WatchUpdate`` and prints run `run`:
        /// its problem, then its frames from the list before to the one it asked
        /// for (the last good list when it asked for none). Returns the exit status once the watch ends.
        mutating func take(_ event: WatchEvent, run: Int) async -> Int32? {
            var new = shown
            var animated = false
            var effects = WatchUpdate.update(&state, event)
            while !effects.isEmpty {
                let effect = effects.removeFirst()
                switch effect {
                case let .makeDelta(run, old, new):
                    effects += WatchUpdate.update(&state, .deltaMade(run: run, ListDelta(from: old, to: new)))
                case let .show(list, isAnimated, show):
                    new = list
                    animated = isAnimated
                    // Its frames are printed below: for the update, it has landed.
                    effects += WatchUpdate.update(&state, .landed(show: show, skipped: false))
                case let .save(run, outcome, list):
                    saver?.append(run: run, outcome: outcome, list: list)
                case .startRun, .scheduleRun, .readInput, .loadHistory, .beep, .highlight, .quit, .redraw:
                    break  // this shell runs, reads and stops by itself; there is no terminal
                }
            }
            if case .cannotStart = event {
                if let failure = state.failure { WatchCommand.fail(failure) }
                return state.exitCode
            }
            var text = ""
            if let problem = state.problem { text += "--- run \(run): \(problem)\n" }
            // The first list appears at once, as `watch` shows it; one frame is the run's end.
            let old = animated && settings.frames > 1 ? shown : new
            let size = settings.size, count = settings.frames
            let frames = await MainActor.run { DiffFrames.frames(old: old, new: new, count: count, size: size) }
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
