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

    /// How every command of `demo watch` runs: in a session of its own (it
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
    private func launching<T>(_ launch: (_ started: @escaping (pid_t) -> Void) async throws -> T) async throws -> T {
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

    /// A pipe for ``stream(to:)``: both ends closed on `exec`, so no other
    /// program the demo starts holds the write end open (the reader would
    /// never see the end of the input).
    ///
    /// - Throws: `Errno` when the system has no descriptors left.
    static func outputPipe() throws -> (read: FileDescriptor, write: FileDescriptor) {
        let ends = try FileDescriptor.pipe()
        for end in [ends.readEnd, ends.writeEnd] { _ = fcntl(end.rawValue, F_SETFD, FD_CLOEXEC) }
        return (ends.readEnd, ends.writeEnd)
    }

    /// Where a streamed command's standard error goes.
    enum ErrorDestination: Sendable {
        /// The demo's own standard error (`--headless`: nothing draws over it).
        case inherited
        /// A pipe whose last line is kept (``ErrorTail``): the screen must not be written over.
        case tail
    }

    /// How a streamed command ended, and the last line it wrote to its
    /// standard error when that was kept (``ErrorDestination/tail``).
    struct StreamEnding: Sendable, Hashable {
        var ending: RunOutcome.Ending
        var lastErrorLine: String?
    }

    /// Runs the command until it exits, its standard output going to
    /// `output` as it prints (a pipe read incrementally: `demo watch
    /// --events -- CMD`), its standard input from `/dev/null`, its standard
    /// error to `errors`. `output` is closed here once the command has it
    /// (at once if it cannot start), so the reading end sees the end of the
    /// input when the command and everything it started have gone.
    /// Cancelling the task kills the command's process group.
    ///
    /// - Throws: ``StartError`` when the program cannot be started; a
    ///   `CancellationError` when the task is cancelled.
    func stream(to output: FileDescriptor, errors: ErrorDestination) async throws -> StreamEnding {
        var open = true
        defer { if open { try? output.close() } }
        let executable = self.executable, arguments = self.arguments
        let tail: (write: FileDescriptor, reader: ErrorTail)?
        switch errors {
        case .inherited:
            tail = nil
        case .tail:
            let ends = try Self.outputPipe()
            tail = (ends.write, ErrorTail(reading: ends.read))
        }
        var tailOpen = tail != nil
        defer { if tailOpen, let tail { try? tail.write.close() } }
        let errorOutput = tail?.write ?? FileDescriptor.standardError
        let status = try await launching { started in
            try await Subprocess.run(
                executable, arguments: Arguments(arguments), platformOptions: Self.sessionOptions,
                input: .none, output: .fileDescriptor(output, closeAfterSpawningProcess: false),
                error: .fileDescriptor(errorOutput, closeAfterSpawningProcess: false)
            ) { execution in
                started(execution.processIdentifier.value)
                // The command has its own copies: the reader sees the end when the command and its children close theirs.
                try? output.close()
                open = false
                if let tail {
                    try? tail.write.close()
                    tailOpen = false
                }
            }.terminationStatus
        }
        let ending: RunOutcome.Ending
        switch status {
        case let .exited(code): ending = .exited(code)
        case let .signaled(signal): ending = .signaled(signal)
        }
        return StreamEnding(ending: ending, lastErrorLine: tail?.reader.lastLine())
    }

    /// Runs once, with `COLUMNS` and `LINES` set to the list's size.
    ///
    /// - Throws: ``StartError`` when the program cannot be started; a
    ///   `CancellationError` when the calling task is cancelled (the
    ///   process group is killed first).
    func run(columns: Int, lines: Int) async throws -> RunOutcome {
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
