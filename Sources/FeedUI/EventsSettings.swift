import CollectionView
import ListFeed
import ListInput

/// What an ``EventsScreen`` watches and how: where the events come from, the
/// title, the rows' key, section, sort and cells, the header line, restarts
/// and saving.
public struct EventsSettings: Sendable {
    /// Where the events come from.
    public enum Source: Sendable {
        /// stdin (`-`).
        case standardInput
        /// A long-running command's stdout (streamed, not re-run).
        case command([String])
        /// A file written by `--save` (`--load`).
        case file(String)

        /// Where the library's feed reads it.
        public var feedSource: FeedSource {
            switch self {
            case .standardInput: .standardInput
            case let .command(words): .command(words)
            case let .file(path): .file(path)
            }
        }
    }

    /// Where the events come from.
    public var source: Source
    /// The command as typed (or `-`, or the file), for the title.
    public var title: String
    /// Key, section, sort and fields.
    public var options: EventOptions
    /// The header line's column names and sort marker (`--fields`), `nil` without `--fields`.
    public var header: TableHeader?
    /// `--restart`: the command is started again when it exits, after this backoff; `nil` without.
    public var restart: RestartBackoff?
    /// `--save FILE`: the documents received, one per line.
    public var save: String?
    /// The width (and height) of the screen printed without a terminal (a headless run, a replay).
    public var size: CellSize
    /// The title of the help box (`?`).
    public var helpTitle: String
    /// How long a batch animates.
    public var animationDuration: Duration

    /// Settings reading `source`, titled `title`, rows made with `options`; the rest as named.
    public init(
        source: Source, title: String, options: EventOptions, header: TableHeader? = nil, restart: RestartBackoff? = nil,
        save: String? = nil, size: CellSize = CellSize(columns: 80, rows: 24), helpTitle: String = "keys",
        animationDuration: Duration = .milliseconds(250)
    ) {
        self.source = source
        self.title = title
        self.options = options
        self.header = header
        self.restart = restart
        self.save = save
        self.size = size
        self.helpTitle = helpTitle
        self.animationDuration = animationDuration
    }
}
