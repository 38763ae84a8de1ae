#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Settings of an ``UpdateQueue``.
public struct UpdateQueueConfiguration: Sendable {
    /// When a request starts and newer `apply` requests are already waiting,
    /// go straight to the newest one (the others end as
    /// ``UpdateOutcome/skipped``). On by default; off animates every state in
    /// turn, so latency grows with the backlog.
    public var coalescing: Bool
    /// The hang guard waits this many animation durations for a batch's
    /// completion before logging it as lost and going on.
    public var hangGuardMultiplier: Double
    /// The hang guard never waits less than this (covers zero-length animations).
    public var hangGuardMinimum: Duration
    /// Receives one line per anomaly: the hang guard giving up on a batch
    /// (once, until a later batch completes in time) or a completion released
    /// without being called. Called on the queue's thread. By default
    /// ``standardErrorLogger``: standard error, unless it is a terminal (a
    /// terminal app must not write on the screen it draws), so running an
    /// app with `2>listmotion.log` shows why a list stopped moving.
    public var logger: @Sendable (String) -> Void
    /// Called on the UI executor with every error, just before the failed
    /// request's completion.
    public var errorHandler: (@MainActor @Sendable (UpdateError) -> Void)?

    /// Creates a configuration; every parameter has the default described on its property.
    public init(
        coalescing: Bool = true,
        hangGuardMultiplier: Double = 10,
        hangGuardMinimum: Duration = .seconds(1),
        logger: @escaping @Sendable (String) -> Void = UpdateQueueConfiguration.standardErrorLogger,
        errorHandler: (@MainActor @Sendable (UpdateError) -> Void)? = nil
    ) {
        self.coalescing = coalescing
        self.hangGuardMultiplier = hangGuardMultiplier
        self.hangGuardMinimum = hangGuardMinimum
        self.logger = logger
        self.errorHandler = errorHandler
    }

    /// Writes each line to standard error when standard error is not a
    /// terminal (redirected to a file or a pipe); drops it otherwise.
    public static let standardErrorLogger: @Sendable (String) -> Void = { line in
        guard isatty(STDERR_FILENO) == 0 else { return }
        var bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// How long the hang guard waits for a batch animating for `duration`.
    public func hangGuardTimeout(for duration: Duration) -> Duration {
        max(hangGuardMinimum, duration * max(hangGuardMultiplier, 0))
    }
}
