import CollectionView
import ListDiff
import Testing

extension QueueRow: Differentiable {
    var differenceIdentifier: Int { id }
}

/// A target showing sectioned lists; it checks every batch (its deferred phase included) with the reference
/// applier and ends animations at once (completion called before returning).
@MainActor
final class QueueSectionedTarget: BatchTarget {
    typealias State = [ListSection<String, QueueRow>]
    private(set) var shownState: State
    private(set) var batches: [Changeset] = []
    private(set) var mismatches = 0
    var animationDuration: Duration { .zero }

    init(_ state: State) { shownState = state }

    func swapAndPerform(_ state: State, changeset: Changeset, completion: @escaping @MainActor () -> Void) throws {
        let applied = try changeset.apply(
            to: shownState, sectionContent: { state[$0].model }, itemCount: { state[$0].items.count }, itemContent: { state[$0.section].items[$0.item] })
        if applied != state { mismatches += 1 }
        shownState = state
        batches.append(changeset)
        completion()
    }

    func reload(to state: State) { shownState = state }
}

@MainActor
@Suite struct UpdateQueueListDiffTests {
    private func section(_ id: String, _ rows: [QueueRow]) -> ListSection<String, QueueRow> {
        ListSection(model: id, items: rows)
    }

    @Test func sectionedStatesAreDiffedWithListDiff() throws {
        let old = [section("A", [QueueRow(1), QueueRow(2), QueueRow(3)]), section("B", [QueueRow(4)])]
        let new = [section("B", [QueueRow(4), QueueRow(1, "edited")]), section("A", [QueueRow(3), QueueRow(2)])]
        let target = QueueSectionedTarget(old)
        let executor = ManualExecutor()
        let queue = UpdateQueue(target: target, executor: executor)
        let outcomes = QueueOutcomeBox()
        queue.apply(new) { outcomes.values.append($0) }
        #expect(executor.run(until: { queue.isIdle }))
        #expect(target.shownState == new)
        #expect(target.mismatches == 0)
        let expected = try Changeset(from: old, to: new)
        #expect(outcomes.values.first?.changeset == expected)
        // The moved-and-edited row is refreshed in the batch's deferred phase: one batch, handed over whole.
        #expect(target.batches == [expected])
        #expect(!expected.deferred.isEmpty)
    }

    @Test func duplicateIdsAreReportedWithTheDiffError() throws {
        let old = [section("A", [QueueRow(1)])]
        let target = QueueSectionedTarget(old)
        let executor = ManualExecutor()
        let queue = UpdateQueue(target: target, executor: executor)
        let outcomes = QueueOutcomeBox()
        queue.apply([section("A", [QueueRow(1), QueueRow(1)])]) { outcomes.values.append($0) }
        #expect(executor.run(until: { queue.isIdle }))
        #expect(target.shownState == old)
        guard case let .failed(.diffFailed(error)) = outcomes.values.first else {
            Issue.record("expected a diff error, got \(outcomes.values)")
            return
        }
        #expect(error as? DiffError == .duplicateItem(
            id: "1", side: .new, first: ItemPath(item: 0, section: 0), second: ItemPath(item: 1, section: 0)))
    }
}

@MainActor
final class QueueOutcomeBox {
    var values: [UpdateOutcome] = []
}

/// The app's configuration: the main dispatch queue as UI executor.
@MainActor
@Suite struct UpdateQueueMainQueueTests {
    @Test func theDefaultExecutorRunsTheQueueOnTheMainQueue() async throws {
        let old = [ListSection(model: "A", items: [QueueRow(1), QueueRow(2)])]
        let new = [ListSection(model: "A", items: [QueueRow(2), QueueRow(3)])]
        let target = QueueSectionedTarget(old)
        let queue = UpdateQueue(target: target)  // MainQueueExecutor
        // Awaiting frees the main actor, so the queue's jobs can run on the main queue.
        let outcome = await withCheckedContinuation { continuation in
            queue.apply(new) { continuation.resume(returning: $0) }
        }
        #expect(outcome.changeset == (try Changeset(from: old, to: new)))
        #expect(target.shownState == new)
    }
}
