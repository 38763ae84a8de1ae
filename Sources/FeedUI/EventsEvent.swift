import CollectionView
import ListInput
import ListFeed

/// What an ``EventsScreen`` reacts to: keys, and what the reader reports
/// (its rows went to the `LiveList` directly).
public enum EventsEvent: Sendable {
    /// The screen is up: start reading.
    case started
    /// A key the list's plugins left.
    case key(ViewInput)
    /// Text pasted at once: typed into the filter while it is typed, else dropped (a paste is not keys).
    case paste(String)
    /// A chunk was read at `time` (on the screen's clock): `events` change
    /// events, these problems and `ERROR` messages, and how far the reading is.
    case read(Progress)
    /// The input ended (stdin closed, the command exited: `reason` says).
    case ended(String)
    /// The command exited (`--restart`: it starts again after `exit.restartDelay`).
    case exited(CommandExit)
    /// The command started again (`--restart`): the `n`th restart.
    case restarted(Int)
    /// The screen's clock reached `now` (the rate is looked at again).
    case tick(Duration)
    /// A click on the header line, on column `index`.
    case headerClick(Int)
    /// The list was sorted anew: `mismatches` rows have a value of another kind than the others'.
    case sorted(mismatches: Int)
    /// `Enter` found the selected row: open the pane on row `id` (titled `title`), its object now.
    case opened(id: String, title: String, object: JSONTree?, at: Duration)
    /// The object of row `id` now (`nil`: the row is gone), looked up for the pane at `at`.
    case object(id: String, JSONTree?, at: Duration)
    /// The pane was drawn showing `lines` of the object at once (its page for PgUp/PgDn).
    case paneLines(Int)

    /// One chunk's report (the library's).
    public typealias Progress = FeedProgress

    /// The event of a feed's report.
    public init(_ report: FeedReport) {
        switch report {
        case let .read(progress): self = .read(progress)
        case let .exited(exit): self = .exited(exit)
        case let .restarted(count): self = .restarted(count)
        case let .ended(reason): self = .ended(reason)
        }
    }
}
