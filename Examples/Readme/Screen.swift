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
    let tasks = ["write the README", "ship it"]
    list.apply([ListSection(model: "Today", items: tasks)], animated: false)
    let screen = ListScreen(list: list, title: " To do", status: StyledText(" a adds · q quits", style: Style(dim: true)))
    let app = ProgramRunner(screen: screen, model: tasks) { (tasks, event: ProgramEvent<Never>) in
        guard event.key == .character("a") else { return (tasks, []) }  // q quits: the screen's own key
        let tasks = ["task \(tasks.count + 1)"] + tasks                 // the model is a value
        return (tasks, [.perform { screen, _ in screen.list.apply([ListSection(model: "Today", items: tasks)]) }])
    }
    return try await app.run()                                           // opens the terminal, restores it
}
// README: end

/// The docs' loop example, for any application.
@MainActor
func runLoop(_ app: some TerminalApplication) async throws -> Int32 {
    // README: loop
    let terminal = try Terminal()          // throws TerminalError: not a TTY, bad TERM
    let code = try await TerminalLoop(terminal: terminal, application: app).run()
    // README: end
    return code
}

// README: timer
/// A countdown: a timer of the runtime takes a row away every second; the
/// status line says what is shown once the batch has landed.
@MainActor
func runCountdown() async throws -> Int32 {
    let list = ListController<String, String>(header: { StyledText($0) }, row: { StyledText($0) })
    let rows = { @Sendable (left: Int) in [ListSection(model: "left", items: (0..<left).map { "item \($0 + 1)" })] }
    list.apply(rows(10), animated: false)
    let screen = ListScreen(list: list, title: " Countdown", status: " 10 left")
    let app = ProgramRunner(screen: screen, model: 10) { (left: Int, event: ProgramEvent<Int>) in
        switch event {
        case .start:                                                      // on the list's clock; a Pilot runs it too
            return (left, [.startTimer("tick", every: .seconds(1))])
        case .timer:
            let left = max(left - 1, 0)
            let stop: [ListApp<ListController<String, String>, Int, Int>.Command] = left == 0 ? [.cancelTimer("tick")] : []
            return (left, [.perform { screen, send in
                screen.list.apply(rows(left)) { _ in send(left) }       // a message once the batch has landed
            }] + stop)
        case let .message(shown):
            return (left, [.status(StyledText(" \(shown) left"))])     // the status is the screen's: it redraws
        default:
            return (left, [])
        }
    }
    return try await app.run()
}
// README: end
