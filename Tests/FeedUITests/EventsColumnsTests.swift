import FeedUI
import ListFeed
import Testing

/// The cell columns of `demo watch --events` (``EventColumns``, ListFeed's):
/// the screen's update asks for the rows to be drawn again only when they grow.
@Suite struct EventsColumnsTests {
    @Test func aReportWithWiderCellsAsksTheScreenToLayRowsOutAgainOnce() {
        var state = EventsState()
        var progress = EventsEvent.Progress(events: 1)
        progress.columns.widen(to: ["pod-107", "Running", "3"])
        let effects = EventsUpdate.update(&state, .read(progress))
        #expect(effects.contains(.columns(state.columns)) && state.columns.widths == [7, 7])
        // The same widths again (or narrower) change nothing and ask nothing.
        let again = EventsUpdate.update(&state, .read(progress))
        #expect(!again.contains { if case .columns = $0 { true } else { false } })
    }
}
