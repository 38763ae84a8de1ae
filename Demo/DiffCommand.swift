import ArgumentParser
import Foundation
import ListDiff

/// `demo diff OLD.json NEW.json [--print]`: the changeset between two lists.
///
/// Exit status: 0 on success, 65 on bad input (malformed JSON, wrong shape,
/// duplicate ids), 66 when a file cannot be read; the reason is one line on
/// stderr naming the file.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the changes that turn one list into another.",
        discussion: """
            Each file is either a list of strings, or {"sections": [{"id": "A", "header": "A", \
            "items": [{"id": "1", "text": "Alice"}]}]}. Use - to read a file from stdin.
            """
    )

    @Argument(help: "The list shown now (JSON file, or - for stdin).")
    var old: String

    @Argument(help: "The list to show next (JSON file, or - for stdin).")
    var new: String

    @Flag(name: .customLong("print"), help: "Print the changeset as JSON instead of animating it.")
    var printOnly = false

    /// Exit status for bad input data (sysexits' EX_DATAERR).
    static let dataError: Int32 = 65
    /// Exit status for an input that cannot be opened (sysexits' EX_NOINPUT).
    static let noInput: Int32 = 66

    mutating func run() throws {
        let change: Changeset
        do {
            change = try Self.changeset(old: old, new: new)
        } catch {
            FileHandle.standardError.write(Data("demo diff: \(error)\n".utf8))
            throw ExitCode(error.unreadable ? Self.noInput : Self.dataError)
        }
        // The animated mode belongs to the demo; until it exists both modes print.
        print(change.jsonString)
    }

    /// Loads both files and diffs them; a duplicate is reported against the file it is in.
    static func changeset(old: String, new: String) throws(DiffInputError) -> Changeset {
        let before = try DiffInput.load(old)
        let after = try DiffInput.load(new)
        do {
            return try Changeset(from: before, to: after)
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
