import CollectionView
import CollectionViewTesting
import ListDiff
import Logging
import Testing

/// What the queue tells its `Logger`: failures with the view's message (a
/// batch's deferred reloads are validated with it), and nothing at all by default.
@MainActor @Suite struct UpdateQueueLoggingTests {
    @Test func theDefaultLoggerIsSilentWhateverTheBackend() {
        #expect(UpdateQueueConfiguration().logger.handler is SwiftLogNoOpLogHandler)
        #expect(ListMotionLog.silent.label == ListMotionLog.label)
    }

    @Test func aRejectedBatchIsLoggedAsAnErrorWithTheViewsMessage() throws {
        let h = QueueHarness(queueRows([1, 2]), diff: { _, _ in Changeset(items: .init(deleted: [ItemPath(item: 0, section: 0)])) })
        h.apply(queueRows([1, 2, 3]), tag: 1)
        h.settle()
        #expect(h.logged.entries.map(\.level) == [.error])
        #expect(h.logged.messages == ["UpdateQueue: update rejected by the view: counts"])
        #expect(h.logged.entries.first?.label == ListMotionLog.label)
    }

    @Test func aDiffThatThrowsIsLoggedAsAnError() throws {
        let h = QueueHarness(queueRows([1, 2]))
        h.apply(queueRows([3, 3]), tag: 1)  // duplicate id
        h.settle()
        #expect(h.logged.entries.map(\.level) == [.error])
        #expect(h.logged.messages.first?.hasPrefix("UpdateQueue: update failed while diffing: ") == true)
    }

    @Test func anAppliedBatchLogsNothing() throws {
        let h = QueueHarness(queueRows([1, 2]), deferring: true)
        h.apply([[QueueRow(2, "b"), QueueRow(1, "a")]], tag: 1)
        h.settle()
        #expect(h.outcomes.first?.outcome.changeset != nil)
        #expect(h.logged.entries.isEmpty)
    }

    @Test func theHangGuardWarns() throws {
        let h = QueueHarness(queueRows([0]), coalescing: false, hangGuardMultiplier: 10, hangGuardMinimum: .milliseconds(20))
        let target = try #require(h.target)
        target.animationDuration = .milliseconds(1)
        target.losesCompletions = true
        h.apply(queueRows([1]), tag: 1)
        h.settle()
        #expect(h.logged.entries.map(\.level) == [.warning])
    }
}
