import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// A plain `ListScreen` under the pilot, with no conformance written.
@MainActor @Suite struct PilotedListScreenTests {
    typealias List = ListController<String, String>

    private func pilot(rows: Int = 7) -> Pilot<PilotedListScreen<ListController<String, String>>> {
        Pilot(size: CellSize(columns: 16, rows: rows)) { clock, executor in
            ListScreen(list: List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) },
                                  plugins: [Selectable(animatedScroll: false)]),
                       title: "Jobs", status: "2 queued")
        }
    }

    @Test func keysReachTheScreenAndFramesAreItsDrawing() {
        let pilot = pilot()
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["build", "test"]), ListSection(model: "Done", items: [])])
        pilot.finish()
        #expect(pilot.text() == "Jobs\nQueued\nbuild\ntest\nDone\n\n2 queued")
        #expect(pilot.rows(inSection: "Queued") == ["build", "test"])
        #expect(pilot.rows(inSection: "Done") == [])

        // A key for the list's plugins, then one of nobody's, then a batch that glides.
        pilot.press(.down)
        #expect(pilot.app.screen.list.selectedItem == "build")
        pilot.press(.character("x"))
        #expect(pilot.app.exitCode == nil)
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["test"]), ListSection(model: "Done", items: ["build"])])
        pilot.wait(.milliseconds(50))
        #expect(pilot.app.pilotedView.isAnimating)
        pilot.finish()
        #expect(pilot.rows(inSection: "Queued") == ["test"])
        #expect(pilot.rows(inSection: "Done") == ["build"])
        #expect(pilot.app.exitCode == nil)
    }

    @Test func quittingEndsTheScreenAndLaterKeysAreIgnored() {
        let pilot = pilot()
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["build", "test"])])
        pilot.finish()
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
        #expect(pilot.app.hasEnded)
        pilot.press(.down)
        #expect(pilot.app.screen.list.selectedItem == nil, "the list took no key after the quit")
    }
}
