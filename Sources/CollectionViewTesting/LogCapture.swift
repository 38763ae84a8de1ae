import CollectionView
import Logging

/// A log backend for tests: every ``logger(label:level:)`` it makes records its
/// messages here, in the order they were logged, from any thread.
///
/// Pass the logger where ListMotion takes one (an `UpdateQueueConfiguration`,
/// a `TerminalLoop`) instead of bootstrapping the process-wide
/// `LoggingSystem`, which a test process can do only once and shares between
/// tests running in parallel.
///
/// ```swift
/// let log = LogCapture()
/// let list = ListController<String, String>(
///     queueConfiguration: UpdateQueueConfiguration(logger: log.logger()),
///     header: { StyledText($0) }, row: { StyledText($0) })
/// // … apply a batch the view rejects …
/// #expect(log.entries.contains { $0.level == .error })
/// ```
public final class LogCapture: Sendable {
    /// One logged message.
    public struct Entry: Sendable, Equatable {
        /// The message's level.
        public var level: Logger.Level
        /// The message's text.
        public var message: String
        /// The label of the logger that logged it.
        public var label: String
    }

    private let recorded = LockedValue<[Entry]>([])

    /// An empty capture.
    public init() {}

    /// A logger whose messages (at `level` and above) are recorded here.
    public func logger(label: String = ListMotionLog.label, level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { [recorded] label in Handler(label: label, recorded: recorded) }
        logger.logLevel = level
        return logger
    }

    /// Every message recorded so far, oldest first.
    public var entries: [Entry] { recorded.current }

    /// The texts of ``entries``.
    public var messages: [String] { entries.map(\.message) }

    /// The handler behind ``logger(label:level:)``: appends to the capture's list.
    struct Handler: LogHandler {
        let label: String
        let recorded: LockedValue<[Entry]>
        var metadata: Logger.Metadata = [:]
        var metadataProvider: Logger.MetadataProvider?
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let entry = Entry(level: event.level, message: event.message.description, label: label)
            recorded.withLock { $0.append(entry) }
        }
    }
}
