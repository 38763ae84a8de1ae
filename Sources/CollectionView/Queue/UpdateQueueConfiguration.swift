import Logging

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
    /// Receives the queue's diagnostics, from the queue's thread: a warning
    /// when the hang guard gives up on a batch (once, until a later batch
    /// completes in time) or a completion is released without being called;
    /// an error with the view's message when a request fails (a batch or its
    /// deferred reloads rejected, a diff that threw). By default
    /// ``ListMotionLog/silent``: pass `Logger(label: ListMotionLog.label)`
    /// after `LoggingSystem.bootstrap` to read them.
    public var logger: Logger
    /// Called on the UI executor with every error, just before the failed
    /// request's completion.
    public var errorHandler: (@MainActor @Sendable (UpdateError) -> Void)?

    /// Creates a configuration; every parameter has the default described on its property.
    public init(
        coalescing: Bool = true,
        hangGuardMultiplier: Double = 10,
        hangGuardMinimum: Duration = .seconds(1),
        logger: Logger = ListMotionLog.silent,
        errorHandler: (@MainActor @Sendable (UpdateError) -> Void)? = nil
    ) {
        self.coalescing = coalescing
        self.hangGuardMultiplier = hangGuardMultiplier
        self.hangGuardMinimum = hangGuardMinimum
        self.logger = logger
        self.errorHandler = errorHandler
    }

    /// How long the hang guard waits for a batch animating for `duration`.
    public func hangGuardTimeout(for duration: Duration) -> Duration {
        max(hangGuardMinimum, duration * max(hangGuardMultiplier, 0))
    }
}
