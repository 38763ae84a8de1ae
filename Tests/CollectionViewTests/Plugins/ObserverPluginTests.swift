import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

@MainActor
@Suite struct ObserverPluginTests {
    @Test func thinPluginsForwardTheirEvents() {
        let log = EventLog()
        let (view, _, stepper) = makePluginView(abcSections(), rows: 4, plugins: [
            ScrollDirectionObserver { log.events.append(.scrollDirectionChanged($0)) },
            HeaderVisibilityObserver { log.events.append(.headerBecameVisible(section: $0, id: $1)) },
            DisplayObserver(willDisplay: { log.events.append(.willDisplayItem($0, id: $1)) },
                            didEndDisplaying: { log.events.append(.didEndDisplayingItem(id: $0)) }),
        ])
        #expect(log.events == [
            .willDisplayItem(path(0, 0), id: "a1"), .willDisplayItem(path(0, 1), id: "a2"),
            .headerBecameVisible(section: 0, id: "A"), .headerBecameVisible(section: 1, id: "B"),
        ])
        log.clear()
        view.setScrollOffset(2)
        stepper.settle(view)
        #expect(log.events == [
            .scrollDirectionChanged(.down), .didEndDisplayingItem(id: "a1"),
            .willDisplayItem(path(1, 0), id: "b1"), .willDisplayItem(path(1, 1), id: "b2"),
        ])
        #expect(!view.handle(.down))  // none of them takes inputs
    }
}
