import CollectionView
import Foundation
import Glibc
import ListInput

extension WatchScreen {
    /// Starts what feeds the list: the command's runs, stdin's snapshots, or a saved history.
    func start() {
        if let path = settings.save { saver = HistorySaver(path: path) }
        switch settings.source {
        case let .command(runner): runCommand(runner)
        case .standardInput: readSnapshots()
        case let .file(path): loadHistory(path)
        }
    }

    /// Cancels the running command (killing it and everything it started) and waits for that.
    func stop() async {
        runTask?.cancel()
        await runTask?.value
        runTask = nil
        saver?.finish()
    }

    private func runCommand(_ runner: CommandRunner) {
        runTask = Task { [weak self] in
            let clock = ContinuousClock()
            let origin = clock.now
            var beat = 0
            while !Task.isCancelled {
                guard let self else { return }
                if self.paused || self.stopCode != nil {
                    try? await Task.sleep(for: .milliseconds(50))
                    continue
                }
                let size = self.listSize
                do {
                    let outcome = try await runner.run(columns: size.columns, lines: size.rows)
                    // A million lines take a while to read: not on the UI thread.
                    let options = self.settings.input, previous = self.state.shown
                    let prepared = await Task.detached {
                        WatchState.Prepared(output: outcome.output, options: options, previous: previous)
                    }.value
                    self.accept(outcome, prepared: prepared)
                } catch is CancellationError {
                    return
                } catch let error as CommandRunner.StartError {
                    self.notice = error.description
                    self.stopCode = WatchCommand.cannotStart
                    self.loop?.quit(WatchCommand.cannotStart)
                    WatchCommand.fail(error.description)
                    return
                } catch {
                    self.problem = WatchFormat.safe("\(error)", limit: 200)
                }
                beat += 1
                let interval = self.settings.effectiveInterval
                let next = self.settings.precise ? origin + interval * beat : clock.now + interval
                try? await Task.sleep(until: next, clock: clock)
            }
        }
    }

    /// `demo watch -`: each line of stdin is a snapshot, animated as it arrives.
    private func readSnapshots() {
        guard let input = standardInput else { return }
        let options = settings.input
        runTask = Task { [weak self] in
            let stream = AsyncStream<(Int, [UInt8])?> { continuation in
                // A thread of its own: reading blocks until a line arrives.
                let thread = Thread {
                    var buffer = [UInt8]()
                    var number = 0
                    while true {
                        let data = input.availableData
                        if data.isEmpty { break }
                        buffer.append(contentsOf: data)
                        while let end = buffer.firstIndex(of: 0x0A) {
                            number += 1
                            continuation.yield((number, Array(buffer[..<end])))
                            buffer.removeSubrange(...end)
                        }
                    }
                    if !buffer.isEmpty { continuation.yield((number + 1, buffer)) }
                    continuation.yield(nil)
                    continuation.finish()
                }
                thread.start()
            }
            for await item in stream {
                guard let self else { return }
                guard let (line, bytes) = item else {
                    self.notice = "end of input"
                    self.setNeedsDisplay()
                    return
                }
                guard bytes.contains(where: { $0 > 0x20 }) else { continue }
                let snapshot: Result<InputList, InputError>
                do throws(InputError) {
                    snapshot = .success(try InputParser.snapshot(bytes[...], line: line, options: options))
                } catch {
                    snapshot = .failure(error)
                }
                self.record(self.state.accept(snapshot), started: Date(), outcome: nil)
            }
        }
    }

    /// `--load FILE`: the saved history, the newest shown, ← → to step through it.
    // Not optimized: Swift 6.3.1's optimizer crashes on this function (SILCombine,
    // signal 6), which made `swift build -c release` of the demo fail.
    @_optimize(none)
    private func loadHistory(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            notice = "\(path): cannot read the file"
            return
        }
        do throws(InputError) {
            for entry in try HistoryFile.entries(Array(data)) {
                _ = state.accept(.success(entry.list))
                history.append(entry.list, run: entry.run, started: entry.started ?? Date())
                live = entry.list
            }
            notice = "history of \(history.count) runs from \(path)"
        } catch {
            notice = "\(path): \(error)"
        }
        list.apply(target, animated: false)
        look.settle(on: target)
    }

    /// Takes one run of the command.
    func accept(_ outcome: RunOutcome, prepared: WatchState.Prepared) {
        lastOutcome = outcome
        if !outcome.succeeded { failedOutput = outcome.errorOutput }
        record(state.accept(outcome, prepared: prepared), started: outcome.started, outcome: outcome, delta: prepared.delta)
    }

    /// Stores and shows one verdict: history, save file, bell, exits.
    func record(_ step: WatchState.Step, started: Date, outcome: RunOutcome?, delta: ListDelta? = nil) {
        problem = step.problem
        if let list = step.list {
            if step.changed || history.count == 0 {
                history.append(list, run: state.runs, started: started, delta: delta)
                saver?.append(run: state.runs, outcome: outcome, list: list)
                if let viewing, history.count == settings.history, viewing > 0 {
                    self.viewing = viewing - 1  // the entry shown moved down as the oldest was dropped
                }
            }
            live = list
            if viewing == nil { refresh() }
        }
        if step.changed, settings.beep {
            var bell: UInt8 = 0x07
            _ = write(STDOUT_FILENO, &bell, 1)
        }
        if let code = step.exit {
            if step.changed, settings.exitOnChange, code == 0 {
                // Let the change be seen, then leave.
                list.queue.apply(target) { [weak self] _ in self?.loop?.quit(0) }
            } else {
                stopCode = code
                notice = "stopped: \(step.problem ?? "exit \(code)") — q exits"
            }
        }
        setNeedsDisplay()
    }
}
