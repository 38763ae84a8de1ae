import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// A `LiveList` on the same plain `ListScreen` under the pilot: the pilot
/// runs its flushes, steps its batches, and stops when it is idle or paused.
@MainActor @Suite struct PilotedLiveListScreenTests {
    struct Job: Differentiable, Equatable, Sendable {
        var name: String
        var lane: String
        var differenceIdentifier: String { name }
    }

    private func pilot() -> Pilot<PilotedListScreen<LiveList<String, Job>>> {
        Pilot(size: CellSize(columns: 16, rows: 7)) { clock, executor in
            ListScreen(list: LiveList<String, Job>(clock: clock, executor: executor, section: { $0.lane },
                                                   header: { StyledText($0) }, row: { StyledText($0.name) }),
                       title: "Jobs")
        }
    }

    /// The screen's lines without the blank ones below the list.
    private func shown(_ pilot: Pilot<PilotedListScreen<LiveList<String, Job>>>) -> String {
        var text = pilot.text()
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test func changesFromTheFeedAnimateOnTheScreen() {
        let pilot = pilot()
        let live = pilot.app.screen.list
        #expect(pilot.app.isIdle)
        live.upsert(Job(name: "build", lane: "Queued"))
        live.upsert(Job(name: "test", lane: "Queued"))
        #expect(!pilot.app.isIdle, "a flush waits on the executor")
        pilot.finish()
        #expect(pilot.app.isIdle)
        #expect(shown(pilot) == "Jobs\nQueued\nbuild\ntest")

        live.upsert(Job(name: "build", lane: "Done"))
        pilot.settle()
        #expect(pilot.app.pilotedView.isAnimating && !pilot.app.isIdle, "the batch started and animates")
        pilot.finish()
        #expect(pilot.rows(inSection: "Queued") == ["test"])
        #expect(pilot.rows(inSection: "Done") == ["build"])
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
    }

    @Test func aPausedListIsIdleWithChangesWaitingAndCatchesUpWhenResumed() {
        let pilot = pilot()
        let live = pilot.app.screen.list
        live.upsert(Job(name: "build", lane: "Queued"))
        pilot.finish()
        live.isPaused = true
        live.upsert(Job(name: "test", lane: "Queued"))
        live.delete("build")
        pilot.settle()
        #expect(pilot.app.isIdle, "paused: nothing happens until it resumes")
        #expect(live.pendingCount == 2)
        pilot.finish()  // returns: nothing to wait for
        #expect(shown(pilot) == "Jobs\nQueued\nbuild")
        live.isPaused = false
        #expect(!pilot.app.isIdle)
        pilot.finish()
        #expect(shown(pilot) == "Jobs\nQueued\ntest")
        #expect(live.statistics.batches == 2, "the two waiting changes in one batch")
    }
}
