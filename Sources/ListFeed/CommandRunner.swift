import CollectionView
import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs a command, with swift-subprocess: once with its output collected
/// (``run(columns:lines:)``, what a watch repeats), or streaming its output
/// into a pipe as it prints (``stream(to:errors:)``, what a change feed
/// reads). Always in a session of its own, so that a timeout, a cancel or a
/// quit kills it *and* everything it started (a shell's children included)
/// and no process is left behind.
///
/// ```swift
/// let outcome = try await CommandRunner(command: ["ps", "aux"]).run(columns: 80, lines: 24)
/// print(outcome.status, outcome.output.count)   // "exit 0" 12345
/// ```
public struct CommandRunner: Sendable {
    /// Why the command could not be started at all.
    public struct StartError: Error, CustomStringConvertible {
        /// The command's name.
        public var command: String
        /// Why.
        public var reason: String
        /// `cannot run "NAME": REASON`.
        public var description: String { "cannot run \"\(FeedText.safe(command, limit: 80))\": \(reason)" }
    }

    /// The program.
    var executable: Executable
    /// Its arguments.
    var arguments: [String]
    /// The name shown in messages: the command's first word.
    public var name: String
    /// A run taking longer is killed (``run(columns:lines:)`` only).
    public var timeout: Duration?

    /// The most a run may print before it is cut off (the rest is dropped with the process).
    public static let outputLimit = 512 << 20

    /// The process groups of the runs under way (a command in its own
    /// session leads a group of the same id).
    static let running = LockedValue<Set<pid_t>>([])

    /// Kills every run under way and everything it started (`SIGKILL` to
    /// their process groups), at once: what an app does on a terminating
    /// signal before it re-raises it, so that no command outlives it.
    /// Async-signal-safe in what it sends, but it takes a lock: call it from
    /// a dispatch signal source, not from a C signal handler.
    public static func killRunning() {
        for group in running.current { kill(-group, SIGKILL) }
    }

    /// Runs `COMMAND ARGS…` (a name is looked up in `PATH`; a word with a
    /// `/` is a path); a single word containing a space runs through
    /// `sh -c`, as `watch` does. `timeout` kills a run of
    /// ``run(columns:lines:)`` that takes longer.
    public init(command: [String], timeout: Duration? = nil) {
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

    /// How every command runs: in a session of its own (it
    /// leads a process group of its own id), and torn down by `SIGKILL` to
    /// that whole group, so nothing it started outlives it.
    static var sessionOptions: PlatformOptions {
        var platform = PlatformOptions()
        platform.createSession = true
        platform.teardownSequence = [.send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))]
        return platform
    }

    /// Runs `launch` (a `Subprocess.run` given ``sessionOptions``) with the
    /// command's process group in ``running`` while it runs; `launch` calls
    /// its argument with the process's id once it has started.
    ///
    /// - Throws: ``StartError`` when the program cannot be started; a
    ///   `CancellationError` when the task is cancelled (the group is killed first).
    func launching<T>(_ launch: (_ started: @escaping (pid_t) -> Void) async throws -> T) async throws -> T {
        var group: pid_t?
        defer { if let group { Self.running.withLock { _ = $0.remove(group) } } }
        do {
            return try await launch { pid in
                // Its own session: the command's pid is its process group's id.
                Self.running.withLock { _ = $0.insert(pid) }
                group = pid
            }
        } catch let error as SubprocessError {
            if Task.isCancelled { throw CancellationError() }
            switch error.code {
            case .executableNotFound: throw StartError(command: name, reason: "command not found")
            case .spawnFailed: throw StartError(command: name, reason: "\(error)")
            default: throw error
            }
        }
    }

    /// Runs once, with `COLUMNS` and `LINES` set to the list's size.
    ///
    /// - Throws: ``StartError`` when the program cannot be started; a
    ///   `CancellationError` when the calling task is cancelled (the
    ///   process group is killed first).
    public func run(columns: Int, lines: Int) async throws -> RunOutcome {
        let environment = Environment.inherit.updating(["COLUMNS": String(columns), "LINES": String(lines)])
        let started = Date()
        let clock = ContinuousClock()
        let start = clock.now
        let executable = self.executable, arguments = self.arguments
        let attempt: @Sendable () async throws -> RunOutcome = {
            try await launching { registered in
                let result = try await Subprocess.run(
                    executable, arguments: Arguments(arguments), environment: environment, platformOptions: Self.sessionOptions,
                    input: .none, output: .bytes(limit: Self.outputLimit), error: .bytes(limit: 1 << 20)
                ) { execution in
                    registered(execution.processIdentifier.value)
                }
                let ending: RunOutcome.Ending
                switch result.terminationStatus {
                case let .exited(code): ending = .exited(code)
                case let .signaled(signal): ending = .signaled(signal)
                }
                return RunOutcome(started: started, duration: clock.now - start, ending: ending,
                                  output: result.standardOutput, errorOutput: result.standardError)
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
