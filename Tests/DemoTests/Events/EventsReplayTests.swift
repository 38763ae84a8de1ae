@testable import Demo
import Foundation
import Testing

/// `demo watch --events --replay FILE --headless`: the whole input read,
/// then the demo's key script played on the real screen (sorting, holding,
/// filtering, Enter on a row), and the screen printed, without a terminal.
@Suite(.temporaryFiles) struct EventsReplayTests {
    static let feed = """
        {"type": "ADDED", "object": {"metadata": {"name": "web-1", "labels": {"app": "web"}}, "status": {"phase": "Running", "restarts": 0}}}
        {"type": "ADDED", "object": {"metadata": {"name": "db-1", "labels": {"app": "db"}}, "status": {"phase": "Pending", "restarts": 2}}}
        {"type": "ADDED", "object": {"metadata": {"name": "cache-1", "labels": {"app": "cache"}}, "status": {"phase": "Running", "restarts": 7}}}

        """

    static let arguments = [
        "watch", "--events", "--headless", "--key", "metadata.name",
        "--fields", "name=metadata.name,phase=status.phase,restarts=status.restarts", "--sort", "restarts", "--size", "80x12",
    ]

    /// Runs the replay of `script` on ``feed`` (from stdin), with `extra` arguments.
    static func replay(_ script: String, _ extra: [String] = []) throws -> DemoBinary.Run {
        let file = TemporaryFiles.url("script", ext: "keys")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try DemoBinary.run(arguments + extra + ["--replay", file.path, "-"], stdin: feed)
    }

    static func lines(_ run: DemoBinary.Run) -> [String] {
        run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first word of each row line (below the title and header), top to bottom.
    static func names(_ run: DemoBinary.Run) -> [String] {
        lines(run).dropFirst(2).dropLast(2).compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func sortingKeysReSortAndTheHeaderSaysBy() throws {
        let run = try Self.replay("R  # restarts, largest first\n<  # then by phase\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = Self.lines(run)
        #expect(lines[0].contains("ended · 3 rows"), "\(run.stdout)")
        #expect(lines[1].hasPrefix("name") && lines[1].contains("phase ▼"), "\(run.stdout)")
        // Phase descending, ties by the previous sort (restarts, descending).
        #expect(Self.names(run) == ["cache-1", "web-1", "db-1"], "\(run.stdout)")
    }

    @Test func holdSaysHeldAndAFilterKeepsItsRows() throws {
        let held = try Self.replay("H\n")
        #expect(Self.lines(held)[0].contains("HELD"), "\(held.stdout)")
        let filtered = try Self.replay("/\ntype db\nenter\n")
        #expect(Self.names(filtered) == ["db-1"], "\(filtered.stdout)")
        #expect(Self.lines(filtered).last(where: { !$0.isEmpty })?.contains("db") == true, "\(filtered.stdout)")
    }

    @Test func enterOnARowShowsItsWholeObject() throws {
        let run = try Self.replay("down\nenter\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("╭─ web-1 ─"), "\(run.stdout)")
        #expect(run.stdout.contains("\"labels\": {"), "fields the list does not show: \(run.stdout)")
        #expect(run.stdout.contains("1–8 of 12 ─╯"), "where the view is in a long object: \(run.stdout)")
        let closed = try Self.replay("down\nenter\nesc\n")
        #expect(!closed.stdout.contains("╭─"), "\(closed.stdout)")
    }

    @Test func framesPrintsThatManyFramesWithHeadings() throws {
        let run = try Self.replay("R\nwait 300ms\n", ["--frames", "3"])
        let headings = Self.lines(run).filter { $0.hasPrefix("--- frame ") }
        #expect(headings.count == 3, "\(run.stdout)")
        let times = headings.compactMap { $0.split(separator: "=").last.flatMap { Int($0.prefix { $0.isNumber }) } }
        #expect(times.count == 3 && times == times.sorted() && Set(times).count == 3, "\(headings)")
        #expect(Self.lines(run).filter { $0.contains("restarts ▼") }.count >= 2, "the frames show the list re-sorted: \(run.stdout)")
    }

    @Test func aBadScriptOrNoHeadlessIsAClearError() throws {
        let bad = try Self.replay("down\nfly away\n")
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("line 2"), "\(bad.stderr)")
        let missing = try DemoBinary.run(Self.arguments + ["--replay", "/nonexistent/script", "-"], stdin: Self.feed)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent/script: cannot read the file"))
        let file = TemporaryFiles.url("script", ext: "keys")
        try "down\n".write(to: file, atomically: true, encoding: .utf8)
        let terminal = try DemoBinary.run(Self.arguments.filter { $0 != "--headless" } + ["--replay", file.path, "-"], stdin: Self.feed)
        #expect(terminal.status == 2)
        #expect(terminal.stderr.contains("--replay needs --headless"), "\(terminal.stderr)")
        let plain = try DemoBinary.run(["watch", "--headless", "--replay", file.path, "-"], stdin: "a\n")
        #expect(plain.status == 2)
        #expect(plain.stderr.contains("--replay needs --events"), "\(plain.stderr)")
    }
}

/// The `--replay` example of *The demo* (TerminalUI's DocC catalogue) is what the demo prints.
@Suite(.temporaryFiles) struct EventsReplayReadmeTests {
    @Test func theArticlesReplayExampleIsTheDemosOutput() throws {
        let feed = try String(contentsOf: Readme.url.deletingLastPathComponent().appendingPathComponent("Demo/Examples/pods-events.ndjson"),
                              encoding: .utf8)
        let script = TemporaryFiles.url("look", ext: "keys")
        try "down\nenter\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try DemoBinary.run([
            "watch", "--events", "--headless", "--replay", script.path, "--key", "metadata.name", "--sort", "restarts:desc",
            "--fields", "name=metadata.name,restarts=status.restartCount", "--size", "70x12", "-",
        ], stdin: feed)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("╭─ api-1 ─") && run.stdout.contains("\"phase\": \"CrashLoopBackOff\","), "\(run.stdout)")
        let article = try Readme.demoArticle()
        #expect(article.contains("$ printf 'down\\nenter\\n' > look.keys\n"))
        #expect(article.contains("< Demo/Examples/pods-events.ndjson\n" + run.stdout + "```"), "\(run.stdout)")
    }
}
