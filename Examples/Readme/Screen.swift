// README: screen
import CollectionView
import ListDiff
import TerminalUI

/// A to-do list in the terminal: `a` adds a task (it slides in), `q` quits.
@MainActor
func runTodo() async throws -> Int32 {
    let list = ListController<String, String>(
        header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0) },
        plugins: [Selectable()])
    var tasks = ["write the README", "ship it"]
    list.apply([ListSection(model: "Today", items: tasks)], animated: false)
    let screen = ListScreen(list: list, title: " To do", status: StyledText(" a adds · q quits", style: Style(dim: true)))
    screen.onEvent = { event in
        guard event == .key(.character("a")) else { return nil }  // nil: the default (q quits)
        tasks.insert("task \(tasks.count + 1)", at: 0)
        list.apply([ListSection(model: "Today", items: tasks)])    // the loop draws it: no wiring
        return .continue
    }
    return try await screen.run()                                  // opens the terminal, restores it
}
// README: end

/// The README's loop example, for any application.
@MainActor
func runLoop(_ app: some TerminalApplication) async throws -> Int32 {
    // README: loop
    let terminal = try Terminal()          // throws TerminalError: not a TTY, bad TERM
    let code = try await TerminalLoop(terminal: terminal, application: app).run()
    // README: end
    return code
}
