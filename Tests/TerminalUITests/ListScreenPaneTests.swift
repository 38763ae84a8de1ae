import CollectionView
import ListDiff
import Testing
import TerminalUI

/// A ``ListScreen``'s object pane: beside the list (over it when narrow),
/// its keys before the list's while open, Esc closing it, its flash ended by
/// the screen's clock.
@MainActor @Suite struct ListScreenPaneTests {
    typealias List = ListController<String, String>

    private func screen() -> ListScreen<List> {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        return ListScreen(list: list, title: "Top", status: "3 rows")
    }

    private static let lines = (1...10).map { "line \($0)" }

    @Test func thePaneOpensBesideTheListAndOverItWhenNarrow() {
        let screen = screen()
        screen.pane = ObjectPaneState(title: "a", lines: ["{", "  \"n\": 1", "}"])
        var canvas = GridCanvas(columns: 60, rows: 7)
        screen.draw(on: &canvas)
        #expect(canvas.lines == [
            "Top",
            "S                             ╭─ a ────────────────────────╮",
            "a                             │ {                          │",
            "b                             │   \"n\": 1                   │",
            "c                             │ }                          │",
            "                              ╰────────────────────────────╯",
            "3 rows",
        ], "\(canvas.render())")
        #expect(screen.list.view.screenFrame.size.columns == 30, "the list has the other half")
        var narrow = GridCanvas(columns: 30, rows: 7)
        screen.draw(on: &narrow)
        #expect(narrow.lines[1].hasPrefix("╭─ a ─"), "\(narrow.render())")
        screen.pane = nil
        screen.draw(on: &canvas)
        #expect(canvas.render() == "Top\nS\na\nb\nc\n\n3 rows")
    }

    @Test func itsKeysComeFirstWhileOpenAndEscClosesIt() throws {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
        list.reload(to: [ListSection(model: "S", items: ["a", "b", "c"])])
        let screen = ListScreen(list: list, title: "Top")
        screen.pane = ObjectPaneState(title: "a", lines: Self.lines)
        let app = SeenKeys.runner(screen, size: CellSize(columns: 30, rows: 6))  // the pane shows 3 of its 10 lines
        #expect(try app.handle(.key(.down)) == .continue)
        #expect(screen.pane?.top == 1)
        #expect(list.view.selectedItem == nil, "the arrow scrolled the pane, not the selection")
        #expect(try app.handle(.key(.pageDown)) == .continue)
        #expect(screen.pane?.top == 4, "a page is what the pane shows")
        #expect(screen.keyGuide.help.contains { $0.keys == "Esc" }, "the pane's keys in the help while it is open")
        #expect(try app.handle(.key(.escape)) == .continue)
        #expect(screen.pane == nil)
        #expect(app.model.isEmpty, "the app saw none of the pane's keys")
        #expect(!screen.keyGuide.help.contains { $0.keys == "Esc" })
        #expect(try app.handle(.key(.down)) == .continue)
        #expect(list.view.selectedItem == ItemPath(item: 0, section: 0), "closed: the arrows select again")
        // Other keys still reach the app and the screen while it is open.
        screen.pane = ObjectPaneState(title: "a", lines: Self.lines)
        #expect(try app.handle(.key(.character("x"))) == .continue)
        #expect(app.model == [.character("x")])
        #expect(try app.handle(.key(.character("q"))) == .quit(0))
    }

    @Test func theHintsLeadWithThePanesKeysWhileItIsOpen() {
        let screen = screen()
        screen.status = nil
        screen.hints = screen.keyGuide
        var canvas = GridCanvas(columns: 60, rows: 6)
        screen.draw(on: &canvas)
        #expect(canvas.lines.last == " ↑/↓ select  q quit")
        screen.pane = ObjectPaneState(title: "a", lines: ["x"])
        screen.draw(on: &canvas)
        #expect(canvas.lines.last == " PgUp scroll  ↑/↓ select  Esc close  q quit", "\(canvas.render())")
    }

    @Test func theFlashEndsByTheScreensClock() {
        var state = ListScreenState()
        var pane = ObjectPaneState(title: "a", lines: ["x"])
        pane.show(["y"], changed: [0], at: .seconds(1))
        #expect(ListScreenUpdate.update(&state, .setPane(pane)) == [.redraw])
        #expect(ListScreenUpdate.update(&state, .setPane(pane)).isEmpty, "the same pane again draws nothing")
        #expect(ListScreenUpdate.update(&state, .clock(now: .seconds(1))).isEmpty)
        #expect(state.pane?.flashEnd != nil)
        #expect(ListScreenUpdate.update(&state, .clock(now: .seconds(1) + ObjectPaneState.flashDuration)) == [.redraw])
        #expect(state.pane?.flashEnd == nil && state.pane?.changedLines == [])
        #expect(ListScreenUpdate.update(&state, .paneKey(.character("z"), visibleLines: 3)).isEmpty, "not a key of the pane")
        #expect(ListScreenUpdate.update(&state, .paneKey(.escape, visibleLines: 3)) == [.redraw])
        #expect(state.pane == nil)
    }

    @Test func untilNextTimerCountsTheFlash() {
        let screen = screen()
        #expect(screen.untilNextTimer == nil)
        var pane = ObjectPaneState(title: "a", lines: ["x"])
        pane.show(["y"], changed: [0], at: screen.list.view.clock.now)
        screen.pane = pane
        let until = screen.untilNextTimer ?? .zero
        #expect(until > .milliseconds(500) && until <= ObjectPaneState.flashDuration, "\(until)")
    }
}
