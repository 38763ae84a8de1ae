import Dispatch
import DequeModule

/// A UI executor the caller drives: submitted jobs wait in a FIFO until
/// ``runPending()`` or ``runNext()`` runs them on the main actor.
///
/// Made for tests (every interleaving of the queue's thread and the UI is
/// chosen by the test, never by timing) and for programs that pump their own
/// UI loop, such as a frame loop that runs pending jobs once per frame.
///
/// Thread safety: jobs may be submitted from any thread; they only run when
/// the main actor asks.
public final class ManualExecutor: UIExecutor {
    private let jobs = LockedValue(Deque<@MainActor @Sendable () -> Void>())
    /// Signalled once per submitted job, so a waiting UI loop wakes up at once.
    private let arrivals = DispatchSemaphore(value: 0)

    /// Creates an executor with no jobs.
    public init() {}

    /// Appends `job` to the FIFO. O(1).
    public func execute(_ job: @escaping @MainActor @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
        arrivals.signal()
    }

    /// The number of jobs waiting to run.
    public var pendingCount: Int { jobs.withLock { $0.count } }

    /// Runs the oldest waiting job, if any; returns whether one ran.
    @MainActor @discardableResult
    public func runNext() -> Bool {
        // The lock is released before the job runs: a job may submit more jobs.
        guard let job = jobs.withLock({ $0.popFirst() }) else { return false }
        // Consume this job's arrival signal so idle waits do not wake spuriously.
        _ = arrivals.wait(timeout: .now())
        job()
        return true
    }

    /// Runs the jobs waiting now and those they submit, until none is left;
    /// returns how many ran.
    @MainActor @discardableResult
    public func runPending() -> Int {
        var count = 0
        while runNext() { count += 1 }
        return count
    }

    /// Blocks the calling thread until a job is submitted or `timeout` has
    /// passed; returns `false` on timeout. May return `true` spuriously
    /// (after jobs that were already run), so callers loop.
    public func waitForJob(timeout: Duration) -> Bool {
        if pendingCount > 0 { return true }
        return arrivals.wait(timeout: .now() + timeout.dispatchInterval) == .success
    }

    /// Runs jobs on the calling main thread until `isDone()` holds and no job
    /// is waiting, sleeping between jobs instead of spinning. Returns `false`
    /// if `limit` passed first (a safety net for tests, not a timing rule).
    @MainActor @discardableResult
    public func run(until isDone: () -> Bool, limit: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            runPending()
            if isDone(), pendingCount == 0 { return true }
            if ContinuousClock.now >= deadline { return false }
            _ = waitForJob(timeout: .milliseconds(1))
        }
    }
}

extension Duration {
    /// The duration as a dispatch interval in nanoseconds, clamped to what fits.
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        guard seconds > 0 || attoseconds > 0 else { return .nanoseconds(0) }
        let limit = Int64(Int.max / 1_000_000_000) - 1
        guard seconds < limit else { return .seconds(Int(limit)) }
        return .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }
}
