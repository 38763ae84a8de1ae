/// The one scheduling rule of a view's batches, shared by the
/// ``UpdateQueue`` and a ``LiveList``: **one batch at a time, coalescing
/// what nobody saw.**
///
/// - Work arrives from any thread into `Pending`, which coalesces it (the
///   queue skips the states no one would see, a live list merges changes
///   per row), so what waits is bounded by what the screen will show, not
///   by the rate of arrival (``submit(_:)``).
/// - The first arrival while the consumer rests wakes it, once: the caller
///   is told to (the queue starts its drain loop, a live list asks its
///   executor for a flush), and later arrivals only add to `Pending`.
/// - The consumer takes what is pending only when no batch of its own runs
///   (``mayStartBatch(cuttingShort:)``): the one exception is a batch whose
///   remaining frames nobody needs to see (a live list's landed moves),
///   which the next one cuts short.
/// - A batch is started with a ticket (``beginBatch()``) and its end is
///   told with it (``endBatch(_:)``): the end of a batch the next one cut
///   short is told apart from the running one's, and the running batch's
///   end says whether the consumer must be woken again for what waited.
///
/// The state lives under one lock that is never held while waiting or
/// calling out. O(1) per call, plus what the bodies do.
final class BatchScheduler<Pending: Sendable>: Sendable {
    /// A batch started by ``beginBatch()``.
    struct Ticket: Hashable, Sendable {
        let generation: Int
    }

    struct State: Sendable {
        var pending: Pending
        /// Whether the consumer has been woken and has not rested since.
        var isAwake = false
        /// The batch running, if any.
        var running: Ticket?
        /// Counts the batches begun.
        var generation = 0
    }

    private let state: LockedValue<State>

    /// A scheduler with `pending` waiting, its consumer at rest, no batch running.
    init(_ pending: Pending) {
        state = LockedValue(State(pending: pending))
    }

    /// Hands work over: `body` adds it to what is pending (coalescing it).
    /// `wake` is true when the consumer rested: the caller wakes it (once;
    /// it is awake from now on). Keep `body` short: it runs under the lock.
    func submit<Result>(_ body: (inout Pending) -> Result) -> (result: Result, wake: Bool) {
        state.withLock { state in
            let result = body(&state.pending)
            guard !state.isAwake else { return (result, false) }
            state.isAwake = true
            return (result, true)
        }
    }

    /// Wakes the consumer when it rests and `hasWork` says something waits
    /// (in `Pending`, or beside it): true when the caller must wake it.
    func wake(if hasWork: (Pending) -> Bool) -> Bool {
        state.withLock { state in
            guard !state.isAwake, hasWork(state.pending) else { return false }
            state.isAwake = true
            return true
        }
    }

    /// The consumer rests: the next arrival wakes it again.
    func rest() {
        state.withLock { $0.isAwake = false }
    }

    /// The consumer takes work from what is pending with `body`; when
    /// `body` finds nothing (`nil`), the consumer rests, in the same lock,
    /// so an arrival after it wakes it again.
    func take<Work>(_ body: (inout Pending) -> Work?) -> Work? {
        state.withLock { state in
            let work = body(&state.pending)
            if work == nil { state.isAwake = false }
            return work
        }
    }

    /// The consumer takes work with `body` and rests: a consumer woken per
    /// arrival (a job), which the next arrival wakes again.
    func takeAndRest<Work>(_ body: (inout Pending) -> Work) -> Work {
        state.withLock { state in
            state.isAwake = false
            return body(&state.pending)
        }
    }

    /// Reads or changes what is pending without taking it (a count, a
    /// cancellation mark).
    func withPending<Result>(_ body: (inout Pending) -> Result) -> Result {
        state.withLock { body(&$0.pending) }
    }

    /// Whether the consumer rests and `isEmpty` holds of what is pending, read together.
    func rests(with isEmpty: (Pending) -> Bool) -> Bool {
        state.withLock { !$0.isAwake && isEmpty($0.pending) }
    }

    /// Whether the consumer is awake (woken and not rested since).
    var isAwake: Bool { state.withLock { $0.isAwake } }

    /// Whether a batch of this scheduler runs (begun and not ended).
    var isBatchRunning: Bool { state.withLock { $0.running != nil } }

    /// Whether a batch may start now: none runs, or the running one's
    /// remaining frames may be cut short (`cuttingShort`, the consumer's
    /// judgement of its view: a live list's landed moves).
    func mayStartBatch(cuttingShort: @autoclosure () -> Bool = false) -> Bool {
        state.withLock { $0.running == nil } || cuttingShort()
    }

    /// Starts a batch (cutting short the running one, if any): its ticket.
    func beginBatch() -> Ticket {
        state.withLock { state in
            state.generation += 1
            let ticket = Ticket(generation: state.generation)
            state.running = ticket
            return ticket
        }
    }

    /// Ends the batch of `ticket`: true when it was the running one (not
    /// one cut short by a later batch, nor one ended already), which then
    /// no longer runs.
    @discardableResult
    func endBatch(_ ticket: Ticket) -> Bool {
        state.withLock { state in
            guard state.running == ticket else { return false }
            state.running = nil
            return true
        }
    }
}
