import CollectionView
import Foundation
import Subprocess
#if canImport(System)
import System
#else
import SystemPackage
#endif

extension CommandRunner {
    /// A pipe for ``stream(to:errors:)``: both ends closed on `exec`, so no other
    /// program the app starts holds the write end open (the reader would
    /// never see the end of the input).
    ///
    /// - Throws: `Errno` when the system has no descriptors left.
    public static func outputPipe() throws -> (read: FileDescriptor, write: FileDescriptor) {
        let ends = try FileDescriptor.pipe()
        for end in [ends.readEnd, ends.writeEnd] { _ = fcntl(end.rawValue, F_SETFD, FD_CLOEXEC) }
        return (ends.readEnd, ends.writeEnd)
    }

    /// Where a streamed command's standard error goes.
    public enum ErrorDestination: Sendable {
        /// The app's own standard error (when nothing draws over it: a headless run).
        case inherited
        /// A pipe whose last line is kept (`ErrorTail`): the screen must not be written over.
        case tail
    }

    /// How a streamed command ended, and the last line it wrote to its
    /// standard error when that was kept (``ErrorDestination/tail``).
    public struct StreamEnding: Sendable, Hashable {
        /// How it ended.
        public var ending: RunOutcome.Ending
        /// The last line it wrote to its standard error that is not blank, made safe to show.
        public var lastErrorLine: String?

        /// An ending; see the properties.
        public init(ending: RunOutcome.Ending, lastErrorLine: String? = nil) {
            self.ending = ending
            self.lastErrorLine = lastErrorLine
        }
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
    public func stream(to output: FileDescriptor, errors: ErrorDestination) async throws -> StreamEnding {
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
}
