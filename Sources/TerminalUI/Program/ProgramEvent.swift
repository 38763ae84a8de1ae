import CollectionView

/// The one input of a ``Program``: everything that can change its model
/// arrives as one of these, in the terminal and under a test's `Pilot` alike.
/// (Not `Sendable`: a view event carries the view's `AnyHashable` ids; events
/// live on the main actor.)
public enum ProgramEvent<Message: Sendable> {
    /// The program starts at this screen size (delivered once, before the first frame).
    case start(CellSize)
    /// A key the view's plugins did not use.
    case key(Key)
    /// A mouse report the view's plugins did not use (a click outside the list, another button).
    case mouse(MouseEvent)
    /// The screen now has this size; the next frame is drawn at it.
    case resize(CellSize)
    /// The timer of this name is due (see ``Command/startTimer(_:every:)``).
    case timer(TimerName)
    /// Text pasted at once (a ``BracketedPaste``), line breaks as `\n`. Never
    /// keys: the view's plugins do not see it, so a pasted `q` does not quit
    /// and a pasted `j` does not move the selection. A program that takes
    /// text types it (``FilterPrompt/paste(_:)``, or the keys of
    /// `ViewInput.typing(_:)`); ``ListApp`` does so for its app while the
    /// screen ``ListScreen/takesText``, and drops it while the help is up.
    case paste(String)
    /// A key or mouse report the view's plugins used (or a wheel turn that
    /// scrolled the list), after they acted and before the view events that
    /// came of it: the update hears that input happened without acting on it
    /// again (to clear a passing note, or close an overlay the key went past).
    case viewTook(TerminalEvent)
    /// An event of the view (a row activated, the selection changed, a batch
    /// started or finished…), when its plugins include a ``ViewEventRelay``;
    /// never a key (keys take the key route).
    case view(ViewEvent)
    /// A message of the program's own: the result of work it ran
    /// (``Command/run(_:)``), of a call into its view (``Command/perform(_:)``),
    /// or one it sent itself (``Command/send(_:)``).
    case message(Message)
}

extension ProgramEvent {
    /// The program event of a terminal event.
    public init(_ event: TerminalEvent) {
        switch event {
        case let .key(key): self = .key(key)
        case let .mouse(mouse): self = .mouse(mouse)
        case let .resize(size): self = .resize(size)
        }
    }

    /// The key of a ``key(_:)`` event, else `nil`.
    public var key: Key? {
        if case let .key(key) = self { return key }
        return nil
    }
}
