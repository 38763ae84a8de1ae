import CollectionView
import Foundation
import ListInput
import TerminalUI

/// `demo watch --headless`: runs the command `--runs` times (or reads every
/// snapshot of stdin or a history file) and prints, for each run, `--frames`
/// frames evenly spaced over that run's animation through the same
/// ``ListController`` as the terminal, each headed `--- run R frame F (t=… ms)`.
/// A run's problem (a failed exit, a timeout, bad output) is a line
/// `--- run R: …` before its frames, which then show the last good list.
struct WatchHeadless {
    var settings: WatchSettings

    /// Runs and prints; returns the exit status.
    func run() async -> Int32 {
        var state = WatchState(input: settings.input, exitOnChange: settings.exitOnChange, exitOnError: settings.exitOnError)
        var saver: HistorySaver?
        if let path = settings.save {
            guard let opened = HistorySaver(path: path) else {
                WatchCommand.fail("\(path): cannot write the file")
                return DiffCommand.noInput
            }
            saver = opened
        }
        defer { saver?.finish() }
        var shown = InputList()
        var first = true
        /// Shows one step; returns the exit code when the watch stops.
        func show(_ step: WatchState.Step, run: Int, outcome: RunOutcome?) async -> Int32? {
            var text = ""
            if let problem = step.problem { text += "--- run \(run): \(problem)\n" }
            let new = step.list ?? shown
            // The first list appears at once, as `watch` shows it; one frame is the run's end.
            let old = first || settings.frames == 1 ? new : shown
            if step.list != nil { first = false }
            let size = settings.size, count = settings.frames
            text += await MainActor.run {
                DiffFrames.render(old: old, new: new, count: count, size: size) { frame, time in
                    "--- run \(run) frame \(frame) (t=\(WatchFormat.milliseconds(time)) ms)"
                }
            }
            FileHandle.standardOutput.write(Data(text.utf8))
            if let list = step.list, step.changed || saver?.isEmpty == true {
                saver?.append(run: run, outcome: outcome, list: list)
            }
            shown = new
            return step.exit
        }

        switch settings.source {
        case let .command(runner):
            // A terminating signal kills the run under way before it ends `demo`.
            let signals = await MainActor.run { TerminatingSignals { _ in CommandRunner.killRunning() } }
            defer { Task { @MainActor in signals.cancel() } }
            let clock = ContinuousClock()
            let origin = clock.now
            for run in 1...(settings.runs ?? 1) {
                if run > 1, let interval = settings.interval {
                    let target = settings.precise ? origin + interval * (run - 1) : clock.now + interval
                    try? await Task.sleep(until: target, clock: clock)
                }
                let outcome: RunOutcome
                do {
                    outcome = try await runner.run(columns: settings.size.columns, lines: settings.size.rows)
                } catch let error as CommandRunner.StartError {
                    WatchCommand.fail("\(error)")
                    return WatchCommand.cannotStart
                } catch {
                    WatchCommand.fail("\(error)")
                    return 1
                }
                if let code = await show(state.accept(outcome), run: run, outcome: outcome) { return code }
            }
        case .standardInput:
            let bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
            var number = 0
            for (line, text) in NonBlankLines(bytes) {
                number += 1
                if let limit = settings.runs, number > limit { break }
                let snapshot: Result<InputList, InputError>
                do throws(InputError) {
                    snapshot = .success(try InputParser.snapshot(text, line: line, options: settings.input))
                } catch {
                    snapshot = .failure(error)
                }
                if let code = await show(state.accept(snapshot), run: number, outcome: nil) { return code }
            }
        case let .file(path):
            guard let data = FileManager.default.contents(atPath: path) else {
                WatchCommand.fail("\(path): cannot read the file")
                return DiffCommand.noInput
            }
            let entries: [HistoryFile.Entry]
            do throws(InputError) {
                entries = try HistoryFile.entries(Array(data))
            } catch {
                WatchCommand.fail("\(path): \(error)")
                return DiffCommand.dataError
            }
            for (index, entry) in entries.enumerated() {
                if let limit = settings.runs, index >= limit { break }
                if let code = await show(state.accept(.success(entry.list)), run: entry.run, outcome: nil) { return code }
            }
        }
        return 0
    }
}
