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

    @Test func keysGoToTheListThenTheAppThenQuit() throws {
        var seen: [TerminalEvent] = []
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let screen = ListScreen(list: list, title: "Top") { event in
            seen.append(event)
            return nil
        }
        var canvas = GridCanvas(columns: 12, rows: 6)
        screen.draw(on: &canvas)
        #expect(try screen.handle(.key(.down)) == .continue)  // Selectable's
        #expect(screen.list.view.selectedItem == ItemPath(item: 0, section: 0))
        #expect(try screen.handle(.key(.character("x"))) == .continue)
        #expect(try screen.handle(.key(.character("q"))) == .quit(0))
        #expect(seen == [.key(.character("x")), .key(.character("q"))])
        #expect(screen.exitCode == 0)

        // The app may keep `q` for itself.
        let keeping = ListScreen(list: list) { $0 == .key(.character("q")) ? .continue : nil }
        #expect(try keeping.handle(.key(.character("q"))) == .continue)
        let noQuitKey = ListScreen(list: list)
        noQuitKey.quitKey = nil
        #expect(try noQuitKey.handle(.key(.character("q"))) == .continue)
        #expect(noQuitKey.exitCode == nil)
    }

    @Test func whileTakingTextKeysSkipThePluginsButNotTheMouse() throws {
        var typed = ""
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let screen = ListScreen(list: list, title: "Top") { event in
            guard case let .key(.character(character)) = event else { return nil }
            typed.append(character)
            return .continue
        }
        var canvas = GridCanvas(columns: 12, rows: 6)
        screen.draw(on: &canvas)
        screen.takesText = true
        #expect(screen.state.takesText)
        #expect(try screen.handle(.key(.character("j"))) == .continue)
        #expect(typed == "j", "the letter is text")
        #expect(list.view.selectedItem == nil, "Selectable did not see it")
        #expect(try screen.handle(.key(.down)) == .continue)  // not the app's: the screen's key map, which has no ↓
        #expect(list.view.selectedItem == nil)
        #expect(try screen.handle(.mouse(MouseEvent(kind: .click(button: 1), column: 1, row: 3))) == .continue)
        #expect(list.view.selectedItem == ItemPath(item: 1, section: 0), "a click still selects")

        screen.takesText = false
        #expect(try screen.handle(.key(.character("j"))) == .continue)
        #expect(typed == "j", "Selectable's again")
        #expect(list.view.selectedItem == ItemPath(item: 2, section: 0))
    }
}
