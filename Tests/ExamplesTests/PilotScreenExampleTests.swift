import CollectionView
import CollectionViewTesting
import ListDiff
import Testing
import TerminalUI
import TerminalUITesting

// README: pilot-screen
/// A plain `ListScreen` under the pilot: no conformance to write.
@MainActor @Test func aJobMovesToDone() {
    let pilot = Pilot(size: CellSize(columns: 20, rows: 7)) { clock, executor in
        ListScreen(list: ListController<String, String>(clock: clock, executor: executor,
                                                        header: { StyledText($0) }, row: { StyledText($0) }),
                   title: "Jobs")
    }
    let list = pilot.app.screen.list
    list.apply([ListSection(model: "Queued", items: ["build", "test"]), ListSection(model: "Done", items: [])])
    pilot.finish()
    list.apply([ListSection(model: "Queued", items: ["test"]), ListSection(model: "Done", items: ["build"])])
    pilot.finish()                                           // build glides into Done
    #expect(pilot.rows(inSection: "Queued") == ["test"])     // a section's rows, read off the screen
    #expect(pilot.rows(inSection: "Done") == ["build"])
    pilot.press(.character("q"))
    #expect(pilot.app.exitCode == 0)                         // the screen's own quit key
}
// README: end
