import ListDiff

/// Re-sorts and filter changes computed off the UI thread (``LiveList/worker``).
extension LiveList {
    /// Runs `job` on the ``worker`` over a copy of the model shown now, and
    /// has its model and batch shown by a flush once it is done (see
    /// ``landed(_:)``). The job also prepares the batch for the view there
    /// (``PreparedBatch``: checked against the model it computed and laid
    /// out for the layout shown now), and once it is back, plans it there
    /// for the screen of that moment (``replanOnWorker(_:)``: a key may have
    /// scrolled meanwhile, and a plan for a screen left is work thrown
    /// away), so that the UI thread only swaps it in. Until then flushes wait (``isWorking``), so the
    /// model the job started from is still the one shown when its result
    /// lands, and the result is exact. Returns `nil`: no batch starts now. O(1)
    /// on the UI thread (the copy shares the model's storage).
    func compute(_ job: @escaping @Sendable (inout LiveListModel<SectionKey, Row>) -> Changeset) -> Changeset? {
        compute({ model in (job(&model), 0) }, landed: nil)
    }

    /// ``compute(_:)`` for a job that also counts something (a table sort's
    /// mismatches): `landed` is told the count once its batch has started.
    func compute(
        _ job: @escaping @Sendable (inout LiveListModel<SectionKey, Row>) -> (changeset: Changeset, count: Int),
        landed: (@MainActor @Sendable (Int) -> Void)?
    ) -> Changeset? {
        guard let worker else { return nil }
        isWorking = true
        let model = source.model
        let executor = self.executor
        // Rows of the app's own heights are measured by its closure, on the UI thread: such a batch starts as it is.
        let basis = source.rowHeight == nil ? view.preparationBasis() : nil
        let hooks = source.hooks
        let headers = basis == nil ? [:] : source.headersByKey()
        worker.execute {
            var model = model
            let (changeset, count) = job(&model)
            var told: (@MainActor @Sendable () -> Void)?
            if let landed { told = { landed(count) } }
            // A batch the view would reject is started as it is, so that the view says why (and reloads).
            let prepared = basis.flatMap { basis in
                try? PreparedBatch.prepare(
                    changeset, basis: basis, answers: LiveModelAnswers(model: model, hooks: hooks, headers: headers), plans: false
                )
            }
            let result = Computed(model: model, changeset: changeset, landed: told, prepared: prepared)
            executor.execute { [weak self] in self?.landed(result) }
        }
        return nil
    }

    /// Plans `computed`'s prepared batch on the ``worker`` for the offset
    /// and screen shown now: the first time it comes back (it was checked
    /// and laid out there, not planned), and again when the offset or the
    /// screen changed while it was planned (a key scrolled), so that
    /// planning it is not the UI thread's work either; it then lands as
    /// before. Planned again at most ``maximumReplans`` times (keys that keep
    /// scrolling): after that the view plans it again as it lands. Returns
    /// whether it went back to the worker. O(1) on the UI thread.
    func replanOnWorker(_ computed: Computed) -> Bool {
        guard let worker, let prepared = computed.prepared,
              !prepared.isPlanned || computed.replans < Self.maximumReplans,
              let basis = view.replanningBasis(for: prepared, unplanned: !prepared.isPlanned) else { return false }
        isWorking = true
        let executor = self.executor
        worker.execute {
            var result = computed
            result.prepared = prepared.replanned(for: basis)
            if prepared.isPlanned { result.replans += 1 }
            let planned = result
            executor.execute { [weak self] in self?.landed(planned) }
        }
        return true
    }

    /// How many times a computed batch is planned again on the worker before the view does it (``replanOnWorker(_:)``).
    static var maximumReplans: Int { 2 }

    /// A job's result is back on the UI thread: it is shown by the next
    /// flush that may start a batch (at once, unless the list's batch still
    /// runs). O(1), plus the batch if it starts.
    func landed(_ result: Computed) {
        isWorking = false
        computed = result
        flush()
        scheduleFlush()
    }

    /// Shows `model` (computed on the worker), and lets go of the model it
    /// replaces on the worker: freeing a million rows' slots and store
    /// pages is not the UI thread's work either. O(1).
    func show(_ model: LiveListModel<SectionKey, Row>) {
        guard let worker else {
            _ = source.replaceModel(model)
            return
        }
        // Captured straight from the call, so the job holds the only reference to the old model.
        worker.execute { [old = source.replaceModel(model)] in withExtendedLifetime(old) {} }
    }

    /// Re-sorts as every re-sort did before the batch was computed directly
    /// and off the UI thread: in the flush, on the UI thread, through the
    /// model's diff of its lists before and after (`setOrderByDiff`). The
    /// benchmark's baseline; returns the batch started, `nil` if the list's
    /// batch still runs or work is on its way.
    @discardableResult
    package func setOrderByDiff(_ order: LiveListOrder<Row>) -> Changeset? {
        guard canStartBatch, !isWorking, computed == nil else { return nil }
        if batchRunning, !view.hasShownLanding { view.keepLandedContent() }
        return start(source.setOrderByDiff(order))
    }
}
