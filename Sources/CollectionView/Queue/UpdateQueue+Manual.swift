import ListDiff

/// Manual batches: for callers who already know what changed and want no diff.
extension UpdateQueue {
    /// Changes the model and animates exactly the rows the closures report,
    /// in one batch, in the serial order of the queue.
    ///
    /// On the UI executor, with the shown state as `inout` model: `update`
    /// changes rows in place and returns their paths (old indices), then
    /// `delete` removes rows and returns their old paths, then `insert` adds
    /// rows and returns their new paths. The closures get the state itself
    /// (``BatchTarget/takeShownStateForEdit()``): a ``ListController``'s
    /// ``ListController/shownState`` is empty while they run, and they change
    /// the rows in place, with no copy. The target validates the batch like
    /// any other; if it is rejected (a wrong index path), the view reloads
    /// from the changed model without animation and the completion gets
    /// ``UpdateOutcome/failed(_:)`` with ``UpdateError/batchRejected(_:)``.
    /// Never coalesced. Returns at once; callable from any thread.
    public func modify(
        update: @escaping PathEdit = { _ in [] },
        delete: @escaping PathEdit = { _ in [] },
        insert: @escaping PathEdit = { _ in [] },
        completion: Completion? = nil
    ) {
        enqueue(Request(work: .edit(update: update, delete: delete, insert: insert), completion: completion))
    }

    /// Reorders the model with `move`, which returns each moved row's old and
    /// new path, and animates those moves as one batch; validated and, when
    /// rejected, reloaded exactly as ``modify(update:delete:insert:completion:)``.
    public func modify(move: @escaping MoveEdit, completion: Completion? = nil) {
        enqueue(Request(work: .move(move), completion: completion))
    }

    /// Changes the model with `change` on the UI executor and reloads the
    /// view from it without animation, in the serial order of the queue.
    public func modifyWithoutAnimation(_ change: @escaping ModelEdit, completion: Completion? = nil) {
        enqueue(Request(work: .reload(change), completion: completion))
    }
}
