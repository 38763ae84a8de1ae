import ArgumentParser
import CollectionView
import CollectionViewTesting
import Foundation
import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `demo`: ListMotion's animated address book, and `demo diff` to see any diff.
@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "ListMotion's demo: an animated address book, `demo diff` to see any diff, `demo watch` to animate a command's output.",
        discussion: "The keys below are also shown by ? in the demo.",
        version: "ListMotion 0.1.0 (\(TerminalUIVersion.ncurses))",
        subcommands: [DiffCommand.self, WatchCommand.self]
    )

    @Option(name: .customLong("replay"), help: "Play a script of keys (one per line: down, d, r, wait 300ms, type Ann …).")
    var replay: String?

    @Flag(name: .customLong("headless"), help: "Print the screen as text instead of opening the terminal.")
    var headless = false

    @Option(name: .customLong("frames"), help: "With --headless: print N frames evenly spaced over the run instead of the final screen.")
    var frames: Int?

    @Option(name: .customLong("size"), help: "With --headless: the screen size (default 80x24).")
    var size: ScreenSize?

    @Option(name: .customLong("rows"), help: "The address book holds N generated people (default 300; up to 10000000).")
    var rows: Int?

    @Option(name: .customLong("log"), help: ArgumentHelp("Append ListMotion's diagnostics (hang guard, rejected batches, late frames) to FILE.", valueName: "file"))
    var log: String?

    @OptionGroup var recording: RecordOption

    @Flag(name: .customLong("stats"), help: "The status line shows the longest UI work of the last second (frame max) and how long the last batch took to start.")
    var stats = false

    /// The most people `--rows` makes.
    static let maximumRows = 10_000_000

    /// Parses and runs like ArgumentParser's `main()`, except that usage
    /// errors exit with 2 (as `watch`, `grep` and the shell's builtins do)
    /// instead of sysexits' 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            let logPath = DemoLogging.path(of: command)
            guard DemoLogging.bootstrap(path: logPath) else {
                fail("\(logPath ?? ""): cannot write the file")
                Foundation.exit(DiffCommand.noInput)
            }
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            // `--help` (of any command) lists the screen's keys after the options.
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success, let keys = await MainActor.run(body: { DemoHelp.keys(after: message) }) {
                print(message + "\n\n" + keys)
                Foundation.exit(0)
            }
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames needs at least 1") }
        if !headless, frames != nil { throw ValidationError("--frames needs --headless") }
        if let rows, !(0...Self.maximumRows).contains(rows) {
            throw ValidationError("--rows must be between 0 and \(Self.maximumRows)")
        }
    }

    mutating func run() async throws {
        var script: [ScriptStep] = []
        if let replay {
            let text: String
            do {
                text = try String(contentsOfFile: replay, encoding: .utf8)
            } catch {
                Self.fail("\(replay): cannot read the file")
                throw ExitCode(DiffCommand.noInput)
            }
            do {
                script = try KeyScript.parse(text)
            } catch {
                Self.fail("\(replay): \(error)")
                throw ExitCode(DiffCommand.dataError)
            }
        }
        let state = Self.makeState(rows: rows)
        if headless {
            let size = size?.cells ?? ScreenSize.headlessDefault
            // Consumed: a reference left here would make the first edit copy the whole book.
            let (text, shown) = await Self.runHeadless(
                script, state: consume state, size: size, frames: frames, stats: stats, recording: recording.path != nil
            )
            print(text, terminator: "")
            try DemoRecording.write(shown, to: recording.path, command: "demo")
            return
        }
        let code: Int32
        let recorder = try DemoRecording.recorder(recording.path, command: "demo")
        do {
            code = try await DemoApp.runInTerminal(script: script, state: consume state, stats: stats, recorder: recorder)
            try DemoRecording.finish(recorder, command: "demo")
        } catch let error as TerminalError {
            Self.fail("\(error)")
            if case .notATerminal = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// The demo's book: the built-in one, or `rows` generated people, with a
    /// progress line on standard error while they are made (when it is a terminal).
    static func makeState(rows: Int?) -> DemoState {
        guard let rows else { return DemoState() }
        let line = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        defer { line.clear() }
        return DemoState(count: rows) { progress in
            if case .sorting = progress { line.show(progress.text, force: true) } else { line.show(progress.text) }
        }
    }

    /// Plays `script` headless; the final screen, or `frames` frames with headings.
    @MainActor
    static func runHeadless(
        _ script: [ScriptStep], state: consuming DemoState = DemoState(), size: CellSize, frames: Int?, stats: Bool = false
    ) -> String {
        runHeadless(script, state: consume state, size: size, frames: frames, stats: stats, recording: false).text
    }

    /// Plays `script` headless: the text printed (the final screen, or
    /// `frames` frames with headings) and the frames a recording holds (with
    /// `recording`): those printed with `frames`, else every frame drawn.
    @MainActor
    static func runHeadless(
        _ script: [ScriptStep], state: consuming DemoState = DemoState(), size: CellSize, frames: Int?, stats: Bool = false,
        recording: Bool
    ) -> (text: String, frames: [Frame]) {
        let demo = HeadlessDemo(state: consume state, size: size, stats: stats)
        demo.recording = frames != nil || recording
        for step in script { demo.play(step) }
        demo.finish()
        // A run that drew nothing new (no script) records the screen it shows.
        guard let frames else { return (demo.screenText() + "\n", !recording ? [] : demo.frames.isEmpty ? [demo.pilot.frame()] : demo.frames) }
        var output = ""
        let shown = HeadlessDemo.evenlySpaced(demo.frames, count: frames)
        for (index, frame) in shown.enumerated() {
            output += HeadlessDemo.heading(index + 1, time: frame.time) + "\n" + frame.text + "\n"
        }
        return (output, shown)
    }

    /// One line on stderr.
    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("demo: \(message)\n".utf8))
    }
}

/// `COLSxROWS` on the command line.
struct ScreenSize: ExpressibleByArgument {
    var cells: CellSize

    init(_ cells: CellSize) {
        self.cells = cells
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (1...1000).contains(columns), (1...1000).contains(rows) else { return nil }
        cells = CellSize(columns: columns, rows: rows)
    }

    var defaultValueDescription: String { cells.description }

    /// The screen headless output is drawn at when `--size` is not given.
    static let headlessDefault = CellSize(columns: 80, rows: 24)
}
