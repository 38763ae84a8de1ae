import CollectionView
import Dispatch
import Foundation
import Testing

@MainActor
final class QueueStressRecord {
    var outcomes: [(tag: Int, outcome: UpdateOutcome)] = []
}

/// Real threads: producers call `apply` as fast as they can for two seconds
/// while the main thread plays the UI, running queue jobs and animation frames.
/// Also run under Thread Sanitizer:
/// `swift test --sanitize=thread --filter UpdateQueueStress --scratch-path .build-tsan`.
@MainActor
@Suite struct UpdateQueueStressTests {
    static let producers = 4
    static let framesPerBatch = 3

    @Test func producersOnManyThreadsAndAUIThreadRunningFrames() throws {
        let executor = ManualExecutor()
        let target = QueueFakeTarget(queueRows([0]))
        target.animationDuration = .milliseconds(3)
        let queue = UpdateQueue(target: target, executor: executor, diff: queueFakeDiff(deferring: true))
        let record = QueueStressRecord()
        let sent = LockedValue<[Int]>(Array(repeating: 0, count: Self.producers))
        let finishedProducers = LockedValue(0)
        let stop = ContinuousClock.now + .seconds(2)

        for producer in 0..<Self.producers {
            Thread.detachNewThread {
                var k = 0
                while ContinuousClock.now < stop {
                    let tag = 1_000_000 * producer + k
                    queue.apply(queueRows([tag, -tag - 1]), animated: k % 97 != 0) { outcome in
                        record.outcomes.append((tag, outcome))
                    }
                    sent.withLock { $0[producer] += 1 }
                    k += 1
                    usleep(50)
                }
                finishedProducers.withLock { $0 += 1 }
            }
        }

        // The UI thread: run queue jobs, then draw a frame; a batch lasts a few frames.
        var frames = 0
        var framesIntoBatch = 0
        var disagreements = 0
        let deadline = ContinuousClock.now + .seconds(60)
        while !(finishedProducers.current == Self.producers && queue.isIdle && executor.pendingCount == 0) {
            executor.runPending()
            if target.dataSource != target.displayed { disagreements += 1 }
            if target.isAnimating {
                framesIntoBatch += 1
                if framesIntoBatch >= Self.framesPerBatch {
                    framesIntoBatch = 0
                    target.finishAnimation()
                }
            }
            frames += 1
            _ = executor.waitForJob(timeout: .microseconds(500))
            if ContinuousClock.now > deadline {
                Issue.record("the stress run did not finish")
                return
            }
        }

        let total = sent.current.reduce(0, +)
        #expect(total > 1000)
        #expect(record.outcomes.count == total)  // every completion exactly once
        #expect(disagreements == 0)
        #expect(target.violations.isEmpty)
        // Per producer, completions come in the order of its calls.
        for producer in 0..<Self.producers {
            let ks = record.outcomes.map(\.tag).filter { $0 / 1_000_000 == producer }.map { $0 % 1_000_000 }
            #expect(ks == Array(0..<sent.current[producer]))
        }
        // The last request to complete is shown, and it was not skipped.
        let last = try #require(record.outcomes.last)
        #expect(target.shownState == queueRows([last.tag, -last.tag - 1]))
        switch last.outcome {
        case .applied, .reloaded: break
        default: Issue.record("the last request ended as \(last.outcome)")
        }
        #expect(target.batches.count > 10)
        #expect(frames > 0)
    }
}
