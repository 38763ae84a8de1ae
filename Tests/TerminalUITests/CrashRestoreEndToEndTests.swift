import Foundation
import Glibc
import Testing
import TmuxTesting

/// An app that dies with its screen open (`CrashingScreen`, a `ListScreen`),
/// in a real terminal: the terminal is restored before Swift's crash report
/// prints, so the report's lines start at the left margin on the main
/// screen; the process ends by its signal; echo and canonical input are on
/// again, the cursor visible. The same when the app calls `exit()`.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct CrashRestoreEndToEndTests {
    /// Runs `CrashingScreen MODE` with a quick, non-interactive crash report.
    private func run(_ mode: String) throws -> TmuxSession {
        let program = BuiltProduct.path("CrashingScreen")
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("lm-crash-\(UInt64.random(in: 0...UInt64.max)).sh").path
        try """
            #!/bin/sh
            SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,symbolicate=fast \
            exec '\(program)' \(mode)
            """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let (session, _) = try TmuxSession.running(script, columns: 120, rows: 50)
        let shown = session.wait(for: "crashing-screen: \(mode)")
        // The shell has exec'd the program by now (or never will): the script is not needed any more.
        try? FileManager.default.removeItem(atPath: script)
        #expect(shown.ok, "the screen never opened: \(shown.screen.joined(separator: "\n"))")
        return session
    }

    @Test func aTrapRestoresTheTerminalBeforeTheReport() throws {
        let session = try run("trap")
        // A Swift trap is SIGILL on x86_64, SIGTRAP on arm64.
        #if arch(x86_64)
        let text = session.expectRestored(exit: 128 + SIGILL)
        #else
        let text = session.expectRestored(exit: 128 + SIGTRAP)
        #endif
        let lines = text.components(separatedBy: "\n")
        // Raw mode would draw each line where the last one ended (a staircase).
        for start in ["*** Program crashed:", "Platform:", "Backtrace took"] {
            #expect(lines.contains { $0.hasPrefix(start) }, "no line starts with \(start.debugDescription):\n\(text)")
        }
        #expect(lines.contains { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }, "\(text)")
        #expect(!text.contains("crashing-screen: trap"), "the screen stays behind: \(text)")
    }

    @Test func anAbortRestoresTheTerminal() throws {
        let session = try run("abort")
        let text = session.expectRestored(exit: 128 + SIGABRT)
        #expect(text.components(separatedBy: "\n").contains { $0.hasPrefix("*** Program crashed: Aborted") }, "\(text)")
    }

    @Test func exitWithTheScreenOpenRestoresTheTerminal() throws {
        let session = try run("exit")
        let text = session.expectRestored(exit: 3)
        #expect(!text.contains("crashing-screen: exit"), "the screen stays behind: \(text)")
    }
}
