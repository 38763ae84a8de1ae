import Foundation
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

extension FeedSource {
    /// Reads the source to its end, handing each chunk (at most
    /// ``EventsPump/chunkSize`` bytes) to `take` as it comes: standard input or
    /// a descriptor until their end (neither is closed), a file, or a
    /// command's standard output until it exits (its standard error goes to
    /// `errors`; it runs in a session of its own, as ``CommandRunner`` runs
    /// every command). What a headless reader of a feed needs, where a
    /// ``ChangeFeed`` is for a screen.
    ///
    /// The reading runs on a thread of its own (it blocks), one chunk ahead of
    /// `take` at most: memory holds two chunks, whatever the input's length,
    /// and the caller's executor never waits on a read.
    ///
    /// ```swift
    /// var feed = EventFeed(options: options)
    /// try await FeedSource.command(["kubectl", "get", "pods", "-w", "-o", "json"]).readToEnd { chunk in
    ///     let batch = feed.read(chunk)
    ///     …
    /// }
    /// ```
    ///
    /// - Throws: ``FeedReadError`` when the file cannot be opened, the pipe
    ///   cannot be made or the command cannot be started; nothing is read then.
    public func readToEnd(
        errors: CommandRunner.ErrorDestination = .inherited, _ take: (ArraySlice<UInt8>) -> Void
    ) async throws(FeedReadError) {
        let descriptor: Int32
        var closes = false
        var command: Task<Result<CommandRunner.StreamEnding, any Error>, Never>?
        switch self {
        case .standardInput:
            descriptor = STDIN_FILENO
        case let .descriptor(given):
            descriptor = given
        case let .file(path):
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .cannotRead(path: path) }
            closes = true
        case let .command(words):
            let ends: (read: FileDescriptor, write: FileDescriptor)
            do {
                ends = try CommandRunner.outputPipe()
            } catch {
                throw .cannotMakePipe(String(cString: strerror(errno)))
            }
            descriptor = ends.read.rawValue
            closes = true
            let output = ends.write
            command = Task {
                do {
                    return .success(try await CommandRunner(command: words, timeout: nil).stream(to: output, errors: errors))
                } catch {
                    return .failure(error)
                }
            }
        }
        await Self.pump(descriptor, closing: closes, take)
        if case let .failure(error)? = await command?.value, let start = error as? CommandRunner.StartError {
            throw .cannotStart(start.description)
        }
    }
}

extension FeedSource {
    /// Reads `descriptor` to its end on a thread of its own, handing each chunk
    /// to `take` on the caller's task; the thread reads the next chunk only once
    /// `take` has the one before (or the caller stopped waiting). `closing`: the
    /// descriptor is closed at the end.
    private static func pump(_ descriptor: Int32, closing: Bool, _ take: (ArraySlice<UInt8>) -> Void) async {
        let (chunks, continuation) = AsyncStream<[UInt8]>.makeStream()
        let taken = DispatchSemaphore(value: 0)
        continuation.onTermination = { _ in taken.signal() }
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: EventsPump.chunkSize)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, EventsPump.chunkSize) }
                if count < 0, errno == EINTR { continue }
                guard count > 0, case .enqueued = continuation.yield(Array(buffer[0..<count])) else { break }
                taken.wait()
            }
            if closing { close(descriptor) }
            continuation.finish()
        }
        thread.name = "ListFeed readToEnd"
        thread.start()
        for await chunk in chunks {
            take(chunk[...])
            taken.signal()
        }
    }
}

/// Why ``FeedSource/readToEnd(errors:_:)`` read nothing.
public enum FeedReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at `path` cannot be opened for reading.
    case cannotRead(path: String)
    /// The pipe for a command's output cannot be made (the system's reason).
    case cannotMakePipe(String)
    /// The command cannot be started (not found, not executable): the message names it.
    case cannotStart(String)

    /// One line saying what went wrong (`FILE: cannot read the file`, `cannot make a pipe: …`, `cannot run "x": …`).
    public var description: String {
        switch self {
        case let .cannotRead(path): "\(path): cannot read the file"
        case let .cannotMakePipe(reason): "cannot make a pipe: \(reason)"
        case let .cannotStart(message): message
        }
    }
}
