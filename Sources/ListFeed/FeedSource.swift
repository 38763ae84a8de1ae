/// Where a ``ChangeFeed`` reads its documents.
public enum FeedSource: Hashable, Sendable {
    /// The process's standard input (not closed at its end).
    case standardInput
    /// A descriptor already open (a pipe, a file, a terminal), read to its
    /// end and not closed: it is the caller's.
    case descriptor(Int32)
    /// A file, read to its end.
    case file(String)
    /// A long-running command's standard output, streamed as it prints (a
    /// single word with a space runs through `sh -c`, see ``CommandRunner``).
    case command([String])
}
