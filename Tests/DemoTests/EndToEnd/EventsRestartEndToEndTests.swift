import Foundation
import Testing
import TmuxTesting

/// `demo watch --events --restart -- COMMAND` in a real terminal (tmux): a
/// command that exits is started again after the backoff (1 s, then 2 s),
/// the title says `restarts N` and the last exit status, what the restarted
/// command sends first replaces the rows (a row it no longer sends goes),
/// and `q` leaves no process behind.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct EventsRestartEndToEndTests {
    @Test func aCommandThatExitsIsRestartedAndItsFirstEventsResync() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 160, rows: 20, command: "sleep 600")
        let marker = "\(Int.random(in: 100_000...999_999))"
        let runs = session.directory.appendingPathComponent("runs").path
        let feed = session.directory.appendingPathComponent("feed.sh").path
        // Run 1 sends ada, bo and cy and fails; run 2 sends ada and cy only, and stays.
        try """
            #!/bin/sh
            n=$(cat '\(runs)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(runs)'
            if [ $n -eq 1 ]; then
              printf '{"name":"ada","v":1}\\n{"name":"bo","v":2}\\n{"name":"cy","v":3}\\n'
              echo 'error: the watch was closed' >&2
              exit 1
            fi
            printf '{"name":"ada","v":10}\\n{"name":"cy","v":30}\\n'
            sleep 30\(marker)
            """.write(toFile: feed, atomically: true, encoding: .utf8)
        try session.respawnReporting("'\(BuiltProduct.path("demo"))' watch --events --restart --key name --fields name,v -- sh '\(feed)'")
        let first = session.wait { screen in
            screen.first?.contains("restarts 0 · exit 1") == true && Self.rows(screen).contains("bo 2")
        }
        #expect(first.ok, "\(first.screen.joined(separator: "\n"))")
        #expect(first.screen.first?.contains("the watch was closed") == true, "\(first.screen.joined(separator: "\n"))")
        let restarted = session.wait { screen in
            screen.first?.contains("restarts 1 · exit 1") == true && Self.rows(screen) == ["ada 10", "cy 30"]
        }
        #expect(restarted.ok, "\(restarted.screen.joined(separator: "\n"))")
        #expect(restarted.screen.first?.contains("2 rows") == true, "\(restarted.screen.joined(separator: "\n"))")
        #expect(Self.processes(marker).count == 1, "\(Self.processes(marker))")
        session.send("q")
        session.expectRestored(exit: 0)
        #expect(Self.processes(marker).isEmpty, "left behind: \(Self.processes(marker))")
    }

    /// The rows on screen (below the title and the header line), their cells one space apart.
    static func rows(_ screen: [String]) -> [String] {
        screen.dropFirst(2).dropLast().map { $0.split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty }
    }

    /// The `sleep 30MARKER` processes, as `pgrep -af` lists them.
    static func processes(_ marker: String) -> [String] {
        let output = (try? TmuxSession.run(["pgrep", "-af", "sleep 30\(marker)"]).output) ?? ""
        return output.split(separator: "\n").map(String.init)
    }
}
