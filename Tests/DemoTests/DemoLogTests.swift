import Foundation
import Testing

/// `--log FILE`: the demo's log backend. What is logged goes to the file, one
/// line each; without `--log` nothing is written anywhere but the usual stderr line.
@Suite(.temporaryFiles) struct DemoLogTests {
    /// A path in the temporary folder that does not exist yet.
    private static func freshPath() -> String {
        TemporaryFiles.url("listmotion-log", ext: "log").path
    }

    private static func contacts(_ extra: [String]) throws -> DiffCommandTests.Run {
        try DiffCommandTests.demo(["diff", DiffCommandTests.example("contacts-old.json"),
                                   DiffCommandTests.example("contacts-new.json")] + extra)
    }

    /// A changeset that claims nothing changed: rejected for the section count.
    private static func emptyChangeset() throws -> String {
        try DiffCommandTests.file(#"{"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, "#
            + #""items": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}}"#)
    }

    @Test func aRejectedChangesetIsLoggedWithTheViewsMessage() throws {
        let changeset = try Self.emptyChangeset()
        let log = Self.freshPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        let run = try Self.contacts(["--changeset", changeset, "--check", "--log", log])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("Invalid update: invalid number of sections."))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.contains(" error demo: \(changeset): rejected: Invalid update: invalid number of sections."), "\(line)")
        // The time first, as ISO 8601.
        #expect(line.split(separator: " ").first?.hasSuffix("Z") == true)
    }

    @Test func theLogIsAppendedAndTakenFromTheRootCommandToo() throws {
        let changeset = try Self.emptyChangeset()
        let log = Self.freshPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        _ = try Self.contacts(["--changeset", changeset, "--check", "--log", log])
        let root = try DiffCommandTests.demo(["--log", log, "diff", DiffCommandTests.example("contacts-old.json"),
                                              DiffCommandTests.example("contacts-new.json"), "--changeset", changeset, "--check"])
        #expect(root.status == 65)
        #expect(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test func aValidRunLogsNothing() throws {
        let printed = try Self.contacts(["--print"])
        #expect(printed.status == 0)
        let changeset = try DiffCommandTests.file(printed.stdout)
        let log = Self.freshPath()
        defer { try? FileManager.default.removeItem(atPath: log) }
        let run = try Self.contacts(["--changeset", changeset, "--check", "--log", log])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).isEmpty)
    }

    @Test func anUnwritableLogFileExits66BeforeAnythingRuns() throws {
        let run = try Self.contacts(["--print", "--log", "/nonexistent-dir/demo.log"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "demo: /nonexistent-dir/demo.log: cannot write the file\n")
    }
}
