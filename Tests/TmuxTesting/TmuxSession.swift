import Foundation

/// A private tmux server running one command in a pane of a given size, for
/// end-to-end tests of the real terminal. Each session has its own socket
/// (`tmux -L lm-test-<random>`) and kills its server when closed.
package final class TmuxSession {
    /// Whether tmux can be run at all.
    package static let isAvailable: Bool = (try? run(["tmux", "-V"]).status) == 0

    package let socket = "lm-test-\(UInt64.random(in: 0...UInt64.max))"
    package let directory: URL

    /// Starts `command` (run by `sh -c`) in a detached session of `columns` × `rows`.
    package init(columns: Int, rows: Int, command: String) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command])
        guard result.status == 0 else {
            throw SessionError(message: "tmux new-session failed: \(result.output)")
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
        // tmux 3.3 can leave its socket file behind after kill-server.
        let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(base)/tmux-\(getuid())/\(socket)")
    }

    package struct SessionError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Runs a tmux command on this session's server.
    @discardableResult
    package func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(["tmux", "-L", socket] + arguments)
    }

    /// The visible pane, one string per line.
    package func capture() -> [String] {
        let text = (try? tmux(["capture-pane", "-p"]).output) ?? ""
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A tmux format evaluated for the pane, e.g. `#{cursor_flag}`.
    package func display(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", format]).output) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends tmux key names (`q`, `Space`, `S-Up`, `F5`, `C-a`).
    package func send(_ keys: String...) {
        _ = try? tmux(["send-keys"] + keys)
    }

    /// Polls the pane (every 30 ms) until `condition` holds or `timeout`
    /// passes; returns the last capture and whether the condition held.
    /// The timeout is generous: it bounds a failing test, it measures nothing.
    @discardableResult
    package func wait(timeout: Double = 20, _ condition: ([String]) -> Bool) -> (screen: [String], ok: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !condition(screen) {
            if Date() > deadline { return (screen, false) }
            usleep(30_000)
            screen = capture()
        }
        return (screen, true)
    }

    /// Waits until some line contains `text`.
    @discardableResult
    package func wait(for text: String, timeout: Double = 20) -> (screen: [String], ok: Bool) {
        wait(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Runs a command and returns its status and output (stdout + stderr).
    package static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Spawn.run(arguments)
        return (result.status, result.output + result.errors)
    }
}
