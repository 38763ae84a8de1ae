import ListDiff

/// The synchronous hops to the UI executor and the wait for a batch.
extension UpdateQueue {
    /// Runs `body` on the UI executor with the target and waits for its
    /// result; `nil` when the target is gone or the executor discarded the job.
    ///
    /// Cannot deadlock: the UI side never waits for this thread (see the type's documentation).
    func hop<Value: Sendable>(_ body: @escaping @MainActor @Sendable (Target) -> Value) -> Value? {
        let handoff = Handoff<Value>()
        let target = self.target
        // The token lives only in the job's captures: if the job is released
        // unrun, its deinit resolves the handoff instead of leaving us waiting.
        executor.execute { [token = HandoffToken(handoff)] in
            guard let view = target.value else { return }
            token.handoff.deliver(body(view))
        }
        if case let .delivered(value) = handoff.wait() { return value }
        return nil
    }

    /// Starts a batch with `start` (which swaps the state and begins the
    /// batch, its deferred phase included, passing on the completion it is
    /// given) and waits for it.
    ///
    /// The deferred reloads are not a second batch here: the view plays them
    /// in the same animation (see ``CollectionViewConfiguration/movedRowUpdate``),
    /// so a moved-and-changed row looks the same whichever path started it.
    func runBatch(
        _ start: @escaping @MainActor @Sendable (Target, @escaping @MainActor () -> Void) throws -> Changeset
    ) -> UpdateOutcome? {
        let finished = Handoff<Void>()
        // One batch at a time: this thread waits for the batch's end before it takes the next request.
        assert(scheduler.mayStartBatch(), "UpdateQueue: a batch began while another ran")
        let ticket = scheduler.beginBatch()
        defer { scheduler.endBatch(ticket) }
        let started: Result<(Changeset, Duration), any Error>? = hop { target in
            let completion: @MainActor () -> Void = { [token = HandoffToken(finished)] in token.handoff.deliver(()) }
            do {
                return .success((try start(target, completion), target.animationDuration))
            } catch {
                return .failure(error)
            }
        }
        switch started {
        case nil:
            return nil
        case let .failure(error):
            return .failed(.batchRejected(error))
        case let .success((changeset, duration)):
            guard awaitCompletion(finished, duration: duration, phase: "batch \(changeset)") else { return nil }
            return .applied(changeset)
        }
    }

    /// Waits for a batch's completion under the hang guard; `false` when the
    /// target has gone away meanwhile.
    private func awaitCompletion(_ handoff: Handoff<Void>, duration: Duration, phase: String) -> Bool {
        let timeout = configuration.hangGuardTimeout(for: duration)
        switch handoff.wait(timeout: timeout) {
        case .delivered:
            hangReported.withLock { $0 = false }
            return true
        case .timedOut:
            let first = hangReported.withLock { reported in
                defer { reported = true }
                return !reported
            }
            if first {
                let reason = "Nothing drew the view while it animated: show it in a TerminalLoop, or call "
                    + "render(into:) or advance() while isAnimating. (Logged once until a batch completes in time.)"
                configuration.logger.warning(
                    "UpdateQueue: the completion of \(phase) did not come within \(timeout); going on. \(reason)"
                )
            }
            return true
        case .dropped:
            // Released uncalled: usually the view deallocated with it.
            guard hop({ _ in () }) != nil else { return false }
            configuration.logger.warning("UpdateQueue: the completion of \(phase) was released without being called; going on")
            return true
        }
    }
}
