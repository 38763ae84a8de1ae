import CollectionView
import ListDiff
import Testing

/// The "batch started" message of `UpdateQueue.apply(_:animated:completion:started:)`:
/// called in the very UI job that swaps the state in and starts its batch
/// (or reloads), before the completion, and never for a request skipped,
/// refused or cancelled.
@MainActor
@Suite struct UpdateQueueStartedTests {
    /// What the callbacks saw, in order.
    @MainActor final class Log {
        var entries: [String] = []
    }

    @Test func startedComesInTheJobThatStartsTheBatchBeforeItsCompletion() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false)
        let target = try #require(h.target)
        let log = Log()
        h.queue?.apply(queueRows([1]), completion: { _ in log.entries.append("completed") }, started: {
            log.entries.append("started shown=\(target.shownState == queueRows([1])) animating=\(target.isAnimating)")
        })
        // One UI job at a time: the message must come in the job in which the batch started.
        h.run { target.isAnimating }
        #expect(log.entries == ["started shown=true animating=true"], "in the batch's own job, after it started")
        h.settle()
        #expect(log.entries == ["started shown=true animating=true", "completed"])
    }

    @Test func aReloadSaysStartedToo() throws {
        let h = QueueHarness(queueRows([0]))
        let target = try #require(h.target)
        let log = Log()
        h.queue?.apply(queueRows([5]), animated: false, started: {
            log.entries.append("started shown=\(target.shownState == queueRows([5]))")
        })
        h.settle()
        #expect(log.entries == ["started shown=true"])
    }

    @Test func aSkippedOrRefusedRequestNeverSaysStarted() throws {
        let h = QueueHarness(queueRows([0]), diff: { old, new in
            if new == queueRows([99]) { throw QueueTestError.refused }
            return try queueFakeDiff()(old, new)
        })
        let log = Log()
        for n in [1, 2, 3, 99] {
            h.queue?.apply(queueRows([n]), completion: { outcome in
                log.entries.append("\(n) \(outcome.changeset == nil ? "not applied" : "applied")")
            }, started: { log.entries.append("started \(n)") })
        }
        h.settle()
        let started = log.entries.filter { $0.hasPrefix("started") }
        #expect(!started.contains("started 99"), "refused: \(log.entries)")
        for n in [1, 2, 3] {
            #expect(started.contains("started \(n)") == log.entries.contains("\(n) applied"), "\(log.entries)")
        }
        // One batch at a time, and none lands before the settle: the queue takes one of the burst (1, or 2 when it woke
        // late), and the rest coalesce into the newest, 99, which is refused. Which one it takes is the threads' timing.
        #expect([1, 2, 3].filter { log.entries.contains("\($0) not applied") }.count >= 2, "the burst coalesced: \(log.entries)")
    }
}

enum QueueTestError: Error {
    case refused
}
