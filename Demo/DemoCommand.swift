import ArgumentParser
import Glibc
import TerminalUI

/// `demo`: ListMotion's animated address book, and `demo diff` to see any diff.
@main
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "ListMotion's demo: an animated address book, and `demo diff` to see any diff.",
        version: "ListMotion 0.1.0 (\(TerminalUIVersion.ncurses))",
        subcommands: [DiffCommand.self]
    )

    mutating func run() async throws {
        // Interim: a minimal real screen until the address book replaces it.
        let code: Int32
        do {
            code = try await PlaceholderScreen.runInTerminal()
        } catch let error as TerminalError {
            var line = "demo: \(error)\n"
            line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if case .notATerminal = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
        if code != 0 { throw ExitCode(code) }
    }
}
