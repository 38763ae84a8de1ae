import CollectionView

/// What a chunk of a change feed brought, as a screen hears it
/// (``FeedReport/read(_:)``): how many events, the documents skipped and the
/// `ERROR`s (each naming its line), how far the reading is, the cells' widths,
/// and when, on the screen's clock. The events themselves went to the list.
public struct FeedProgress: Hashable, Sendable {
    /// The size from which a document is large: a screen says how its reading
    /// and its parsing go, and the reader announces its parse (``parsingBytes``).
    public static let largeDocument = 64 << 10

    /// Change events read (upserts, deletes, resyncs, bookmarks, errors).
    public var events: Int
    /// The documents skipped, each message naming the line it starts on.
    public var problems: [String]
    /// The feed's own `ERROR` events: `ERROR (line N): message`.
    public var errors: [String]
    /// Bytes read so far (of this run of the command).
    public var bytesRead: Int
    /// Bytes of a document still being read.
    public var pendingBytes: Int
    /// Bytes of whole documents being parsed now (0 once their changes are in
    /// the list): a large resync between its last byte and its rows.
    public var parsingBytes: Int
    /// The widths of the cells of the rows this chunk upserted.
    public var columns: EventColumns
    /// When, on the screen's clock.
    public var time: Duration

    /// A report; every parameter defaults to nothing.
    public init(
        events: Int = 0, problems: [String] = [], errors: [String] = [], bytesRead: Int = 0, pendingBytes: Int = 0,
        parsingBytes: Int = 0, columns: EventColumns = EventColumns(), time: Duration = .zero
    ) {
        self.events = events
        self.problems = problems
        self.errors = errors
        self.bytesRead = bytesRead
        self.pendingBytes = pendingBytes
        self.parsingBytes = parsingBytes
        self.columns = columns
        self.time = time
    }

    /// This report and a later one as one (counts add up, the later position wins). O(problems + columns).
    public func merged(with later: Self) -> Self {
        var columns = columns
        columns.widen(to: later.columns)
        return Self(
            events: events + later.events, problems: problems + later.problems, errors: errors + later.errors,
            bytesRead: later.bytesRead, pendingBytes: later.pendingBytes, parsingBytes: later.parsingBytes,
            columns: columns, time: later.time
        )
    }

    /// Whether it must reach the screen now (a problem or an `ERROR`), not at the next beat.
    public var isUrgent: Bool { !problems.isEmpty || !errors.isEmpty }
}
