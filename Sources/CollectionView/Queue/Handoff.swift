import Dispatch

/// A one-shot rendezvous between the update queue's thread (which waits) and
/// a UI job or batch completion (which resolves it).
///
/// Resolving twice keeps the first result: a completion a view calls twice,
/// or calls after the hang guard gave up on it, changes nothing.
final class Handoff<Value: Sendable>: Sendable {
    /// How a wait ended.
    enum Result {
        /// The UI side delivered a value.
        case delivered(Value)
        /// The job or completion was released without ever running (its
        /// executor or view went away).
        case dropped
        /// The wait's timeout passed first.
        case timedOut
    }

    private enum Slot {
        case waiting
        case delivered(Value)
        case dropped
    }

    private let slot = LockedValue(Slot.waiting)
    private let semaphore = DispatchSemaphore(value: 0)

    init() {}

    /// Delivers `value` unless already resolved.
    func deliver(_ value: Value) { resolve(.delivered(value)) }

    /// Marks the handoff as dropped unless already resolved.
    func drop() { resolve(.dropped) }

    private func resolve(_ new: Slot) {
        let first = slot.withLock { current -> Bool in
            guard case .waiting = current else { return false }
            current = new
            return true
        }
        if first { semaphore.signal() }
    }

    /// Blocks until resolved, or until `timeout` when one is given.
    func wait(timeout: Duration? = nil) -> Result {
        if let timeout {
            if semaphore.wait(timeout: .now() + timeout.dispatchInterval) == .timedOut { return .timedOut }
        } else {
            semaphore.wait()
        }
        return slot.withLock { current in
            switch current {
            case .waiting: .timedOut  // unreachable: the semaphore is signalled only after resolving
            case let .delivered(value): .delivered(value)
            case .dropped: .dropped
            }
        }
    }
}

/// Held only by the closure handed to the UI side. When that closure is
/// released without having resolved the handoff (the executor discarded the
/// job, or the view deallocated with the completion unfired), `deinit` marks
/// it dropped, so the waiting queue never waits for something that cannot
/// come.
final class HandoffToken<Value: Sendable>: Sendable {
    let handoff: Handoff<Value>

    init(_ handoff: Handoff<Value>) { self.handoff = handoff }

    deinit { handoff.drop() }
}
