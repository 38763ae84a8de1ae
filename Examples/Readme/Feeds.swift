import CollectionView
import ListFeed
import ListInput

/// The docs' repeated command: `ps`'s output as snapshots, every two seconds, each shown by a list.
@MainActor
func watchProcesses(in controller: ListController<InputSection, InputRow>) async throws {
    // README: command-snapshots
    let ps = CommandRunner(command: ["ps", "-eo", "pid,comm,%cpu"], timeout: .seconds(5))
    let options = InputOptions(format: .columns, key: .number(1))
    for try await snapshot in ps.snapshots(every: .seconds(2), options: options) {
        guard case let .success(list) = snapshot.list, snapshot.outcome.succeeded else { continue }
        controller.apply(list)                      // rows keyed by pid glide as they re-rank
    }
    // README: end
}

/// The docs' watch: a run judged, its list kept in the history and saved when it changed; the list to show.
func record(_ outcome: RunOutcome, judge: inout WatchJudge, history: inout WatchHistory, saver: HistorySaver?) -> InputList? {
    // README: watch-history
    let step = judge.accept(outcome)
    if let list = step.list, step.changed || history.count == 0 {
        history.append(list, run: judge.runs, started: outcome.started)
        saver?.append(run: judge.runs, outcome: outcome, list: list)
    }
    // README: end
    return step.list
}
