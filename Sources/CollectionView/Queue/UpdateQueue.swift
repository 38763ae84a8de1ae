import Dispatch
import DequeModule
import ListDiff

/// The one door through which new data reaches a view: a serial queue that
/// diffs off the UI thread and runs one animated batch at a time.
///
/// ``apply(_:animated:completion:started:)`` returns at once, from any thread. On the
/// queue's own thread each request then
/// 1. reads the shown state with a synchronous hop to the ``UIExecutor``;
/// 2. computes the changeset with the injected diff;
/// 3. hops to the UI executor, where the target swaps its data source's state
///    and starts the batch in the same call (``BatchTarget/swapAndPerform(_:changeset:completion:)``);
/// 4. waits on a semaphore that the batch's completion signals (the batch's
///    deferred reloads play in the same animation, after its moves);
/// 5. calls the request's completion on the UI executor.
///
/// So no batch starts while another animates, and the data source and the view
/// never disagree. With coalescing (the default) a request whose turn comes
/// while newer `apply` requests wait skips straight to the newest.
///
/// **Why it cannot deadlock.** The queue's thread blocks only on handoffs
/// that a UI job or a batch completion resolves. The UI side never waits for
/// the queue: every public method only takes a short internal lock that is
/// never held while waiting, while calling the executor, or while running
/// caller code. A job the executor discards, or a completion a view releases
/// without calling (for instance because the view deallocated), resolves its
/// handoff as dropped from its `deinit`; a completion that is kept but never
/// called is caught by the hang guard. The one requirement: the UI executor
/// must run its jobs on the main actor without waiting on this queue.
///
/// The queue holds its target weakly. When the target goes away, the request
/// in progress and every waiting request end as ``UpdateOutcome/cancelled``
/// and the queue's thread is released.
public final class UpdateQueue<Target: BatchTarget>: Sendable {
    /// The data the target shows.
    public typealias State = Target.State
    /// Called once per request, on the UI executor, in request order.
    public typealias Completion = @MainActor @Sendable (UpdateOutcome) -> Void
    /// The "batch started" message of a request: called on the UI executor
    /// in the very job in which its state is swapped in and its batch starts
    /// (or, not animated, the view reloads), before any frame shows it.
    public typealias Started = @MainActor @Sendable () -> Void
    /// Computes the batch from the shown state to a new one; runs on the queue's thread.
    public typealias Diff = @Sendable (_ old: State, _ new: State) throws -> Changeset
    /// A caller's change to the model, run on the UI executor, returning the
    /// index paths it touched.
    public typealias PathEdit = @MainActor @Sendable (inout State) -> [ItemPath]
    /// A caller's reordering of the model, returning its moves (old path → new path).
    public typealias MoveEdit = @MainActor @Sendable (inout State) -> [Move<ItemPath>]
    /// A caller's change to the model that is shown without animation.
    public typealias ModelEdit = @MainActor @Sendable (inout State) -> Void

    /// What a request asks for.
    enum Work: Sendable {
        case apply(State, animated: Bool)
        case edit(update: PathEdit, delete: PathEdit, insert: PathEdit)
        case move(MoveEdit)
        case reload(ModelEdit)

        var isApply: Bool { if case .apply = self { true } else { false } }
    }

    struct Request: Sendable {
        let work: Work
        let completion: Completion?
        var started: Started? = nil
        var cancelled = false
    }

    let target: WeakTarget<Target>
    let executor: any UIExecutor
    let diff: Diff
    /// The queue's settings.
    public let configuration: UpdateQueueConfiguration
    let worker = DispatchQueue(label: "ListMotion.UpdateQueue", qos: .userInitiated)
    /// The requests not yet started, whether the drain loop runs (the
    /// scheduler's consumer is awake) and the batch running: the one
    /// scheduling rule it shares with a ``LiveList`` (``BatchScheduler``).
    let scheduler = BatchScheduler(Deque<Request>())
    /// Whether the hang guard has spoken since the last completion that came
    /// in time: it logs once, not once per lost batch.
    let hangReported = LockedValue(false)

    /// Creates a queue that feeds `target`, running UI work on `executor` and
    /// computing batches with `diff`. The queue keeps only a weak reference to `target`.
    @MainActor
    public init(
        target: Target,
        executor: any UIExecutor = MainQueueExecutor(),
        configuration: UpdateQueueConfiguration = UpdateQueueConfiguration(),
        diff: @escaping Diff
    ) {
        self.target = WeakTarget(target)
        self.executor = executor
        self.configuration = configuration
        self.diff = diff
    }

    /// Asks for `state` to be shown, animated from whatever is shown when the
    /// request's turn comes (or as a reload when `animated` is false). Returns
    /// at once; callable from any thread. Requests run in the order these
    /// calls returned. O(1).
    ///
    /// `started`, when given, is the request's "batch started" message: it
    /// is called on the UI executor in the job that swaps `state` in and
    /// starts its batch (or reloads, when not `animated`), right after, so
    /// what it does (select a row the state brought, scroll to it) rides
    /// along with the batch from its first frame. It is not called for a
    /// request that is skipped, cancelled or refused; `completion` follows
    /// once the batch has ended.
    public func apply(
        _ state: State, animated: Bool = true, completion: Completion? = nil, started: Started? = nil
    ) {
        enqueue(Request(work: .apply(state, animated: animated), completion: completion, started: started))
    }

    /// Drops every request that has not started; each one's completion gets
    /// ``UpdateOutcome/cancelled`` (in order, after the running request's).
    /// The running request finishes normally. O(pending).
    public func cancelPending() {
        scheduler.withPending { pending in
            for index in pending.indices { pending[index].cancelled = true }
        }
    }

    /// The number of requests waiting to start (cancelled ones excluded). O(pending).
    public var pendingCount: Int {
        scheduler.withPending { $0.reduce(0) { $0 + ($1.cancelled ? 0 : 1) } }
    }

    /// True when no request is waiting or running.
    public var isIdle: Bool { !scheduler.isAwake }

    func enqueue(_ request: Request) {
        let start = scheduler.submit { $0.append(request) }.wake
        // The drain loop holds `self` until nothing is pending, so a queue
        // whose owner lets go still finishes (or cancels) what it accepted.
        if start { worker.async { self.drain() } }
    }
}
