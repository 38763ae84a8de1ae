extension BatchMapping {
    /// The sections of a batch, as ``BatchMapping/init(changeset:oldItemCounts:newItemCount:)``
    /// worked them out before looking at rows.
    struct SectionPlan {
        var oldItemCounts: [Int]
        var sectionDeleted: [Bool]
        var sectionSources: [Int?]
        /// Never negative: the deleted sections were checked in range and distinct.
        var newSectionCount: Int
    }
}
extension BatchMapping.SectionPlan {
    /// Throws when `p`'s section is not a section after the batch.
    func checkNewSection(_ op: BatchOperation, _ p: ItemPath) throws(BatchError) {
        guard p.section >= 0, p.section < newSectionCount else {
            throw .itemSectionOutOfRange(op, path: p, sectionCount: newSectionCount, afterUpdate: true)
        }
    }

    /// Each new section's number of rows, checking the new side's sections
    /// in the documented order: the sections moves go to, the sizes of
    /// inserted sections (at least the rows moved into them), then the
    /// sections of inserts (never an inserted section: its rows are implied).
    /// The one count rule.
    ///
    /// - Parameters:
    ///   - leavingCount: the rows deleted or moved out of an old section.
    ///   - newItemCount: an inserted section's row count, from the data.
    /// - Complexity: O(sections + changes).
    func newItemCounts(
        _ changeset: Changeset, leavingCount: (Int) -> Int, newItemCount: (Int) -> Int
    ) throws(BatchError) -> [Int] {
        let items = changeset.items
        var claimed = [Int](repeating: 0, count: newSectionCount)
        var newCounts = [Int](repeating: 0, count: newSectionCount)
        for (t, source) in sectionSources.enumerated() {
            if let source { newCounts[t] = max(oldItemCounts[source], 0) - leavingCount(source) }
        }
        for move in items.moved {
            try checkNewSection(.move, move.to)
            claimed[move.to.section] += 1
        }
        // An inserted section's rows are the data's: moved-in ones, the rest implied inserts.
        var impliedCount = [Int](repeating: 0, count: newSectionCount)
        for t in changeset.sections.inserted {
            let count = max(newItemCount(t), 0)
            guard count >= claimed[t] else {
                throw .insertedSectionTooSmall(section: t, itemCount: count, movedIn: claimed[t])
            }
            impliedCount[t] = count
        }
        for p in items.inserted {
            try checkNewSection(.insert, p)
            if sectionSources[p.section] == nil {
                throw .itemInInsertedSection(path: p, itemCount: impliedCount[p.section])
            }
            claimed[p.section] += 1
        }
        for t in 0..<newSectionCount {
            newCounts[t] = sectionSources[t] == nil ? impliedCount[t] : newCounts[t] + claimed[t]
        }
        return newCounts
    }

    /// Checks the deferred phase against the new counts: sections and rows
    /// in range, none twice. O(deferred) hash operations.
    func checkDeferred(_ deferred: Changeset.Deferred, newCounts: [Int]) throws(BatchError) {
        var deferredSections = Set<Int>()
        for t in deferred.sections {
            guard t >= 0, t < newSectionCount else {
                throw .sectionOutOfRange(.deferredReload, section: t, sectionCount: newSectionCount, afterUpdate: true)
            }
            guard deferredSections.insert(t).inserted else { throw .sectionUsedTwice(.deferredReload, section: t) }
        }
        var deferredItems = Set<ItemPath>()
        for p in deferred.items {
            try checkNewSection(.deferredReload, p)
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.deferredReload, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard deferredItems.insert(p).inserted else { throw .itemUsedTwice(.deferredReload, path: p) }
        }
    }
}
