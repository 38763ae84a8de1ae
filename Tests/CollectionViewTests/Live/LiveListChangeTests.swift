import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The feed as `LiveChange` values, and the selection as the app's row.
@MainActor
@Suite struct LiveListChangeTests {
    @Test func changesSentAsValuesAreOneBatchInTheirOrder() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 8))
        let list = LiveListTests.makeList(stepper)
        list.send(.resync([Proc(name: "a", group: "g", cpu: 1), Proc(name: "b", group: "g", cpu: 2)]))
        stepper.settle(list)
        #expect(list.statistics.batches == 1)
        list.send([.upsert(Proc(name: "c", group: "g", cpu: 3)), .delete("a"), .upsert(Proc(name: "b", group: "h", cpu: 9)),
                   .upsert(Proc(name: "a", group: "g", cpu: 5))])
        #expect(list.pendingCount == 3)
        stepper.settle(list)
        #expect(list.statistics.batches == 2)
        #expect(LiveListTests.shown(list).map { $0.items.map(\.name) } == [["a", "c"], ["b"]])
        // A resync after changes in one chunk drops them, as `resync(_:)` does.
        list.send([.upsert(Proc(name: "z", group: "g", cpu: 1)), .resync([Proc(name: "c", group: "g", cpu: 3)])])
        stepper.settle(list)
        #expect(LiveListTests.shown(list).map { $0.items.map(\.name) } == [["c"]])
        // Nothing to send asks for no flush.
        list.send([])
        #expect(list.pendingCount == 0 && list.isIdle)
    }

    @Test func recordTakesEachKindOfChange() {
        var changes = LiveChanges<Proc>()
        changes.record(.upsert(Proc(name: "a", group: "g", cpu: 1)))
        changes.record(.delete("b"))
        #expect(changes.received == 2 && changes.pendingCount == 2)
        changes.record(.resync([Proc(name: "c", group: "g", cpu: 1)]))
        #expect(changes.received == 3 && changes.pendingCount == 1)
    }

    @Test func theSelectedRowIsTheRowAsTheListHoldsIt() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 8))
        let list = LiveList<String, Proc>(
            clock: stepper.clock, executor: stepper.executor, section: { $0.group }, order: .descending { $0.cpu },
            header: { StyledText($0) }, row: { StyledText($0.name) }, plugins: [Selectable()]
        )
        list.send([.upsert(Proc(name: "a", group: "g", cpu: 2)), .upsert(Proc(name: "b", group: "g", cpu: 1))])
        stepper.settle(list)
        #expect(list.selectedRow == nil && list.selectedRowID == nil)
        _ = list.view.selectItem(at: ItemPath(item: 1, section: 0), scrollToVisible: false)
        #expect(list.selectedRowID == "b")
        list.upsert(Proc(name: "b", group: "g", cpu: 7))
        stepper.settle(list)
        #expect(list.selectedRow == Proc(name: "b", group: "g", cpu: 7), "the selection follows the row and shows its new content")
        if let chosen = list.selectedRow { list.delete(chosen.name) }
        stepper.settle(list)
        #expect(list.model.row(withID: "b") == nil)
    }
}

/// `setFilter(_:on:)`: a typed filter on a row's text, no closure.
@MainActor
@Suite struct LiveListTextFilterTests {
    @Test func aTextFilterOnAKeyPathShowsTheMatchingRowsAndAnEmptyOneAll() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 8))
        let list = LiveListTests.makeList(stepper)
        list.send(["Émile", "anna", "Bob"].enumerated().map { .upsert(Proc(name: $1, group: "g", cpu: $0)) })
        stepper.settle(list)
        list.setFilter(TextFilter("E"), on: \.name)
        stepper.settle(list)
        #expect(LiveListTests.shown(list).flatMap { $0.items.map(\.name) } == ["Émile"])
        list.setFilter(TextFilter("n"), on: \.name)
        stepper.settle(list)
        #expect(Set(LiveListTests.shown(list).flatMap { $0.items.map(\.name) }) == ["anna"])
        list.setFilter(TextFilter(""), on: \.name)
        stepper.settle(list)
        #expect(list.isIncluded == nil)
        #expect(LiveListTests.shown(list).flatMap { $0.items.map(\.name) }.count == 3)
    }
}

/// `LiveListStatistics.eventsPerSecond`: the changes handed over, counted
/// on the view's clock as they come (paused or not), over two seconds.
@MainActor
@Suite struct LiveListRateTests {
    @Test func theRateCountsWhatTheFeedHandsOverAndFallsToZero() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 8))
        let list = LiveListTests.makeList(stepper)
        list.isPaused = true
        for i in 0..<20 { list.upsert(Proc(name: "p\(i)", group: "g", cpu: i)) }
        list.send([.delete("p0"), .delete("p1")])
        #expect(list.statistics.eventsPerSecond == 0, "the bucket under way is still counting")
        stepper.clock.advance(by: .milliseconds(300))
        // 22 changes (before coalescing, while paused) over the two-second window.
        #expect(list.statistics.eventsPerSecond == 11)
        #expect(list.statistics.received == 0, "nothing was flushed")
        stepper.clock.advance(by: .seconds(2))
        #expect(list.statistics.eventsPerSecond == 0)
    }
}
