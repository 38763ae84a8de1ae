import CollectionView

/// What an application answers after handling an event.
public enum EventResult: Hashable, Sendable {
    /// Keep running.
    case `continue`
    /// Stop the loop; ``TerminalLoop/run()`` restores the terminal and returns this code.
    case quit(Int32)
}

/// What a ``TerminalLoop`` runs: something that draws itself on a canvas,
/// handles events, and says when it is animating.
///
/// The loop calls everything on the main actor. It draws a frame after each
/// batch of events, ~60 times a second while ``wantsAnimationFrames`` is
/// true, when the application calls ``TerminalLoop/setNeedsDisplay()``, and
/// when a `CollectionView` it drew starts a batch or reloads (the loop is its
/// `DisplayHost`); otherwise it sleeps. ``ListScreen`` is a ready-made one.
@MainActor
public protocol TerminalApplication: AnyObject {
    /// The smallest size the application can draw at; below it the loop
    /// shows a short "terminal too small" message instead.
    var minimumSize: CellSize { get }

    /// True while something animates: the loop then draws about 60 frames a
    /// second. Checked after every frame and every event; a plain read (the
    /// loop calls ``advance()`` before it asks).
    var wantsAnimationFrames: Bool { get }

    /// Brings the application's animations to its clock's now: a batch whose
    /// time is up ends and calls its completion. The loop calls it before
    /// every frame and before asking ``wantsAnimationFrames``, whether or not
    /// the frame is drawn (a terminal too small to draw the list must not
    /// hold its update queue up).
    func advance()

    /// How long from now until the application's next timer is due (a
    /// stream, a poll), on the application's own clock; `nil` while none
    /// runs. The loop asks after every event, frame and timer, and calls
    /// ``runDueTimers()`` when the time has come.
    var untilNextTimer: Duration? { get }

    /// Fires every timer of the application that is due now (each moves its
    /// next time on, so ``untilNextTimer`` is then in the future or `nil`).
    func runDueTimers()

    /// The exit code once the application has finished by itself (a watched
    /// command that asked to stop, a key handled by its update), else `nil`.
    /// The loop ends with it after an event, a timer or a requested frame.
    var exitCode: Int32? { get }

    /// Called once before the first frame with the loop that runs the
    /// application and the starting size. (To ask for a frame, a screen
    /// asks its list's view: `view.setNeedsDisplay()` reaches the loop that
    /// drew it; no screen needs to keep the loop.)
    func attach(to loop: TerminalLoop, size: CellSize)

    /// Draws the whole frame; the canvas is blank when this is called.
    func draw<C: Canvas>(on canvas: inout C)

    /// Handles one event (a key, a mouse report, a resize).
    ///
    /// - Throws: any error; the loop restores the terminal and
    ///   ``TerminalLoop/run()`` rethrows it.
    func handle(_ event: TerminalEvent) throws -> EventResult

    /// Handles text pasted at once (a ``BracketedPaste``: the terminal
    /// marked it as pasted), line breaks as `\n`. By default, each character
    /// as the key it would have been without bracketed paste (a line break is
    /// Enter): what the application saw before the terminal marked pastes.
    ///
    /// - Throws: any error, as ``handle(_:)``.
    func handlePaste(_ text: String) throws -> EventResult

    /// Called on the main actor when `SIGINT`, `SIGTERM` or `SIGHUP` ends the
    /// program, after the terminal is restored and before the signal is
    /// re-raised: the last chance to stop what the application started
    /// (child processes). Must not wait for long.
    func willTerminate(by signal: Int32)
}

extension TerminalApplication {
    /// Any size of at least one cell.
    public var minimumSize: CellSize { CellSize(columns: 1, rows: 1) }

    /// Does nothing.
    public func attach(to loop: TerminalLoop, size: CellSize) {}

    /// Does nothing.
    public func advance() {}

    /// No timer.
    public var untilNextTimer: Duration? { nil }

    /// Does nothing.
    public func runDueTimers() {}

    /// Never finishes by itself: only an ``EventResult/quit(_:)`` ends the loop.
    public var exitCode: Int32? { nil }

    /// Does nothing.
    public func willTerminate(by signal: Int32) {}

    /// Each character of `text` as its key, through ``handle(_:)``, until one quits. O(text).
    public func handlePaste(_ text: String) throws -> EventResult {
        for character in text {
            let key: Key = character == "\n" ? .enter : character == "\t" ? .tab : .typed(character)
            let result = try handle(.key(key))
            if case .quit = result { return result }
        }
        return .continue
    }
}
