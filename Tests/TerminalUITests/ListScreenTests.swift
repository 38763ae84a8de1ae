import CollectionView
import ListDiff
import Testing
import TerminalUI

/// The ready-made screen drawn on a ``GridCanvas``: its lines, where the
/// list goes, and who gets which event.
@MainActor @Suite struct ListScreenTests {
    typealias List = ListController<String, String>

    private func screen(title: StyledText? = "Top", status: StyledText? = "3 rows") -> ListScreen<ListController<String, String>> {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        return ListScreen(list: list, title: title, status: status)
    }

    @Test func titleListAndStatusShareTheScreen() {
        let screen = screen(title: StyledText(spans: [.init("Top "), .init("live", style: Style(dim: true))]))
        var canvas = GridCanvas(columns: 12, rows: 6)
        screen.draw(on: &canvas)
        #expect(canvas.render() == "Top live\nS\na\nb\nc\n3 rows")
        #expect(canvas.renderStyled().hasPrefix("[r:Top ][d,r:live][r:    ]"))
        #expect(screen.list.view.screenFrame == Rect(x: 0, y: 1, columns: 12, rows: 4))

        let bare = self.screen(title: nil, status: nil)
        bare.draw(on: &canvas)
        #expect(canvas.render() == "S\na\nb\nc\n\n")
    }

    /// The hints follow the status, cut to the line's width at each frame: the pinned ones (quit) go last, and
    /// hints alone make a status line.
    @Test func hintsFollowTheStatusCutToTheWidth() {
        let screen = screen(title: nil, status: " 3 rows")
        screen.hints = screen.keyGuide
        var wide = GridCanvas(columns: 60, rows: 6)
        screen.draw(on: &wide)
        let line = wide.render().components(separatedBy: "\n").last ?? ""
        #expect(line.hasPrefix(" 3 rows · ") && line.hasSuffix("q quit"), "\(line)")
        #expect(line.contains("select"), "\(line)")
        var narrow = GridCanvas(columns: 20, rows: 6)
        screen.draw(on: &narrow)
        #expect(narrow.render().components(separatedBy: "\n").last == " 3 rows · q quit")
        #expect(narrow.renderStyled().components(separatedBy: "\n").last?.contains("[d:") == true, "hints are dimmed")

        screen.status = nil
        screen.draw(on: &narrow)
        #expect(narrow.render().components(separatedBy: "\n").last == " ↑/↓ select  q quit")
        #expect(screen.list.view.screenFrame.rows == 5, "the hints keep a status line")
        screen.hints = nil
        screen.draw(on: &narrow)
        #expect(screen.list.view.screenFrame.rows == 6)
    }

    @Test func keysGoToTheListThenTheScreenThenTheApp() throws {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let app = SeenKeys.runner(ListScreen(list: list, title: "Top"))
        #expect(try app.handle(.key(.down)) == .continue)  // Selectable's
        #expect(list.view.selectedItem == ItemPath(item: 0, section: 0))
        #expect(try app.handle(.key(.character("x"))) == .continue)
        #expect(try app.handle(.key(.character("q"))) == .quit(0))
        #expect(app.model == [.character("x")], "q is the screen's own key: the app saw only x")
        #expect(app.exitCode == 0)

        // Without a quit key, q is the app's.
        let screen = ListScreen(list: list)
        screen.quitKey = nil
        let keeping = SeenKeys.runner(screen)
        #expect(try keeping.handle(.key(.character("q"))) == .continue)
        #expect(keeping.model == [.character("q")])
        #expect(keeping.exitCode == nil)
        // A plain screen (no app: `ProgramRunner(screen:)`) quits with its own key, its list's plugins first.
        let plain = ProgramRunner(screen: ListScreen(list: list))
        #expect(try plain.handle(.key(.up)) == .continue)
        #expect(list.view.selectedItem == ItemPath(item: 0, section: 0), "Selectable's, on the runtime's route")
        #expect(try plain.handle(.key(.character("q"))) == .quit(0))
        #expect(plain.exitCode == 0)
    }

    @Test func whileTakingTextKeysSkipThePluginsAndTheScreensKeysButNotTheMouse() throws {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let app = SeenKeys.runner(ListScreen(list: list, title: "Top"))
        app.screen.takesText = true
        #expect(app.screen.state.takesText)
        #expect(try app.handle(.key(.character("j"))) == .continue)
        #expect(try app.handle(.key(.character("q"))) == .continue, "q is text too")
        #expect(app.model == [.character("j"), .character("q")], "the letters are text")
        #expect(list.view.selectedItem == nil, "Selectable did not see them")
        #expect(try app.handle(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 3))) == .continue)
        #expect(list.view.selectedItem == ItemPath(item: 1, section: 0), "a click still selects")

        app.screen.takesText = false
        #expect(try app.handle(.key(.character("j"))) == .continue)
        #expect(app.model.count == 2, "Selectable's again")
        #expect(list.view.selectedItem == ItemPath(item: 2, section: 0))
    }
}
