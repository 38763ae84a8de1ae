import CNcursesw
import CollectionView
import ListDiff
import Testing
import TerminalUI

/// Keys decoded from real ncurses input reach a view's key map and, when no
/// plugin binds them, the app: Ctrl+letter, F1–F12, Insert and Shift+Tab
/// included; the space bar arrives as the space key.
@MainActor @Suite struct KeysReachTheAppTests {
    typealias List = ListController<String, String>

    private func screen(
        selectable: Selectable = Selectable(), onEvent: ListScreen<ListController<String, String>>.EventHandler? = nil
    ) -> ListScreen<ListController<String, String>> {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [selectable])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let screen = ListScreen(list: list, title: "Top", onEvent: onEvent)
        var canvas = GridCanvas(columns: 12, rows: 6)
        screen.draw(on: &canvas)
        return screen
    }

    private func decoded(_ raw: RawInput) throws -> TerminalEvent {
        try #require(KeyDecoder.decode(raw))
    }

    @Test func ctrlFKeysInsertAndBackTabReachTheApp() throws {
        var seen: [TerminalEvent] = []
        let screen = screen { event in
            seen.append(event)
            return nil
        }
        let raws: [RawInput] = [
            .character(0x01), .character(0x12),
            .keyCode(KEY_F0 + 1, name: nil), .keyCode(KEY_F0 + 12, name: nil),
            .keyCode(KEY_IC, name: nil), .keyCode(KEY_BTAB, name: nil), .character(0x20),
        ]
        for raw in raws { #expect(try screen.handle(decoded(raw)) == .continue) }
        #expect(seen == [
            .key(.control("a")), .key(.control("r")), .key(.function(1)), .key(.function(12)),
            .key(.insert), .key(.backTab), .key(.space),
        ])
    }

    @Test func aViewKeyRemappedToCtrlOrAnFKeyWorksThroughTheDecoder() throws {
        var selectable = Selectable()
        selectable.keyMap.rebind(.next, to: [.control("n"), .function(5)])
        let screen = screen(selectable: selectable)
        _ = try screen.handle(decoded(.character(0x0E)))  // Ctrl+N
        #expect(screen.list.view.selectedItem == ItemPath(item: 0, section: 0))
        _ = try screen.handle(decoded(.keyCode(KEY_F0 + 5, name: nil)))
        #expect(screen.list.view.selectedItem == ItemPath(item: 1, section: 0))
        #expect(screen.keyGuide.help.contains(KeyHelp(keys: "↑ k Ctrl+N F5", text: "select the previous / next")))
    }

    @Test func theQuitKeyIsABindingTheHelpShows() throws {
        let screen = screen()
        #expect(screen.keyGuide.pinnedHints == [KeyHelp(keys: "q", text: "quit")])
        screen.keyMap.rebind(.quit, to: [.control("q")])
        #expect(try screen.handle(decoded(.character(UInt32(UInt8(ascii: "q"))))) == .continue)
        #expect(try screen.handle(decoded(.character(0x11))) == .quit(0))
        #expect(screen.keyGuide.hintLine(width: 40).hasSuffix("Ctrl+Q quit"))
    }
}
