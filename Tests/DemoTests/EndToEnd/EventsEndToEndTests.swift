import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TmuxTesting

/// `demo watch --events -` in a real terminal (tmux), fed by a script with
/// pauses: the header line over the columns, a row climbing the ranking glides (caught mid-way), a delete, a
/// garbage line reported with its line, a resync, `q` restoring the terminal.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct EventsEndToEndTests {
    static let feed = #"""
        #!/bin/sh
        for n in ada bo cy dee eve fay gus; do
          printf '{"type":"ADDED","object":{"metadata":{"name":"%s","namespace":"prod"},"status":{"restartCount":%d}}}\n' $n $(( $(printf %s $n | wc -c) * 3 ))
        done
        printf '{"type":"ADDED","object":{"metadata":{"name":"hal","namespace":"prod"},"status":{"restartCount":0}}}\n'
        sleep 1.5
        printf '{"type":"MODIFIED","object":{"metadata":{"name":"hal","namespace":"prod"},"status":{"restartCount":50}}}\n'
        sleep 2
        printf '{"type":"DELETED","object":{"metadata":{"name":"bo","namespace":"prod"}}}\n'
        sleep 1.5
        printf 'garbage here\n'
        sleep 1.5
        printf '{"kind":"List","items":[{"metadata":{"name":"ada","namespace":"prod"},"status":{"restartCount":3}},{"metadata":{"name":"zed","namespace":"dev"},"status":{"restartCount":7}}]}\n'
        """#

    /// The names of the rows on screen, top to bottom (section headers included), below the title and the header line.
    static func names(_ screen: [String]) -> [String] {
        screen.dropFirst(2).dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { String($0.split(separator: " ").first ?? "") }
    }

    @Test func aFeedGlidesDeletesReportsGarbageResyncsAndQuitRestores() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 100, rows: 30, command: "sleep 600")
        let feed = session.directory.appendingPathComponent("feed.sh").path
        try Self.feed.write(toFile: feed, atomically: true, encoding: .utf8)
        try session.respawnReporting("""
            sh '\(feed)' | '\(BuiltProduct.path("demo"))' watch --events --key metadata.name --section metadata.namespace \
              --sort restarts:desc --fields metadata.name,restarts=status.restartCount -
            """)

        let first = session.wait { Self.names($0) == ["prod", "ada", "dee", "eve", "fay", "gus", "bo", "cy", "hal"] }
        #expect(first.ok, "\(first.screen.joined(separator: "\n"))")
        // The header line names the columns over their cells, the sort column marked descending.
        #expect(first.screen.count > 3 && first.screen[1].hasPrefix("  name    restarts ▼") && first.screen[3].hasPrefix("  ada     9"),
                "\(first.screen.joined(separator: "\n"))")
        // hal climbs from the bottom to the top: caught on a line between (every capture a list).
        let gliding = session.wait(timeout: 5) { screen in
            let names = Self.names(screen)
            guard let index = names.firstIndex(of: "hal") else { return false }
            return index > 1 && index < 8 && Set(names).count == 9
        }
        #expect(gliding.ok, "\(gliding.screen.joined(separator: "\n"))")
        let landed = session.wait { Self.names($0) == ["prod", "hal", "ada", "dee", "eve", "fay", "gus", "bo", "cy"] }
        #expect(landed.ok, "\(landed.screen.joined(separator: "\n"))")
        let deleted = session.wait { !Self.names($0).contains("bo") && Self.names($0).count == 8 }
        #expect(deleted.ok, "\(deleted.screen.joined(separator: "\n"))")
        let garbage = session.wait { $0.first?.contains("line 11: ") == true && $0.first?.contains("1 problem") == true }
        #expect(garbage.ok, "\(garbage.screen.joined(separator: "\n"))")
        // Nothing else was lost; then the resync replaces everything.
        #expect(Self.names(garbage.screen) == ["prod", "hal", "ada", "dee", "eve", "fay", "gus", "cy"])
        let resynced = session.wait { Self.names($0) == ["dev", "zed", "prod", "ada"] && $0.last?.contains("end of input") == true }
        #expect(resynced.ok, "\(resynced.screen.joined(separator: "\n"))")
        session.send("q")
        let done = session.wait(for: "MODES")
        #expect(done.screen.contains { $0.contains("EXIT=0") }, "\(done.screen.joined(separator: "\n"))")
        #expect(done.screen.contains { $0.contains("echo") && $0.contains("icanon") && !$0.contains("-echo") && !$0.contains("-icanon") },
                "\(done.screen.joined(separator: "\n"))")
    }

    /// Sorting at runtime in a real terminal: `<` sorts by the previous column
    /// in the same direction (text naturally: pod-9 next to pod-10, not to
    /// pod-100), `R` reverses it, the header's marker follows.
    @Test func sortKeysReSortTheListAndMarkTheColumn() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 100, rows: 30, command: "sleep 600")
        let feed = session.directory.appendingPathComponent("pods.sh").path
        try """
            #!/bin/sh
            for n in 10 9 100 1; do printf '{"id":"pod-%d","restarts":%d}\n' $n $(( n % 7 )); done
            sleep 600
            """.write(toFile: feed, atomically: true, encoding: .utf8)
        try session.respawnReporting("'\(BuiltProduct.path("demo"))' watch --events --key id --fields id,restarts --sort restarts:desc -- sh '\(feed)'")
        let first = session.wait { $0.count > 5 && $0[1].contains("restarts ▼") && Self.names($0) == ["pod-10", "pod-100", "pod-9", "pod-1"] }
        #expect(first.ok, "\(first.screen.joined(separator: "\n"))")
        session.send("<")
        // The direction stays: by id, largest first.
        let byID = session.wait { $0[1].hasPrefix("id ▼") && Self.names($0) == ["pod-100", "pod-10", "pod-9", "pod-1"] }
        #expect(byID.ok, "\(byID.screen.joined(separator: "\n"))")
        session.send("R")
        let reversed = session.wait { $0[1].hasPrefix("id ▲") && Self.names($0) == ["pod-1", "pod-9", "pod-10", "pod-100"] }
        #expect(reversed.ok, "\(reversed.screen.joined(separator: "\n"))")
        session.send("q")
        session.expectRestored(exit: 0)
    }

    /// `H` in a real terminal: a row whose value climbs stays in place with its
    /// new value while the title says HELD; `H` again puts it at the top.
    @Test func holdKeepsTheRanksUntilReleased() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 100, rows: 30, command: "sleep 600")
        let feed = session.directory.appendingPathComponent("hold.sh").path
        try """
            #!/bin/sh
            for n in 1 2 3; do printf '{"id":"pod-%d","restarts":%d}\n' $n $n; done
            sleep 2
            printf '{"id":"pod-1","restarts":50}\n'
            sleep 600
            """.write(toFile: feed, atomically: true, encoding: .utf8)
        try session.respawnReporting("'\(BuiltProduct.path("demo"))' watch --events --key id --fields id,restarts --sort restarts:desc -- sh '\(feed)'")
        let first = session.wait { $0.count > 5 && Self.names($0) == ["pod-3", "pod-2", "pod-1"] }
        #expect(first.ok, "\(first.screen.joined(separator: "\n"))")
        session.send("H")
        let updated = session.wait { $0[0].contains("HELD") && $0.count > 4 && $0[4].hasPrefix("pod-1") && $0[4].contains("50") }
        #expect(updated.ok, "\(updated.screen.joined(separator: "\n"))")
        session.send("H")
        let released = session.wait { !$0[0].contains("HELD") && Self.names($0) == ["pod-1", "pod-3", "pod-2"] }
        #expect(released.ok, "\(released.screen.joined(separator: "\n"))")
        session.send("q")
        session.expectRestored(exit: 0)
    }

    /// `Enter` in a real terminal: the selected row's whole object in a pane
    /// beside the list; a change of the row shows there at once, its line
    /// flashing (reverse video) and then not; a delete says so; `Esc` closes
    /// the pane (it does not quit), `q` quits.
    @Test func enterShowsTheObjectLiveAndEscClosesIt() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 100, rows: 30, command: "sleep 600")
        let directory = session.directory.path
        let feed = session.directory.appendingPathComponent("pane.sh").path
        try """
            #!/bin/sh
            for n in 1 2 3; do printf '{"id":"pod-%d","restarts":%d,"labels":{"app":"web"}}\n' $n $n; done
            while [ ! -e '\(directory)/change' ]; do sleep 0.1; done
            printf '{"id":"pod-3","restarts":50,"labels":{"app":"web"}}\n'
            while [ ! -e '\(directory)/delete' ]; do sleep 0.1; done
            printf '{"type":"DELETED","object":{"id":"pod-3"}}\n'
            sleep 600
            """.write(toFile: feed, atomically: true, encoding: .utf8)
        try session.respawnReporting("'\(BuiltProduct.path("demo"))' watch --events --key id --fields id,restarts --sort restarts:desc -- sh '\(feed)'")
        let first = session.wait { $0.count > 5 && Self.names($0) == ["pod-3", "pod-2", "pod-1"] }
        #expect(first.ok, "\(first.screen.joined(separator: "\n"))")
        session.send("Down")
        session.send("Enter")
        let open = session.wait { screen in
            screen.contains { $0.contains("╭─ pod-3 ─") } && screen.contains { $0.contains("\"app\": \"web\"") }
                && screen.last?.contains("Esc close") == true
        }
        #expect(open.ok, "\(open.screen.joined(separator: "\n"))")
        // The list stays beside the pane.
        #expect(open.screen.count > 2 && open.screen[2].hasPrefix("pod-3"), "\(open.screen.joined(separator: "\n"))")
        try "".write(toFile: directory + "/change", atomically: true, encoding: .utf8)
        // The new value in the pane, its line in reverse video (the part right of the list: the pane's).
        let flashing = session.wait(timeout: 10) { _ in Self.paneLine(session, containing: "\"restarts\": 50").map(Self.isReverse) == true }
        #expect(flashing.ok, "\(Self.styledCapture(session))")
        let calm = session.wait(timeout: 10) { _ in Self.paneLine(session, containing: "\"restarts\": 50").map(Self.isReverse) == false }
        #expect(calm.ok, "the flash ends: \(Self.styledCapture(session))")
        try "".write(toFile: directory + "/delete", atomically: true, encoding: .utf8)
        let gone = session.wait { screen in
            screen.contains { $0.contains("deleted — the last version it had") } && screen.contains { $0.contains("\"restarts\": 50") }
        }
        #expect(gone.ok, "\(gone.screen.joined(separator: "\n"))")
        session.send("Escape")
        let closed = session.wait { screen in !screen.contains { $0.contains("╭─") } && Self.names(screen) == ["pod-2", "pod-1"] }
        #expect(closed.ok, "\(closed.screen.joined(separator: "\n"))")
        #expect(!closed.screen.contains { $0.contains("EXIT=") }, "Esc closed the pane, it did not quit")
        session.send("q")
        session.expectRestored(exit: 0)
    }

    /// The pane with its escape sequences, as tmux shows it.
    static func styledCapture(_ session: TmuxSession) -> String {
        (try? session.tmux(["capture-pane", "-e", "-p"]).output) ?? ""
    }

    /// The part of the captured line holding `text` from the pane's left edge on, with its escape sequences.
    static func paneLine(_ session: TmuxSession, containing text: String) -> String? {
        guard let line = styledCapture(session).components(separatedBy: "\n").first(where: { $0.contains(text) }),
              let edge = line.firstIndex(of: "│") else { return nil }
        return String(line[edge...])
    }

    /// Whether `line` turns reverse video on (SGR 7) before its first quote.
    static func isReverse(_ line: String) -> Bool {
        guard let quote = line.firstIndex(of: "\"") else { return false }
        let before = line[..<quote]
        var sgr: [String] = []
        var rest = before[...]
        while let start = rest.range(of: "\u{1B}[") {
            guard let end = rest[start.upperBound...].firstIndex(of: "m") else { break }
            sgr.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        // The last codes before the text decide: a reset (0 or empty) turns reverse off.
        var reverse = false
        for code in sgr {
            for part in code.split(separator: ";", omittingEmptySubsequences: false) {
                if part == "7" { reverse = true } else if part == "0" || part.isEmpty || part == "27" { reverse = false }
            }
        }
        return reverse
    }

    /// A command printing a 3 MB `List` slowly, then leaving a child in the
    /// background and waiting: "reading … MB" on the title line while it
    /// arrives, gone once the rows are there; after `q` nothing the command
    /// started is left (it ran in its own session, killed as a group).
    @Test func aSlowLargeDocumentShowsReadingAndQuitLeavesNoProcess() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 100, rows: 30, command: "sleep 600")
        let marker = "\(Int.random(in: 100_000...999_999))"
        let feed = session.directory.appendingPathComponent("slow.sh").path
        try """
            #!/bin/sh
            sleep 10\(marker) &
            printf '{"kind":"List","items":['
            i=0
            while [ $i -lt 30 ]; do
              seq -f '{"id":"p%g","pad":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},' $((i * 1000)) $((i * 1000 + 999)) | tr -d '\\n'
              sleep 0.1
              i=$((i + 1))
            done
            printf '{"id":"last"}]}\\n'
            sleep 20\(marker)
            """.write(toFile: feed, atomically: true, encoding: .utf8)
        try session.respawnReporting("'\(BuiltProduct.path("demo"))' watch --events --key id --fields id -- sh '\(feed)'")
        let reading = session.wait { $0.first?.contains("reading ") == true && $0.first?.contains(" MB") == true }
        #expect(reading.ok, "\(reading.screen.joined(separator: "\n"))")
        let loaded = session.wait { $0.first?.contains("30001 rows") == true && $0.first?.contains("reading") == false }
        #expect(loaded.ok, "\(loaded.screen.joined(separator: "\n"))")
        #expect(Self.processes(marker).count == 2, "\(Self.processes(marker))")
        session.send("q")
        session.expectRestored(exit: 0)
        #expect(Self.processes(marker).isEmpty, "left behind: \(Self.processes(marker))")
    }

    /// The processes whose command line holds `marker`, as `pgrep -af` lists them.
    static func processes(_ marker: String) -> [String] {
        let output = (try? TmuxSession.run(["pgrep", "-af", "sleep [12]0\(marker)"]).output) ?? ""
        return output.split(separator: "\n").map(String.init)
    }
}
