import CollectionView
import ListDiff
import TerminalUI

/// `example-board`: a kanban board. Lanes are sections; `m` lifts a card,
/// the arrows carry it across lanes, Enter drops it (the `Movable` plugin);
/// `→` / `←` send the selected card to the top of the next or previous lane.
///
/// A program on TerminalUI's runtime: the board is the model (a value),
/// ``update(_:_:)`` the only place it changes. A drop reaches the update as
/// the view's ``ViewEvent/itemDropped(from:to:)`` (through the list's
/// `ViewEventRelay`), not as a closure into the app.
enum BoardApp {
    enum Action: Hashable, Sendable { case nextLane, previousLane }
    static let keyMap = KeyMap<Action>([
        KeyBinding(.nextLane, keys: [.right, .character("l")], help: "send the card to the next lane", hint: "next lane"),
        KeyBinding(.previousLane, keys: [.left, .character("h")], help: "send the card to the previous lane", hint: "back"),
    ])

    typealias List = ListController<String, Card>
    typealias Program = ListApp<List, Model, Message>
    typealias Runner = ProgramRunner<Program>

    /// The board: the only state of the app.
    struct Model: Equatable {
        var board: Board
    }

    enum Message: Sendable {
        /// Send `card` (the one selected when the key came) `by` lanes (+1 the next, −1 the previous).
        case sendCard(Card, by: Int)
    }

    /// The app on `board`, on `clock` and `executor` (a `Pilot`'s in a test).
    @MainActor static func runner(
        board: Board = .sample, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()
    ) -> Runner {
        let list = List(
            clock: clock, executor: executor,
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText("  #\($0.id) \($0.title)") },
            plugins: [Selectable(), Movable(), ViewEventRelay()])
        let screen = ListScreen(list: list, title: StyledText(" example-board", style: Style(bold: true)))
        return Runner(screen: screen, model: Model(board: board), update: update)
    }

    /// The model after `event`, and what the runtime does next.
    @MainActor static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Program.Command]) {
        switch event {
        case .start:
            let sections = model.board.sections, first = model.board.lanes.first?.first
            return (model, [
                .perform { screen, _ in
                    screen.list.reload(to: sections)
                    if let first { _ = screen.list.selectItem(first) }
                    screen.hints = screen.keyGuide + keyMap.guide
                },
                .status(status(model.board)),
            ])
        case let .view(.itemDropped(from, to)):
            return move(model, from: from, to: to)
        case let .key(key):
            guard let action = keyMap.action(for: key) else { return (model, []) }
            // The selection is the view's: read it there, and come back with the card.
            return (model, [.perform { screen, send in
                if let card = screen.list.selectedItem { send(.sendCard(card, by: action == .nextLane ? 1 : -1)) }
            }])
        case let .message(.sendCard(card, lanes)):
            guard let from = model.board.path(of: card), model.board.lanes.indices.contains(from.section + lanes) else { return (model, []) }
            return move(model, from: from, to: ItemPath(item: 0, section: from.section + lanes))  // the selection goes with the card
        default:
            return (model, [])
        }
    }

    /// The board takes the move and the list follows (a dropped card waits where it was dropped);
    /// a move the board refuses puts the card back and says why.
    private static func move(_ model: Model, from: ItemPath, to: ItemPath) -> (Model, [Program.Command]) {
        var model = model
        do {
            try model.board.move(from: from, to: to)
        } catch {
            return (model, [.perform { screen, _ in screen.list.view.cancelMove() }, .status(StyledText(" \(error)"))])
        }
        let sections = model.board.sections
        return (model, [.perform { screen, _ in screen.list.apply(sections) }, .status(status(model.board))])
    }

    private static func status(_ board: Board) -> StyledText {
        StyledText(" \(board.lanes.map(\.count).reduce(0, +)) cards")
    }
}
