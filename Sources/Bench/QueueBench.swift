import CollectionView
import Foundation
import ListDiff

/// `bench queue`: latency from `apply` to the start of the batch that shows
/// that state (or a newer one, when coalescing skipped it), with 250 ms
/// animations and a producer sending 100 states per second for 10 seconds,
/// with and without coalescing.
///
/// The main thread plays the UI: it runs the queue's jobs from a
/// ``ManualExecutor`` and ends each animation 250 ms of real time after it began.
enum QueueBench {
    static let animation = Duration.milliseconds(250)
    static let rate = 100
    static let runLength = Duration.seconds(10)

    @MainActor
    static func run() {
        print("## queue")
        print("animation \(animation), producer \(rate) states/s for \(runLength), latency apply → start of the batch showing the state (or a newer one)")
        for coalescing in [true, false] {
            measure(coalescing: coalescing)
        }
    }

    @MainActor
    private static func measure(coalescing: Bool) {
        let clock = ContinuousClock()
        let target = TimedTarget(clock: clock, duration: animation)
        let executor = ManualExecutor()
        let queue = UpdateQueue(
            target: target, executor: executor,
            configuration: UpdateQueueConfiguration(coalescing: coalescing)
        ) { old, new in
            old == new ? Changeset() : Changeset(items: .init(reloaded: [ItemPath(item: 0, section: 0)]))
        }
        let count = rate * Int(runLength.components.seconds)
        let sendTimes = LockedValue([ContinuousClock.Instant?](repeating: nil, count: count))
        let producerDone = LockedValue(false)
        let start = clock.now
        let interval = Duration.seconds(1) / rate

        Thread.detachNewThread {
            for i in 0..<count {
                let due = start + interval * i
                let wait = due - clock.now
                if wait > .zero { Thread.sleep(forTimeInterval: wait.seconds) }
                sendTimes.withLock { $0[i] = clock.now }
                queue.apply(i + 1)
            }
            producerDone.withLock { $0 = true }
        }

        // The UI loop. Without coalescing the backlog would take minutes to
        // drain: at the end of the run the rest is cancelled and measured as
        // "still waiting" (their latency is at least their age).
        var end: ContinuousClock.Instant?
        while true {
            executor.runPending()
            target.tick()
            if end == nil, producerDone.current {
                end = clock.now
                if !coalescing { queue.cancelPending() }
            }
            if end != nil, queue.isIdle, executor.pendingCount == 0, !target.isAnimating { break }
            _ = executor.waitForJob(timeout: .microseconds(500))
        }
        let finish = end ?? clock.now

        // For state i (1-based), the first batch whose state is ≥ i.
        let sends = sendTimes.current
        var latencies: [Double] = []
        var waiting = 0
        // Worst latency among the states shown, by when their batch started (2 s windows).
        var windows = [Double](repeating: 0, count: 5)
        var b = 0
        for i in 0..<count {
            guard let sent = sends[i] else { continue }
            while b < target.starts.count, target.starts[b].state < i + 1 { b += 1 }
            let latency: Duration
            if b < target.starts.count {
                latency = target.starts[b].time - sent
                let window = min(4, max(0, Int((target.starts[b].time - start).seconds / 2)))
                windows[window] = max(windows[window], latency.milliseconds)
            } else {
                latency = finish - sent
                waiting += 1
            }
            latencies.append(latency.milliseconds)
        }
        let mode = coalescing ? "coalescing on " : "coalescing off"
        print("\(mode): \(target.starts.count) batches for \(count) states; latency p50 \(format(percentile(latencies, 0.5))) ms, p99 \(format(percentile(latencies, 0.99))) ms, max \(format(latencies.max() ?? 0)) ms")
        if waiting > 0 {
            let backlog = (animation * waiting).seconds
            print("  \(waiting) states still queued at the end (cancelled; counted at their age, so p50/p99 are lower bounds); "
                + "draining them would take \(format(backlog)) s more")
        }
        let perWindow = windows.enumerated().map { w, value in "\(2 * w)–\(2 * w + 2) s: \(format(value))" }
        print("  worst latency of the states shown, by batch start time (ms): " + perWindow.joined(separator: ", "))
    }

    private static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[Int((p * Double(sorted.count - 1)).rounded())]
    }

    private static func format(_ ms: Double) -> String { String(format: "%.0f", ms) }
}

/// A target whose state is a number and whose animation ends after a fixed
/// time of the real clock, checked by the UI loop's `tick()`.
@MainActor
private final class TimedTarget: BatchTarget {
    let clock: ContinuousClock
    let animationDuration: Duration
    private(set) var shownState = 0
    private(set) var starts: [(state: Int, time: ContinuousClock.Instant)] = []
    private var running: (end: ContinuousClock.Instant, completion: @MainActor () -> Void)?

    init(clock: ContinuousClock, duration: Duration) {
        self.clock = clock
        animationDuration = duration
    }

    var isAnimating: Bool { running != nil }

    func swapAndPerform(_ state: Int, changeset: Changeset, completion: @escaping @MainActor () -> Void) throws {
        let now = clock.now
        shownState = state
        starts.append((state, now))
        running = (now + animationDuration, completion)
    }

    func reload(to state: Int) { shownState = state }

    func tick() {
        guard let running, clock.now >= running.end else { return }
        self.running = nil
        running.completion()
    }
}

fileprivate extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    var milliseconds: Double { seconds * 1000 }
}
