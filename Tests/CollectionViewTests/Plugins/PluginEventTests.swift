import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

@MainActor
@Suite struct PluginEventTests {
    @Test func visibilityIsReportedWhenTheVisibleSetChangesOnly() {
        let log = EventLog()
        let (view, _, stepper) = makePluginView(abcSections(), rows: 4, plugins: [Recorder(log: log)])
        // First frame: A, a1, a2, B visible.
        #expect(log.events == [
            .willDisplayItem(path(0, 0), id: "a1"), .willDisplayItem(path(0, 1), id: "a2"),
            .headerBecameVisible(section: 0, id: "A"), .headerBecameVisible(section: 1, id: "B"),
        ])
        log.clear()
        stepper.settle(view)
        #expect(log.events.isEmpty)  // nothing changed: nothing reported again

        view.setScrollOffset(4)  // b1 b2 b3 C
        stepper.settle(view)
        #expect(log.events == [
            .scrollDirectionChanged(.down),
            .didEndDisplayingItem(id: "a1"), .didEndDisplayingItem(id: "a2"),
            .willDisplayItem(path(1, 0), id: "b1"), .willDisplayItem(path(1, 1), id: "b2"),
            .willDisplayItem(path(1, 2), id: "b3"), .headerBecameVisible(section: 2, id: "C"),
        ])
        log.clear()
        view.setScrollOffset(5)  // b2 b3 C c1: the last row appears
        stepper.settle(view)
        #expect(log.events.contains(.lastItemBecameVisible(path(2, 0))))
        #expect(!log.events.contains(.scrollDirectionChanged(.down)))  // same direction: not again
        log.clear()
        view.setScrollOffset(0)
        stepper.settle(view)
        #expect(log.events.first == .scrollDirectionChanged(.up))
    }

    @Test func inputsStopAtTheFirstPluginThatHandlesThem() {
        let first = EventLog()
        let second = EventLog()
        let (view, _, _) = makePluginView(abcSections(), plugins: [
            Recorder(log: first, handles: [.character("x")]), Recorder(log: second),
        ])
        first.clear()
        second.clear()
        #expect(view.handle(.character("x")))
        #expect(!view.handle(.character("y")))
        #expect(first.events == [.keyPressed(.character("x")), .keyPressed(.character("y"))])
        #expect(second.events == [.keyPressed(.character("y"))])
    }

    @Test func selectionActivationAndBatchesAreReported() throws {
        let log = EventLog()
        let (view, source, stepper) = makePluginView(abcSections(), plugins: [Recorder(log: log)])
        log.clear()
        view.selectItem(at: path(1, 0))
        view.selectItem(at: path(1, 0))  // unchanged: no event
        view.activateItem(at: path(1, 0))
        #expect(log.events == [.selectionChanged(.item(path(1, 0))), .itemActivated(path(1, 0))])
        log.clear()

        // Deleting the selected row moves the selection to its neighbour: reported with the batch.
        source.sections[1].items.remove(at: 0)
        let batch = Changeset(items: .init(deleted: [path(1, 0)]))
        var finished = false
        try view.performBatchUpdates(batch) { finished = $0 }
        #expect(log.events == [.batchStarted(batch), .selectionChanged(.item(path(1, 0)))])
        #expect(view.selectedItemID == AnyHashable("b2"))
        log.clear()
        stepper.settle(view)
        #expect(finished)
        #expect(log.events.contains(.batchFinished(batch, completed: true)))
        #expect(log.events.contains(.didEndDisplayingItem(id: "b1")))
    }

    @Test func aHeaderCanBeSelectedAndFollowsItsSection() throws {
        let log = EventLog()
        let (view, source, stepper) = makePluginView(abcSections(), plugins: [Recorder(log: log)])
        #expect(view.select(.header(section: 1)))
        #expect(view.selection == .header(section: 1))
        #expect(view.selectedItem == nil)
        // The selected header is drawn with the selection style.
        let styled = view.frame(at: stepper.clock.now, columns: 24, rows: 6).renderStyled()
        #expect(styled.contains("B"))
        source.sections.remove(at: 0)
        try view.performBatchUpdates(Changeset(sections: .init(deleted: [0])), animated: false)
        #expect(view.selection == .header(section: 0))
        // Still the same header (by id): not a selection change.
        #expect(!log.events.contains(.selectionChanged(.header(section: 0))))
        source.sections.remove(at: 0)
        try view.performBatchUpdates(Changeset(sections: .init(deleted: [0])), animated: false)
        // The section is gone: the nearest row takes the selection.
        #expect(view.selection == .item(path(0, 0)))
        #expect(log.events.contains(.selectionChanged(.item(path(0, 0)))))
        _ = stepper
    }

    @Test func eventsCausedByAPluginArriveAfterItReturns() {
        /// Selects the first row when asked; records the order in which it sees things.
        struct Selector: CollectionViewPlugin {
            let log: EventLog
            mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
                guard case .keyPressed(.character("s")) = event else { return .ignored }
                view.selectItem(at: path(0, 0))
                log.events.append(.keyPressed(.character("s")))
                return .handled
            }
        }
        let log = EventLog()
        let (view, _, _) = makePluginView(abcSections(), plugins: [Selector(log: log), Recorder(log: log)])
        log.clear()
        #expect(view.handle(.character("s")))
        #expect(log.events == [.keyPressed(.character("s")), .selectionChanged(.item(path(0, 0)))])
    }

    @Test func noPluginsNoCost() {
        let (view, _, _) = makePluginView(abcSections(), plugins: [])
        #expect(!view.handle(.down))
        #expect(view.selectedItem == nil)
    }
}
