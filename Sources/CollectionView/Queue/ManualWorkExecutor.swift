import DequeModule

/// A work executor the caller drives: submitted jobs wait in a FIFO until
/// ``runPending()`` or ``runNext()`` runs them on the calling thread.
///
/// Made for tests: the moment a ``LiveList``'s off-thread work runs is
/// chosen by the test, so what the UI thread does meanwhile (keys, frames,
/// feed changes) is tested by structure, never by timing.
public final class ManualWorkExecutor: WorkExecutor {
    private let jobs = LockedValue(Deque<@Sendable () -> Void>())

    /// Creates an executor with no jobs.
    public init() {}

    /// Appends `job` to the FIFO. O(1).
    public func execute(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
    }

    /// The number of jobs waiting to run.
    public var pendingCount: Int { jobs.withLock { $0.count } }

    /// Runs the oldest waiting job, if any; returns whether one ran.
    @discardableResult
    public func runNext() -> Bool {
        // The lock is released before the job runs: a job may submit more jobs.
        guard let job = jobs.withLock({ $0.popFirst() }) else { return false }
        job()
        return true
    }

    /// Runs the jobs waiting now and those they submit, until none is left;
    /// returns how many ran.
    @discardableResult
    public func runPending() -> Int {
        var count = 0
        while runNext() { count += 1 }
        return count
    }
}
