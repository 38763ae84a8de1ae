import CNcursesw
import CollectionView
import ListDiff
import Testing
import TerminalUI

/// Keys decoded from real ncurses input reach a view's key map and, when no
/// plugin binds them, the app's update (on the runtime's one route):
/// Ctrl+letter, F1–F12, Insert and Shift+Tab included; the space bar arrives
/// as the space key.
@MainActor @Suite struct KeysReachTheAppTests {
    typealias List = ListController<String, String>
    /// The keys the app's update saw, in order.
    typealias Seen = [Key]
    typealias Runner = ProgramRunner<ListApp<List, Seen, Never>>

    private func runner(selectable: Selectable = Selectable()) -> Runner {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [selectable])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let runner = Runner(screen: ListScreen(list: list, title: "Top"), model: []) { seen, event in
            guard let key = event.key else { return (seen, []) }
            return (seen + [key], [])
        }
        runner.start(size: CellSize(columns: 12, rows: 6))
        var canvas = GridCanvas(columns: 12, rows: 6)
        runner.draw(on: &canvas)
        return runner
    }

    private func decoded(_ raw: RawInput) throws -> TerminalEvent {
        try #require(KeyDecoder.decode(raw))
    }

    @Test func ctrlFKeysInsertAndBackTabReachTheApp() throws {
        let runner = runner()
        let raws: [RawInput] = [
            .character(0x01), .character(0x12),
            .keyCode(KEY_F0 + 1, name: nil), .keyCode(KEY_F0 + 12, name: nil),
            .keyCode(KEY_IC, name: nil), .keyCode(KEY_BTAB, name: nil), .character(0x20),
        ]
        for raw in raws { #expect(try runner.handle(decoded(raw)) == .continue) }
        #expect(runner.model == [.control("a"), .control("r"), .function(1), .function(12), .insert, .backTab, .space])
    }

    @Test func aViewKeyRemappedToCtrlOrAnFKeyWorksThroughTheDecoder() throws {
        var selectable = Selectable()
        selectable.keyMap.rebind(.next, to: [.control("n"), .function(5)])
        let runner = runner(selectable: selectable)
        let screen = runner.screen
        _ = try runner.handle(decoded(.character(0x0E)))  // Ctrl+N
        #expect(screen.list.view.selectedItem == ItemPath(item: 0, section: 0))
        _ = try runner.handle(decoded(.keyCode(KEY_F0 + 5, name: nil)))
        #expect(screen.list.view.selectedItem == ItemPath(item: 1, section: 0))
        #expect(runner.model.isEmpty, "the plugin took them")
        #expect(screen.keyGuide.help.contains(KeyHelp(keys: "↑ k Ctrl+N F5", text: "select the previous / next")))
    }

    @Test func theQuitKeyIsABindingTheHelpShows() throws {
        let runner = runner()
        let screen = runner.screen
        #expect(screen.keyGuide.pinnedHints == [KeyHelp(keys: "q", text: "quit")])
        screen.keyMap.rebind(.quit, to: [.control("q")])
        #expect(try runner.handle(decoded(.character(UInt32(UInt8(ascii: "q"))))) == .continue)
        #expect(runner.model == [.character("q")], "no longer the quit key: the app's")
        #expect(try runner.handle(decoded(.character(0x11))) == .quit(0))
        #expect(screen.keyGuide.hintLine(width: 40).hasSuffix("Ctrl+Q quit"))
    }
}
