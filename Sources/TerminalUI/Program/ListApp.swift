import CollectionView

/// The ready-made ``Program``: a ``ListScreen`` (the list, its title and
/// status lines, pane, table and help) driven by the app's own model and
/// update. The app gives a value and a function; it keeps no state of its
/// own and binds nothing after construction.
///
/// ```swift
/// struct Counter { var ticks = 0 }
/// let screen = ListScreen(list: list, title: StyledText("Jobs"))
/// let runner = ProgramRunner(screen: screen, model: Counter()) { (model, event: ProgramEvent<Never>) in
///     var model = model
///     switch event {
///     case .start: return (model, [.startTimer("tick", every: .seconds(1))])
///     case .timer: model.ticks += 1; return (model, [.status(StyledText(" \(model.ticks) ticks"))])
///     default: return (model, [])
///     }
/// }
/// exit(try await runner.run())
/// ```
///
/// Input takes the runtime's one route: the screen's modal layer first (the
/// help overlay, the open pane's keys, a click on the table's header line,
/// and every key while the screen ``ListScreen/takesText``, which then goes
/// to the app), then the list's plugins, then the screen's own keys
/// (``ListScreen/keyMap``: `q` quits, `?` helps; the table's), and what is
/// left to the app's update. A paste (``ProgramEvent/paste(_:)``) is typed
/// into the app's update as keys while the screen takes text, is dropped
/// while the help is up (it does not close it), and otherwise reaches the
/// app's update as it is.
public struct ListApp<List: ScreenList, Model, Message: Sendable>: Program {
    /// What the app's update returns.
    public typealias Command = TerminalUI.Command<Message, ListScreen<List>>
    /// The app's update: the model after an event, and what to do.
    public typealias Update = @MainActor (Model, ProgramEvent<Message>) -> (Model, [Command])

    /// The screen drawn (the list, its lines, the pane, the table, the help).
    public let screen: ListScreen<List>
    private let appUpdate: Update

    /// A program showing `screen`, whose app changes its model with `update`.
    public init(screen: ListScreen<List>, update: @escaping Update) {
        self.screen = screen
        appUpdate = update
    }

    /// The list's view.
    public var view: CollectionView { screen.list.view }
    /// The screen: what ``Command/perform(_:)`` calls into.
    public var target: ListScreen<List> { screen }
    /// The screen's smallest size.
    public var minimumSize: CellSize { screen.minimumSize }
    /// Whether the list is idle.
    public var isIdle: Bool { screen.list.isIdle }
    /// When the open pane's flash ends (the screen's own timer).
    public var untilViewTimer: Duration? { screen.untilNextTimer }

    /// Ends the pane's flash when its time is over.
    public func runViewTimers() {
        screen.runDueTimers()
    }

    /// The screen's modal layer: the help overlay, the open pane's keys, a
    /// click on the table's header, keys while the screen takes text.
    public func takesFirst(_ event: ProgramEvent<Message>, in model: Model) -> Bool {
        switch event {
        case let .key(key): screen.takesFirst(key)
        case let .mouse(mouse): screen.state.showsHelp || screen.isHeaderClick(mouse)
        default: false
        }
    }

    /// The screen's modal layer and own keys (as commands on the screen), a paste as above, else the app's update.
    public func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Command]) {
        switch event {
        case let .key(key):
            if let step = screen.modalStep(for: key) { return (model, Self.commands(step)) }
            if !screen.takesText, let step = screen.ownStep(for: key) { return (model, Self.commands(step)) }
        case .paste where screen.state.showsHelp:
            return (model, [])  // a paste is not keys: it does not close the help, and is dropped
        case let .paste(text) where screen.takesText:
            return typing(text, into: model)
        case .mouse where screen.state.showsHelp:
            return (model, [])  // the help is over everything: a click does nothing
        case let .mouse(mouse) where screen.isHeaderClick(mouse):
            let x = mouse.column - screen.list.view.screenFrame.x
            return (model, [.screen(.headerClick(x: x))])
        default:
            break
        }
        return appUpdate(model, event)
    }

    /// Pasted `text` while the screen takes text: its keys (`ViewInput.typing(_:)`)
    /// through ``update(_:_:)`` one after the other, as typed keys reach it; the
    /// commands of all of them, in order (none after one that quits).
    private func typing(_ text: String, into model: Model) -> (Model, [Command]) {
        var model = model
        var commands: [Command] = []
        for key in Key.typing(text) {
            let (next, more) = update(model, .key(key))
            model = next
            commands += more
            if more.contains(where: { if case .quit = $0 { return true }; return false }) { break }
        }
        return (model, commands)
    }

    /// The screen's drawing (its lines are set by the app's commands).
    public func draw<C: Canvas>(_ model: Model, on canvas: inout C) {
        screen.draw(on: &canvas)
    }

    /// A screen step as commands: the screen's events, then quitting.
    private static func commands(_ step: ListScreen<List>.Step) -> [Command] {
        step.events.map { Command.screen($0) } + (step.quit.map { [Command.quit($0)] } ?? [])
    }
}

extension Command {
    /// Sends `event` to the ``ListScreen`` (a new title, status, hints, pane…).
    public static func screen<List>(_ event: ListScreenEvent) -> Self where Target == ListScreen<List> {
        .perform { screen, _ in screen.send(event) }
    }

    /// A new status line (`nil`: none).
    public static func status<List>(_ status: StyledText?) -> Self where Target == ListScreen<List> {
        .screen(.setStatus(status))
    }

    /// A new title line (`nil`: none).
    public static func title<List>(_ title: StyledText?) -> Self where Target == ListScreen<List> {
        .screen(.setTitle(title))
    }

    /// New keys hinted on the status line (`nil`: none).
    public static func hints<List>(_ hints: KeyGuide?) -> Self where Target == ListScreen<List> {
        .screen(.setHints(hints))
    }

    /// Hints every key the screen answers to (``ListScreen/keyGuide``: the
    /// list's plugins', the table's and the screen's own) after the status.
    public static func hintKeys<List>() -> Self where Target == ListScreen<List> {
        .perform { screen, _ in screen.hints = screen.keyGuide }
    }

    /// Start (`true`) or stop taking keys as text.
    public static func takesText<List>(_ takesText: Bool) -> Self where Target == ListScreen<List> {
        .screen(.setTakesText(takesText))
    }
}

extension ProgramRunner {
    /// A runner of a ``ListApp`` on `screen` from `model`, changed by `update`.
    public convenience init<List: ScreenList, Model, Message: Sendable>(
        screen: ListScreen<List>, model: Model, update: @escaping ListApp<List, Model, Message>.Update
    ) where P == ListApp<List, Model, Message> {
        self.init(ListApp(screen: screen, update: update), model: model)
    }

    /// A runner of a plain `screen`: a ``ListApp`` with no model and no update
    /// of its own, so the screen's own keys (`q` quits, `?` helps, the table's,
    /// the pane's) and its list's plugins are all it answers to; a paste is dropped.
    /// What ``ListScreen/run(on:logger:)`` runs.
    ///
    /// ```swift
    /// let runner = ProgramRunner(screen: ListScreen(list: list, title: "Jobs"))
    /// exit(try await runner.run())
    /// ```
    public convenience init<List: ScreenList>(screen: ListScreen<List>) where P == ListApp<List, Void, Never> {
        self.init(screen: screen, model: ()) { model, _ in (model, []) }
    }

    /// The screen, for a ``ListApp``.
    public var screen: P.Target { program.target }
}
