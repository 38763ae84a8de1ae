import CollectionView
import ListDiff
import TerminalUI

/// `example-board`: a kanban board. Lanes are sections; `m` lifts a card,
/// the arrows carry it across lanes, Enter drops it (the `Movable` plugin);
/// `→` / `←` send the selected card to the top of the next or previous lane.
@MainActor
final class BoardApp {
    enum Action: Hashable, Sendable { case nextLane, previousLane }
    static let keyMap = KeyMap<Action>([
        KeyBinding(.nextLane, keys: [.right, .character("l")], help: "send the card to the next lane", hint: "next lane"),
        KeyBinding(.previousLane, keys: [.left, .character("h")], help: "send the card to the previous lane", hint: "back"),
    ])

    private(set) var board: Board
    private let clock: any AnimationClock
    private let executor: any UIExecutor
    private(set) lazy var screen = ListScreen(
        list: ListController<String, Card>(
            clock: clock, executor: executor,
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText("  #\($0.id) \($0.title)") },
            plugins: [Selectable(), Movable { [unowned self] from, to in move(from: from, to: to) }]),
        title: StyledText(" example-board", style: Style(bold: true))
    ) { [unowned self] event in handle(event) }

    init(board: Board = .sample, clock: any AnimationClock = SystemAnimationClock(), executor: any UIExecutor = MainQueueExecutor()) {
        self.board = board
        self.clock = clock
        self.executor = executor
        screen.list.reload(to: board.sections)
        if let first = board.lanes.first?.first { _ = screen.list.selectItem(first) }
        screen.status = status()
        screen.hints = screen.keyGuide + Self.keyMap.guide
    }

    /// A drop: the board takes the move and the list follows (the card was dropped where it goes).
    func move(from: ItemPath, to: ItemPath) {
        do {
            try board.move(from: from, to: to)
            screen.list.apply(board.sections)
        } catch {
            screen.list.view.cancelMove()
            screen.status = StyledText(" \(error)")
        }
    }

    private func handle(_ event: TerminalEvent) -> EventResult? {
        guard case let .key(key) = event, let action = Self.keyMap.action(for: key) else { return nil }
        guard let card = screen.list.selectedItem, let from = board.path(of: card) else { return .continue }
        let lane = from.section + (action == .nextLane ? 1 : -1)
        guard board.lanes.indices.contains(lane) else { return .continue }
        move(from: from, to: ItemPath(item: 0, section: lane))  // the selection goes with the card
        return .continue
    }

    private func status() -> StyledText {
        StyledText(" \(board.lanes.map(\.count).reduce(0, +)) cards")
    }
}
