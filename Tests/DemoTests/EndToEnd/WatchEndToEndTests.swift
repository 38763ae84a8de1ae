import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TmuxTesting

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

    /// Runs `demo watch ARGUMENTS` in the pane (with `ENVIRONMENT` assignments
    /// before it, and its pid in `demo.pid`); after it ends, the pane shows
    /// its exit status and the terminal's modes, then `MODES`.
    private static func start(_ session: TmuxSession, _ arguments: String, environment: String = "") throws {
        let pidFile = session.directory.appendingPathComponent("demo.pid").path
        try session.respawnReporting(
            "\(environment) sh -c 'echo $$ > \"$0\"; exec \"$@\"' '\(pidFile)' '\(BuiltProduct.path("demo"))' watch \(arguments)")
    }

    @Test func errexitStopsShowsStderrAndQuitsWithTheCode() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 80, rows: 10, command: "sleep 600")
        try Self.start(session, "-e -n 0.3 -- 'echo partial; echo disk full >&2; exit 3'")
        let stopped = session.wait { $0.contains { $0.contains("stopped: exit 3: disk full") } && $0.dropFirst().first?.hasPrefix("partial") == true }
        #expect(stopped.ok, "\(stopped.screen.joined(separator: "\n"))")
        #expect(stopped.screen.dropFirst().first?.hasPrefix("partial") == true)
        session.send("e")
        // The box's title and its text may reach the pane in different frames: wait for both.
        let errors = session.wait { screen in
            screen.contains { $0.contains("stderr of the last failed run") }
                && screen.contains { $0.contains("disk full") && $0.contains("│") }
        }
        #expect(errors.ok, "\(errors.screen.joined(separator: "\n"))")
        session.send("Escape")
        session.send("q")
        let done = session.wait(for: "MODES")
        #expect(done.screen.contains { $0.contains("EXIT=3") }, "\(done.screen.joined(separator: "\n"))")
    }

    /// In a real terminal (Esc as the terminal sends it): after `/` … Enter, Esc clears the kept
    /// filter and the watch goes on with every row; the next Esc quits.
    @Test func escClearsAKeptFilterThenQuits() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 40, rows: 12, command: "sleep 600")
        try Self.start(session, "-n 0.3 -- 'echo apple; echo banana; echo cherry'")
        let all = ["apple", "banana", "cherry"]
        let shown = session.wait { Self.rows($0) == all }
        try #require(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        for key in ["/", "a", "n", "Enter"] { session.send(key) }
        // At 40 columns the label gives up its "(Esc clears)" so that help and quit stay whole.
        let filtered = session.wait { Self.rows($0) == ["banana"] && $0.last?.contains("filter: an · ? help  q quit") == true }
        #expect(filtered.ok, "\(filtered.screen.joined(separator: "\n"))")
        session.send("Escape")
        let cleared = session.wait { Self.rows($0) == all && $0.last?.contains("filter:") == false }
        #expect(cleared.ok, "\(cleared.screen.joined(separator: "\n"))")
        usleep(300_000)
        #expect(!session.capture().contains { $0.contains("MODES") }, "Esc quit with a filter kept")
        session.send("Escape")
        let done = session.wait(for: "MODES")
        #expect(done.screen.contains { $0.contains("EXIT=0") }, "\(done.screen.joined(separator: "\n"))")
    }

    /// The text of the row drawn in reverse video (the selection), from one
    /// capture with escapes; `nil` when no row is (a flashing row is drawn in
    /// the flash's style instead).
    static func selectedRow(_ session: TmuxSession) -> String? {
        // One capture, with its styles: two captures (styled and plain) can
        // straddle a frame and pair a line's style with another line's text.
        let escaped = ((try? session.tmux(["capture-pane", "-e", "-p"]).output) ?? "").components(separatedBy: "\n")
        for line in escaped.dropFirst().dropLast(2) {
            guard line.contains("\u{1B}[7m") || line.contains("\u{1B}[0;7m") else { continue }
            let text = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                .trimmingCharacters(in: .whitespaces)
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
        try #require(session.wait { (Self.runs($0) ?? 0) >= 1 && !Self.rows($0).isEmpty }.ok)
        // A key that reaches the screen before its first list selects nothing (a CI run lost it so, on a busy
        // machine): pressed again until a row is selected. Which row does not matter here.
        var selected: String?
        var screen: [String] = []
        for _ in 0..<3 where selected == nil {
            session.send("Down")
            screen = session.wait(timeout: 5) { _ in
                selected = Self.selectedRow(session)
                return selected != nil
            }.screen
        }
        let key = try #require(selected?.split(separator: " ").first.map(String.init), "nothing selected: \(screen.joined(separator: "\n"))")
        let line = { () -> Int? in session.capture().firstIndex { $0.hasPrefix(key + " ") } }
        let first = line()
        // Wait for the row to be elsewhere, and check that it is still the one selected.
        let moved = session.wait { screen in
            guard let now = screen.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return false }
            return now != first
        }
        try #require(moved.ok, "the row never moved: \(moved.screen.joined(separator: "\n"))")
        usleep(400_000)  // let the move land
        // The first frame that shows a selection (not a flash of the row) shows it on the same row.
        var shown: String?
        _ = session.wait(timeout: 3) { _ in
            shown = Self.selectedRow(session)
            return shown != nil
        }
        #expect(shown?.hasPrefix(key + " ") == true, "selection: \(String(describing: shown))")
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

    /// Everything the pane's program writes, raw (escapes, BEL), from now on.
    private static func recordOutput(_ session: TmuxSession) throws -> String {
        let path = session.directory.appendingPathComponent("raw.out").path
        try session.tmux(["pipe-pane", "-o", "cat >> '\(path)'"])
        return path
    }

    /// How many BEL bytes the file holds.
    private static func bells(in path: String) -> Int {
        (FileManager.default.contents(atPath: path) ?? Data()).filter { $0 == 0x07 }.count
    }

    @Test func beepRingsTheBellOnChangedRunsOnly() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        // Output that changes every run: the bell rings (and only --beep rings it).
        for (arguments, rings) in [("--beep -n 0.2 -- 'date +%N'", true), ("-n 0.2 -- 'date +%N'", false),
                                   ("--beep -n 0.2 -- 'echo same'", false)] {
            let session = try TmuxSession(columns: 60, rows: 8, command: "sleep 600")
            let raw = try Self.recordOutput(session)
            try Self.start(session, arguments)
            let ran = session.wait { (Self.runs($0) ?? 0) >= 4 }
            try #require(ran.ok, "\(arguments): \(ran.screen.joined(separator: "\n"))")
            session.send("q")
            #expect(session.wait(for: "MODES").ok)
            usleep(100_000)
            let count = Self.bells(in: raw)
            if rings {
                #expect(count >= 3, "\(arguments): \(count) bells in 4 changed runs")
            } else {
                #expect(count == 0, "\(arguments): \(count) bells")
            }
        }
    }

    @Test func theMouseWheelScrollsTheList() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 60, rows: 8, command: "sleep 600")
        // xterm's terminfo: ncurses reads SGR mouse reports (what tmux and xterm send for the wheel).
        try Self.start(session, "-n 0.3 -- 'seq 1 40'", environment: "TERM=xterm-256color")
        let shown = session.wait { Self.rows($0).first == "1" }
        try #require(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        // Wheel down on the list (SGR: button 65, column 5, row 4), then up (64).
        session.send("-l", "\u{1B}[<65;5;4M")
        let down = session.wait { Self.rows($0).first.flatMap { Int($0) }.map { $0 > 1 } == true }
        #expect(down.ok, "the wheel did not scroll down: \(down.screen.joined(separator: "\n"))")
        let top = Self.rows(down.screen).first.flatMap { Int($0) } ?? 0
        session.send("-l", "\u{1B}[<64;5;4M")
        let up = session.wait { Self.rows($0).first.flatMap { Int($0) }.map { $0 < top } == true }
        #expect(up.ok, "the wheel did not scroll up: \(up.screen.joined(separator: "\n"))")
        // A wheel turn on the title line is not the list's: nothing scrolls.
        let before = Self.rows(session.capture())
        session.send("-l", "\u{1B}[<65;5;1M")
        usleep(300_000)
        #expect(Self.rows(session.capture()) == before)
        session.send("q")
        #expect(session.wait(for: "MODES").ok)
    }

    /// Whether process `pid` runs (a zombie waiting for init to reap it does not).
    private static func isRunning(_ pid: String) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init)
        return !stat.isEmpty && state != "Z"
    }

    @Test(arguments: [(SIGINT, "INT"), (SIGTERM, "TERM"), (SIGHUP, "HUP")])
    func aTerminatingSignalKillsTheCommandFirstAndRestoresTheTerminal(signal: Int32, name: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let session = try TmuxSession(columns: 80, rows: 8, command: "sleep 600")
        let childFile = session.directory.appendingPathComponent("child.pid").path
        let demoFile = session.directory.appendingPathComponent("demo.pid").path
        try Self.start(session, "-- 'sleep 30 & echo $! > \(childFile); sleep 30'")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: childFile), Date() < deadline { usleep(30_000) }
        usleep(100_000)
        let child = try String(contentsOfFile: childFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let demo = try String(contentsOfFile: demoFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(Self.isRunning(child) && Self.isRunning(demo))
        kill(try #require(pid_t(demo)), signal)
        let done = session.wait(for: "MODES")
        let text = done.screen.joined(separator: "\n")
        #expect(text.contains("EXIT=\(128 + signal)"), "SIG\(name): \(text)")
        let modes = done.screen.first { $0.hasSuffix("MODES") }?.split(separator: " ").map(String.init) ?? []
        #expect(modes.contains("echo") && modes.contains("icanon"), "SIG\(name) modes: \(modes)")
        #expect(session.display("#{alternate_on}") == "0")
        usleep(200_000)
        #expect(!Self.isRunning(child), "SIG\(name): the command's child \(child) outlived demo watch")
        if let leftover = pid_t(child), leftover > 1, Self.isRunning(child) { kill(leftover, SIGKILL) }  // leave nothing behind
    }
}
