/// What a ``Program``'s update asks the runtime to do: values, performed by
/// the ``ProgramRunner`` after the update returns, in order. Everything with
/// an effect is one of these, so the update stays a pure function of the
/// model and the event.
///
/// `Target` is what ``perform(_:)`` calls into: the program's view (for a
/// ``ListApp``, its `ListScreen`, whose list takes changes).
public enum Command<Message: Sendable, Target>: Sendable {
    /// End the program with this exit code.
    case quit(Int32)
    /// Start (or restart) the timer `name`: a ``ProgramEvent/timer(_:)`` every
    /// `interval` from now, on the view's clock (a `ManualClock` under a `Pilot`).
    case startTimer(TimerName, every: Duration)
    /// Stop the timer `name`.
    case cancelTimer(TimerName)
    /// Run `work` off the main thread; its message (if any) comes back as a
    /// ``ProgramEvent/message(_:)``. When the program quits first, the runtime
    /// cancels the work (a `Task.sleep` in it throws `CancellationError`, a
    /// `Task.isCancelled` check sees it) and its message is dropped.
    case run(@Sendable () async -> Message?)
    /// Call into the view on the main actor (apply a list change, set a line).
    /// The second argument sends a message back to the update, now or later
    /// (from a batch's completion, when it has landed): the view's own events
    /// reach the program as ``ProgramEvent/message(_:)``.
    case perform(@MainActor (Target, _ send: @escaping @MainActor (Message) -> Void) -> Void)
    /// Run `body` as a task on the main actor, handing it the way to send
    /// messages to the update, until it returns or the program quits: the
    /// runtime cancels every such task still running when the program quits
    /// (a `for await` over an `AsyncStream` in it then ends, and the stream's
    /// `onTermination` stops its producer). ``read(_:as:)`` is built on it.
    case task(@MainActor (_ send: @escaping @MainActor (Message) -> Void) async -> Void)
    /// Deliver `message` to the update again, after the commands before it.
    case send(Message)
    /// Ring the terminal bell.
    case bell
    /// Draw again (a change of the model the list does not know of).
    case redraw
}

extension Command {
    /// Reads a stream and delivers each of its elements to the update as a
    /// message, in order, until it finishes (a feed's reports, a command's
    /// lines). `stream` is called when the command is performed, on the main
    /// actor, so starting what it reads is the runtime's effect, not the
    /// update's; the elements come back as ``ProgramEvent/message(_:)``.
    /// The reading is a ``task(_:)``: when the program quits it is cancelled,
    /// which ends the stream (its `onTermination` runs).
    ///
    /// ```swift
    /// case .start: return (model, [.read({ feed.start() }, as: Message.report)])
    /// ```
    public static func read<Element: Sendable>(
        _ stream: @escaping @MainActor () -> AsyncStream<Element>, as message: @escaping @Sendable (Element) -> Message
    ) -> Self {
        .task { send in
            for await element in stream() { send(message(element)) }
        }
    }
}
