import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// `Command.showPrompt(_:notice:)` and `Command.setFilter(_:on:)`: an app
/// that keeps a `FilterPrompt` filters its live list with `/` and nothing else.
@MainActor @Suite struct FilterPromptCommandTests {
    typealias List = LiveList<String, String>
    typealias Program = ListApp<List, FilterPrompt, Never>

    static func update(_ prompt: FilterPrompt, _ event: ProgramEvent<Never>) -> (FilterPrompt, [Program.Command]) {
        var prompt = prompt
        switch event {
        case .start:
            return (prompt, [.showPrompt(prompt, notice: "4 fruits")])
        case let .key(key):
            let before = prompt.text
            guard prompt.handle(key, opens: key == .character("/")) != .ignored else { return (prompt, []) }
            return (prompt, (prompt.text == before ? [] : [.setFilter(prompt.filter, on: \.self)]) + [.showPrompt(prompt, notice: "4 fruits")])
        default:
            return (prompt, [])
        }
    }

    func pilot() -> Pilot<ProgramRunner<Program>> {
        Pilot(size: CellSize(columns: 70, rows: 8)) { clock, executor in
            let list = List(clock: clock, executor: executor, section: { _ in "Fruit" }, order: .ascending { $0 },
                            header: { StyledText($0) }, row: { StyledText("  " + $0) }, plugins: [Selectable()])
            list.send(.resync(["apple", "banana", "cherry", "quince"]))
            return ProgramRunner(screen: ListScreen(list: list), model: FilterPrompt(cursor: "▏"), update: Self.update)
        }
    }

    static func lastLine(_ pilot: Pilot<ProgramRunner<Program>>) -> String {
        pilot.text().components(separatedBy: "\n").last ?? ""
    }

    @Test func slashFiltersAsYouTypeEnterKeepsEscClears() {
        let pilot = pilot()
        pilot.finish()
        #expect(Self.lastLine(pilot) == " 4 fruits · ↑/↓ select  q quit", "the notice, then the screen's keys")
        pilot.type("/qu")
        pilot.finish()
        #expect(pilot.app.screen.takesText, "typing: q is a letter, not quit")
        #expect(pilot.app.exitCode == nil)
        #expect(pilot.rows(inSection: "Fruit") == ["  quince"])
        #expect(Self.lastLine(pilot) == " /qu▏  Enter keeps  Esc clears", "the typing line alone")
        pilot.press(.enter)
        #expect(!pilot.app.screen.takesText)
        #expect(Self.lastLine(pilot) == " filter: qu (Esc clears) · 4 fruits · ↑/↓ select  q quit")
        pilot.press(.escape)
        pilot.finish()
        #expect(pilot.rows(inSection: "Fruit") == ["  apple", "  banana", "  cherry", "  quince"])
        #expect(Self.lastLine(pilot) == " 4 fruits · ↑/↓ select  q quit")
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0, "not typing: q quits")
    }
}
