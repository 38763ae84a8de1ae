import CollectionView
import ListDiff
import Testing
import TerminalUI

/// One order: under a `ListApp` a key is offered to the modal layer, the
/// list's plugins, the screen's own keys, then the app's update; the help
/// overlay and the hint line list the keys in that same order, generated in
/// one place (`ListScreen.keyLayers`).
@MainActor @Suite struct KeyOrderTests {
    typealias List = ListController<String, String>
    enum AppAction: Hashable, Sendable { case refresh, jump }

    /// A screen with Selectable, the help, and the app's keys `r` and `j` (`j` is Selectable's too).
    private func runner() -> SeenKeys.Runner<List> {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let screen = ListScreen(list: list, title: "Top")
        screen.helpTitle = "keys"
        screen.appKeys = KeyMap<AppAction>([
            KeyBinding(.refresh, keys: [.character("r")], help: "refresh the list", hint: "refresh"),
            KeyBinding(.jump, keys: [.character("j")], help: "the app's j"),
        ]).guide
        return SeenKeys.runner(screen, size: CellSize(columns: 60, rows: 20))
    }

    @Test func theHelpAndTheHintsListTheKeysInTheRoutesOrder() throws {
        let app = runner()
        let screen = app.screen
        let help = screen.keyGuide.help.map(\.text)
        let select = try #require(help.firstIndex { $0.hasPrefix("select the") })
        let quit = try #require(help.firstIndex(of: "quit"))
        let refresh = try #require(help.firstIndex(of: "refresh the list"))
        #expect(select < quit && quit < refresh, "plugins, the screen's own, the app's: \(help)")

        // The overlay draws them so, top to bottom.
        _ = try app.handle(.key(.character("?")))
        var canvas = GridCanvas(columns: 60, rows: 20)
        app.draw(on: &canvas)
        let lines = canvas.lines
        let rows = try ["select the", "quit", "refresh the list"].map { text in try #require(lines.firstIndex { $0.contains(text) }, "\(text)") }
        #expect(rows == rows.sorted(), "\(canvas.render())")
        _ = try app.handle(.key(.escape))  // closes the help, and only that
        #expect(!screen.state.showsHelp && app.exitCode == nil)

        // The hint line: the same order, the pinned hints kept last.
        screen.hints = screen.keyGuide
        app.draw(on: &canvas)
        #expect(canvas.lines.last == " ↑/↓ select  r refresh  ? help  q quit")
    }

    /// The first layer whose guide lists a key takes it: `j` is Selectable's before it is the app's.
    @Test func theFirstLayerThatListsAKeyTakesIt() throws {
        let app = runner()
        let layers = app.screen.keyLayers
        #expect(layers.count == 5, "modal, plugins, table, screen, app")
        let firstWithJ = try #require(layers.firstIndex { $0.help.contains { $0.keys.split(separator: " ").contains("j") } })
        #expect(firstWithJ == 1, "the plugins' layer")
        _ = try app.handle(.key(.character("j")))
        #expect(app.screen.list.view.selectedItem == ItemPath(item: 0, section: 0), "Selectable took it")
        #expect(app.model.isEmpty)
        _ = try app.handle(.key(.character("r")))
        #expect(app.model == [.character("r")], "no layer before the app's lists r")
    }

    @Test func thePanesKeysLeadWhileItIsOpen() {
        let app = runner()
        app.screen.pane = ObjectPaneState(title: "a", lines: ["x"])
        #expect(app.screen.keyLayers.first == ObjectPaneState.keyMap.guide)
        #expect(app.screen.keyGuide.help.first == ObjectPaneState.keyMap.guide.help.first)
        app.screen.pane = nil
        #expect(app.screen.keyLayers.first == KeyGuide())
    }
}
