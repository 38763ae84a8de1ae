import CollectionView

/// What a ``Pilot`` needs of an app to drive it without a terminal: the
/// view whose animation it steps, whether the app's queue is done, how it
/// takes a key, and how it draws a whole screen.
///
/// A screen usually conforms in a few lines: `pilotedView` is its list's
/// view, `isIdle` its `UpdateQueue`'s `isIdle`, `handle` what its terminal
/// event handler does with a key.
@MainActor
public protocol PilotedApp: AnyObject {
    /// The view whose animation frames the pilot steps through.
    var pilotedView: CollectionView { get }
    /// Whether nothing more will happen without the clock moving or a key:
    /// the app's update queue is idle.
    var isIdle: Bool { get }
    /// Whether the app holds its animation still (a pause key): the pilot
    /// then lets time pass in one step instead of frame by frame.
    var isPaused: Bool { get }
    /// How long from now until the app's next timer is due (a stream, a
    /// poll), on the clock the pilot gave it; `nil` while none runs. The
    /// pilot stops the clock there during ``Pilot/wait(_:)`` and calls
    /// ``runDueTimers()`` (the same two a terminal loop uses).
    var untilNextTimer: Duration? { get }
    /// Fires every timer of the app that is due now (each moves its next
    /// time on, so ``untilNextTimer`` is then in the future or `nil`).
    func runDueTimers()
    /// Takes one key (or mouse report), as the terminal would deliver it.
    func handle(_ input: ViewInput)
    /// Takes text pasted at once, as a terminal in bracketed-paste mode
    /// would deliver it (``Pilot/paste(_:)``). By default, each character as
    /// the key it would have been without the mode (a line break is Enter).
    func paste(_ text: String)
    /// Moves the app's animation to the clock's now (the pilot calls it at
    /// every step); by default the piloted view's `advance()`. An app that
    /// reacts to what its view did (a batch that finished) does so here.
    func advanceView()
    /// The pilot has started at `size` (called once, before the first frame),
    /// as a terminal loop starts an app: a program's start event.
    func pilotDidStart(size: CellSize)
    /// The pilot's screen now has `size` (``Pilot/resize(to:)``), as a
    /// terminal's resize: a program's resize event.
    func pilotDidResize(to size: CellSize)
    /// Draws the whole screen (the same requirement as `TerminalUI`'s
    /// `TerminalApplication`, so a terminal screen already has it).
    func draw<C: Canvas>(on canvas: inout C)
}

extension PilotedApp {
    /// Never paused.
    public var isPaused: Bool { false }

    /// No timer.
    public var untilNextTimer: Duration? { nil }

    /// Does nothing.
    public func runDueTimers() {}

    /// The piloted view's `advance()`.
    public func advanceView() {
        pilotedView.advance()
    }

    /// Each character of `text` as its key (``ViewInput/typed(_:)``; a line break is Enter, a tab Tab).
    public func paste(_ text: String) {
        for character in text { handle(character == "\n" ? .enter : character == "\t" ? .tab : .typed(character)) }
    }

    /// Does nothing.
    public func pilotDidStart(size: CellSize) {}

    /// Does nothing.
    public func pilotDidResize(to size: CellSize) {}
}
