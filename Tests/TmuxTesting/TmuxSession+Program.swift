import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Executables this package builds: next to the test bundle, or in `.build/debug`.
package enum BuiltProduct {
    package static func path(_ name: String) -> String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/\(name)").path
    }
}

extension TmuxSession {
    /// Runs `program` in a pane of `columns` × `rows`; after it ends, the
    /// pane shows its exit status and the terminal's modes as `stty` reports
    /// them, then `MODES`. Returns the session and a file holding the program's pid.
    package static func running(_ program: String, columns: Int, rows: Int) throws -> (session: TmuxSession, pidFile: String) {
        try #require(FileManager.default.isExecutableFile(atPath: program), "not built: \(program)")
        let session = try TmuxSession(columns: columns, rows: rows, command: "sleep 600")
        let pidFile = session.directory.appendingPathComponent("program.pid").path
        try session.respawnReporting(
            "sh -c 'echo $$ > \"$0\"; case \"$1\" in *.sh) exec sh \"$1\";; *) exec \"$1\";; esac' '\(pidFile)' '\(program)'")
        return (session, pidFile)
    }

    /// Runs `line` (a line of `sh`) in the pane; after it ends, the pane
    /// shows its exit status and the terminal's modes as `stty` reports them,
    /// then `MODES` (what ``expectRestored(exit:sourceLocation:)`` reads).
    package func respawnReporting(_ line: String) throws {
        let script = directory.appendingPathComponent("run.sh").path
        let wrapper = """
            #!/bin/sh
            \(line)
            echo "EXIT=$?"
            stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '
            echo MODES
            sleep 600
            """
        try wrapper.write(toFile: script, atomically: true, encoding: .utf8)
        // Through `sh`, never exec'd: a file just written may still be open in a process another test
        // forked meanwhile, and exec'ing it then fails with "Text file busy" (ETXTBSY).
        try tmux(["respawn-pane", "-k", "sh '\(script)'"])
    }

    /// Checks the pane after the program ended: its exit status, echo and
    /// canonical mode back on, alternate screen left, cursor visible.
    /// Returns the pane's text.
    @discardableResult
    package func expectRestored(exit status: Int32, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let done = wait(for: "MODES")
        #expect(done.ok, "the program did not end: \(done.screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
        let text = done.screen.joined(separator: "\n")
        #expect(text.contains("EXIT=\(status)"), "\(text)", sourceLocation: sourceLocation)
        let modes = done.screen.first { $0.hasSuffix("MODES") }?.split(separator: " ").map(String.init) ?? []
        #expect(modes.contains("echo") && modes.contains("icanon"), "modes: \(modes)", sourceLocation: sourceLocation)
        #expect(!modes.contains("-echo") && !modes.contains("-icanon"), "modes: \(modes)", sourceLocation: sourceLocation)
        #expect(display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(display("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        return text
    }
}
