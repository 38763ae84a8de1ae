import Foundation
import Glibc
import Testing

/// `demo watch` in a real terminal (tmux) on a command whose output changes
/// every run: pause, history back and forth, quit restoring the terminal.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct WatchEndToEndTests {
    /// The lists the command cycles through (keyed by the first column).
    static let outputs = [
        ["alpha 1", "beta 2", "gamma 3", "delta 4"],
        ["delta 9", "alpha 1", "beta 2", "gamma 3"],
        ["beta 2", "delta 9", "alpha 5", "gamma 3"],
    ]

    /// The run count in the title (`run 7, 4 changed`).
    static func runs(_ screen: [String]) -> Int? {
        guard let title = screen.first, let range = title.range(of: "run ") else { return nil }
        return Int(title[range.upperBound...].prefix { $0.isNumber })
    }

    /// The list rows on screen.
    static func rows(_ screen: [String]) -> [String] {
        screen.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Runs `demo watch ARGUMENTS` in the pane; after it ends, the pane shows
    /// its exit status and the terminal's modes, then `MODES`.
    private static func start(_ session: TmuxSession, _ arguments: String) throws {
        let wrapper = session.directory.appendingPathComponent("run.sh").path
        try """
            #!/bin/sh
            '\(BuiltProduct.path("demo"))' watch \(arguments)
            echo "EXIT=$?"
            stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '
            echo MODES
            sleep 600
            """.write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        try session.tmux(["respawn-pane", "-k", wrapper])
    }

    @Test func errexitStopsShowsStderrAndQuitsWithTheCode() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 80, rows: 10, command: "sleep 600")
        try Self.start(session, "-e -n 0.3 -- 'echo partial; echo disk full >&2; exit 3'")
        let stopped = session.wait { $0.contains { $0.contains("stopped: exit 3: disk full") } && $0.dropFirst().first?.hasPrefix("partial") == true }
        #expect(stopped.ok, "\(stopped.screen.joined(separator: "\n"))")
        #expect(stopped.screen.dropFirst().first?.hasPrefix("partial") == true)
        session.send("e")
        let errors = session.wait(for: "stderr of the last failed run")
        #expect(errors.ok && errors.screen.contains { $0.contains("disk full") && $0.contains("│") }, "\(errors.screen.joined(separator: "\n"))")
        session.send("Escape")
        session.send("q")
        let done = session.wait(for: "MODES")
        #expect(done.screen.contains { $0.contains("EXIT=3") }, "\(done.screen.joined(separator: "\n"))")
    }

    /// The text of the row drawn in reverse video (the selection): its line
    /// found in a capture with escapes, its text in a plain one.
    static func selectedRow(_ session: TmuxSession) -> String? {
        let escaped = ((try? session.tmux(["capture-pane", "-e", "-p"]).output) ?? "").components(separatedBy: "\n")
        let plain = session.capture()
        for index in 1..<max(min(escaped.count, plain.count) - 1, 1) {
            let line = escaped[index]
            guard line.contains("\u{1B}[7m") || line.contains("\u{1B}[0;7m") else { continue }
            let text = plain[index].trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return text }
        }
        return nil
    }

    @Test func theSelectedRowStaysSelectedAsItMoves() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 130, rows: 10, command: "sleep 600")
        let script = session.directory.appendingPathComponent("cycle.sh").path
        var cases = ""
        for (index, rows) in Self.outputs.enumerated() {
            cases += "\(index)) printf '\(rows.joined(separator: "\\n"))\\n';;\n"
        }
        try "#!/bin/sh\ncd \"$(dirname \"$0\")\"\nn=$(cat count 2>/dev/null || echo 0); n=$((n+1)); echo $n > count\ncase $((n % 3)) in\n\(cases)esac\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try Self.start(session, "-n 0.4 --key 1 -- '\(script)'")
        try #require(session.wait { (Self.runs($0) ?? 0) >= 1 }.ok)
        session.send("Down")
        var selected: String?
        _ = session.wait { _ in
            selected = Self.selectedRow(session)
            return selected != nil
        }
        let key = try #require(selected?.split(separator: " ").first.map(String.init), "nothing selected")
        let line = { () -> Int? in session.capture().firstIndex { $0.hasPrefix(key + " ") } }
        let first = line()
        // Wait for the row to be elsewhere, and check that it is still the one selected.
        let moved = session.wait { screen in
            guard let now = screen.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return false }
            return now != first
        }
        try #require(moved.ok, "the row never moved: \(moved.screen.joined(separator: "\n"))")
        usleep(400_000)  // let the move land
        #expect(Self.selectedRow(session)?.hasPrefix(key + " ") == true, "selection: \(String(describing: Self.selectedRow(session)))")
        session.send("q")
        #expect(session.wait(for: "MODES").ok)
    }

    @Test func quitKillsAHangingCommandAndWhatItStarted() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 80, rows: 8, command: "sleep 600")
        let pidFile = session.directory.appendingPathComponent("child.pid").path
        try Self.start(session, "-- 'sleep 30 & echo $! > \(pidFile); sleep 30'")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: pidFile), Date() < deadline { usleep(30_000) }
        usleep(100_000)
        let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        session.send("q")
        let done = session.wait(for: "MODES")
        #expect(done.screen.contains { $0.contains("EXIT=0") }, "\(done.screen.joined(separator: "\n"))")
        usleep(200_000)
        // Gone, or a zombie waiting for init to reap it: not running.
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init)
        #expect(stat.isEmpty || state == "Z", "child \(pid) still running: \(stat)")
    }

    @Test func pauseHistoryAndQuit() throws {
        let demo = BuiltProduct.path("demo")
        try #require(FileManager.default.isExecutableFile(atPath: demo), "demo not built at \(demo)")
        let session = try TmuxSession(columns: 100, rows: 12, command: "sleep 600")
        let script = session.directory.appendingPathComponent("cycle.sh").path
        var cases = ""
        for (index, rows) in Self.outputs.enumerated() {
            cases += "\(index)) printf '\(rows.joined(separator: "\\n"))\\n';;\n"
        }
        try """
            #!/bin/sh
            cd "$(dirname "$0")"
            n=$(cat count 2>/dev/null || echo 0); n=$((n+1)); echo $n > count
            case $((n % 3)) in
            \(cases)esac
            """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try Self.start(session, "-n 0.3 --key 1 -- '\(script)'")

        let running = session.wait { (Self.runs($0) ?? 0) >= 4 }
        try #require(running.ok, "no runs: \(running.screen.joined(separator: "\n"))")
        #expect(running.screen.last?.contains("q quit") == true)

        // Pause: the run count stands still.
        session.send("Space")
        let paused = session.wait { $0.first?.contains("PAUSED") == true }
        #expect(paused.ok, "\(paused.screen.joined(separator: "\n"))")
        usleep(300_000)
        let before = Self.runs(session.capture())
        usleep(900_000)
        let after = session.capture()
        #expect(Self.runs(after) == before, "runs went on while paused: \(after.joined(separator: "\n"))")
        let liveRows = Self.rows(session.wait { Self.outputs.contains(Self.rows($0)) }.screen)

        // One changed run back: another of the outputs, marked as history; forward again: live.
        session.send("Left")
        let back = session.wait { $0.first?.contains("HISTORY") == true && Self.outputs.contains(Self.rows($0)) && Self.rows($0) != liveRows }
        #expect(back.ok, "\(back.screen.joined(separator: "\n"))")
        session.send("Right")
        let live = session.wait { $0.first?.contains("HISTORY") == false && Self.rows($0) == liveRows }
        #expect(live.ok, "\(live.screen.joined(separator: "\n"))")

        // Resume, then quit: the terminal is restored.
        session.send("Space")
        let resumed = session.wait { $0.first?.contains("PAUSED") == false }
        #expect(resumed.ok)
        session.send("q")
        let done = session.wait(for: "MODES")
        #expect(done.ok, "\(done.screen.joined(separator: "\n"))")
        let text = done.screen.joined(separator: "\n")
        #expect(text.contains("EXIT=0"), "\(text)")
        let modes = done.screen.first { $0.hasSuffix("MODES") }?.split(separator: " ").map(String.init) ?? []
        #expect(modes.contains("echo") && modes.contains("icanon"), "modes: \(modes)")
        #expect(session.display("#{alternate_on}") == "0")
        #expect(!text.contains("PAUSED") && !text.contains("q quit"), "the watch screen stays behind: \(text)")
    }
}
