import CollectionView
import ListDiff
import TerminalUI

/// `example-contacts`: an address book in sections A–Z (`SortedSections`).
/// `/` starts a filter typed as text; the list animates on every keystroke;
/// Enter keeps the filter, Esc clears it.
@MainActor
final class ContactsApp {
    enum Action: Hashable, Sendable { case filter }
    static let keyMap = KeyMap<Action>([
        KeyBinding(.filter, keys: [.character("/")], help: "filter by name", hint: "filter"),
    ])

    let book: Book
    /// The filter typed at `/` (Enter keeps it, Esc clears it).
    private(set) var prompt = FilterPrompt(cursor: "▏")
    /// The text people's names must contain ("": everyone).
    var filter: String { prompt.text }
    private let clock: any AnimationClock
    private let executor: any UIExecutor
    private(set) lazy var screen = ListScreen(
        list: ListController<Book.Header, Person>(
            clock: clock, executor: executor,
            header: { StyledText(String($0.key), style: Style(bold: true)) },
            row: { StyledText(Self.columns.line(["  " + $0.name, $0.phone])) },
            plugins: [Selectable(), SectionIndex()]),
        title: StyledText(" example-contacts", style: Style(bold: true))
    ) { [unowned self] event in handle(event) }

    static let columns = TextColumns(widths: [22, 14])

    init(book: Book, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()) {
        self.book = book
        self.clock = clock
        self.executor = executor
        screen.list.reload(to: book.listSections)
        showStatus()
    }

    private func handle(_ event: TerminalEvent) -> EventResult? {
        guard case let .key(key) = event else { return nil }
        let before = prompt.text
        if !prompt.isTyping, Self.keyMap.action(for: key) == .filter {
            prompt.begin()
        } else if prompt.handle(key) == .ignored, !prompt.isTyping {
            return nil
        }
        if prompt.text != before { setFilter(prompt.text) }
        screen.takesText = prompt.isTyping
        showStatus()
        return .continue
    }

    /// Shows the people `filter` matches, animated from what is shown now.
    func setFilter(_ filter: String) {
        prompt.text = filter
        screen.list.apply(book.sections(matching: filter))
    }

    /// The status line: the prompt while typing, else how many are shown and the keys that work now.
    private func showStatus() {
        if prompt.isTyping {
            screen.status = prompt.typingLine(hint: "Enter keeps · Esc clears")
            screen.hints = nil
            return
        }
        let shown = book.sections(matching: filter).reduce(0) { $0 + $1.items.count }
        screen.status = StyledText(filter.isEmpty ? " \(shown) people" : " \(shown) of \(book.numberOfItems) match \"\(filter)\"")
        screen.hints = filter.isEmpty ? screen.keyGuide + Self.keyMap.guide { $0.action == .filter }
            : FilterPrompt.keyMap.guide { $0.action == .clear }
    }
}
