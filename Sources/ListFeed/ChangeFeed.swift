import CollectionView
import Foundation
import ListDiff
import ListInput
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// A change feed: a stream's or a long-running command's output read off
/// the main thread, its documents decoded into change events that go
/// straight into a `LiveList`, and what a screen needs to know — the
/// reading's progress, the documents skipped (naming their line), the
/// command's exit, its restarts — reported on an `AsyncStream`.
///
/// ```swift
/// let feed = ChangeFeed(source: .command(["kubectl", "get", "pods", "-w", "-o", "json"]),
///                       options: EventOptions(key: "metadata.name", section: "metadata.namespace"),
///                       live: pods, row: Pod.init, restart: RestartBackoff())
/// for await report in feed.start() {       // on the main actor
///     if case let .read(progress) = report { problems += progress.problems }
/// }
/// ```
///
/// The rate is the list's (`LiveListStatistics/eventsPerSecond`).
///
/// **Restarts.** With a ``RestartBackoff``, a command that exits is started
/// again after the backoff's wait (waited on the ``FeedClock``, so that a
/// test does not wait), reported as ``FeedReport/exited(_:)`` then
/// ``FeedReport/restarted(_:)``; what the restarted command sends first
/// (until it goes quiet for ``EventsPump/beat``) is one resync: rows it no
/// longer has go, in one batch. A command that cannot be started at all is
/// not restarted. Without a backoff the feed ends when the command exits.
///
/// A command runs in a session of its own and is killed with everything it
/// started when the feed is stopped (``stop()``).
public final class ChangeFeed<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: Sendable
where Row.DifferenceIdentifier == String {
    /// Where the documents come from.
    public let source: FeedSource
    /// How a command that exits is started again, `nil` for never.
    public let restart: RestartBackoff?
    /// The clock the restarts wait on.
    public let clock: any FeedClock
    /// Where a command's standard error goes.
    public let errors: CommandRunner.ErrorDestination
    private let reader: EventsReader<SectionKey, Row>
    private let logger: Logger
    private let task = LockedValue<Task<Void, Never>?>(nil)

    /// A feed from `source` through `reader` (which holds the list, the
    /// options and the recorder), restarted by `restart` on `clock`, a
    /// command's standard error to `errors`; `logger` hears of exits and restarts.
    public init(
        source: FeedSource, reader: EventsReader<SectionKey, Row>, restart: RestartBackoff? = nil,
        clock: any FeedClock = SystemFeedClock(), errors: CommandRunner.ErrorDestination = .tail,
        logger: Logger = ListMotionLog.silent
    ) {
        self.source = source
        self.reader = reader
        self.restart = restart
        self.clock = clock
        self.errors = errors
        self.logger = logger
    }

    /// A feed from `source` into `live`: documents decoded with `options`,
    /// rows made by `row`, reports stamped with `live`'s clock; see
    /// ``init(source:reader:restart:clock:errors:logger:)`` for the rest.
    @MainActor
    public convenience init(
        source: FeedSource, options: EventOptions, live: LiveList<SectionKey, Row>,
        row: @escaping @Sendable (EventRecord) -> Row, restart: RestartBackoff? = nil,
        clock: any FeedClock = SystemFeedClock(), logger: Logger = ListMotionLog.silent
    ) {
        let reader = EventsReader(options: options, live: live, row: row, clock: live.view.clock)
        self.init(source: source, reader: reader, restart: restart, clock: clock, logger: logger)
    }

    /// Starts reading (once); the reports come out of the stream, which
    /// finishes after ``FeedReport/ended(_:)`` or when the feed is stopped.
    public func start() -> AsyncStream<FeedReport> {
        let (stream, continuation) = AsyncStream<FeedReport>.makeStream()
        let run = Task.detached { [self] in
            await self.run { continuation.yield($0) }
            reader.recorder?.finish()
            continuation.finish()
        }
        task.withLock { $0 = run }
        continuation.onTermination = { _ in run.cancel() }
        return stream
    }

    /// Stops the feed: a command under way is killed with everything it
    /// started, a wait for a restart ends; returns once that is done. Stdin,
    /// a descriptor or a file stop being reported at once, but their reading
    /// thread ends only with their input (a pipe may stay open for as long as
    /// its writer lives), so that is not waited for.
    public func stop() async {
        let run = task.current
        run?.cancel()
        guard case .command = source else { return }
        await run?.value
    }

    /// Reads the source to its end, or runs the command (and runs it again).
    private func run(deliver: @escaping @Sendable (FeedReport) -> Void) async {
        switch source {
        case .standardInput:
            let (_, failure) = await Self.pump(STDIN_FILENO, closing: false, reader: reader, deliver: deliver)
            deliver(.ended(failure))
        case let .descriptor(descriptor):
            let (_, failure) = await Self.pump(descriptor, closing: false, reader: reader, deliver: deliver)
            deliver(.ended(failure))
        case let .file(path):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                deliver(.ended("\(path): cannot read the file"))
                return
            }
            let (_, failure) = await Self.pump(descriptor, closing: true, reader: reader, deliver: deliver)
            deliver(.ended(failure))
        case let .command(words):
            await runCommand(words, deliver: deliver)
        }
    }

    /// Runs the command, reading its output, and starts it again after the
    /// backoff while ``restart`` says so.
    private func runCommand(_ words: [String], deliver: @escaping @Sendable (FeedReport) -> Void) async {
        let runner = CommandRunner(command: words)
        var reader = self.reader
        var backoff = restart
        var restarts = 0
        while !Task.isCancelled {
            let ends: (read: FileDescriptor, write: FileDescriptor)
            do {
                let pipe = try CommandRunner.outputPipe()
                ends = (pipe.read, pipe.write)
            } catch {
                deliver(.ended("cannot make a pipe: \(error)"))
                return
            }
            let started = clock.now
            let errors = self.errors
            async let ending = Self.ending(of: runner, writingTo: ends.write, errors: errors)
            let (after, failure) = await Self.pump(ends.read.rawValue, closing: true, reader: reader, deliver: deliver)
            reader = after
            let result = await ending
            let exit: CommandExit
            switch result {
            case let .success(streamEnding):
                exit = CommandExit(command: runner.name, ending: streamEnding.ending, lastErrorLine: streamEnding.lastErrorLine)
            case let .failure(error):
                if error is CancellationError || Task.isCancelled { return }
                // Cannot be started at all (not found, not executable): starting it again would not help.
                deliver(.ended("\(error)"))
                return
            }
            guard var next = backoff, !Task.isCancelled else {
                deliver(.exited(exit))
                deliver(.ended(failure.isEmpty ? exit.failure ?? "" : failure))
                return
            }
            let delay = next.delay(afterRunLasting: clock.now - started)
            backoff = next
            var reported = exit
            reported.restartDelay = delay
            logger.info("ListFeed: \(runner.name) ended (\(exit.status)); starting it again in \(FeedText.seconds(delay))")
            deliver(.exited(reported))
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
            restarts += 1
            reader.restart(resyncing: true)
            deliver(.restarted(restarts))
        }
    }

    /// How `runner`'s run writing to `output` ended, or why it could not start.
    private static func ending(
        of runner: CommandRunner, writingTo output: FileDescriptor, errors: CommandRunner.ErrorDestination
    ) async -> Result<CommandRunner.StreamEnding, any Error> {
        do {
            return .success(try await runner.stream(to: output, errors: errors))
        } catch {
            return .failure(error)
        }
    }

    /// Pumps `descriptor` through `reader` on a thread of its own (reading
    /// blocks); returns the reader as it ends and why reading failed (`""`: the end).
    private static func pump(
        _ descriptor: Int32, closing: Bool, reader: EventsReader<SectionKey, Row>,
        deliver: @escaping @Sendable (FeedReport) -> Void
    ) async -> (EventsReader<SectionKey, Row>, String) {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                var reader = reader
                let failure = EventsPump.pump(descriptor, &reader, deliver: deliver)
                if closing { close(descriptor) }
                continuation.resume(returning: (reader, failure))
            }
            thread.name = "ListFeed reader"
            thread.start()
        }
    }
}
