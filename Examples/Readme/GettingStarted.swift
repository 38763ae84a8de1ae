// The Getting started article's app (Sources/TerminalUI/TerminalUI.docc/Getting-started.md), as code that builds.
// README: todo-model
import ListDiff

/// A task: its identity is its `id`, so renaming it is an update, not a delete and an insert.
struct TodoItem: Differentiable, Equatable, Sendable {
    let id: Int
    var title: String
    var differenceIdentifier: Int { id }
}
// README: end

// README: todo-app
import CollectionView
import ListDiff
import TerminalUI

/// The app's model, a value: the tasks in two sections.
struct TodoList {
    var open = [TodoItem(id: 1, title: "write the README"), TodoItem(id: 2, title: "ship it")]
    var done: [TodoItem] = []
    var sections: [ListSection<String, TodoItem>] {
        [ListSection(model: "To do", items: open), ListSection(model: "Done", items: done)]
    }
}

/// What comes back to the update: the open task selected when `d` was pressed.
enum TodoMessage: Sendable { case markDone(Int) }
typealias TodoApp = ListApp<ListController<String, TodoItem>, TodoList, TodoMessage>

/// The only place the tasks change: `a` adds one at the top, `d` marks the selected one done.
@MainActor
func updateTodo(_ todo: TodoList, _ event: ProgramEvent<TodoMessage>) -> (TodoList, [TodoApp.Command]) {
    var todo = todo
    switch event {
    case .key(.character("a")):
        todo.open.insert(TodoItem(id: todo.open.count + todo.done.count + 1, title: "task \(todo.open.count + 1)"), at: 0)
    case .key(.character("d")):                  // the selection is the view's: a command reads it
        return (todo, [.perform { screen, send in
            if let path = screen.list.view.selectedItem, path.section == 0 { send(.markDone(path.item)) }
        }])
    case let .message(.markDone(item)) where todo.open.indices.contains(item):
        todo.done.insert(todo.open.remove(at: item), at: 0)
    default:
        return (todo, [])                        // q quits: the screen's own key
    }
    let sections = todo.sections
    return (todo, [.perform { screen, _ in screen.list.apply(sections) }])   // the loop draws the batch
}

/// Two sections of tasks: `a` adds one at the top, `d` marks the selected one done, `q` quits.
@MainActor
func runTodoList() async throws -> Int32 {
    let list = ListController<String, TodoItem>(
        header: { StyledText($0, style: Style(bold: true)) },
        row: { StyledText($0.title) },
        plugins: [Selectable()])                 // arrows and clicks select a row
    let todo = TodoList()
    list.apply(todo.sections, animated: false)
    let screen = ListScreen(list: list, title: " To do",
                            status: StyledText(" a adds · d done · q quits", style: Style(dim: true)))
    return try await ProgramRunner(screen: screen, model: todo, update: updateTodo).run()   // opens the terminal, restores it
}
// README: end

/// The article's live list on the same screen, fed by a watch on a task of its own.
@MainActor
func runPods(watch: AsyncStream<Pod>) async throws -> Int32 {
    // README: todo-live
    let pods = LiveList<String, Pod>(section: { $0.namespace }, order: .descending { $0.restarts },
                                     header: { StyledText($0) }, row: { StyledText($0.name) })
    let screen = ListScreen(list: pods, title: " Pods")
    Task.detached { for await pod in watch { pods.upsert(pod) } }   // never waits for the screen
    return try await screen.run()
    // README: end
}
