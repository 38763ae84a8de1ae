import ArgumentParser
import CollectionView
import Foundation
import ListDiff
import ListInput
import TerminalUI

/// `demo diff OLD NEW [--format F --key K --section S --header] [--print |
/// --headless --frames N] [--changeset CS.json [--check]]`: OLD animated
/// into NEW in the terminal, the changeset as JSON, or the animation as text
/// frames; the files are plain lines, columns, CSV/TSV or JSON (see
/// ``InputArguments``); with `--changeset`, a given batch is checked and
/// animated instead of the diff's (see ``DiffChangeset``).
///
/// Exit status: 0 on success, 65 on bad input (malformed JSON, wrong shape,
/// duplicate ids or keys, missing columns, a malformed changeset) or a
/// changeset that does not turn OLD into NEW (one line starting `Invalid
/// update`), 66 when a file cannot be read; the reason is one line on stderr
/// naming the file.
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the changes that turn one list into another.",
        discussion: """
            Each file is plain text (one row per line; a repeated line is its own row), \
            whitespace columns keyed by --key, CSV/TSV (first row the header), or JSON: a list of strings, \
            {"sections": [{"id": "A", "header": "A", "items": [{"id": "1", "text": "Alice"}]}]}, \
            or a list of objects keyed by --key FIELD (default id). Use - to read a file from stdin.
            """
    )

    @Argument(help: "The list shown now (a file, or - for stdin).")
    var old: String

    @Argument(help: "The list to show next (a file, or - for stdin).")
    var new: String

    @OptionGroup var input: InputArguments

    @Flag(name: .customLong("print"), help: "Print the changeset as JSON instead of animating it.")
    var printOnly = false

    @Flag(name: .customLong("headless"), help: "Print the animation as text frames instead of opening the terminal.")
    var headless = false

    @Option(name: .customLong("frames"), help: "With --headless: how many frames, evenly spaced from OLD to NEW (default 5).")
    var frames: Int?

    @Option(name: .customLong("size"), help: "With --headless: the frame size (default 80x24).")
    var size: ScreenSize?

    @OptionGroup var recording: RecordOption

    @Option(name: .customLong("changeset"), help: "Check and animate this changeset (JSON file, or - for stdin) instead of the diff's.")
    var changesetPath: String?

    @Flag(name: .customLong("check"), help: "With --changeset: only check it; print \"valid\" or exit 65 with the reason.")
    var check = false

    @Option(name: .customLong("log"), help: ArgumentHelp("Append ListMotion's diagnostics and rejected changesets to FILE.", valueName: "file"))
    var log: String?

    /// `demo` has options of the same names; the parser may hand them to it.
    @ParentCommand var parent: DemoCommand

    var logPath: String? { log ?? parent.log }

    /// `--record FILE`, given to `demo diff` or before it.
    var record: String? { recording.path ?? parent.recording.path }

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames needs at least 1") }
        if check, changesetPath == nil { throw ValidationError("--check needs --changeset") }
        if changesetPath == "-", old == "-" || new == "-" { throw ValidationError("only one input can be read from stdin") }
        if let path = recording.path { try validateRecord(path) }
    }

    /// Exit status for bad input data (sysexits' EX_DATAERR).
    static let dataError: Int32 = 65
    /// Exit status for an input that cannot be opened (sysexits' EX_NOINPUT).
    static let noInput: Int32 = 66

    mutating func run() async throws {
        if let changesetPath { return try await runGiven(changesetPath) }
        let loaded: Loaded
        do {
            loaded = try Self.load(old: old, new: new, options: input.options())
        } catch {
            FileHandle.standardError.write(Data("demo diff: \(error)\n".utf8))
            throw ExitCode(error.unreadable ? Self.noInput : Self.dataError)
        }
        if printOnly {
            print(loaded.changeset.jsonString)
        } else if headless || parent.headless {
            try await printFrames(old: loaded.old, new: loaded.new)
        } else {
            try await runInTerminal(old: loaded.old, new: loaded.new, changeset: loaded.changeset, diffTime: loaded.diffTime)
        }
    }

    /// Animates OLD into NEW in the terminal; `given`: the changeset is `--changeset`'s.
    func runInTerminal(
        old before: DiffInputList, new after: DiffInputList, changeset: Changeset, given: Bool = false, diffTime: Duration
    ) async throws {
        let names = (DiffInput.displayName(old), DiffInput.displayName(new))
        let recorder = try DemoRecording.recorder(record, command: "demo diff")
        do {
            let code = try await DiffScreen.runInTerminal(
                old: before, new: after, changeset: changeset, given: given, diffTime: diffTime, names: names, recorder: recorder
            )
            try DemoRecording.finish(recorder, command: "demo diff")
            if code != 0 { throw ExitCode(code) }
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("demo diff: \(error)\n".utf8))
            if case .notATerminal = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
    }

    /// Both lists and the changeset between them.
    struct Loaded: Sendable {
        var old: DiffInputList
        var new: DiffInputList
        var changeset: Changeset
        var diffTime: Duration
    }

    /// Loads both files and diffs them; a duplicate is reported against the file it is in.
    static func changeset(old: String, new: String, options: InputOptions = InputOptions()) throws(DiffInputError) -> Changeset {
        try load(old: old, new: new, options: options).changeset
    }

    /// Loads both files with `options` and diffs them, timing the diff.
    static func load(old: String, new: String, options: InputOptions = InputOptions()) throws(DiffInputError) -> Loaded {
        let before = try DiffInput.load(old, options: options)
        let after = try DiffInput.load(new, options: options)
        do {
            let start = ContinuousClock.now
            let changeset = try Changeset(from: before, to: after)
            return Loaded(old: before, new: after, changeset: changeset, diffTime: ContinuousClock.now - start)
        } catch {
            let file: String
            switch error {
            case let .duplicateItem(_, side, _, _), let .duplicateSection(_, side, _, _):
                file = DiffInput.displayName(side == .old ? old : new)
            }
            throw DiffInputError(file: file, problem: error.description)
        }
    }
}
