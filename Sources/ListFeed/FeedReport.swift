/// What a ``ChangeFeed`` tells the screen, in order, on the stream
/// ``ChangeFeed/start()`` returns. The rows themselves went straight to the list.
public enum FeedReport: Hashable, Sendable {
    /// A chunk was read: its events, problems and progress (at most every 100 ms; a problem at once).
    case read(FeedProgress)
    /// The command exited (its status, the last line of its standard error,
    /// and when it starts again if it is restarted).
    case exited(CommandExit)
    /// The command started again: the `n`th restart. What it sends first is a resync.
    case restarted(Int)
    /// The feed is over: the input ended, or the command exited and is not
    /// restarted. The reason is empty for a normal end, else one line
    /// (`kubectl exited with status 1: …`, `cannot run "x": command not found`).
    case ended(String)
}
