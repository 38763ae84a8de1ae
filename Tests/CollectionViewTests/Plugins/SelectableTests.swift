import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

@MainActor
@Suite struct SelectableTests {
    @Test func arrowsAndVimKeysWalkRowsAcrossSections() {
        let (view, _, stepper) = makePluginView(abcSections(), plugins: [Selectable(animatedScroll: false)])
        #expect(view.handle(.down))
        #expect(view.selectedItem == path(0, 0))
        view.handle(.character("j"))
        view.handle(.down)
        #expect(view.selectedItem == path(1, 0))
        view.handle(.character("k"))
        #expect(view.selectedItem == path(0, 1))
        view.handle(.end)
        #expect(view.selectedItem == path(2, 0))
        view.handle(.down)  // stays on the last row
        #expect(view.selectedItem == path(2, 0))
        // The selection scrolled into view: c1 is on the last line, reversed.
        let frame = view.frame(at: stepper.clock.now, columns: 24, rows: 6)
        #expect(frame.line(5) == "c1")
        #expect(frame.cells[5][0].style.reverse)
        view.handle(.home)
        #expect(view.selectedItem == path(0, 0))
    }

    @Test func headersAreStopsWhenAsked() {
        let (view, _, _) = makePluginView(abcSections(), plugins: [Selectable(selectsHeaders: true, animatedScroll: false)])
        var seen: [CollectionViewHit?] = []
        for _ in 0..<5 {
            view.handle(.down)
            seen.append(view.selection)
        }
        #expect(seen == [.header(section: 0), .item(path(0, 0)), .item(path(0, 1)), .header(section: 1), .item(path(1, 0))])
        view.handle(.up)
        view.handle(.up)
        #expect(view.selection == .item(path(0, 1)))
    }

    @Test func pagesMoveAboutAScreenAndScrollSmoothly() {
        let rows = (0..<30).map { "r\($0)" }
        let (view, _, stepper) = makePluginView([section("S", rows)], rows: 6, plugins: [Selectable()])
        view.handle(.down)
        view.handle(.pageDown)
        #expect(view.selectedItem == path(0, 5))
        view.handle(.pageDown)
        #expect(view.selectedItem == path(0, 10))
        #expect(view.isAnimating)  // the scroll glides
        let frames = stepper.settle(view).map(\.text)
        #expect(frames.last == "r5\nr6\nr7\nr8\nr9\nr10", "\(frames.last ?? "")")
        view.handle(.pageUp)
        #expect(view.selectedItem == path(0, 5))
    }

    @Test func enterActivatesAndClickSelectsAndActivates() {
        let log = EventLog()
        let (view, _, _) = makePluginView(abcSections(), plugins: [Selectable(animatedScroll: false), Recorder(log: log)])
        #expect(!view.handle(.enter))  // nothing selected: not used
        view.handle(.down)
        log.clear()
        #expect(view.handle(.enter))
        #expect(log.events == [.itemActivated(path(0, 0))])
        log.clear()
        #expect(view.handle(.click(line: 4, column: 3)))  // A a1 a2 B b1: line 4 is b1
        #expect(view.selectedItem == path(1, 0))
        #expect(log.events == [.selectionChanged(.item(path(1, 0))), .itemActivated(path(1, 0))])
        #expect(!view.handle(.click(line: 3, column: 0)))  // a header, not a stop
        #expect(view.handle(.wheelDown))
        #expect(view.scrollOffset == 3)
    }
}
