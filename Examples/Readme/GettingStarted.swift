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

/// Two sections of tasks: `a` adds one at the top, `d` marks the selected one done, `q` quits.
@MainActor
func runTodoList() async throws -> Int32 {
    let list = ListController<String, TodoItem>(
        header: { StyledText($0, style: Style(bold: true)) },
        row: { StyledText($0.title) },
        plugins: [Selectable()])                 // arrows and clicks select a row
    var open = [TodoItem(id: 1, title: "write the README"), TodoItem(id: 2, title: "ship it")]
    var done: [TodoItem] = []
    func sections() -> [ListSection<String, TodoItem>] {
        [ListSection(model: "To do", items: open), ListSection(model: "Done", items: done)]
    }
    list.apply(sections(), animated: false)

    let screen = ListScreen(list: list, title: " To do",
                            status: StyledText(" a adds · d done · q quits", style: Style(dim: true))) { event in
        switch event {
        case .key(.character("a")):
            open.insert(TodoItem(id: open.count + done.count + 1, title: "task \(open.count + 1)"), at: 0)
        case .key(.character("d")):
            guard let path = list.view.selectedItem, path.section == 0 else { return .continue }
            done.insert(open.remove(at: path.item), at: 0)
        default:
            return nil                           // nil: the default (q quits)
        }
        list.apply(sections())                   // the loop draws the batch: nothing to wire
        return .continue
    }
    return try await screen.run()                // opens the terminal, restores it
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
