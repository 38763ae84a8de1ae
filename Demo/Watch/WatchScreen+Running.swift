import CollectionView
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListFeed
import ListInput

extension WatchScreen {
    /// Runs one effect of ``WatchUpdate``: the command, its timer, stdin, the
    /// history file, the list's queue, the bell, the save file, a frame.
    func run(_ effect: WatchEffect) {
        switch effect {
        case let .startRun(listSize, previous):
            startRun(listSize: listSize, previous: previous)
        case let .scheduleRun(beat):
            guard let schedule else { return }
            let clock = ContinuousClock()
            let deadline = schedule.next(beat: beat, now: clock.now)
            timer = Task { [weak self] in
                try? await Task.sleep(until: deadline, clock: clock)
                guard !Task.isCancelled else { return }
                self?.send(.runDue)
            }
        case .readInput:
            readSnapshots()
        case let .loadHistory(path):
            loadHistory(path)
        case let .show(target, animated, show):
            look.prepare(for: target)
            list.apply(target, animated: animated) { [weak self] outcome in
                guard let self else { return }
                switch outcome {
                case .applied, .reloaded: look.settle(on: target)
                case .failed, .skipped, .cancelled: break
                }
                send(.landed(show: show, skipped: outcome.isSkipped))
            }
        case let .makeDelta(run, old, new):
            // Behind the view's own diff (it costs as much): the list first, its history later.
            Self.deltaQueue.async { [weak self] in
                let delta = ListDelta(from: old, to: new)
                Task { @MainActor in self?.send(.deltaMade(run: run, delta)) }
            }
        case let .save(run, outcome, list):
            saver?.append(run: run, outcome: outcome, list: list)
        case .beep:
            var bell: UInt8 = 0x07
            _ = write(STDOUT_FILENO, &bell, 1)
        case let .highlight(on):
            let defaults = CollectionViewConfiguration.Appearance()
            list.view.configuration.appearance.flash = on ? defaults.flash : .plain
            list.view.configuration.appearance.monochromeFlash = on ? defaults.monochromeFlash : .plain
        case .quit:
            // ``exitCode`` says it (the state's); the loop sees it after this event or at the frame asked for.
            list.view.setNeedsDisplay()
        case let .fail(message):
            failure = message
        case .redraw:
            list.view.setNeedsDisplay()
        }
    }

    /// Where the history's deltas are made, one at a time, below the UI's and the diff's priority.
    nonisolated static let deltaQueue = DispatchQueue(label: "demo.watch.delta", qos: .utility)

    /// Cancels the running command (killing it and everything it started) and its timer, and waits for that.
    func stop() async {
        timer?.cancel()
        runTask?.cancel()
        await runTask?.value
        runTask = nil
        saver?.finish()
    }

    /// One run of the command, on a task of its own; the output is read and
    /// compared off the UI thread (a million lines take a while).
    private func startRun(listSize: CellSize, previous: InputList?) {
        guard case let .command(runner) = settings.source else { return }
        if schedule == nil {
            schedule = RunSchedule(interval: settings.effectiveInterval, precise: settings.precise, origin: ContinuousClock().now)
        }
        let options = settings.input
        runTask = Task { [weak self] in
            do {
                let outcome = try await runner.run(columns: listSize.columns, lines: listSize.rows)
                let prepared = await Task.detached {
                    WatchJudge.Prepared(output: outcome.output, options: options, previous: previous)
                }.value
                guard !Task.isCancelled else { return }
                self?.send(.ran(outcome, prepared))
            } catch is CancellationError {
                return
            } catch let error as CommandRunner.StartError {
                self?.send(.cannotStart(error.description))
            } catch {
                self?.send(.runFailed("\(error)"))
            }
        }
    }

    /// `demo watch -`: each JSON document of stdin is a snapshot, read and
    /// parsed on a thread of its own (``SnapshotReader``) and animated as it arrives.
    private func readSnapshots() {
        guard let input = standardInput else { return }
        let reports = SnapshotReader.start(reading: input, options: settings.input)
        runTask = Task { [weak self] in
            for await report in reports {
                guard let self else { return }
                switch report {
                case let .snapshot(snapshot, at: time): send(.snapshot(snapshot, at: time))
                case .ended: send(.inputEnded)
                }
            }
        }
    }

    /// `--load FILE`: the saved history (read before the terminal opened), the newest shown, ← → to step through it.
    private func loadHistory(_ path: String) {
        let entries = loadedHistory
        loadedHistory = []  // read once: the history holds them now
        send(.historyLoaded(entries, from: path))
    }
}

extension UpdateOutcome {
    /// Whether a newer request replaced this one before it was shown.
    var isSkipped: Bool {
        if case .skipped = self { return true }
        return false
    }
}
