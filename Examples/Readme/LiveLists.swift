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
/// The README's `LiveList` example; returns the list it fed.
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
    pods.isPaused = true                      // the screen holds still; resuming catches up in one batch
    // README: end
    return pods
}
