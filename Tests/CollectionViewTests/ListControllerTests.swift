import CollectionView
import CollectionViewTesting
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
    private let stepper = FrameStepper(size: CellSize(columns: 20, rows: 6))

    private func makeList() -> ListController<String, Entry> {
        ListController(
            clock: stepper.clock, executor: stepper.executor,
            header: { StyledText($0) }, row: { StyledText($0.name) }
        )
    }

    @Test func appliesThroughTheQueueThenPlaysDeferredReloads() throws {
        let list = makeList()
        let old = [ListSection(model: "A", items: [Entry(id: 1, name: "Ada"), Entry(id: 2, name: "Alan")]),
                   ListSection(model: "B", items: [Entry(id: 3, name: "Bob")])]
        var outcomes: [UpdateOutcome] = []
        list.apply(old, animated: false) { outcomes.append($0) }
        stepper.settle(list)
        #expect(stepper.text(of: list.view) == "A\nAda\nAlan\nB\nBob\n")

        // Ada is renamed and moves to B's end: a move in the first batch, a reload in the deferred one.
        let new = [ListSection(model: "A", items: [Entry(id: 2, name: "Alan")]),
                   ListSection(model: "B", items: [Entry(id: 3, name: "Bob"), Entry(id: 1, name: "Bea")])]
        list.apply(new) { outcomes.append($0) }
        let frames = stepper.settle(list).map(\.text)
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
        stepper.settle(list)  // otherwise coalescing would skip `good`
        let bad = [ListSection(model: "A", items: [Entry(id: 1, name: "Ada"), Entry(id: 1, name: "Ada again")])]
        list.apply(bad) { outcomes.append($0) }
        stepper.settle(list)
        guard case let .failed(error)? = outcomes.last else {
            Issue.record("expected a failure, got \(String(describing: outcomes.last))")
            return
        }
        #expect("\(error)".contains("duplicate item id \"1\""))
        #expect(list.shownState == good)
        #expect(list.view.frame(at: stepper.clock.now, columns: 20, rows: 3).render() == "A\nAda\n")
    }

    @Test func manualEditsChangeTheRowsInPlaceWithoutACopy() {
        let list = makeList()
        var outcomes: [UpdateOutcome] = []
        // Built inline: no reference outside the controller, so nothing forces a copy.
        list.apply([ListSection(model: "A", items: (0..<1_000).map { Entry(id: $0, name: "row \($0)") })], animated: false) {
            outcomes.append($0)
        }
        stepper.settle(list)
        func rowsAddress() -> Int { list.shownState[0].items.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        let before = rowsAddress()
        list.queue.modify(update: { state in
            state[0].items[500].name = "changed"
            return [ItemPath(item: 500, section: 0)]
        }, completion: { outcomes.append($0) })
        stepper.settle(list)
        guard case .applied? = outcomes.last else {
            Issue.record("expected an applied outcome, got \(String(describing: outcomes.last))")
            return
        }
        #expect(list.shownState[0].items[500].name == "changed")
        #expect(rowsAddress() == before, "the edit copied the rows")
    }
}
