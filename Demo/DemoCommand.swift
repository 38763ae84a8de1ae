import ArgumentParser
import TerminalUI

/// `demo`: ListMotion's animated address book, and `demo diff` to see any diff.
@main
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "ListMotion's demo: an animated address book, and `demo diff` to see any diff.",
        version: "ListMotion 0.1.0 (\(TerminalUIVersion.ncurses))",
        subcommands: [DiffCommand.self]
    )

    mutating func run() throws {
        print("ListMotion demo — work in progress")
    }
}
