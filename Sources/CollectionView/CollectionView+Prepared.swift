import ListDiff

/// Batches prepared before they start (``PreparedBatch``): the view's swap
/// of a checked, laid out and planned batch, and the basis a worker
/// prepares one against.
extension CollectionView {
    /// What a batch computed by the model the view asks (a ``LiveList``'s)
    /// is prepared against now: the layout shown, the offset, the screen and
    /// the validation. `nil` when the view rewrites batches around what it
    /// presents (folds, a lifted row, a footer), which only the main actor
    /// can do: such a batch is started as it is. O(1).
    func preparationBasis() -> PreparedBatch.Basis? {
        guard presented.passesBatchesThrough else { return nil }
        return PreparedBatch.Basis(
            layout: layout, contentVersion: contentVersion, offset: scrollOffset, rows: viewportSize.rows,
            separator: configuration.blankLineBetweenSections,
            validation: configuration.validation.resolved(computedByModel: true)
        )
    }

    /// The basis to plan `prepared` on: when it is `unplanned` (checked and
    /// laid out on a worker), the view's offset and screen now; else when,
    /// since it was planned, only the offset or the screen changed (a key
    /// scrolled). A ``LiveList`` plans it on its worker rather than here.
    /// `nil` when it is planned for the view as it is, or no longer fits it. O(1).
    func replanningBasis(for prepared: PreparedBatch, unplanned: Bool = false) -> PreparedBatch.Basis? {
        guard let basis = prepared.basis, let now = preparationBasis(), now.contentVersion == basis.contentVersion,
              now.separator == basis.separator, now.validation == basis.validation,
              unplanned || now.offset != basis.offset || now.rows != basis.rows else { return nil }
        return now
    }

    /// Starts `prepared`, a batch the model answering the view computed and
    /// checked against that model off the main actor, once the data source
    /// shows that model: as ``performBatchUpdates(_:animated:duration:completion:)``
    /// would start its changeset, without checking, laying out and planning
    /// it again. Before changing anything it makes sure the batch still fits
    /// the view: the layout shown is the one it was prepared on (no batch,
    /// reload or fold since), the view presents the app's sections as they
    /// are, the validation and separators are as they were, and the data
    /// source's section counts, ids and headers are the prepared layout's
    /// (O(sections)); else it starts the changeset as
    /// ``performBatchUpdates(_:animated:duration:completion:)`` does (checking it
    /// again, throwing as it would). A batch whose offset or screen changed
    /// since is planned again here, from its prepared mapping and layout.
    ///
    /// - Returns: whether it started as prepared (`false`: started as it is).
    /// - Complexity: O(sections + what the plan shows) when it fits and the
    ///   screen is as it was.
    @discardableResult
    func performBatchUpdates(
        prepared: PreparedBatch, duration: Duration?, completion: ((Bool) -> Void)?
    ) throws(InvalidUpdate) -> Bool {
        guard var batch = fitting(prepared) else {
            try performBatchUpdates(prepared.changeset, duration: duration, computedByModel: true, completion: completion)
            return false
        }
        if batch.oldOffset != scrollOffset || batch.rows != viewportSize.rows {
            batch = batch.replanned(oldOffset: scrollOffset, rows: viewportSize.rows)
        }
        land(batch, animated: true, duration: duration, completion: completion)
        recordBaseCounts()
        return true
    }

    /// `prepared` if it fits the view now (see
    /// ``performBatchUpdates(prepared:duration:completion:)``), its headers
    /// those the data source gives where only their text differs; `nil`
    /// when it does not fit. O(sections).
    private func fitting(_ prepared: PreparedBatch) -> PreparedBatch? {
        guard let basis = prepared.basis, basis.contentVersion == contentVersion, presented.passesBatchesThrough,
              basis.separator == configuration.blankLineBetweenSections,
              basis.validation == configuration.validation.resolved(computedByModel: true) else { return nil }
        var batch = prepared
        let new = prepared.new
        guard presented.numberOfSections() == new.sectionCount else { return nil }
        for t in 0..<new.sectionCount {
            guard presented.numberOfItems(inSection: t) == new.itemCount(t), presented.sectionID(t) == new.sectionIDs[t] else {
                return nil
            }
            let header = presented.header(forSection: t)
            guard header != new.headers[t] else { continue }
            // A header's line comes and goes with it: the layout would differ, so the batch is laid out again.
            guard (header == nil) == (new.headers[t] == nil) else { return nil }
            batch.new.headers[t] = header
        }
        return batch
    }

    /// Swaps in `prepared`, checked and planned from the view's layout at
    /// its offset on its screen: the layout, the selection following its
    /// row, the offset, and the animation (`animated` with a positive
    /// `duration`; else applied at once). The second half of every batch's
    /// start. O(what the plan holds for the screen) plus its completion's.
    func land(_ prepared: PreparedBatch, animated: Bool, duration: Duration?, completion: ((Bool) -> Void)?) {
        let changeset = prepared.changeset
        let mapping = prepared.mapping
        let interrupted = finishAnimation(retiring: true)
        let before = selectionKey
        let old = layout
        let new = prepared.new
        let oldOffset = scrollOffset
        layout = new
        followSelection(through: mapping, old: old, moved: changeset.items.moved)
        followHeaderSelection()
        let viewport = prepared.viewport
        scrollOffset = prepared.newOffset

        let duration = duration ?? configuration.animationDuration
        let finish: (Bool) -> Void = { [weak self] completed in
            self?.emit(.batchFinished(changeset, completed: completed))
            completion?(completed)
        }
        var finishedNow: ((Bool) -> Void)? = finish
        if animated, duration > .zero, !changeset.isEmpty {
            // Planned without motion only when it was to apply at once.
            let motion = prepared.motion ?? PreparedBatch.planned(
                changeset, mapping: mapping, new: new, touched: prepared.touched, old: old, oldOffset: oldOffset,
                rows: viewportSize.rows
            ).motion
            let now = clock.now
            let offScreen = motion?.offScreen ?? false
            let motionLength = offScreen ? min(duration, configuration.frameInterval) : duration
            var next = BatchAnimation(
                old: old, start: now, motion: motionLength,
                flash: offScreen ? motionLength : CollectionViewConfiguration.flashDuration(forMotion: duration),
                end: now + (offScreen || changeset.deferred.isEmpty
                    ? motionLength : CollectionViewConfiguration.longestBatchDuration(forMotion: duration)),
                easing: configuration.easing, oldOffset: oldOffset, newOffset: scrollOffset,
                plan: motion?.plan ?? MotionPlan(still: new),
                viewport: viewport, completion: finish
            )
            if viewport != nil || next.plan.horizon != nil {
                next.source = BatchAnimation.Source(
                    mapping: mapping, changeset: changeset, touched: prepared.touched, draft: motion?.draft
                )
            }
            next.reloadedItemIDs = Set(changeset.items.reloaded.map { old.itemIDs[$0.section][$0.item] })
            next.deferredItemIDs = Set(changeset.deferred.items.map { new.itemIDs[$0.section][$0.item] })
            next.reloadedSectionIDs = Set(changeset.sections.reloaded.map { old.sectionIDs[$0] })
            next.deferredSectionIDs = Set(changeset.deferred.sections.map { new.sectionIDs[$0] })
            // The cache holds only rows drawn lately: each loop below is bounded by it, not by the batch.
            forgetContent(of: next.reloadedItemIDs)
            // Rows the data source no longer answers for as shown keep the text they had.
            let deletedRows = next.plan.deletedRows
            if deletedRows.reduce(0, { $0 + $1.items.count }) <= contentCache.count {
                for (section, items) in deletedRows {
                    for j in items {
                        let id = old.itemIDs[section][j]
                        if let text = contentCache.removeValue(forKey: id) { next.oldContent[id] = text }
                    }
                }
            } else {
                // More rows deleted than texts cached: the animation takes every text (the deleted rows' among
                // them) and the cache starts over, so the rows on screen are asked for again.
                next.oldContent = contentCache
                contentCache = [:]
            }
            for id in next.deferredItemIDs {
                if let text = contentCache.removeValue(forKey: id) { next.oldContent[id] = text }
            }
            animation = next
            finishedNow = nil
        } else {
            contentCache = [:]
        }
        interrupted?(false)
        emit(.batchStarted(changeset))
        emitSelectionChange(since: before)
        finishedNow?(true)
    }
}
