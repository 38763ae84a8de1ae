import CollectionView
import ListFeed
import TerminalUI

extension EventsScreen {
    /// The start reads, a resize is kept (the list, header and pane areas follow it), keys, pastes,
    /// a click on the header line and messages go to ``EventsUpdate``; its effects become commands. After
    /// every event, the tick timer follows the model's ``EventsState/nextDue``.
    public func update(_ model: EventsState, _ event: ProgramEvent<EventsEvent>) -> (EventsState, [Command<EventsEvent, EventsScreen>]) {
        var next = model
        var effects: [EventsEffect] = []
        var now: Duration?
        switch event {
        case let .start(size):
            next.screenSize = size
            effects = EventsUpdate.update(&next, .started)
        case let .resize(size):
            // Rows are not cut here: the view cuts what it draws to its width at every frame, so a row drawn while
            // the window was narrow is whole again once it is wide.
            next.screenSize = size
            effects = [.redraw]
        case let .key(key):
            if next.mode == .inspecting, next.pane != nil, let lines = paneLines(in: next), lines != next.paneLines {
                EventsUpdate.update(&next, .paneLines(lines))
            }
            effects = EventsUpdate.update(&next, .key(key))
        case let .paste(text):
            effects = EventsUpdate.update(&next, .paste(text))
        case let .mouse(mouse):
            guard let column = headerColumn(of: mouse, in: model) else { return (model, []) }
            effects = EventsUpdate.update(&next, .headerClick(column))
        case .timer(Self.tickTimer):
            return (model, [Self.askTheClock])
        case let .message(message):
            if case let .tick(time) = message { now = time }
            effects = EventsUpdate.update(&next, message)
        case .timer, .view, .viewTook:
            return (model, [])
        }
        var commands = effects.map { command($0, next) }
        commands += Self.tickCommands(&next, now: now)
        return (next, commands)
    }

    /// A ``EventsEvent/tick(_:)`` at the clock's time now: the update learns the time only from a message.
    public static var askTheClock: Command<EventsEvent, EventsScreen> {
        .perform { screen, send in send(.tick(screen.clock.now)) }
    }

    /// The tick timer for `model`'s ``EventsState/nextDue``: started (from `now`) or cancelled; when
    /// the time it is due has changed and the time now is not known, the clock is asked first.
    public static func tickCommands(_ model: inout EventsState, now: Duration?) -> [Command<EventsEvent, EventsScreen>] {
        let due = model.nextDue
        guard let now else { return due == model.timerDue ? [] : [askTheClock] }
        model.timerDue = due
        guard let due else { return [.cancelTimer(tickTimer)] }
        return [.startTimer(tickTimer, every: max(due - now, .milliseconds(1)))]
    }

    /// One effect of ``EventsUpdate`` (in `model`, the model after it) as the runtime's command.
    public func command(_ effect: EventsEffect, _ model: EventsState) -> Command<EventsEvent, EventsScreen> {
        switch effect {
        case .read:
            return .perform { screen, send in
                guard let reports = screen.feed?.start() else { return }
                // Its reports reach the update at most every 100 ms (at once for a problem).
                Task { for await report in reports { send(EventsEvent(report)) } }
            }
        case let .pause(paused):
            return .perform { screen, _ in screen.live.isPaused = paused }
        case let .filter(text):
            return .perform { screen, _ in screen.live.setFilter(EventRow.filter(text)) }
        case let .table(effect):
            let table = model.table
            return .perform { screen, send in
                let live = screen.live
                if table.header.sort == nil {
                    // Sorted by `--sort` alone (no column of `--fields`): hold that order, or go back to it.
                    // In arrival order rows never re-rank: there is nothing to hold (nor to re-sort).
                    guard case let .hold(held) = effect, screen.fieldOrder.isSorted else { return }
                    held ? live.holdRanks() : live.setOrder(screen.fieldOrder)
                } else {
                    // The column's kind is read with the sort, off the UI thread; its count comes when the sort lands.
                    live.perform(effect, for: table) { mismatches in send(.sorted(mismatches: mismatches)) }
                }
            }
        case let .columns(columns):
            return .perform { screen, _ in
                screen.look.columns = columns
                screen.live.view.reconfigureRows()
            }
        case .inspectSelected:
            return .perform { screen, send in
                let live = screen.live
                guard let id = live.selectedRowID, let row = live.model.row(withID: id) else { return }
                send(.opened(id: id, title: row.key, object: screen.objects.object(for: id), at: screen.clock.now))
            }
        case let .lookUp(id):
            return .perform { screen, send in send(.object(id: id, screen.objects.object(for: id), at: screen.clock.now)) }
        case let .quit(code):
            return .quit(code)
        case .redraw:
            return .redraw
        }
    }

    /// The areas of a screen of `size` showing `model`: the header line (empty without `--fields`),
    /// the list, and the object pane when open (beside the list, or over it on a narrow screen).
    public static func areas(in size: CellSize, for model: EventsState) -> (header: Rect, list: Rect, pane: Rect?) {
        let layout = ScreenLayout(Rect(size: size), title: true, status: true)
        let areas = model.pane == nil ? (list: layout.list, pane: nil) : ObjectPane.areas(of: layout.list)
        let (header, list) = areas.list.dividedTop(model.table.hasHeaderLine ? 1 : 0)
        return (header, list, areas.pane)
    }

    /// The lines of the object the pane shows at once (its page), with the list's rows and its header line.
    private func paneLines(in model: EventsState) -> Int? {
        guard let size = model.screenSize, let pane = model.pane else { return nil }
        let areas = Self.areas(in: size, for: model)
        let rows = areas.list.size.rows + areas.header.size.rows
        return ObjectPane.visibleLines(in: CellSize(columns: 0, rows: rows), isGone: pane.widget.isGone)
    }

    /// The column of a left click on the header line (the line above the list), else `nil`.
    public func headerColumn(of mouse: MouseEvent, in model: EventsState) -> Int? {
        guard model.table.hasHeaderLine, let size = model.screenSize else { return nil }
        let header = Self.areas(in: size, for: model).header
        guard mouse.row == header.y else { return nil }
        switch mouse.kind {
        case .click(button: 1), .press(button: 1): return model.table.column(atX: mouse.column - header.x)
        default: return nil
        }
    }
}
