import CollectionView
import ListFeed
import ListInput

/// The options of `demo watch --events`, parsed.
struct EventsSettings: Sendable {
    /// Where the events come from.
    enum Source: Sendable {
        /// stdin (`-`).
        case standardInput
        /// A long-running command's stdout (streamed, not re-run).
        case command([String])
        /// A file written by `--save` (`--load`).
        case file(String)

        /// Where the library's feed reads it.
        var feedSource: FeedSource {
            switch self {
            case .standardInput: .standardInput
            case let .command(words): .command(words)
            case let .file(path): .file(path)
            }
        }
    }

    var source: Source
    /// The command as typed (or `-`, or the file), for the title.
    var title: String
    /// Key, section, sort and fields.
    var options: EventOptions
    /// The header line's column names and sort marker (`--fields`), `nil` without `--fields`.
    var header: TableHeader?
    /// `--restart`: the command is started again when it exits, after this backoff; `nil` without.
    var restart: RestartBackoff?
    /// `--save FILE`: the documents received, one per line.
    var save: String?
    /// The width (and height) of `--headless` output.
    var size = ScreenSize.headlessDefault
}
