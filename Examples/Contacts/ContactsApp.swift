import CollectionView
import ListDiff
import TerminalUI

/// `example-contacts`: an address book in sections A–Z (`SortedSections`).
/// `/` starts a filter typed as text; the list animates on every keystroke;
/// Enter keeps the filter, Esc clears it.
///
/// A program on TerminalUI's runtime: the book and the prompt are the model
/// (a value), ``update(_:_:)`` the only place they change.
enum ContactsApp {
    enum Action: Hashable, Sendable { case filter }
    static let keyMap = KeyMap<Action>([
        KeyBinding(.filter, keys: [.character("/")], help: "filter by name", hint: "filter"),
    ])
    static let columns = TextColumns(widths: [22, 14])

    typealias List = ListController<Book.Header, Person>
    typealias Program = ListApp<List, Model, Never>
    typealias Runner = ProgramRunner<Program>

    /// The book and the filter typed at `/` (Enter keeps it, Esc clears it).
    struct Model {
        let book: Book
        var prompt = FilterPrompt(cursor: "▏")
        /// The text people's names must contain ("": everyone).
        var filter: String { prompt.text }
    }

    /// The app on `book`, on `clock` and `executor` (a `Pilot`'s in a test).
    @MainActor static func runner(
        book: Book, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) -> Runner {
        let list = List(
            clock: clock, executor: executor,
            header: { StyledText(String($0.key), style: Style(bold: true)) },
            row: { StyledText(columns.line(["  " + $0.name, $0.phone])) },
            plugins: [Selectable(), SectionIndex()])
        let screen = ListScreen(list: list, title: StyledText(" example-contacts", style: Style(bold: true)))
        return Runner(screen: screen, model: Model(book: book), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Never>) -> (Model, [Program.Command]) {
        switch event {
        case .start:
            let sections = model.book.listSections
            return (model, [.perform { screen, _ in screen.list.reload(to: sections) }, showStatus(model)])
        case let .key(key):
            var model = model
            let before = model.prompt.text
            if !model.prompt.isTyping, keyMap.action(for: key) == .filter {
                model.prompt.begin()
            } else if model.prompt.handle(key) == .ignored, !model.prompt.isTyping {
                return (model, [])
            }
            var commands: [Program.Command] = []
            if model.prompt.text != before {
                let sections = model.book.sections(matching: model.filter)
                commands.append(.perform { screen, _ in screen.list.apply(sections) })
            }
            return (model, commands + [.takesText(model.prompt.isTyping), showStatus(model)])
        default:
            return (model, [])
        }
    }

    /// The status line: the prompt while typing, else how many are shown and the keys that work now.
    private static func showStatus(_ model: Model) -> Program.Command {
        if model.prompt.isTyping {
            let line = model.prompt.typingLine(hint: "Enter keeps · Esc clears")
            return .perform { screen, _ in
                screen.status = line
                screen.hints = nil
            }
        }
        let filter = model.filter
        let shown = model.book.sections(matching: filter).reduce(0) { $0 + $1.items.count }
        let status = StyledText(filter.isEmpty ? " \(shown) people" : " \(shown) of \(model.book.numberOfItems) match \"\(filter)\"")
        return .perform { screen, _ in
            screen.status = status
            screen.hints = filter.isEmpty ? screen.keyGuide + keyMap.guide { $0.action == .filter }
                : FilterPrompt.keyMap.guide { $0.action == .clear }
        }
    }
}
