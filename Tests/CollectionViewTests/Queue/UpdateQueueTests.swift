import CollectionView
import Dispatch
import ListDiff
import Testing

/// The queue driven by a ManualExecutor: the test decides when UI jobs run and
/// when animations end, so no outcome depends on timing.
@MainActor
@Suite struct UpdateQueueTests {
    @Test func appliesAStateAndReportsItsChangeset() throws {
        let h = QueueHarness(queueRows([1, 2]))
        h.apply(queueRows([2, 3]), tag: 1)
        h.settle()
        let target = try #require(h.target)
        #expect(target.shownState == queueRows([2, 3]), "\(h.outcomes)")
        #expect(target.displayed == queueRows([2, 3]))
        #expect(h.tags == [1])
        #expect(h.outcomes.first?.outcome.changeset == target.batches.first)
        #expect(target.violations.isEmpty)
    }

    @Test func batchesNeverOverlap() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false, deferring: true)
        for n in 1...20 { h.apply(queueRows([n, n + 100]), tag: n) }
        // End animations only after every job that was ready has run, so a
        // queue that did not wait for completions would start a batch while
        // one animates, which the target records.
        h.settle()
        let target = try #require(h.target)
        #expect(target.violations.isEmpty)
        #expect(target.batches.count == 20)
        #expect(target.shownState == queueRows([20, 120]))
    }

    @Test func deferredReloadsTravelWithTheirBatch() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false, deferring: true)
        for n in 1...5 { h.apply(queueRows([n]), tag: n) }
        h.settle()
        let target = try #require(h.target)
        #expect(target.violations.isEmpty)
        // One batch per request, its deferred reloads inside it: the view plays them (no second batch).
        let batches = target.events.map { event -> String in
            switch event {
            case let .batch(changeset, state): "\(state[0][0].id) deferred \(changeset.deferred.items)"
            case .reload: "reload"
            }
        }
        #expect(batches == (1...5).map { "\($0) deferred \([ItemPath(item: 0, section: 0)])" })
        #expect(h.outcomes.allSatisfy { $0.outcome.changeset?.deferred.isEmpty == false })
    }

    @Test func theCompletionWaitsForTheWholeBatch() throws {
        let h = QueueHarness(queueRows([0]), deferring: true)
        h.apply(queueRows([1]), tag: 1)
        let target = try #require(h.target)
        h.run { target.isAnimating }
        #expect(target.events.count == 1)
        #expect(h.outcomes.isEmpty)
        target.finishAnimation()
        h.settle()
        #expect(target.events.count == 1)
        #expect(h.tags == [1])
    }

    @Test func requestsRunFirstInFirstOut() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false)
        for n in 1...50 { h.apply(queueRows([n]), tag: n) }
        h.settle()
        let target = try #require(h.target)
        #expect(h.tags == Array(1...50))
        #expect(target.events.map { if case let .batch(_, s) = $0 { s[0][0].id } else { -1 } } == Array(1...50))
    }

    @Test func dataSourceSwapAndBatchStartHappenInTheSameTurn() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false, deferring: true)
        let target = try #require(h.target)
        for n in 1...10 { h.apply(queueRows([n, -n]), tag: n) }
        let deadline = ContinuousClock.now + .seconds(30)
        while !(h.queue?.isIdle ?? true) || h.executor.pendingCount > 0 {
            // One UI job at a time: after each, the view and its data source agree,
            // and the data source changed only in a job that also started a batch.
            let before = (target.dataSource, target.events.count)
            if h.executor.runNext() {
                #expect(target.dataSource == target.displayed)
                if target.dataSource != before.0 {
                    #expect(target.events.count == before.1 + 1)
                    if case .batch = target.events.last {} else { Issue.record("state swapped without a batch") }
                }
            } else if target.isAnimating {
                target.finishAnimation()
            } else {
                _ = h.executor.waitForJob(timeout: .milliseconds(1))
            }
            if ContinuousClock.now > deadline { Issue.record("did not settle"); break }
        }
        #expect(target.shownState == queueRows([10, -10]))
    }

    @Test func aDiffErrorLeavesTheViewAsItWasAndTheNextRequestApplies() throws {
        let h = QueueHarness(queueRows([1, 2]))
        let target = try #require(h.target)
        h.apply(queueRows([3, 3]), tag: 1)  // duplicate id
        h.settle()
        #expect(target.events.isEmpty)
        #expect(target.shownState == queueRows([1, 2]))
        #expect(target.displayed == queueRows([1, 2]))
        guard case let .failed(.diffFailed(error)) = h.outcomes.first?.outcome else {
            Issue.record("expected a diff failure, got \(h.outcomes)")
            return
        }
        #expect(error as? QueueFakeDiffError == .duplicate(3))
        #expect(h.reportedErrors.count == 1)

        h.apply(queueRows([4]), tag: 2)
        h.settle()
        #expect(target.shownState == queueRows([4]))
        #expect(h.tags == [1, 2])
        #expect(h.outcomes.last?.outcome.changeset != nil)
    }

    @Test func aRejectedBatchLeavesTheViewAsItWas() throws {
        // A wrong diff: claims nothing changed although the rows did.
        let h = QueueHarness(queueRows([1, 2]), diff: { _, _ in Changeset(items: .init(deleted: [ItemPath(item: 0, section: 0)])) })
        let target = try #require(h.target)
        h.apply(queueRows([1, 2, 3]), tag: 1)
        h.settle()
        #expect(target.events.isEmpty)
        #expect(target.shownState == queueRows([1, 2]))
        guard case .failed(.batchRejected) = h.outcomes.first?.outcome else {
            Issue.record("expected a rejection, got \(h.outcomes)")
            return
        }
        #expect(h.reportedErrors.count == 1)
    }

    @Test func coalescingTurnsABurstIntoAFewBatches() throws {
        let h = QueueHarness(queueRows([0]))
        for n in 1...1000 { h.apply(queueRows([n]), tag: n) }
        h.settle()
        let target = try #require(h.target)
        #expect(target.batches.count <= 2)
        #expect(target.shownState == queueRows([1000]))
        #expect(h.tags == Array(1...1000))  // every completion once, in order
        #expect(h.outcomes.last?.outcome.changeset != nil)
        let skipped = h.outcomes.filter { if case .skipped = $0.outcome { true } else { false } }.count
        #expect(skipped >= 998)
        #expect(target.violations.isEmpty)
    }

    @Test func coalescingSkipsWhatWaitsWhileABatchAnimates() throws {
        let h = QueueHarness(queueRows([0]))
        let target = try #require(h.target)
        h.apply(queueRows([1]), tag: 1)
        h.run { target.isAnimating }
        for n in 2...10 { h.apply(queueRows([n]), tag: n) }
        h.settle()
        #expect(target.events.map { if case let .batch(_, s) = $0 { s[0][0].id } else { -1 } } == [1, 10])
        #expect(h.tags == Array(1...10))
        #expect(h.outcomes.map(\.outcome.description).prefix(2).allSatisfy { $0.hasPrefix("applied") || $0 == "skipped" })
    }

    @Test func withoutCoalescingEveryStateIsAnimated() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false)
        for n in 1...1000 { h.apply(queueRows([n]), tag: n) }
        h.settle()
        let target = try #require(h.target)
        #expect(target.batches.count == 1000)
        #expect(h.tags == Array(1...1000))
        #expect(h.outcomes.allSatisfy { $0.outcome.changeset != nil })
        #expect(target.violations.isEmpty)
    }

    @Test func cancelPendingDropsWhatHasNotStarted() throws {
        let h = QueueHarness(queueRows([0]))
        let target = try #require(h.target)
        h.apply(queueRows([1]), tag: 1)
        h.run { target.isAnimating }
        for n in 2...5 { h.apply(queueRows([n]), tag: n) }
        #expect(h.queue?.pendingCount == 4)
        h.queue?.cancelPending()
        #expect(h.queue?.pendingCount == 0)
        h.apply(queueRows([6]), tag: 6)  // after the cancellation: runs
        h.settle()
        #expect(h.tags == [1, 2, 3, 4, 5, 6])
        #expect(h.outcomes.map(\.outcome.description) == [
            "applied(\(target.batches[0]))", "cancelled", "cancelled", "cancelled", "cancelled",
            "applied(\(target.batches[1]))",
        ])
        #expect(target.shownState == queueRows([6]))
    }

    @Test func aViewThatGoesAwayCancelsPendingWorkAndFreesTheQueue() throws {
        let h = QueueHarness(queueRows([0]))
        weak var weakTarget: QueueFakeTarget?
        weak var weakQueue: UpdateQueue<QueueFakeTarget>?
        do {
            let target = try #require(h.target)
            weakTarget = target
            weakQueue = h.queue
            h.apply(queueRows([1]), tag: 1)
            h.run { target.isAnimating }
            for n in 2...5 { h.apply(queueRows([n]), tag: n) }
        }
        h.dropTarget()  // the view deallocates mid-animation, holding the completion
        #expect(weakTarget == nil)
        h.settle()
        #expect(h.tags == [1, 2, 3, 4, 5])
        #expect(h.outcomes.allSatisfy { $0.outcome.description == "cancelled" })
        // Later requests end as cancelled too, and nothing keeps the queue alive.
        h.apply(queueRows([6]), tag: 6)
        h.settle()
        #expect(h.outcomes.last?.outcome.description == "cancelled")
        h.dropQueue()
        h.run { weakQueue == nil }  // the drain loop lets go right after it goes idle
        #expect(weakQueue == nil)
    }

    @Test func unanimatedRequestsReloadInOrder() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false)
        let target = try #require(h.target)
        h.apply(queueRows([1]), tag: 1)
        h.apply(queueRows([2]), tag: 2, animated: false)
        h.apply(queueRows([3]), tag: 3)
        h.settle()
        #expect(target.events.map(\.description) == [
            "batch(\(target.batches[0]) → [[1]])", "reload([[2]])", "batch(\(target.batches[1]) → [[3]])",
        ])
        #expect(h.outcomes.map(\.outcome.description)[1] == "reloaded")
        #expect(target.violations.isEmpty)
    }

    @Test func applyFromManyThreadsAtOnce() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false)
        let queue = try #require(h.queue)
        let finished = LockedValue<[[Int]]>(Array(repeating: [], count: 8))
        // Each producer tags its states: 1000 * thread + k.
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for k in 0..<50 {
                let tag = 1000 * thread + k
                queue.apply(queueRows([tag])) { outcome in
                    if outcome.changeset != nil { finished.withLock { $0[thread].append(k) } }
                }
            }
        }
        h.settle()
        let target = try #require(h.target)
        #expect(finished.current == Array(repeating: Array(0..<50), count: 8))
        #expect(target.batches.count == 400)
        #expect(target.violations.isEmpty)
        // The view ends on the state of the last request to run.
        guard case let .batch(_, last) = target.events.last else { Issue.record("no batch"); return }
        #expect(target.shownState == last)
    }
}
