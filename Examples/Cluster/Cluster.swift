import ListDiff

/// What a watch of the cluster reports: a pod added or changed (`.upsert`), or a pod gone (`.delete`, by name).
typealias ClusterEvent = LiveChange<Pod>

/// A made-up cluster that changes as a busy one does, step by step from a
/// seed: flaky pods restart (and climb the ranking of their namespace),
/// new pods start `Pending` and then run, old ones are deleted, at a
/// steady rate, the number of pods staying around the size it started with.
struct Cluster<Random: RandomNumberGenerator & Sendable>: Sendable {
    static var namespaces: [String] { ["default", "kube-system", "monitoring", "payments", "web"] }
    static var apps: [String] { ["api", "auth", "cache", "db", "ingest", "search", "web", "worker"] }

    /// Every pod, oldest first (an array, not a dictionary: a seed gives the same run in every process).
    private(set) var pods: [Pod] = []
    /// Events reported since the start.
    private(set) var eventCount = 0
    /// The size the cluster keeps around: the more pods above it, the likelier a delete.
    private let size: Int
    private var random: Random

    init(pods count: Int, random: Random) {
        self.random = random
        size = max(count, 1)
        for _ in 0..<count {
            var pod = newPod()
            pod.phase = .running
            pod.restarts = pod.flaky ? Int.random(in: 0...3, using: &self.random) : 0
            pods.append(pod)
        }
    }

    /// One step: the events a watch would report for it (about four).
    mutating func step() -> [ClusterEvent] {
        var events: [ClusterEvent] = []
        // A pending pod that started in the step before runs now: its row flashes.
        if let index = pods.firstIndex(where: { $0.phase == .pending }) {
            pods[index].phase = .running
            events.append(.upsert(pods[index]))
        }
        // Two flaky pods restart: one more restart re-ranks them, the phase flips.
        let flaky = pods.indices.filter { pods[$0].flaky }
        for _ in 0..<min(2, flaky.count) {
            guard let index = flaky.randomElement(using: &random) else { break }
            pods[index].restarts += 1
            pods[index].phase = Bool.random(using: &random) ? .crashLoop : (Int.random(in: 0..<4, using: &random) == 0 ? .error : .running)
            events.append(.upsert(pods[index]))
        }
        if Bool.random(using: &random) {
            let pod = newPod()
            pods.append(pod)
            events.append(.upsert(pod))
        }
        if Int.random(in: 0..<(2 * size), using: &random) < pods.count, pods.count > 1, let index = pods.indices.randomElement(using: &random) {
            events.append(.delete(pods.remove(at: index).name))
        }
        eventCount += events.count
        return events
    }

    private mutating func newPod() -> Pod {
        let app = Self.apps.randomElement(using: &random) ?? "app"
        var name: String
        repeat {
            name = "\(app)-" + String(UInt32.random(in: 0x10000...0xfffff, using: &random), radix: 16)
        } while pods.contains { $0.name == name }
        let namespace = Self.namespaces.randomElement(using: &random) ?? "default"
        return Pod(name: name, namespace: namespace, phase: .pending, restarts: 0, flaky: Int.random(in: 0..<10, using: &random) < 4)
    }
}
