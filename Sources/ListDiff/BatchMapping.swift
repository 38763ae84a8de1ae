/// Where every section and row of the new list comes from when a
/// ``Changeset``'s first batch is applied to a list with known counts, and
/// where every old one goes. This is the reference semantics of a changeset:
/// the collection view animates from it and the tests apply diffs with it.
///
/// The rule (the design's): sections not deleted or moved keep their relative
/// order and fill, in order, the new section slots that are neither inserted
/// nor moved to. Inside each surviving section the same rule pairs its kept
/// rows (neither deleted nor moved out) with the new slots that are neither
/// inserted nor moved to.
///
/// Whole sections bring and take their rows, as in UIKit: an inserted
/// section holds the rows moved into it and, in every other slot, new rows
/// that are **not** listed in `items.inserted` (their number comes from the
/// new list, `newItemCount`); rows of a deleted section that are not moved
/// out go with it and are **not** listed in `items.deleted`. A batch that
/// lists them anyway is rejected (``BatchError/itemInInsertedSection(path:itemCount:)``,
/// ``BatchError/itemInDeletedSection(_:path:)``).
///
/// Building a mapping validates the batch; a batch that does not fit the old
/// counts throws a ``BatchError`` and produces nothing.
///
/// The mapping keeps only what the batch names: per section, the sorted
/// old rows that leave (and where each goes) and the sorted new slots that
/// are taken (and where each row comes from). Every other row's place
/// follows by counting, with a binary search; no path is ever hashed.
///
/// Complexity: building is O(S + C log C) for S sections and C changes,
/// whatever the number of rows; ``source(of:)`` and ``target(of:)`` are
/// O(log C). ``itemSources`` and ``itemTargets`` answer per row in
/// O(log C) too (they are computed views, not stored arrays).
public struct BatchMapping: Hashable, Sendable {
    /// For each new section, the old section it continues, or `nil` if it is inserted.
    public let sectionSources: [Int?]
    /// For each old section, the new section it became, or `nil` if it is deleted.
    public let sectionTargets: [Int?]
    /// The number of rows in each section before the batch.
    let oldItemCounts: [Int]
    /// The number of rows in each section after the first batch.
    public let newItemCounts: [Int]
    /// Per old section, the sorted rows that leave it (deleted or moved out).
    let leaving: [[Int]]
    /// Beside ``leaving``, where each row goes: its new path when moved, `nil` when deleted.
    let leavingTargets: [[ItemPath?]]
    /// Per new section, the sorted slots taken by inserted or moved-in rows.
    let taken: [[Int]]
    /// Beside ``taken``, where each slot's row comes from: its old path when moved in, `nil` when inserted.
    let takenSources: [[ItemPath?]]

    /// The number of sections after the first batch.
    public var newSectionCount: Int { sectionSources.count }

    /// Validates `changeset` against a list whose sections hold `oldItemCounts`
    /// rows each, and maps old positions to new ones.
    ///
    /// The deferred phase is validated against the new counts; it does not
    /// change the mapping (it only reloads).
    ///
    /// - Parameters:
    ///   - changeset: the batch to check and map.
    ///   - oldItemCounts: the number of rows of each section before the batch.
    ///   - newItemCount: the number of rows of new section `t` after the
    ///     update, asked only for the sections the batch inserts (their rows
    ///     are implied, not listed). The default, no rows, fits only batches
    ///     that insert no section or whose inserted sections hold nothing but
    ///     moved-in rows; a view passes its data source's answer.
    /// - Throws: ``BatchError`` naming the first index or operation that does not fit.
    public init(
        changeset: Changeset, oldItemCounts: [Int], newItemCount: (Int) -> Int = { _ in 0 }
    ) throws(BatchError) {
        let oldSectionCount = oldItemCounts.count
        let sections = changeset.sections

        // --- Sections, old side.
        var sectionDeleted = [Bool](repeating: false, count: oldSectionCount)
        var sectionMovedOut = [Int?](repeating: nil, count: oldSectionCount)
        var sectionReloaded = [Bool](repeating: false, count: oldSectionCount)
        for s in sections.deleted {
            guard s >= 0, s < oldSectionCount else {
                throw .sectionOutOfRange(.delete, section: s, sectionCount: oldSectionCount, afterUpdate: false)
            }
            guard !sectionDeleted[s] else { throw .sectionUsedTwice(.delete, section: s) }
            sectionDeleted[s] = true
        }
        for move in sections.moved {
            let s = move.from
            guard s >= 0, s < oldSectionCount else {
                throw .sectionOutOfRange(.move, section: s, sectionCount: oldSectionCount, afterUpdate: false)
            }
            guard sectionMovedOut[s] == nil else { throw .sectionUsedTwice(.move, section: s) }
            guard !sectionDeleted[s] else { throw .conflictingSectionOperations(section: s, .delete, .move) }
            sectionMovedOut[s] = move.to
        }
        for s in sections.reloaded {
            guard s >= 0, s < oldSectionCount else {
                throw .sectionOutOfRange(.reload, section: s, sectionCount: oldSectionCount, afterUpdate: false)
            }
            guard !sectionReloaded[s] else { throw .sectionUsedTwice(.reload, section: s) }
            guard !sectionDeleted[s] else { throw .conflictingSectionOperations(section: s, .delete, .reload) }
            guard sectionMovedOut[s] == nil else { throw .conflictingSectionOperations(section: s, .move, .reload) }
            sectionReloaded[s] = true
        }

        // --- Sections, new side.
        let newSectionCount = oldSectionCount - sections.deleted.count + sections.inserted.count
        // The deletes were just checked in range and distinct, so there are no more of them than sections.
        precondition(newSectionCount >= 0, "BatchMapping: more sections deleted than exist passed the checks")
        // Slot states: .free, .inserted, .movedFrom(old).
        var slotTaken = [Bool](repeating: false, count: newSectionCount)
        var sectionSources = [Int?](repeating: nil, count: newSectionCount)
        for t in sections.inserted {
            guard t >= 0, t < newSectionCount else {
                throw .sectionOutOfRange(.insert, section: t, sectionCount: newSectionCount, afterUpdate: true)
            }
            guard !slotTaken[t] else { throw .sectionUsedTwice(.insert, section: t) }
            slotTaken[t] = true
        }
        for move in sections.moved {
            let t = move.to
            guard t >= 0, t < newSectionCount else {
                throw .sectionOutOfRange(.move, section: t, sectionCount: newSectionCount, afterUpdate: true)
            }
            guard !slotTaken[t] else { throw .sectionUsedTwice(.insert, section: t) }
            slotTaken[t] = true
            sectionSources[t] = move.from
        }
        var nextFree = 0
        for s in 0..<oldSectionCount where !sectionDeleted[s] && sectionMovedOut[s] == nil {
            while nextFree < newSectionCount, slotTaken[nextFree] { nextFree += 1 }
            // Counts always balance: free slots = N − inserted − moved = S − deleted − moved.
            sectionSources[nextFree] = s
            nextFree += 1
        }
        var sectionTargets = [Int?](repeating: nil, count: oldSectionCount)
        for (t, source) in sectionSources.enumerated() {
            if let source { sectionTargets[source] = t }
        }

        // --- Rows: one checker, which names the first problem in the documented order (see `RowCheck`).
        let sectionPlan = SectionPlan(
            oldItemCounts: oldItemCounts, sectionDeleted: sectionDeleted,
            sectionSources: sectionSources, newSectionCount: newSectionCount
        )
        let rows = try RowCheck.check(changeset, sections: sectionPlan, newItemCount: newItemCount)
        let newCounts = rows.newCounts

        // --- Deferred phase, against the new counts.
        try sectionPlan.checkDeferred(changeset.deferred, newCounts: newCounts)

        self.sectionSources = sectionSources
        self.sectionTargets = sectionTargets
        self.oldItemCounts = oldItemCounts.map { max($0, 0) }
        self.newItemCounts = newCounts
        self.leaving = rows.leaving
        self.leavingTargets = rows.leavingTargets
        self.taken = rows.taken
        self.takenSources = rows.takenSources
    }

    /// Applies the mapping to nested arrays of values: kept and moved rows
    /// carry their old value, inserted rows ask `inserted` for theirs.
    ///
    /// Reloads are not applied here (a mapping knows positions, not
    /// contents); callers replace reloaded values themselves.
    /// - Precondition: `old` has the shape the mapping was built for.
    public func apply<T>(to old: [[T]], inserted: (ItemPath) -> T) -> [[T]] {
        itemSources.enumerated().map { t, sources in
            sources.enumerated().map { i, source in
                if let source { old[source.section][source.item] } else { inserted(ItemPath(item: i, section: t)) }
            }
        }
    }
}
