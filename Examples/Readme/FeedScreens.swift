import CollectionView
import FeedUI
import ListFeed
import ListInput
import TerminalUI

/// FeedUI's landing page: a stream of change events as a live table, in the terminal.
func watchPods() async throws -> Int32 {
    // README: feedui-events
    let settings = EventsSettings(
        source: .command(["kubectl", "get", "pods", "-A", "-w", "-o", "json"]), title: "pods",
        options: EventOptions(key: "metadata.name", section: "metadata.namespace", sort: "metadata.name",
                              fields: ["metadata.name", "status.phase"]))
    let code = try await EventsScreen.runInTerminal(settings: settings, saver: nil)   // the exit status
    // README: end
    return code
}

/// FeedUI's landing page: a command run every two seconds, its rows keyed by a column.
func watchProcesses() async throws -> Int32 {
    // README: feedui-watch
    let settings = WatchSettings(
        source: .command(CommandRunner(command: ["ps", "-eo", "pid,comm,%cpu"], timeout: .seconds(5))),
        commandLine: "ps -eo pid,comm,%cpu", input: InputOptions(format: .columns, key: .number(1)), interval: .seconds(2))
    let (code, failure) = try await WatchScreen.runInTerminal(settings: settings, saver: nil)
    if let failure { print(failure) }                                                  // a command that could not start
    // README: end
    return code
}

/// FeedUI's landing page: the same screen under a test's `Pilot` (its clock and executor), from its first model.
@MainActor
func eventsRunner(_ settings: EventsSettings, clock: any AnimationClock, executor: any UIExecutor) -> ProgramRunner<EventsScreen> {
    // README: feedui-pilot
    EventsScreen(settings: settings, executor: executor, clock: clock).runner()   // Pilot(size:) { clock, executor in … }
    // README: end
}
