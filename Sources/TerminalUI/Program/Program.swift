import CollectionView

/// A screen as Bubble Tea's `tea.Model`: its model is a value, and
/// ``update(_:_:)`` is the only place it changes; everything with an effect
/// (quitting, timers, work off the main thread, a change to the list) is a
/// ``Command`` the runtime performs. A ``ProgramRunner`` owns the loop: the
/// terminal's ``TerminalLoop`` runs it in an app, a `Pilot` runs the same
/// runner in a test.
///
/// Input takes one route, in the runner: an event the program
/// ``takesFirst(_:in:)`` (an open pane, an overlay, text being typed) goes
/// straight to the update; otherwise keys and mouse reports go to the
/// ``view``'s plugins first (their key maps), and only what they leave
/// reaches ``update(_:_:)`` as a ``ProgramEvent``.
///
/// ``ListApp`` is the ready-made program around a `ListScreen`.
@MainActor
public protocol Program {
    /// The program's state: a value.
    associatedtype Model
    /// The program's own messages (results of work, of calls into the view).
    associatedtype Message: Sendable = Never
    /// What ``Command/perform(_:)`` calls into.
    associatedtype Target

    /// The list view whose plugins take input first and whose animation the
    /// runner steps; its clock is the program's clock (timers run on it).
    var view: CollectionView { get }
    /// What ``Command/perform(_:)`` calls into (the view, or the screen around it).
    var target: Target { get }
    /// The smallest size the program draws at; below it the loop says "terminal too small".
    var minimumSize: CellSize { get }
    /// Whether nothing more happens without the clock moving or an event
    /// (the list's update queue is idle): a `Pilot` runs UI jobs until then.
    var isIdle: Bool { get }

    /// Whether `event` goes to ``update(_:_:)`` before the view's plugins see
    /// it (an open pane's keys, an overlay, keys taken as text). O(1).
    func takesFirst(_ event: ProgramEvent<Message>, in model: Model) -> Bool

    /// The model after `event`, and the commands the runtime performs next, in order.
    /// A program implements this or ``apply(_:to:)``; each defaults to the other.
    func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Command<Message, Target>])

    /// ``update(_:_:)`` in place, which the runner calls: a program whose
    /// model holds a large value (a book of a million rows) changes it
    /// without copying it first. Defaults to ``update(_:_:)``.
    func apply(_ event: ProgramEvent<Message>, to model: inout Model) -> [Command<Message, Target>]

    /// Whether the program holds its animation still in `model` (a pause):
    /// the terminal loop then draws no animation frames, and a `Pilot` lets
    /// time pass in one step. O(1).
    func isPaused(_ model: Model) -> Bool

    /// The clock the program's timers run on: by default the view's (a
    /// program whose view's clock can pause gives the clock under it, so
    /// that its timers go on while the animation stands still).
    var timerClock: any AnimationClock { get }

    /// Draws the whole screen for `model`; the canvas is blank when this is called.
    func draw<C: Canvas>(_ model: Model, on canvas: inout C)

    /// How long from now until a timer of the view's own is due (an object
    /// pane's flash ending), apart from the program's; `nil` for none.
    var untilViewTimer: Duration? { get }

    /// Fires the view's own timers that are due.
    func runViewTimers()

    /// Called on the main actor when a signal ends the program, after the
    /// terminal is restored: the last chance to stop what it started.
    func willTerminate(_ model: Model, by signal: Int32)
}

extension Program {
    /// Any size of at least one cell.
    public var minimumSize: CellSize { CellSize(columns: 1, rows: 1) }

    /// Through ``apply(_:to:)`` on a copy of `model`.
    public func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [Command<Message, Target>]) {
        var next = model
        let commands = apply(event, to: &next)
        return (next, commands)
    }

    /// Through ``update(_:_:)``.
    public func apply(_ event: ProgramEvent<Message>, to model: inout Model) -> [Command<Message, Target>] {
        let (next, commands) = update(model, event)
        model = next
        return commands
    }

    /// Never paused.
    public func isPaused(_ model: Model) -> Bool { false }

    /// The view's clock.
    public var timerClock: any AnimationClock { view.clock }

    /// Never first: the view's plugins see every key and mouse report before the update.
    public func takesFirst(_ event: ProgramEvent<Message>, in model: Model) -> Bool { false }

    /// No timer of the view's own.
    public var untilViewTimer: Duration? { nil }

    /// Does nothing.
    public func runViewTimers() {}

    /// Does nothing.
    public func willTerminate(_ model: Model, by signal: Int32) {}
}
