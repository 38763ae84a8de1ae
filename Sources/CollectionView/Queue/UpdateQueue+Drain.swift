import ListDiff

/// The queue's own thread: taking requests, coalescing, reporting outcomes.
extension UpdateQueue {
    /// What the drain loop does next.
    enum Next {
        /// Run `request`; `skipped` were coalesced into it.
        case run(Request, skipped: [Request])
        /// Report these cancelled requests.
        case cancel([Request])
    }

    /// Runs requests until none is waiting. Called on `worker` only.
    func drain() {
        while let next = takeNext() {
            switch next {
            case let .cancel(requests):
                report(requests.map { ($0.completion, UpdateOutcome.cancelled) })
            case let .run(request, skipped):
                if !skipped.isEmpty { report(skipped.map { ($0.completion, UpdateOutcome.skipped) }) }
                if let outcome = process(request.work, started: request.started) {
                    if case let .failed(error) = outcome { configuration.logger.error("UpdateQueue: \(error)") }
                    report([(request.completion, outcome)])
                } else {
                    // The target is gone: nothing waiting can ever be shown.
                    cancelPending()
                    report([(request.completion, .cancelled)])
                }
            }
        }
    }

    /// Takes the next step from what is pending, or rests the loop when nothing is.
    private func takeNext() -> Next? {
        let coalescing = configuration.coalescing
        // The scheduler's consumer rests when nothing is pending, in the same lock: the next request wakes it.
        return scheduler.take { pending -> Next? in
            guard var request = pending.popFirst() else { return nil }
            if request.cancelled {
                var cancelled = [request]
                while let following = pending.first, following.cancelled {
                    cancelled.append(following)
                    pending.removeFirst()
                }
                return .cancel(cancelled)
            }
            var skipped: [Request] = []
            // Only a run of `apply` requests coalesces: manual batches change
            // the model, so each must run.
            if coalescing, request.work.isApply {
                while let following = pending.first, !following.cancelled, following.work.isApply {
                    skipped.append(request)
                    request = following
                    pending.removeFirst()
                }
            }
            return .run(request, skipped: skipped)
        }
    }

    /// Delivers outcomes on the UI executor, in one job so their order holds;
    /// failures go to the error handler first.
    private func report(_ outcomes: [(Completion?, UpdateOutcome)]) {
        let errorHandler = configuration.errorHandler
        executor.execute {
            for (completion, outcome) in outcomes {
                if case let .failed(error) = outcome { errorHandler?(error) }
                completion?(outcome)
            }
        }
    }

    /// Runs one request to its end; `nil` when the target has gone away.
    private func process(_ work: Work, started: Started?) -> UpdateOutcome? {
        switch work {
        case let .apply(state, animated):
            guard animated else {
                // The state replaced comes back here to be freed on this thread, not on the UI thread.
                let replaced: State? = hop { target in
                    let old = target.takeShownStateForEdit()
                    target.reload(to: state)
                    started?()
                    return old
                }
                return replaced.map { _ in .reloaded }
            }
            guard let shown = hop({ $0.shownState }) else { return nil }
            let changeset: Changeset
            do {
                changeset = try diff(shown, state)
            } catch {
                return .failed(.diffFailed(error))
            }
            // Held here until the batch has run: the state it replaces is then freed on this thread, not on
            // the UI thread in the swap (freeing a million rows there is a stall the length of the list).
            return withExtendedLifetime(shown) {
                runBatch { target, completion in
                    try target.swapAndPerform(state, changeset: changeset, completion: completion)
                    started?()
                    return changeset
                }
            }
        case let .edit(update, delete, insert):
            return runBatch { target, completion in
                var state = target.takeShownStateForEdit()
                // UIKit's order: reloads and deletes name old paths, inserts new ones.
                let reloaded = update(&state)
                let deleted = delete(&state)
                let inserted = insert(&state)
                let changeset = Changeset(items: .init(deleted: deleted, inserted: inserted, reloaded: reloaded))
                return try Self.swapOrReload(target, state, changeset, completion)
            }
        case let .move(move):
            return runBatch { target, completion in
                var state = target.takeShownStateForEdit()
                let changeset = Changeset(items: .init(moved: move(&state)))
                return try Self.swapOrReload(target, state, changeset, completion)
            }
        case let .reload(edit):
            return reload(edit)
        }
    }

    /// Starts a manual batch; when the view rejects it, shows the already
    /// changed model without animation (so the view never shows a state the
    /// model does not have) and rethrows.
    @MainActor
    private static func swapOrReload(
        _ target: Target, _ state: State, _ changeset: Changeset,
        _ completion: @escaping @MainActor () -> Void
    ) throws -> Changeset {
        do {
            try target.swapAndPerform(state, changeset: changeset, completion: completion)
        } catch {
            target.reload(to: state)
            throw error
        }
        return changeset
    }

    /// Changes the shown state with `edit` and reloads, in one UI job.
    private func reload(_ edit: @escaping ModelEdit) -> UpdateOutcome? {
        let done: Void? = hop { target in
            var state = target.takeShownStateForEdit()
            edit(&state)
            target.reload(to: state)
        }
        return done.map { .reloaded }
    }
}
