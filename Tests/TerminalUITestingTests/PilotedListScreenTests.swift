import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// A plain `ListScreen` under the pilot, with no conformance written.
@MainActor @Suite struct PilotedListScreenTests {
    typealias List = ListController<String, String>

    struct Boom: Error, Equatable {}

    /// What the app's event handler saw, and the key it throws on.
    final class Handler {
        var seen: [TerminalEvent] = []
        var throwsOn: TerminalEvent?
    }

    private func pilot(rows: Int = 7, handler: Handler = Handler()) -> Pilot<PilotedListScreen<ListController<String, String>>> {
        Pilot(size: CellSize(columns: 16, rows: rows)) { clock, executor in
            ListScreen(list: List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) },
                                  plugins: [Selectable(animatedScroll: false)]),
                       title: "Jobs", status: "2 queued") { event in
                handler.seen.append(event)
                if event == handler.throwsOn { throw Boom() }
                return nil
            }
        }
    }

    @Test func keysReachTheScreenAndFramesAreItsDrawing() {
        let handler = Handler()
        let pilot = pilot(handler: handler)
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["build", "test"]), ListSection(model: "Done", items: [])])
        pilot.finish()
        #expect(pilot.text() == "Jobs\nQueued\nbuild\ntest\nDone\n\n2 queued")
        #expect(pilot.rows(inSection: "Queued") == ["build", "test"])
        #expect(pilot.rows(inSection: "Done") == [])

        // A key for the list's plugins, then one for the app, then a batch that glides.
        pilot.press(.down)
        #expect(pilot.app.screen.list.selectedItem == "build")
        handler.seen = []
        pilot.press(.character("x"))
        #expect(handler.seen == [.key(.character("x"))])
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["test"]), ListSection(model: "Done", items: ["build"])])
        pilot.wait(.milliseconds(50))
        #expect(pilot.app.pilotedView.isAnimating)
        pilot.finish()
        #expect(pilot.rows(inSection: "Queued") == ["test"])
        #expect(pilot.rows(inSection: "Done") == ["build"])
        #expect(pilot.app.exitCode == nil)
    }

    @Test func quittingEndsTheScreenAndLaterKeysAreIgnored() {
        let handler = Handler()
        let pilot = pilot(handler: handler)
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
        #expect(pilot.app.hasEnded)
        handler.seen = []
        pilot.press(.character("x"))
        #expect(handler.seen.isEmpty)
    }

    @Test func whatTheScreenThrowsIsKept() {
        let handler = Handler()
        handler.throwsOn = .key(.character("!"))
        let pilot = pilot(handler: handler)
        pilot.press(.character("a"))
        #expect(pilot.app.error == nil)
        pilot.press(.character("!"))
        #expect(pilot.app.error is Boom)
        #expect(pilot.app.hasEnded && pilot.app.exitCode == nil)
    }
}
