import CollectionView
import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs the watched command once, with swift-subprocess: in a session of
/// its own, so that a timeout or a quit kills it *and* everything it started
/// (a shell's children included) and no process is left behind.
struct CommandRunner: Sendable {
    /// Why the command could not be started at all.
    struct StartError: Error, CustomStringConvertible {
        /// The command's name.
        var command: String
        /// Why.
        var reason: String
        var description: String { "cannot run \"\(WatchFormat.safe(command, limit: 80))\": \(reason)" }
    }

    /// The program and its arguments.
    var executable: Executable
    var arguments: [String]
    /// The name shown in messages.
    var name: String
    /// A run taking longer is killed.
    var timeout: Duration?

    /// The most a run may print before it is cut off (the rest is dropped with the process).
    static let outputLimit = 512 << 20

    /// The process groups of the runs under way (a command in its own
    /// session leads a group of the same id).
    static let running = LockedValue<Set<pid_t>>([])

    /// Kills every run under way and everything it started (`SIGKILL` to
    /// their process groups), at once: what a terminating signal does before
    /// the demo re-raises it, so no command outlives `demo watch`.
    static func killRunning() {
        for group in running.current { kill(-group, SIGKILL) }
    }

    /// Runs `COMMAND ARGS…`; a single word containing a space runs through
    /// `sh -c`, as `watch` does.
    init(command: [String], timeout: Duration?) {
        if command.count == 1, let only = command.first, only.contains(where: \.isWhitespace) {
            executable = .path(FilePath("/bin/sh"))
            arguments = ["-c", only]
        } else {
            let first = command.first ?? ""
            executable = first.contains("/") ? .path(FilePath(first)) : .name(first)
            arguments = Array(command.dropFirst())
        }
        name = command.first ?? ""
        self.timeout = timeout
    }

    /// Runs once, with `COLUMNS` and `LINES` set to the list's size.
    ///
    /// - Throws: ``StartError`` when the program cannot be started; a
    ///   `CancellationError` when the calling task is cancelled (the
    ///   process group is killed first).
    func run(columns: Int, lines: Int) async throws -> RunOutcome {
        var platform = PlatformOptions()
        platform.createSession = true
        platform.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
        let environment = Environment.inherit.updating(["COLUMNS": String(columns), "LINES": String(lines)])
        let started = Date()
        let clock = ContinuousClock()
        let start = clock.now
        let executable = self.executable, arguments = self.arguments, options = platform
        let attempt: @Sendable () async throws -> RunOutcome = {
            do {
                var group: pid_t?
                defer { if let group { Self.running.withLock { _ = $0.remove(group) } } }
                let result = try await Subprocess.run(
                    executable, arguments: Arguments(arguments), environment: environment, platformOptions: options,
                    input: .none, output: .bytes(limit: Self.outputLimit), error: .bytes(limit: 1 << 20)
                ) { execution in
                    // Its own session: the command's pid is its process group's id.
                    let pid = execution.processIdentifier.value
                    Self.running.withLock { _ = $0.insert(pid) }
                    group = pid
                }
                let ending: RunOutcome.Ending
                switch result.terminationStatus {
                case let .exited(code): ending = .exited(code)
                case let .signaled(signal): ending = .signaled(signal)
                }
                return RunOutcome(started: started, duration: clock.now - start, ending: ending,
                                  output: result.standardOutput, errorOutput: result.standardError)
            } catch let error as SubprocessError {
                if Task.isCancelled { throw CancellationError() }
                switch error.code {
                case .executableNotFound: throw StartError(command: name, reason: "command not found")
                case .spawnFailed: throw StartError(command: name, reason: "\(error)")
                default: throw error
                }
            }
        }
        guard let timeout else { return try await attempt() }
        return try await withThrowingTaskGroup(of: RunOutcome?.self) { group in
            group.addTask { try await attempt() }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            while let next = try await group.next() {
                if let outcome = next { return outcome }
                // The timer won: cancelling the run kills its process group.
                group.cancelAll()
                return RunOutcome(started: started, duration: clock.now - start, ending: .timedOut(timeout), output: [], errorOutput: [])
            }
            throw CancellationError()
        }
    }
}
