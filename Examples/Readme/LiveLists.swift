// README: live-list
import CollectionView
import ListDiff

struct Pod: Differentiable, Equatable, Sendable {
    var name: String
    var namespace: String
    var phase: String
    var restarts: Int
    var differenceIdentifier: String { name }
}

// README: end
/// The docs' `LiveList` example; returns the list it fed.
@MainActor
func livePods(pod: Pod, allPods: [Pod]) -> LiveList<String, Pod> {
    // README: live-list
    let pods = LiveList<String, Pod>(
        section: { $0.namespace }, order: .descending { $0.restarts },   // or .ascending, .arrival
        header: { StyledText($0) }, row: { StyledText("\($0.name)  \($0.phase)  \($0.restarts)") })
    pods.upsert(pod)                          // from any thread, as fast as events come: never waits
    pods.delete("web-1")                      // by identity; unknown ones are ignored
    pods.resync(allPods)                      // replaces everything, as one batch
    pods.setFilter { $0.phase != "Running" }  // one batch; hidden rows are kept up to date
    let typed = TextFilter("WEB")             // or a filter the user types at `/`: any case, any accents
    pods.setFilter(typed, on: \.name)         // no closure to write; an empty one shows every row
    pods.isPaused = true                      // the screen holds still; resuming catches up in one batch
    pods.send([.upsert(pod), .delete("web-2")])  // LiveChange values: a chunk of a feed under one lock
    if let chosen = pods.selectedRow { pods.delete(chosen.name) }  // the selected Pod, as the list holds it
    // README: end
    return pods
}

// README: live-screen
import TerminalUI

/// Pods on the ready-made screen, fed by a watch on a task of its own; Space pauses.
@MainActor
func podsApp(watch: AsyncStream<Pod>) -> ProgramRunner<ListApp<LiveList<String, Pod>, Void, Never>> {
    let pods = LiveList<String, Pod>(
        section: { $0.namespace }, order: .descending { $0.restarts },
        header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText("  \($0.name)  \($0.restarts)") })
    Task.detached {                                        // off the main actor: upsert never waits for the screen
        for await pod in watch { pods.upsert(pod) }
    }
    let screen = ListScreen(list: pods, title: " Pods")    // the same screen as for a ListController
    return ProgramRunner(screen: screen, model: ()) { (model, event: ProgramEvent<Never>) in
        guard event.key == .space else { return (model, []) }
        return (model, [.perform { screen, _ in screen.list.isPaused.toggle() }])  // hold still; resuming catches up in one batch
    }
}
// then: exit(try await podsApp(watch: pods).run())
// README: end
