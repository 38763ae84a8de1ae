import CollectionView
@testable import Demo
import ListDiff
import Testing

/// What the demo's shell no longer keeps copies of: the selection waiting
/// for its list is placed on the update queue's "batch started" message (so
/// its scroll rides along with the batch from its first frame), and whether
/// rows may move is read from the model (a filter on: the keys that move
/// rows go to the update, which says why not).
@MainActor @Suite struct DemoBatchStartedTests {
    @Test func theSelectionIsPlacedAsTheBatchThatShowsItStarts() throws {
        let demo = HeadlessDemo()
        demo.finish()
        let before = Set(QuickKeysTests.model(demo))
        demo.press(.character("a"))
        let added = try #require(Set(QuickKeysTests.model(demo)).subtracting(before).first)
        #expect(demo.controller.list.view.isAnimating, "the batch is under way, its first frame not drawn")
        #expect(QuickKeysTests.selected(demo) == added, "selected in the turn its batch started")
        #expect(demo.controller.state.delivery.pendingSelection == nil, "and the model knows")
    }

    @Test func aBatchStartedMessagePlacesASelectionWaitingForItsListOrAnEarlierOne() throws {
        var state = DemoState(seed: 7, count: 40)
        state = DemoUpdate.update(state, .key(.character("a"))).0  // request 1
        state = DemoUpdate.update(state, .key(.character("a"))).0  // request 2, selecting its person
        let pending = try #require(state.delivery.pendingSelection)
        func places(_ effects: [DemoEffect]) -> Bool {
            effects.contains { if case .placeSelection(_, giveUp: false) = $0 { true } else { false } }
        }
        #expect(!places(DemoUpdate.update(state, .batchStarted(request: pending.request - 1)).1), "an earlier list")
        #expect(places(DemoUpdate.update(state, .batchStarted(request: pending.request)).1))
        state.delivery.pendingSelection = nil
        #expect(!places(DemoUpdate.update(state, .batchStarted(request: 9)).1), "nothing waits")
    }

    @Test func whileAFilterIsOnTheKeysThatMoveRowsGoToTheUpdate() throws {
        let demo = HeadlessDemo()
        demo.finish()
        demo.press(.character("/"))
        demo.press(.character("a"))
        demo.press(.enter)
        demo.finish()
        #expect(!demo.controller.state.filter.isEmpty)
        demo.press(.down)
        demo.finish()
        demo.press(.character("m"))
        #expect(demo.controller.list.view.movingItem == nil, "no row lifted while filtered")
        #expect(demo.controller.state.message == "clear the filter (Esc) to move people")
        demo.press(.character("J"))
        demo.finish()
        #expect(demo.controller.list.view.movingItem == nil)
        #expect(demo.controller.state.message == "clear the filter (Esc) to move people")
    }
}
