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
        let newCounts = try sections.newItemCounts(changeset, leavingCount: { leavingCount[$0] }, newItemCount: newItemCount)
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
        try sections.checkDeferred(changeset.deferred, newCounts: newCounts)
    }
}
