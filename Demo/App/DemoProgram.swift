import CollectionView
import TerminalUI

/// The address book as a ``Program`` on the one runtime, the same in the
/// terminal and under a `Pilot`: its model is a ``DemoState``, the pure
/// ``DemoUpdate`` is the only place it changes, and its effects are
/// commands: the list's requests and the view's selection run on the
/// ``DemoController``, the stream of server batches is a runtime timer, `q` quits.
///
/// Keys take the runtime's route: the view's plugins first, except while
/// text is typed (the filter, a name), while the help is open and the key
/// only closes it, and while a change is on its way for the keys that act on
/// the list it will show (``DemoKeys/modelKeys``): those go to the update
/// first. A key the plugins used reaches the update as
/// ``ProgramEvent/viewTook(_:)`` (it clears the note, closes the help); a
/// drop as the view's `itemDropped`. A paste is typed into the filter or the
/// name being edited, and dropped otherwise.
@MainActor
struct DemoProgram: Program {
    typealias Model = DemoState
    typealias Message = DemoEvent
    typealias Command = TerminalUI.Command<DemoEvent, DemoController>

    /// The list and what runs the effects on it.
    let controller: DemoController

    /// The timer of the stream of server batches (`c`).
    static let stream: TimerName = "stream"

    var view: CollectionView { controller.list.view }
    var target: DemoController { controller }
    var minimumSize: CellSize { DemoScreen.minimum }
    var isIdle: Bool { controller.list.queue.isIdle }
    /// The clock under the pausable one: the stream goes on while the animation is paused.
    var timerClock: any AnimationClock { controller.clock.base }

    func isPaused(_ model: DemoState) -> Bool { model.paused }

    /// Keys while text is typed, the keys that only close the open help, the
    /// model's keys while a change is on its way (its selection waits), and
    /// the keys that move rows while a filter is on (rows may not move: the
    /// update says why); clicks while text is typed. All read from the model.
    func takesFirst(_ event: ProgramEvent<DemoEvent>, in model: DemoState) -> Bool {
        switch event {
        case let .key(key):
            model.mode.isTyping || (model.mode.isHelp && model.keys.closesHelp(key))
                || (model.delivery.pendingSelection != nil && model.keys.modelKeys.contains(key))
                || (!model.filter.isEmpty && model.keys.moveKeys.contains(key))
        case .mouse: model.mode.isTyping
        default: false
        }
    }

    /// The update in place (a copy of the state would copy the book: a
    /// million people are a stall), timed with the controller's ``FrameStats``.
    func apply(_ event: ProgramEvent<DemoEvent>, to model: inout DemoState) -> [Command] {
        guard let stats = controller.stats else { return step(event, &model) }
        return stats.measure { step(event, &model) }
    }

    private func step(_ event: ProgramEvent<DemoEvent>, _ model: inout DemoState) -> [Command] {
        var effects: [DemoEffect] = []
        for demoEvent in Self.events(of: event, typing: model.mode.isTyping) {
            if demoEvent.needsCursor {
                // Where the cursor is: where a change on its way will put it, else the view's selection.
                effects += DemoUpdate.update(&model, .cursor(model.delivery.pendingSelection?.cursor ?? controller.navigator.cursor))
            }
            effects += DemoUpdate.update(&model, demoEvent)
        }
        return effects.map(command)
    }

    /// The demo's events of a program event, in order: a paste is typed while
    /// the demo takes text (`typing`; a line break is a space), else dropped.
    private static func events(of event: ProgramEvent<DemoEvent>, typing: Bool) -> [DemoEvent] {
        switch event {
        case let .paste(text): typing ? Key.typing(text).map { .key($0) } : []
        case .start: [.started]
        case let .key(key): [.key(key)]
        case .viewTook: [.keyOffered, .viewUsedKey]
        case .timer(stream): [.streamTick]
        case let .view(.itemDropped(from, to)): [.moved(from: from, to: to)]
        case let .message(message): [message]
        case .mouse, .resize, .timer, .view: []
        }
    }

    /// An effect of the update as a command of the runtime.
    private func command(_ effect: DemoEffect) -> Command {
        switch effect {
        case let .stream(on): on ? .startTimer(Self.stream, every: DemoState.streamInterval) : .cancelTimer(Self.stream)
        case .quit: .quit(0)
        default:
            .perform { controller, send in
                guard let stats = controller.stats else { return controller.run(effect, send: send) }
                stats.measure { controller.run(effect, send: send) }
            }
        }
    }

    /// The screen for `model`: title, list and panel, status, hint, the help on top.
    func draw<C: Canvas>(_ model: DemoState, on canvas: inout C) {
        DemoScreen(state: model, controller: controller).draw(on: &canvas)
    }
}

extension DemoEvent {
    /// Whether the update reads the cursor for this event (refreshed first).
    var needsCursor: Bool {
        switch self {
        case .key, .moved, .streamTick: true
        default: false
        }
    }
}

extension ProgramRunner where P == DemoProgram {
    /// A runner of the address book on `state`, animating on `clock`, doing UI
    /// work on `executor`; with `stats`, the status line shows ``FrameStats``.
    convenience init(demo state: consuming DemoState, clock: PausableClock, executor: any UIExecutor, stats: FrameStats? = nil) {
        let controller = DemoController(clock: clock, executor: executor, duration: state.animationDuration, stats: stats)
        self.init(DemoProgram(controller: controller), model: state)
    }

    /// The list and what runs the effects on it.
    var controller: DemoController { program.controller }

    /// Every key of the demo: the list's plugins' and the demo's own, from their key maps.
    var keyGuide: KeyGuide { DemoScreen(state: model, controller: controller).keyGuide }
}
