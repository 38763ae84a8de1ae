import Dispatch

/// Where an ``UpdateQueue`` runs the work that touches the view: the UI thread.
///
/// Jobs are main-actor isolated, so a conforming type must run every job on
/// the main actor (the main thread), one at a time, in the order they were
/// submitted. ``MainQueueExecutor`` does this in an app; ``ManualExecutor``
/// lets a test decide when jobs run.
///
/// `execute` is called from the queue's own background thread and must not
/// block waiting for the job: the queue waits for the job's result itself.
public protocol UIExecutor: Sendable {
    /// Schedules `job` to run on the main actor after every job submitted before it.
    func execute(_ job: @escaping @MainActor @Sendable () -> Void)
}

/// The UI executor of an app: jobs run on the main dispatch queue.
public struct MainQueueExecutor: UIExecutor {
    /// Creates the executor.
    public init() {}

    /// Schedules `job` with `DispatchQueue.main.async`.
    public func execute(_ job: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async {
            // The main dispatch queue is the main actor's executor.
            MainActor.assumeIsolated { job() }
        }
    }
}
