import CollectionView
import ListFeed

/// Everything an ``EventsScreen`` knows beside its rows (the rows are the
/// `LiveList`'s, fed straight from the reader): counts, problems, the
/// reading's progress, what the keys have set. Changed only by ``EventsUpdate``.
public struct EventsState: Hashable, Sendable {
    /// What the keys do now.
    public enum Mode: Hashable, Sendable {
        /// The screen's keys, then the list's.
        case browsing
        /// Keys type into the filter.
        case filtering
        /// The help box is up: a key closes it.
        case help
        /// The object pane is open (``pane``): its keys scroll it, Esc closes it.
        case inspecting
    }

    /// Change events received (upserts, deletes, resyncs, bookmarks, errors).
    public var events = 0
    /// The events of the last two seconds, for the rate on the title line.
    public var rate = EventRate()
    /// When the rate is next to be looked at again on the screen's clock
    /// (it falls to 0 when the feed goes quiet), `nil` when it cannot change.
    public var nextTick: Duration?
    /// Documents skipped.
    public var problemCount = 0
    /// The last problem (naming its line).
    public var lastProblem: String?
    /// The last `ERROR` event's message.
    public var lastError: String?
    /// Bytes read so far.
    public var bytesRead = 0
    /// Bytes of a document still being read.
    public var pendingBytes = 0
    /// Bytes of whole documents being parsed (their rows not in the list yet).
    public var parsingBytes = 0
    /// The widths of the rows' cell columns so far (they only grow).
    public var columns = EventColumns()
    /// Whether the input has ended.
    public var ended = false
    /// How many times the command was started again (`--restart`).
    public var restarts = 0
    /// How the command last exited (`exit 1`, `signal 9`), once it has.
    public var lastExit: String?
    /// Whether the screen holds still (events still apply underneath).
    public var paused = false
    /// The filter text; rows containing it (ignoring case) are shown.
    public var filter = ""
    /// What the keys do now.
    public var mode: Mode = .browsing
    /// Set once the watch is asked to end.
    public var exitRequested: Int32?
    /// The table: the header line's columns and sort marker (no names
    /// without `--fields`: no header line), the previous sort, whether the
    /// ranks are held, the rows whose sort value is of another kind.
    public var table: TableState
    /// The object pane (`Enter`), `nil` while closed.
    public var pane: EventPane?
    /// How many of the object's lines the pane shows (its page), as last drawn.
    public var paneLines = 10

    /// The screen's size, as the runtime last delivered it (`nil` before the start): where the list,
    /// its header line and the pane are (``EventsScreen/areas(in:for:)``).
    public var screenSize: CellSize?
    /// When the runtime's tick timer is due, as last started (`nil`: it does not run): the rate's next
    /// change or the end of the pane's flash, whichever comes first (``nextDue``).
    public var timerDue: Duration?

    /// The state of a watch whose columns are named by `header` (the
    /// columns start as wide as their labels, so cells line up under them),
    /// its rows `indent` blanks in (under section headers).
    public init(header: TableHeader? = nil, indent: Int = 0) {
        table = TableState(header: header ?? TableHeader(names: []), indent: indent)
        if let header { columns.widen(toAtLeast: header.labelWidths) }
        table.columnWidths = columns.widths
    }

    /// The size from which a document is large: the title says how its reading
    /// and its parsing go, and the reader announces its parse.
    public static let largeDocument = FeedProgress.largeDocument

    /// When the screen looks at the clock next: the rate's next change or the end of the pane's flash.
    public var nextDue: Duration? {
        [nextTick, pane?.widget.flashEnd].compactMap { $0 }.min()
    }
}
