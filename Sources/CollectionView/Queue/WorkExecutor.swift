import Dispatch

/// Where a ``LiveList`` runs work too long for the UI thread: re-sorting or
/// filtering every row of a large list. A job computes on a copy of the
/// list's model and hands its result back through the list's
/// ``UIExecutor``, so the UI thread keeps drawing and answering keys meanwhile.
///
/// ``DispatchWorkExecutor`` runs jobs on a background dispatch queue (an
/// app); ``ManualWorkExecutor`` lets a test decide when they run.
public protocol WorkExecutor: Sendable {
    /// Schedules `job` to run, off the UI thread, after every job submitted before it.
    func execute(_ job: @escaping @Sendable () -> Void)
}

/// The work executor of an app: jobs run one at a time, in order, on a
/// serial background dispatch queue of user-initiated quality of service.
public struct DispatchWorkExecutor: WorkExecutor {
    private let queue: DispatchQueue

    /// Creates the executor and its queue, named `label`.
    public init(label: String = "ListMotion.work") {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    /// Schedules `job` with `async` on the executor's queue.
    public func execute(_ job: @escaping @Sendable () -> Void) {
        queue.async(execute: job)
    }
}
