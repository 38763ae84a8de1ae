import Foundation
import Glibc
import Testing

/// The built `demo` executable: next to the test bundle, or in `.build/debug`.
enum DemoBinary {
    static var path: String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("demo").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/demo").path
    }
}

/// The demo in a real terminal (tmux): what is on screen, keys, resize in the
/// middle of an animation, too small, and the terminal restored after `q`
/// and after SIGINT, SIGTERM and SIGHUP.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct DemoEndToEndTests {
    /// Runs the demo in a pane; after it ends, the pane shows its exit status
    /// and the terminal's modes as `stty` reports them, then `MODES`.
    private func start(columns: Int, rows: Int) throws -> (session: TmuxSession, pidFile: String) {
        let demo = DemoBinary.path
        try #require(FileManager.default.isExecutableFile(atPath: demo), "demo not built at \(demo)")
        let session = try TmuxSession(columns: columns, rows: rows, command: "sleep 600")
        let pidFile = session.directory.appendingPathComponent("demo.pid").path
        let script = session.directory.appendingPathComponent("run.sh").path
        let wrapper = """
            #!/bin/sh
            sh -c 'echo $$ > "$0"; exec "$1"' '\(pidFile)' '\(demo)'
            echo "EXIT=$?"
            stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '
            echo MODES
            sleep 600
            """
        try wrapper.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        try session.tmux(["respawn-pane", "-k", script])
        let ready = session.wait(for: "space: animate")
        try #require(ready.ok, "demo did not start: \(ready.screen.joined(separator: "\n"))")
        return (session, pidFile)
    }

    /// Checks the pane after the demo ended: status, echo and canonical mode
    /// back on, alternate screen left, cursor visible.
    private func expectRestored(_ session: TmuxSession, exit status: Int32) {
        let done = session.wait(for: "MODES")
        #expect(done.ok, "demo did not end: \(done.screen.joined(separator: "\n"))")
        let text = done.screen.joined(separator: "\n")
        #expect(text.contains("EXIT=\(status)"), "\(text)")
        let modes = done.screen.first { $0.hasSuffix("MODES") }?.split(separator: " ").map(String.init) ?? []
        #expect(modes.contains("echo") && modes.contains("icanon"), "modes: \(modes)")
        #expect(!modes.contains("-echo") && !modes.contains("-icanon"), "modes: \(modes)")
        #expect(session.display("#{alternate_on}") == "0")
        #expect(session.display("#{cursor_flag}") == "1")
        #expect(!text.contains("ListMotion"), "the demo's screen stays behind: \(text)")
    }

    private func expectList(_ screen: [String], columns: Int, rows: Int) {
        let text = screen.joined(separator: "\n")
        #expect(screen.count == rows)
        #expect(screen.first?.contains("ListMotion") == true)
        for row in ["Alice Martin", "Émile Zola", "山田 太郎", "🍣 Sushi Bar", "Bob Smith"] {
            #expect(text.contains(row), "\(row) missing in\n\(text)")
        }
        #expect(screen.last?.contains("space: animate") == true)
        #expect(screen.allSatisfy { $0.count <= columns })
    }

    @Test func showsTheScreenAt80x24AndQuitsCleanly() throws {
        let (session, _) = try start(columns: 80, rows: 24)
        expectList(session.capture(), columns: 80, rows: 24)
        #expect(session.display("#{alternate_on}") == "1")
        #expect(session.display("#{cursor_flag}") == "0")
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func showsTheScreenAt40x12() throws {
        let (session, _) = try start(columns: 40, rows: 12)
        expectList(session.capture(), columns: 40, rows: 12)
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func animationGoesOnAcrossAResizeThenIdles() throws {
        let (session, _) = try start(columns: 80, rows: 24)
        let before = frameNumber(session.capture())
        // Space starts the 250 ms slide; the resize lands in the middle of it.
        try session.tmux(["send-keys", "Space", ";", "resize-window", "-x", "40", "-y", "12"])
        let done = session.wait { screen in
            screen.count == 12 && screen.contains { $0.contains("▸ Bob Smith") }
        }
        #expect(done.ok, "\(done.screen.joined(separator: "\n"))")
        expectList(done.screen, columns: 40, rows: 12)
        let settled = session.wait { screen in
            screen.contains { $0.contains("▸ Bob Smith") } && screen.contains { $0.hasSuffix(", idle") }
        }
        #expect(settled.ok)
        let after = frameNumber(settled.screen)
        #expect(after > before + 1, "the animation drew frames (\(before) → \(after))")
        // Idle: no frame is drawn while nothing animates.
        usleep(300_000)
        #expect(frameNumber(session.capture()) == after)
        // And back the other way, at the new size.
        session.send("Space")
        #expect(session.wait(for: "▸ Alice Martin").ok)
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func tooSmallShowsAMessageThenRecovers() throws {
        let (session, _) = try start(columns: 40, rows: 12)
        try session.tmux(["resize-window", "-x", "12", "-y", "5"])
        #expect(session.wait(for: "Too small").ok)
        try session.tmux(["resize-window", "-x", "40", "-y", "12"])
        let back = session.wait(for: "space: animate")
        #expect(back.ok)
        expectList(back.screen, columns: 40, rows: 12)
        session.send("q")
        expectRestored(session, exit: 0)
    }

    @Test func keysAreDecoded() throws {
        let (session, _) = try start(columns: 80, rows: 24)
        let keys: [(String, String)] = [
            ("S-Up", "shiftUp"), ("S-Right", "shiftRight"), ("F5", "F5"), ("C-a", "ctrl-a"),
            ("Home", "home"), ("PPage", "pageUp"), ("BSpace", "backspace"), ("Enter", "enter"),
            ("Escape", "escape"), ("é", "'é'"), ("山", "'山'"), ("Down", "down"),
        ]
        for (key, shown) in keys {
            session.send(key)
            let seen = session.wait(for: "last input: \(shown)")
            #expect(seen.ok, "\(key) → \(shown): \(seen.screen.joined(separator: "\n"))")
        }
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

    private func frameNumber(_ screen: [String]) -> Int {
        // "interim screen, frame 17, idle"
        guard let line = screen.first(where: { $0.contains(", frame ") }),
              let field = line.split(separator: ",").first(where: { $0.hasPrefix(" frame ") }),
              let number = Int(field.dropFirst(" frame ".count))
        else { return -1 }
        return number
    }
}

/// Without a terminal the demo exits with status 2 and one line on stderr.
@Suite struct DemoWithoutTerminalTests {
    @Test func stdinNotATerminalExitsWith2() throws {
        let result = try Spawn.run([DemoBinary.path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.contains("not a terminal"), "\(result.errors)")
    }
}
