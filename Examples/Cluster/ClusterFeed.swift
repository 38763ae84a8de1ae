import CollectionView
import ListDiff

/// The watch of the made-up cluster: each ``step()`` moves the cluster on
/// and hands its events to the live list, from whatever thread calls it
/// (the producer task in the app, the test's timer under a `Pilot`). It
/// never waits for the screen: the list coalesces what it has not shown.
final class ClusterFeed<Random: RandomNumberGenerator & Sendable>: Sendable {
    private let cluster: LockedValue<Cluster<Random>>
    /// The list fed (a main-actor object, but its feed takes changes from any thread).
    let live: LiveList<String, Pod>

    init(cluster: Cluster<Random>, live: LiveList<String, Pod>) {
        self.cluster = LockedValue(cluster)
        self.live = live
        live.resync(cluster.pods)
    }

    /// The cluster now (the watch may be ahead of the screen).
    var current: Cluster<Random> { cluster.current }

    /// One step of the cluster, its events handed to the list under one lock; returns them.
    @discardableResult
    func step() -> [ClusterEvent] {
        let events = cluster.withLock { $0.step() }
        live.send(events)
        return events
    }

    /// Steps every `interval` on a task of its own, off the main actor, until cancelled.
    func run(every interval: Duration) -> Task<Void, Never> {
        Task.detached { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                step()
            }
        }
    }
}
