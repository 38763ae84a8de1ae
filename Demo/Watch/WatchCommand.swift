import ArgumentParser
import CollectionView
import FeedUI
import Foundation
import ListFeed
import ListInput
import TerminalUI

/// `demo watch [options] -- COMMAND [ARGS…]`: runs a command every interval
/// and animates how its output changed (rows keyed by a column glide when
/// they re-rank); `demo watch -` animates NDJSON snapshots from stdin;
/// `--load FILE` replays a saved history.
///
/// Exit status: 0; the command's code with `--errexit`; 2 for usage; 65 for
/// a history file that cannot be read as NDJSON; 66 for one that cannot be
/// opened (or a `--save` file that cannot be written); 127 when the command cannot be started (one line on stderr).
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Run a command repeatedly and animate how its output changes.",
        discussion: """
            Rows are the command's output lines (a repeated line is its own row), or rows keyed by \
            --key (a column number or header name): a row that re-ranks glides to its new place, \
            a row whose other fields change flashes. A single argument with spaces runs through sh -c. \
            Use - instead of a command to read NDJSON snapshots from stdin.
            """
    )

    @Option(name: [.customShort("n"), .customLong("interval")], help: ArgumentHelp("Seconds between runs (fractions allowed; default 2).", valueName: "seconds"))
    var interval: Double?

    @Flag(name: [.customShort("p"), .customLong("precise")], help: "Start runs on the interval's grid instead of an interval after the last run ended.")
    var precise = false

    @Flag(name: [.customShort("g"), .customLong("chgexit")], help: "Exit after the first run whose output differs.")
    var exitOnChange = false

    @Flag(name: [.customShort("e"), .customLong("errexit")], help: "Stop on a failed run, show its output, exit with its code.")
    var exitOnError = false

    @Option(name: .customLong("timeout"), help: ArgumentHelp("Kill a run that takes longer than this many seconds (the last good list stays).", valueName: "seconds"))
    var timeout: Double?

    @Flag(name: .customLong("beep"), help: "Ring the terminal bell when the output changes.")
    var beep = false

    @OptionGroup var input: InputArguments

    @OptionGroup var events: EventArguments

    @Option(name: .customLong("save"), help: ArgumentHelp("Write the history (each changed run) to FILE as NDJSON.", valueName: "file"))
    var save: String?

    @Option(name: .customLong("load"), help: ArgumentHelp("Replay a history written by --save instead of running a command.", valueName: "file"))
    var load: String?

    @Option(name: .customLong("history"), help: ArgumentHelp("How many changed runs to keep for ← →.", valueName: "n"))
    var history = 500

    @Flag(name: .customLong("headless"), help: "Print frames as text instead of opening the terminal.")
    var headless = false

    @Option(name: .customLong("runs"), help: ArgumentHelp("With --headless: how many runs.", valueName: "r"))
    var runs: Int?

    @Option(name: .customLong("frames"), help: ArgumentHelp("With --headless: frames per run, evenly spaced over its animation (default 3).", valueName: "k"))
    var frames: Int?

    @Option(name: .customLong("size"), help: ArgumentHelp("With --headless: the list's size (default 80x24).", valueName: "colsxrows"))
    var size: ScreenSize?

    @Argument(help: "- to read NDJSON snapshots from stdin, or a command given as one word (e.g. 'ps aux | head').")
    var first: String?

    @Argument(parsing: .postTerminator, help: "The command and its arguments, after --.")
    var command: [String] = []

    @Option(name: .customLong("log"), help: ArgumentHelp("Append ListMotion's diagnostics (hang guard, rejected batches, late frames) to FILE.", valueName: "file"))
    var log: String?

    @OptionGroup var recording: RecordOption

    /// `demo` has options of the same names; the parser may hand them to it.
    @ParentCommand var parent: DemoCommand

    var logPath: String? { log ?? parent.log }

    /// The command (or `["-"]` for stdin), however it was given.
    var commandWords: [String] { (first.map { [$0] } ?? []) + command }

    func validate() throws {
        let words = commandWords
        if load == nil, words.isEmpty { throw ValidationError("give a command after --, or - for NDJSON on stdin, or --load FILE") }
        if first == "-", !command.isEmpty { throw ValidationError("- reads stdin: give no command") }
        if load != nil, !words.isEmpty { throw ValidationError("--load replays a file: give no command") }
        if let interval, !(interval > 0 && interval < 1e6) { throw ValidationError("-n/--interval needs a number of seconds above 0") }
        if let timeout, !(timeout > 0 && timeout < 1e6) { throw ValidationError("--timeout needs a number of seconds above 0") }
        if history < 1 { throw ValidationError("--history needs at least 1") }
        if let frames, frames < 1 { throw ValidationError("--frames needs at least 1") }
        if let runs, runs < 1 { throw ValidationError("--runs needs at least 1") }
        let isHeadless = headless || parent.headless
        // `--replay` is the demo's option (one parser for key scripts): in `demo watch`, it plays the events screen.
        if parent.replay != nil, !events.events { throw ValidationError("--replay needs --events in demo watch") }
        if parent.replay != nil, !isHeadless { throw ValidationError("--replay needs --headless with --events") }
        try events.validateRestart(isCommand: load == nil && !words.isEmpty && words != ["-"], isHeadless: isHeadless)
        if events.events {
            try events.validate(headlessRuns: isHeadless ? runs : nil)
        } else if isHeadless, runs == nil, load == nil, words != ["-"] {
            throw ValidationError("--headless needs --runs R when watching a command")
        }
        if !isHeadless, runs != nil || frames != nil { throw ValidationError("--runs and --frames need --headless") }
    }

    /// One line on stderr, `demo watch: MESSAGE`.
    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("demo watch: \(message)\n".utf8))
    }

    /// Exit status for a command that cannot be started (as the shell's).
    static let cannotStart = WatchState.cannotStart

    mutating func run() async throws {
        if events.events {
            try await runEvents()
            return
        }
        let settings = settings()
        if headless || parent.headless {
            let code = await WatchHeadless(settings: settings, record: record).run()
            if code != 0 { throw ExitCode(code) }
            return
        }
        var saver: HistorySaver?
        if let path = settings.save {
            // Said before the terminal opens, as headless does: a watch that cannot keep its history does not start
            // (nor one whose history to replay cannot be read, below).
            guard let opened = HistorySaver(path: path) else {
                Self.fail("\(path): cannot write the file")
                throw ExitCode(DiffCommand.noInput)
            }
            saver = opened
        }
        var history: [HistoryEntry] = []
        if case let .file(path) = settings.source {
            switch HistoryFile.load(path) {
            case let .success(entries): history = entries
            case let .failure(failure):
                Self.fail(failure.description)
                throw ExitCode(failure.status)
            }
        }
        let recorder = try DemoRecording.recorder(record, command: "demo watch")
        do {
            let (code, failure) = try await WatchScreen.runInTerminal(
                settings: settings, saver: saver, history: history, recorder: recorder, logger: DemoLogging.library
            )
            if let failure { Self.fail(failure) }
            try DemoRecording.finish(recorder, command: "demo watch")
            if code != 0 { throw ExitCode(code) }
        } catch let error as TerminalError {
            Self.fail("\(error)")
            if case .notATerminal = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
    }

    /// Everything the watcher needs from the command line.
    func settings() -> WatchSettings {
        let words = commandWords
        let source: WatchSettings.Source
        if let load {
            source = .file(load)
        } else if words == ["-"] {
            source = .standardInput
        } else {
            source = .command(CommandRunner(command: words, timeout: timeout.map { Duration.milliseconds(Int64($0 * 1000)) }))
        }
        return WatchSettings(
            source: source,
            commandLine: words.joined(separator: " "),
            input: input.options(invalidText: .replace),
            interval: interval.map { Duration.milliseconds(Int64($0 * 1000)) },
            precise: precise, exitOnChange: exitOnChange, exitOnError: exitOnError, beep: beep,
            save: save, history: history,
            runs: runs, frames: frames ?? parent.frames ?? 3,
            size: (size ?? parent.size)?.cells ?? ScreenSize.headlessDefault,
            animationDuration: DiffFrames.duration, helpTitle: "demo watch — keys"
        )
    }
}
