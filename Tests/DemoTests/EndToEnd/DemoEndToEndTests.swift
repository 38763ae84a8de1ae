import CollectionView
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TmuxTesting

/// The demo in a real terminal (tmux): the address book's screen, the keys
/// a person would try first, resize in the middle of an animation, too
/// small, and the terminal restored after `q` and after SIGINT, SIGTERM and SIGHUP.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct DemoEndToEndTests {
    /// The end of the status line once every change has landed and been checked.
    static let ready = "✓ verified"

    /// Whether the status line (`screen[line]`) says that everything landed and was verified.
    static func settled(_ screen: [String], _ line: Int) -> Bool {
        line < screen.count && screen[line].trimmingCharacters(in: .whitespaces).hasSuffix(ready)
    }

    /// Runs the demo in a pane (see ``TmuxSession/running(_:columns:rows:)``) until its status line says it is settled.
    private func start(columns: Int, rows: Int) throws -> (session: TmuxSession, pidFile: String) {
        let (session, pidFile) = try TmuxSession.running(BuiltProduct.path("demo"), columns: columns, rows: rows)
        let ready = session.wait { screen in screen.indices.contains { Self.settled(screen, $0) } }
        try #require(ready.ok, "demo did not start: \(ready.screen.joined(separator: "\n"))")
        return (session, pidFile)
    }

    /// Checks the pane after the demo ended: status, echo and canonical mode
    /// back on, alternate screen left, cursor visible.
    private func expectRestored(_ session: TmuxSession, exit status: Int32) {
        let text = session.expectRestored(exit: status)
        #expect(!text.contains("ListMotion"), "the demo's screen stays behind: \(text)")
    }

    /// Title, list, status and hint, all inside the pane.
    private func expectScreen(_ screen: [String], columns: Int, rows: Int) {
        let text = screen.joined(separator: "\n")
        #expect(screen.count == rows)
        #expect(screen.first?.contains("ListMotion") == true, "\(text)")
        #expect(screen.dropFirst().contains { $0.first?.isLetter == true }, "no section header in\n\(text)")
        #expect(screen[rows - 2].contains("people") && Self.settled(screen, rows - 2), "\(text)")
        #expect(screen[rows - 1].contains("help"), "\(text)")
        #expect(screen.allSatisfy { TerminalWidth.of($0) <= columns })
    }

    /// The rows of the list (names), top to bottom.
    private func names(_ screen: [String]) -> [String] {
        screen.dropFirst().dropLast(2).compactMap { line in
            guard line.hasPrefix("  ") else { return nil }
            let row = line.split(separator: "│").first.map(String.init) ?? line
            let name = row.components(separatedBy: "+1 555").first?.trimmingCharacters(in: .whitespaces) ?? ""
            return name.isEmpty ? nil : name
        }
    }

    @Test func aPersonsTourAt100x30() throws {
        let (session, _) = try start(columns: 100, rows: 30)
        let first = session.capture()
        expectScreen(first, columns: 100, rows: 30)
        #expect(first[0].contains("A→Z"))
        let startNames = names(first)
        #expect(startNames.count > 20)
        #expect(first[1].contains("Last changeset"), "the panel shows at 100 columns")

        // ?: the help overlay lists the keys.
        session.send("?")
        let help = session.wait { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("ListMotion demo — keys") && text.contains("reverse the sort") && text.contains("q quit") == false
        }
        #expect(help.ok, "\(help.screen.joined(separator: "\n"))")
        #expect(help.screen.last?.contains("any key closes the help") == true)

        // r: closes the help and reverses; the selected person (the first) ends up last, in view.
        session.send("r")
        let reversed = session.wait { screen in
            screen[0].contains("Z→A") && Self.settled(screen, 28) && !screen.joined().contains("— keys")
                && self.names(screen).last == startNames.first
        }
        #expect(reversed.ok, "\(reversed.screen.joined(separator: "\n"))")
        let reversedNames = names(reversed.screen)
        let sharedTail = Array(startNames.prefix(4).reversed())
        #expect(Array(reversedNames.suffix(4)) == sharedTail, "A's first rows now last, in reverse: \(reversedNames)")
        let panel = reversed.screen.joined(separator: "\n")
        #expect(panel.contains("↕"), "the panel lists moves: \(panel)")

        // d: the selected person is gone.
        let victim = try #require(startNames.first)
        session.send("d")
        let deleted = session.wait { screen in
            screen[28].contains("299 people") && Self.settled(screen, 28) && !self.names(screen).contains(victim)
        }
        #expect(deleted.ok, "\(deleted.screen.joined(separator: "\n"))")
        #expect(deleted.screen[0].contains("deleted \(victim)"))

        // m ↑ ↑ Enter: the new last row (selected) moves up two places.
        let beforeMove = names(deleted.screen)
        let mover = try #require(beforeMove.last)
        session.send("m")
        #expect(session.wait(for: "moving \(mover)").ok)
        session.send("Up")
        session.send("Up")
        session.send("Enter")
        let moved = session.wait { screen in
            screen[0].contains("moved") && Self.settled(screen, 28)
                && self.names(screen).suffix(3).first == mover
        }
        #expect(moved.ok, "\(moved.screen.joined(separator: "\n"))")

        // /ann: only matching names stay; every keystroke animates.
        session.send("/")
        session.send("a", "n", "n")
        let filtered = session.wait { screen in
            screen[28].contains("filter “ann”") && Self.settled(screen, 28)
                && !self.names(screen).isEmpty && self.names(screen).allSatisfy { $0.lowercased().contains("ann") }
        }
        #expect(filtered.ok, "\(filtered.screen.joined(separator: "\n"))")
        session.send("Enter")

        // u: undoes the move (the filter is a view, not a change); clear the filter to see it.
        session.send("u")
        #expect(session.wait(for: "undone").ok)
        session.send("Escape")
        #expect(session.wait { !$0[28].contains("filter") && Self.settled($0, 28) }.ok)
        session.send("End")
        let undone = session.wait { screen in
            !screen[28].contains("filter") && Self.settled(screen, 28) && self.names(screen).last == mover
        }
        #expect(undone.ok, "\(undone.screen.joined(separator: "\n"))")

        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func showsTheScreenAt40x12WithoutThePanel() throws {
        let (session, _) = try start(columns: 40, rows: 12)
        let screen = session.capture()
        expectScreen(screen, columns: 40, rows: 12)
        #expect(!screen.joined().contains("Last changeset"))
        #expect(session.display("#{alternate_on}") == "1")
        #expect(session.display("#{cursor_flag}") == "0")
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func animationGoesOnAcrossAResizeThenIdles() throws {
        let (session, pidFile) = try start(columns: 80, rows: 24)
        session.send("-", "-")  // 1 s animations: the resize lands in the middle
        try session.tmux(["send-keys", "r", ";", "resize-window", "-x", "40", "-y", "12"])
        let done = session.wait { screen in
            screen.count == 12 && screen[0].contains("Z→A") && Self.settled(screen, 10)
        }
        #expect(done.ok, "\(done.screen.joined(separator: "\n"))")
        expectScreen(done.screen, columns: 40, rows: 12)
        // Idle: no frames, so no CPU time, while nothing moves.
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        usleep(300_000)
        let before = cpuTicks(pid)
        usleep(500_000)
        #expect(cpuTicks(pid) - before <= 2, "the idle demo used CPU")
        try session.tmux(["resize-window", "-x", "80", "-y", "24"])
        session.send("r")
        #expect(session.wait { $0.count == 24 && $0[0].contains("A→Z") && Self.settled($0, 22) }.ok)
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func tooSmallShowsAMessageThenRecovers() throws {
        let (session, _) = try start(columns: 40, rows: 12)
        try session.tmux(["resize-window", "-x", "39", "-y", "12"])
        #expect(session.wait(for: "Terminal too small").ok)
        try session.tmux(["resize-window", "-x", "12", "-y", "5"])
        #expect(session.wait(for: "Too small").ok)
        try session.tmux(["resize-window", "-x", "40", "-y", "12"])
        let back = session.wait { screen in screen.indices.contains { Self.settled(screen, $0) } }
        #expect(back.ok)
        expectScreen(back.screen, columns: 40, rows: 12)
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func shiftArrowsMoveTheSelectedRow() throws {
        let (session, _) = try start(columns: 80, rows: 24)
        let first = names(session.capture())
        session.send("S-Down")
        let moved = session.wait { screen in
            let now = self.names(screen)
            return now.count > 2 && now[0] == first[1] && now[1] == first[0] && Self.settled(screen, 22)
        }
        #expect(moved.ok, "\(moved.screen.joined(separator: "\n"))")
        session.send("K")
        #expect(session.wait { self.names($0).prefix(2) == first.prefix(2) }.ok)
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func signalsRestoreTheTerminal(signal: Int32, status: Int32) throws {
        let (session, pidFile) = try start(columns: 80, rows: 24)
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, signal) == 0)
        expectRestored(session, exit: status)
    }

    /// User + system CPU time of `pid`, in clock ticks.
    private func cpuTicks(_ pid: Int32) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14, stime 15 (1-based in the whole line).
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }
}

/// Without a terminal the demo exits with status 2 and one line on stderr.
@Suite struct DemoWithoutTerminalTests {
    @Test func stdinNotATerminalExitsWith2() throws {
        let result = try Spawn.run([BuiltProduct.path("demo")])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("not a terminal"), "\(result.errors)")
    }
}
