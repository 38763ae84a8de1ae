import CollectionView
@testable import Demo
import Testing

/// The address book on the one runtime: a paste, the stream's timer, the pause.
@MainActor @Suite struct DemoProgramTests {
    @Test func aPasteIsTypedIntoTheFilterAndDroppedWhileBrowsing() {
        let demo = HeadlessDemo()
        let people = demo.controller.state.book.count
        demo.pilot.paste("dq")
        demo.finish()
        #expect(demo.controller.state.book.count == people, "a pasted d deletes nobody")
        #expect(demo.screen.exitCode == nil, "a pasted q does not quit")
        demo.press(.character("/"))
        demo.pilot.paste("an\nn")
        demo.finish()
        #expect(demo.controller.state.filter == "an n", "typed into the filter, a line break as a space")
        #expect(demo.controller.verification == .verified)
        demo.press(.escape)
        demo.pilot.paste("ann")
        #expect(demo.controller.state.filter.isEmpty, "dropped once the filter is closed")
    }

    @Test func theStreamGoesOnWhileTheAnimationIsPaused() {
        let demo = HeadlessDemo()
        demo.press(.character("c"))
        demo.press(.space)
        #expect(demo.pilot.app.isPaused, "the pilot sees the pause")
        #expect(!demo.pilot.app.wantsAnimationFrames)
        let batches = demo.controller.state.undoStack.count
        demo.wait(DemoState.streamInterval * 3)
        #expect(demo.controller.state.undoStack.count == batches + 3, "server batches arrived on the clock under the paused one")
        demo.press(.character("c"))
        demo.wait(DemoState.streamInterval * 3)
        #expect(demo.controller.state.undoStack.count == batches + 3, "the timer was cancelled")
    }

    @Test func quitIsTheRuntimesExit() {
        let demo = HeadlessDemo()
        demo.press(.character("q"))
        #expect(demo.screen.exitCode == 0)
    }
}
