@testable import Demo
import Foundation
import Testing

/// `demo watch --events --headless`: the whole stream applied, then the
/// problems, `--- final` and every row.
@Suite struct EventsHeadlessTests {
    static let feed = """
        {"type": "ADDED", "object": {"metadata": {"name": "api-1", "namespace": "prod"}, "status": {"restarts": 1}}}
        {"type": "ADDED", "object": {"metadata": {"name": "api-2", "namespace": "prod"}, "status": {"restarts": 4}}}
        {"type": "ADDED", "object": {"metadata": {"name": "db-1", "namespace": "data"}, "status": {"restarts": 0}}}
        not json at all
        {
          "type": "MODIFIED",
          "object": {"metadata": {"name": "api-1", "namespace": "prod"}, "status": {"restarts": 9}}
        }
        {"type": "ADDED", "object": {"metadata": {"name": "tmp", "namespace": "dev"}, "status": {"restarts": 2}}}
        {"type": "DELETED", "object": {"metadata": {"name": "tmp", "namespace": "dev"}}}
        {"type": "ADDED", "object": {"metadata": {"namespace": "dev"}}}

        """

    static let arguments = [
        "watch", "--events", "--headless", "--key", "metadata.name", "--section", "metadata.namespace",
        "--sort", "status.restarts:desc", "--fields", "metadata.name,status.restarts", "--size", "40x5", "-",
    ]

    @Test func printsProblemsThenTheFinalListWithoutHeightCutOff() throws {
        let run = try DemoBinary.run(Self.arguments, stdin: Self.feed)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 9)
        #expect(lines[0].hasPrefix("--- problem: ") && lines[0].contains("line 4"))
        #expect(lines[1].hasPrefix("--- problem: ") && lines[1].contains("line 11"))
        #expect(Array(lines[2...]) == [
            "--- final", "  name    restarts ▼", "data", "  db-1    0", "prod", "  api-1   9", "  api-2   4",
        ])
    }

    @Test func saveWritesEveryDocumentOnALineAndLoadReplaysIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = directory.appendingPathComponent("events.ndjson").path
        let first = try DemoBinary.run(Self.arguments.dropLast() + ["--save", saved, "-"], stdin: Self.feed)
        #expect(first.status == 0)
        let file = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(file.split(separator: "\n").count == 7)  // the documents; the garbage line is not one
        let replay = try DemoBinary.run(Self.arguments.dropLast() + ["--load", saved])
        #expect(replay.status == 0)
        // The same final list (the garbage line was not saved, the keyless document was).
        let final = { (text: String) in text.components(separatedBy: "--- final").last }
        #expect(final(replay.stdout) == final(first.stdout))
        let piped = try DemoBinary.run(Self.arguments, stdin: file)
        #expect(final(piped.stdout) == final(first.stdout))
    }

    @Test func readsALongRunningCommandsOutput() throws {
        let run = try DemoBinary.run([
            "watch", "--events", "--headless", "--key", "id", "--fields", "id,v", "--",
            "sh", "-c", #"echo '{"id": "a", "v": 1}'; sleep 0.2; echo '{"id": "b", "v": 2}'"#,
        ])
        #expect(run.status == 0)
        #expect(run.stdout == "--- final\nid    v\na     1\nb     2\n")
    }

    /// The command runs once: the headless run reads it, the screen it feeds starts none of its own
    /// (a second run of `pg_recvlogical` on the same slot took the events from the first).
    @Test(.temporaryFiles, arguments: [false, true]) func theCommandRunsOnce(replay: Bool) throws {
        let starts = TemporaryFiles.url("starts", ext: "txt").path, script = TemporaryFiles.url("script", ext: "keys")
        try "down\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try DemoBinary.run(
            ["watch", "--events", "--headless", "--key", "id", "--fields", "id"] + (replay ? ["--replay", script.path] : []) + [
                "--", "sh", "-c", #"echo run >> "$0"; sleep 0.3; echo '{"id": "a"}'"#, starts,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: starts, encoding: .utf8) == "run\n")
    }
}

/// The `--events --headless` example of *The demo* (TerminalUI's DocC catalogue) is what the demo prints.
@Suite struct EventsReadmeTests {
    @Test func theReadmeExampleIsTheDemosOutput() throws {
        let examples = Readme.url.deletingLastPathComponent()
            .appendingPathComponent("Demo/Examples/pods-events.ndjson")
        let feed = try String(contentsOf: examples, encoding: .utf8)
        let run = try DemoBinary.run([
            "watch", "--events", "--headless", "--key", "metadata.name", "--section", "metadata.namespace",
            "--sort", "restarts:desc", "--fields", "name=metadata.name,phase=status.phase,restarts=status.restartCount",
            "--size", "40x10", "-",
        ], stdin: feed)
        #expect(run.status == 0)
        // Columns as wide as their widest cell or name: the restarts line up under CrashLoopBackOff's, and under their name.
        #expect(run.stdout.contains("  name    phase             restarts ▼\n"))
        #expect(run.stdout.contains("api-1   CrashLoopBackOff  7") && run.stdout.contains("api-2   Running           2"))
        #expect(try Readme.demoArticle().contains("< Demo/Examples/pods-events.ndjson\n" + run.stdout + "```"))
    }
}
