extension BatchMapping {
    /// What a batch does to an old row it names.
    enum OldRowChange: Hashable, Sendable {
        /// Deleted.
        case deleted
        /// Moved somewhere (maybe into another section).
        case movedOut
        /// Reloaded in place (it stays).
        case reloaded
    }

    /// The sections of a batch, as ``BatchMapping/init(changeset:oldItemCounts:newItemCount:)``
    /// worked them out before looking at rows.
    struct SectionPlan {
        var oldItemCounts: [Int]
        var sectionDeleted: [Bool]
        var sectionSources: [Int?]
        var newSectionCount: Int
    }

    /// The first row error of `changeset` in the documented order: old rows
    /// (deleted, then moved, then reloaded, each in list order), then new
    /// rows (moves' sections, inserted sections' sizes, inserts, slots),
    /// then the deferred phase. `nil` when the rows fit.
    ///
    /// The mapping's own checks find the same problems without hashing a
    /// path, but after sorting, so not which comes first; only when they find
    /// one is the batch walked again here, with dictionaries, to name it.
    /// O(changes) hash operations.
    static func firstRowError(
        _ changeset: Changeset, sections: SectionPlan, newItemCount: (Int) -> Int
    ) -> BatchError? {
        do {
            try checkRowsInOrder(changeset, sections: sections, newItemCount: newItemCount)
            return nil
        } catch {
            return error
        }
    }

    private static func checkRowsInOrder(
        _ changeset: Changeset, sections: SectionPlan, newItemCount: (Int) -> Int
    ) throws(BatchError) {
        let items = changeset.items
        let oldItemCounts = sections.oldItemCounts
        let oldSectionCount = oldItemCounts.count
        let sectionDeleted = sections.sectionDeleted
        let sectionSources = sections.sectionSources
        let newSectionCount = sections.newSectionCount

        // --- Rows, old side.
        func checkOld(_ op: BatchOperation, _ p: ItemPath) throws(BatchError) {
            guard p.section >= 0, p.section < oldSectionCount else {
                throw .itemSectionOutOfRange(op, path: p, sectionCount: oldSectionCount, afterUpdate: false)
            }
            guard p.item >= 0, p.item < oldItemCounts[p.section] else {
                throw .itemOutOfRange(op, path: p, itemCount: oldItemCounts[p.section], afterUpdate: false)
            }
        }
        var oldChanges: [ItemPath: OldRowChange] = [:]
        var leavingCount = [Int](repeating: 0, count: oldSectionCount)
        for p in items.deleted {
            try checkOld(.delete, p)
            guard !sectionDeleted[p.section] else { throw .itemInDeletedSection(.delete, path: p) }
            guard oldChanges.updateValue(.deleted, forKey: p) == nil else { throw .itemUsedTwice(.delete, path: p) }
            leavingCount[p.section] += 1
        }
        for move in items.moved {
            let p = move.from
            try checkOld(.move, p)
            switch oldChanges[p] {
            case .deleted: throw .conflictingItemOperations(path: p, .delete, .move)
            case .movedOut: throw .itemUsedTwice(.move, path: p)
            case .reloaded, nil:
                oldChanges[p] = .movedOut
                leavingCount[p.section] += 1
            }
        }
        for p in items.reloaded {
            try checkOld(.reload, p)
            guard !sectionDeleted[p.section] else { throw .itemInDeletedSection(.reload, path: p) }
            switch oldChanges[p] {
            case .deleted: throw .conflictingItemOperations(path: p, .delete, .reload)
            case .movedOut: throw .conflictingItemOperations(path: p, .move, .reload)
            case .reloaded: throw .itemUsedTwice(.reload, path: p)
            case nil: oldChanges[p] = .reloaded
            }
        }

        // --- Rows, new side: count each new section, then check the claimed slots.
        var claimed = [Int](repeating: 0, count: max(newSectionCount, 0))
        var newCounts = [Int](repeating: 0, count: max(newSectionCount, 0))
        for (t, source) in sectionSources.enumerated() {
            if let source { newCounts[t] = max(oldItemCounts[source], 0) - leavingCount[source] }
        }
        func checkNewSection(_ op: BatchOperation, _ p: ItemPath) throws(BatchError) {
            guard p.section >= 0, p.section < newSectionCount else {
                throw .itemSectionOutOfRange(op, path: p, sectionCount: max(newSectionCount, 0), afterUpdate: true)
            }
        }
        for move in items.moved {
            try checkNewSection(.move, move.to)
            claimed[move.to.section] += 1
        }
        var impliedCount = [Int](repeating: 0, count: max(newSectionCount, 0))
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
        for t in 0..<max(newSectionCount, 0) {
            newCounts[t] = sectionSources[t] == nil ? impliedCount[t] : newCounts[t] + claimed[t]
        }
        var takenSlots = Set<ItemPath>()
        for p in items.inserted {
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.insert, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard takenSlots.insert(p).inserted else { throw .itemUsedTwice(.insert, path: p) }
        }
        for move in items.moved {
            let p = move.to
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.move, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard takenSlots.insert(p).inserted else { throw .itemUsedTwice(.insert, path: p) }
        }

        // --- Deferred phase, against the new counts.
        var deferredSections = Set<Int>()
        for t in changeset.deferred.sections {
            guard t >= 0, t < newSectionCount else {
                throw .sectionOutOfRange(.deferredReload, section: t, sectionCount: max(newSectionCount, 0), afterUpdate: true)
            }
            guard deferredSections.insert(t).inserted else { throw .sectionUsedTwice(.deferredReload, section: t) }
        }
        var deferredItems = Set<ItemPath>()
        for p in changeset.deferred.items {
            try checkNewSection(.deferredReload, p)
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.deferredReload, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard deferredItems.insert(p).inserted else { throw .itemUsedTwice(.deferredReload, path: p) }
        }
    }
}
