import CollectionView
import ListFeed
import ListInput

/// What a ``WatchScreen`` watches and how: a command run again and again
/// (or snapshots on stdin, or a saved history), how its output becomes rows,
/// when it runs, when the watch ends by itself, and what it keeps.
public struct WatchSettings: Sendable {
    /// Where snapshots come from.
    public enum Source: Sendable {
        /// Running a command.
        case command(CommandRunner)
        /// NDJSON lines on stdin.
        case standardInput
        /// A history file written by `--save`.
        case file(String)
    }

    /// Where snapshots come from.
    public var source: Source
    /// The command as typed, for the title.
    public var commandLine: String
    /// How the output becomes rows (format, key, sections).
    public var input: InputOptions
    /// `-n`, when given.
    public var interval: Duration?
    /// `-p`: runs start on a fixed beat of the interval instead of an interval after the last ended.
    public var precise: Bool
    /// `-g`: end once the list has changed (and the change is on screen).
    public var exitOnChange: Bool
    /// `-e`: stop at a failing run.
    public var exitOnError: Bool
    /// `-B`: ring the bell when the list changes.
    public var beep: Bool
    /// `--save FILE`: the changed runs, appended.
    public var save: String?
    /// How many changed runs the history keeps.
    public var history: Int
    /// `--runs`: how many runs a headless watch makes.
    public var runs: Int?
    /// `--frames`: how many frames a headless watch prints per changed run.
    public var frames: Int
    /// The width (and height) of the screen printed without a terminal.
    public var size: CellSize
    /// How long a batch animates.
    public var animationDuration: Duration
    /// The title of the help box (`?`).
    public var helpTitle: String

    /// Settings watching `source` (titled `commandLine`), its output read with `input`; the rest as named.
    public init(
        source: Source, commandLine: String, input: InputOptions, interval: Duration? = nil, precise: Bool = false,
        exitOnChange: Bool = false, exitOnError: Bool = false, beep: Bool = false, save: String? = nil, history: Int = 500,
        runs: Int? = nil, frames: Int = 3, size: CellSize = CellSize(columns: 80, rows: 24),
        animationDuration: Duration = .milliseconds(250), helpTitle: String = "keys"
    ) {
        self.source = source
        self.commandLine = commandLine
        self.input = input
        self.interval = interval
        self.precise = precise
        self.exitOnChange = exitOnChange
        self.exitOnError = exitOnError
        self.beep = beep
        self.save = save
        self.history = history
        self.runs = runs
        self.frames = frames
        self.size = size
        self.animationDuration = animationDuration
        self.helpTitle = helpTitle
    }

    /// The interval between runs in the terminal (2 s unless `-n`).
    public var effectiveInterval: Duration { interval ?? .seconds(2) }
}
