import ListDiff

/// The usual set-up: a target showing sectioned lists, diffed by ListDiff.
extension UpdateQueue {
    /// Creates a queue for a target whose state is a sectioned list, computing
    /// each batch with `Changeset(from:to:options:)` (minimal moves; duplicate
    /// ids end the request as ``UpdateError/diffFailed(_:)`` with the
    /// `DiffError` naming the id and both positions).
    @MainActor
    public convenience init<Model: Differentiable, Item: Differentiable>(
        target: Target,
        executor: any UIExecutor = MainQueueExecutor(),
        configuration: UpdateQueueConfiguration = UpdateQueueConfiguration(),
        options: DiffOptions = DiffOptions()
    ) where Target.State == [ListSection<Model, Item>] {
        self.init(target: target, executor: executor, configuration: configuration) { old, new in
            try Changeset(from: old, to: new, options: options)
        }
    }
}
