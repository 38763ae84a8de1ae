import CollectionView
import ListDiff
import Testing

@MainActor
final class QueueCallLog {
    var calls: [String] = []
}

/// Manual batches, the hang guard and lost completions.
@MainActor
@Suite struct UpdateQueueManualTests {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    @Test func manualBatchRunsUpdatesThenDeletesThenInsertsInOneBatch() throws {
        let h = QueueHarness(queueRows([1, 2, 3]))
        let log = QueueCallLog()
        h.queue?.modify(
            update: { state in log.calls.append("update"); state[0][0].text = "x"; return [ItemPath(item: 0, section: 0)] },
            delete: { state in log.calls.append("delete"); state[0].remove(at: 1); return [ItemPath(item: 1, section: 0)] },
            insert: { state in log.calls.append("insert"); state[0].append(QueueRow(4)); return [ItemPath(item: 2, section: 0)] },
            completion: h.completion(1)
        )
        h.settle()
        let target = try #require(h.target)
        #expect(log.calls == ["update", "delete", "insert"])
        #expect(target.shownState == [[QueueRow(1, "x"), QueueRow(3), QueueRow(4)]])
        #expect(target.batches == [Changeset(items: .init(deleted: [path(1)], inserted: [path(2)], reloaded: [path(0)]))])
        #expect(h.outcomes.first?.outcome.changeset == target.batches.first)
        #expect(target.violations.isEmpty)
    }

    @Test func aManualBatchWithAWrongPathIsRejectedAndTheViewReloadsFromTheModel() throws {
        let h = QueueHarness(queueRows([1, 2, 3]))
        h.queue?.modify(
            delete: { state in state[0].remove(at: 1); return [ItemPath(item: 5, section: 0)] },
            completion: h.completion(1)
        )
        h.settle()
        let target = try #require(h.target)
        #expect(target.batches.isEmpty)
        #expect(target.events == [.reload(queueRows([1, 3]))])
        #expect(target.displayed == queueRows([1, 3]))
        guard case let .failed(.batchRejected(error)) = h.outcomes.first?.outcome else {
            Issue.record("expected a rejection, got \(h.outcomes)")
            return
        }
        #expect(error as? BatchError == .itemOutOfRange(.delete, path: path(5), itemCount: 3, afterUpdate: false))
        #expect(h.reportedErrors.count == 1)
    }

    @Test func aManualMoveAnimatesTheMove() throws {
        let h = QueueHarness(queueRows([1, 2, 3]))
        h.queue?.modify(move: { state in
            let row = state[0].remove(at: 2)
            state[0].insert(row, at: 0)
            return [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))]
        }, completion: h.completion(1))
        h.settle()
        let target = try #require(h.target)
        #expect(target.shownState == queueRows([3, 1, 2]))
        #expect(target.batches == [Changeset(items: .init(moved: [Move(from: path(2), to: path(0))]))])
    }

    @Test func aManualMoveThatDoesNotMatchTheModelIsRejected() throws {
        let h = QueueHarness(queueRows([1, 2, 3]))
        // Claims row 0 went to the end, but the model moved row 2 to the front: ids disagree.
        h.queue?.modify(move: { state in
            let row = state[0].remove(at: 2)
            state[0].insert(row, at: 0)
            return [Move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))]
        }, completion: h.completion(1))
        h.settle()
        let target = try #require(h.target)
        #expect(target.events == [.reload(queueRows([3, 1, 2]))])
        guard case let .failed(.batchRejected(error)) = h.outcomes.first?.outcome else {
            Issue.record("expected a rejection, got \(h.outcomes)")
            return
        }
        #expect(error as? QueueFakeRejection == .identity)
    }

    @Test func modifyWithoutAnimationReloads() throws {
        let h = QueueHarness(queueRows([1]))
        h.queue?.modifyWithoutAnimation({ $0[0].append(QueueRow(2)) }, completion: h.completion(1))
        h.settle()
        let target = try #require(h.target)
        #expect(target.events == [.reload(queueRows([1, 2]))])
        #expect(h.outcomes.first?.outcome.description == "reloaded")
    }

    @Test func manualBatchesKeepTheirPlaceAndAreNeverCoalesced() throws {
        let h = QueueHarness(queueRows([0]))
        let target = try #require(h.target)
        h.apply(queueRows([1]), tag: 1)
        h.run { target.isAnimating }
        h.apply(queueRows([2]), tag: 2)
        h.apply(queueRows([3]), tag: 3)
        h.queue?.modify(insert: { state in state[0].append(QueueRow(99)); return [ItemPath(item: 1, section: 0)] },
                        completion: h.completion(4))
        h.apply(queueRows([5]), tag: 5)
        h.apply(queueRows([6]), tag: 6)
        h.settle()
        #expect(target.events.map { if case let .batch(_, s) = $0 { s[0].map(\.id) } else { [] } } == [[1], [3], [3, 99], [6]])
        #expect(h.tags == [1, 2, 3, 4, 5, 6])
        #expect(h.outcomes.map { $0.outcome.changeset == nil } == [false, true, false, false, true, false])
    }

    @Test func theHangGuardGoesOnWhenACompletionNeverComes() throws {
        // A 1 ms animation and a 20 ms floor: the guard waits 20 ms per lost completion.
        let h = QueueHarness(queueRows([0]), coalescing: false, hangGuardMultiplier: 10, hangGuardMinimum: .milliseconds(20))
        let target = try #require(h.target)
        target.animationDuration = .milliseconds(1)
        target.losesCompletions = true
        h.apply(queueRows([1]), tag: 1)
        h.apply(queueRows([2]), tag: 2)
        h.settle()
        #expect(target.shownState == queueRows([2]))
        #expect(h.tags == [1, 2])
        #expect(h.outcomes.allSatisfy { $0.outcome.changeset != nil })
        // Both completions were lost; the guard says so once, until a completion comes in time.
        #expect(h.logged.messages.count == 1)
        #expect(h.logged.messages.allSatisfy { $0.contains("did not come within 0.02 seconds") })
        target.losesCompletions = false
        h.apply(queueRows([3]), tag: 3)
        h.settle()
        target.losesCompletions = true
        h.apply(queueRows([4]), tag: 4)
        h.settle()
        #expect(h.logged.messages.count == 2)
    }

    @Test func aCompletionReleasedWithoutBeingCalledDoesNotStallTheQueue() throws {
        // A huge hang guard: only the released completion can let the queue go on.
        let h = QueueHarness(queueRows([0]), coalescing: false, hangGuardMinimum: .seconds(3600))
        let target = try #require(h.target)
        target.dropsCompletions = true
        h.apply(queueRows([1]), tag: 1)
        h.apply(queueRows([2]), tag: 2)
        h.settle()
        #expect(target.shownState == queueRows([2]))
        #expect(h.tags == [1, 2])
        #expect(h.logged.messages.count == 2)
        #expect(h.logged.messages.allSatisfy { $0.contains("released without being called") })
    }

    @Test func hangGuardTimeoutScalesWithTheDurationAboveItsFloor() {
        let configuration = UpdateQueueConfiguration(hangGuardMultiplier: 10, hangGuardMinimum: .seconds(1))
        #expect(configuration.hangGuardTimeout(for: .milliseconds(250)) == .milliseconds(2500))
        #expect(configuration.hangGuardTimeout(for: .zero) == .seconds(1))
    }
}
