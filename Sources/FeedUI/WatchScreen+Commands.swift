import CollectionView
import Foundation
import ListFeed
import ListInput
import TerminalUI

extension WatchScreen {
    /// One effect of ``WatchUpdate`` as the runtime's command: the command's
    /// run and the wait for the next as work off the main thread, stdin as a
    /// stream of messages, the history file, the list's queue, the bell, the
    /// save file, a frame.
    public func command(_ effect: WatchEffect) -> Command<WatchEvent, WatchScreen> {
        switch effect {
        case let .startRun(listSize, previous):
            guard case let .command(runner) = settings.source else { return .redraw }
            return .run { [options = settings.input] in
                // The output is read and compared off the UI thread (a million lines take a while).
                do {
                    let outcome = try await runner.run(columns: listSize.columns, lines: listSize.rows)
                    return .ran(outcome, WatchJudge.Prepared(output: outcome.output, options: options, previous: previous))
                } catch is CancellationError {
                    return nil
                } catch let error as CommandRunner.StartError {
                    return .cannotStart(error.description)
                } catch {
                    return .runFailed("\(error)")
                }
            }
        case let .scheduleRun(beat):
            return .run { [schedule] in
                let clock = ContinuousClock()
                try? await Task.sleep(until: schedule.next(beat: beat, now: clock.now), clock: clock)
                return .runDue
            }
        case .readInput:
            guard let input = standardInput else { return .redraw }
            return .perform { [options = settings.input] _, send in
                // Each JSON document of stdin is a snapshot, read and parsed on a thread of its own.
                let reports = SnapshotReader.start(reading: input, options: options)
                Task {
                    for await report in reports {
                        switch report {
                        case let .snapshot(snapshot, at: time): send(.snapshot(snapshot, at: time))
                        case .ended: send(.inputEnded)
                        }
                    }
                }
            }
        case let .loadHistory(path):
            return .send(.historyLoaded(loadedHistory, from: path))
        case let .show(target, animated, show):
            return .perform { screen, send in
                let look = screen.look
                look.prepare(for: target)
                screen.list.apply(target, animated: animated) { outcome in
                    switch outcome {
                    case .applied, .reloaded: look.settle(on: target)
                    case .failed, .skipped, .cancelled: break
                    }
                    send(.landed(show: show, skipped: outcome.isSkipped))
                }
            }
        case let .makeDelta(run, old, new):
            // Behind the view's own diff (it costs as much): the list first, its history later, one at a time.
            return .run {
                await withCheckedContinuation { done in
                    Self.deltaQueue.async { done.resume(returning: .deltaMade(run: run, ListDelta(from: old, to: new))) }
                }
            }
        case let .save(run, outcome, list):
            return .perform { screen, _ in screen.saver?.append(run: run, outcome: outcome, list: list) }
        case .beep:
            return .bell
        case let .highlight(on):
            return .perform { screen, _ in
                let defaults = CollectionViewConfiguration.Appearance()
                screen.list.view.configuration.appearance.flash = on ? defaults.flash : .plain
                screen.list.view.configuration.appearance.monochromeFlash = on ? defaults.monochromeFlash : .plain
            }
        case let .quit(code):
            return .quit(code)
        case .redraw:
            return .redraw
        }
    }

    /// Rows as wide as a screen of `columns` (a command: the look is the screen's, not the model's).
    public static func setWidth(_ columns: Int) -> Command<WatchEvent, WatchScreen> {
        .perform { screen, _ in screen.look.width = columns }
    }

    /// Where the history's deltas are made, one at a time, below the UI's and the diff's priority.
    nonisolated static let deltaQueue = DispatchQueue(label: "listmotion.watch.delta", qos: .utility)
}

extension UpdateOutcome {
    /// Whether a newer request replaced this one before it was shown.
    var isSkipped: Bool {
        if case .skipped = self { return true }
        return false
    }
}
