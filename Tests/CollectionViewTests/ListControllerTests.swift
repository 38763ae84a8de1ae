import CollectionView
import ListDiff
import Testing

/// A contact-like row: identity `id`, content `name`.
private struct Entry: Differentiable, Hashable, Sendable {
    var id: Int
    var name: String
    var differenceIdentifier: Int { id }
}

@MainActor
@Suite struct ListControllerTests {
    private let clock = ManualClock()
    private let executor = ManualExecutor()

    private func makeList() -> ListController<String, Entry> {
        ListController(
            clock: clock, executor: executor,
            header: { StyledText($0) }, row: { StyledText($0.name) }
        )
    }

    /// Runs queue jobs and animation frames until `done`, recording one text frame per step.
    private func drive(_ list: ListController<String, Entry>, until done: () -> Bool) -> [String] {
        var frames: [String] = []
        var canvas = GridCanvas(columns: 20, rows: 6)
        let deadline = ContinuousClock.now + .seconds(20)
        while !(done() && executor.pendingCount == 0 && !list.view.isAnimating) {
            if ContinuousClock.now > deadline { Issue.record("the queue did not finish"); break }
            executor.runPending()
            if list.view.isAnimating {
                list.view.render(into: &canvas)
                frames.append(canvas.render())
                clock.advance(by: .milliseconds(50))
                list.view.advance()
            } else {
                _ = executor.waitForJob(timeout: .milliseconds(2))
            }
        }
        list.view.render(into: &canvas)
        frames.append(canvas.render())
        return frames
    }

    @Test func appliesThroughTheQueueThenPlaysDeferredReloads() throws {
        let list = makeList()
        let old = [ListSection(model: "A", items: [Entry(id: 1, name: "Ada"), Entry(id: 2, name: "Alan")]),
                   ListSection(model: "B", items: [Entry(id: 3, name: "Bob")])]
        var outcomes: [UpdateOutcome] = []
        list.apply(old, animated: false) { outcomes.append($0) }
        _ = drive(list) { outcomes.count == 1 }
        #expect(list.view.frame(at: clock.now, columns: 20, rows: 6).render() == "A\nAda\nAlan\nB\nBob\n")

        // Ada is renamed and moves to B's end: a move in the first batch, a reload in the deferred one.
        let new = [ListSection(model: "A", items: [Entry(id: 2, name: "Alan")]),
                   ListSection(model: "B", items: [Entry(id: 3, name: "Bob"), Entry(id: 1, name: "Bea")])]
        list.apply(new) { outcomes.append($0) }
        let frames = drive(list) { outcomes.count == 2 }
        guard case let .applied(changeset)? = outcomes.last else {
            Issue.record("expected an applied outcome, got \(String(describing: outcomes.last))")
            return
        }
        #expect(changeset.items.moved.count == 1)
        #expect(changeset.deferred.items == [ItemPath(item: 1, section: 1)])
        // While gliding the row still shows its old text; the new text comes with the deferred flash.
        #expect(frames.contains { $0.contains("Ada") && !$0.contains("Bea") })
        #expect(frames.last == "A\nAlan\nB\nBob\nBea\n")
        #expect(list.shownState == new)
    }

    @Test func duplicateIdsLeaveTheViewAsItWas() {
        let list = makeList()
        var outcomes: [UpdateOutcome] = []
        let good = [ListSection(model: "A", items: [Entry(id: 1, name: "Ada")])]
        list.apply(good, animated: false) { outcomes.append($0) }
        _ = drive(list) { outcomes.count == 1 }  // otherwise coalescing would skip `good`
        let bad = [ListSection(model: "A", items: [Entry(id: 1, name: "Ada"), Entry(id: 1, name: "Ada again")])]
        list.apply(bad) { outcomes.append($0) }
        _ = drive(list) { outcomes.count == 2 }
        guard case let .failed(error)? = outcomes.last else {
            Issue.record("expected a failure, got \(String(describing: outcomes.last))")
            return
        }
        #expect("\(error)".contains("duplicate item id \"1\""))
        #expect(list.shownState == good)
        #expect(list.view.frame(at: clock.now, columns: 20, rows: 3).render() == "A\nAda\n")
    }

    @Test func manualEditsChangeTheRowsInPlaceWithoutACopy() {
        let list = makeList()
        var outcomes: [UpdateOutcome] = []
        // Built inline: no reference outside the controller, so nothing forces a copy.
        list.apply([ListSection(model: "A", items: (0..<1_000).map { Entry(id: $0, name: "row \($0)") })], animated: false) {
            outcomes.append($0)
        }
        _ = drive(list) { outcomes.count == 1 }
        func rowsAddress() -> Int { list.shownState[0].items.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        let before = rowsAddress()
        list.queue.modify(update: { state in
            state[0].items[500].name = "changed"
            return [ItemPath(item: 500, section: 0)]
        }, completion: { outcomes.append($0) })
        _ = drive(list) { outcomes.count == 2 }
        guard case .applied? = outcomes.last else {
            Issue.record("expected an applied outcome, got \(String(describing: outcomes.last))")
            return
        }
        #expect(list.shownState[0].items[500].name == "changed")
        #expect(rowsAddress() == before, "the edit copied the rows")
    }
}
