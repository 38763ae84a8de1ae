import ArgumentParser
import CollectionView
import Foundation
import Glibc
import TerminalUI

/// `demo`: ListMotion's animated address book, and `demo diff` to see any diff.
@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "ListMotion's demo: an animated address book, `demo diff` to see any diff, `demo watch` to animate a command's output.",
        discussion: "Press ? in the demo for its keys.",
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

    /// Parses and runs like ArgumentParser's `main()`, except that usage
    /// errors exit with 2 (as `watch`, `grep` and the shell's builtins do)
    /// instead of sysexits' 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Glibc.exit(2)
        }
    }

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames needs at least 1") }
        if !headless, frames != nil { throw ValidationError("--frames needs --headless") }
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
        if headless {
            print(await Self.runHeadless(script, size: size?.cells ?? CellSize(columns: 80, rows: 24), frames: frames), terminator: "")
            return
        }
        let code: Int32
        do {
            code = try await DemoApp.runInTerminal(script: script)
        } catch let error as TerminalError {
            Self.fail("\(error)")
            if case .notATerminal = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// Plays `script` headless; the final screen, or `frames` frames with headings.
    @MainActor
    static func runHeadless(_ script: [ScriptStep], size: CellSize, frames: Int?) -> String {
        let demo = HeadlessDemo(size: size)
        demo.recording = frames != nil
        for step in script { demo.play(step) }
        demo.finish()
        guard let frames else { return demo.screenText() + "\n" }
        var output = ""
        for (index, frame) in HeadlessDemo.evenlySpaced(demo.frames, count: frames).enumerated() {
            output += HeadlessDemo.heading(index + 1, time: frame.time) + "\n" + frame.text + "\n"
        }
        return output
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
}
