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
/// old rows that leave and the sorted new slots that are taken, and the
/// moves. Every other row's place follows by counting, with a binary search.
///
/// Complexity: building is O(S + C log C) for S sections and C changes,
/// whatever the number of rows; ``source(of:)`` and ``target(of:)`` are
/// O(log C). ``itemSources`` and ``itemTargets`` answer per row in
/// O(log C) too (they are computed views, not stored arrays).
public struct BatchMapping: Hashable, Sendable {
    /// What a batch does to an old row it names.
    enum OldRowChange: Hashable, Sendable {
        /// Deleted.
        case deleted
        /// Moved somewhere (maybe into another section).
        case movedOut
        /// Reloaded in place (it stays).
        case reloaded
    }

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
    /// Per new section, the sorted slots taken by inserted or moved-in rows.
    let taken: [[Int]]
    /// Moves by old path.
    let movedTo: [ItemPath: ItemPath]
    /// Moves by new path.
    let movedFrom: [ItemPath: ItemPath]

    /// The number of sections after the first batch.
    public var newSectionCount: Int { sectionSources.count }

    /// Validates `changeset` against a list whose sections hold `oldItemCounts`
    /// rows each, and maps old positions to new ones.
    ///
    /// The deferred phase is validated against the new counts; it does not
    /// change the mapping (it only reloads).
    ///
    /// - Parameters:
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
        let items = changeset.items

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
        // Slot states: .free, .inserted, .movedFrom(old).
        var slotTaken = [Bool](repeating: false, count: max(newSectionCount, 0))
        var sectionSources = [Int?](repeating: nil, count: max(newSectionCount, 0))
        for t in sections.inserted {
            guard t >= 0, t < newSectionCount else {
                throw .sectionOutOfRange(.insert, section: t, sectionCount: max(newSectionCount, 0), afterUpdate: true)
            }
            guard !slotTaken[t] else { throw .sectionUsedTwice(.insert, section: t) }
            slotTaken[t] = true
        }
        for move in sections.moved {
            let t = move.to
            guard t >= 0, t < newSectionCount else {
                throw .sectionOutOfRange(.move, section: t, sectionCount: max(newSectionCount, 0), afterUpdate: true)
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

        // --- Rows, old side.
        func checkOld(_ op: BatchOperation, _ p: ItemPath) throws(BatchError) {
            guard p.section >= 0, p.section < oldSectionCount else {
                throw .itemSectionOutOfRange(op, path: p, sectionCount: oldSectionCount, afterUpdate: false)
            }
            guard p.item >= 0, p.item < oldItemCounts[p.section] else {
                throw .itemOutOfRange(op, path: p, itemCount: oldItemCounts[p.section], afterUpdate: false)
            }
        }
        // Only the rows the batch names: every other row is kept.
        var oldChanges: [ItemPath: OldRowChange] = [:]
        oldChanges.reserveCapacity(items.deleted.count + items.moved.count + items.reloaded.count)
        var leaving = [[Int]](repeating: [], count: oldSectionCount)
        for p in items.deleted {
            try checkOld(.delete, p)
            guard !sectionDeleted[p.section] else { throw .itemInDeletedSection(.delete, path: p) }
            guard oldChanges.updateValue(.deleted, forKey: p) == nil else { throw .itemUsedTwice(.delete, path: p) }
            leaving[p.section].append(p.item)
        }
        var movedTo: [ItemPath: ItemPath] = [:]
        movedTo.reserveCapacity(items.moved.count)
        for move in items.moved {
            let p = move.from
            try checkOld(.move, p)
            switch oldChanges[p] {
            case .deleted: throw .conflictingItemOperations(path: p, .delete, .move)
            case .movedOut: throw .itemUsedTwice(.move, path: p)
            case .reloaded, nil:
                oldChanges[p] = .movedOut
                movedTo[p] = move.to
                leaving[p.section].append(p.item)
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
            if let source { newCounts[t] = max(oldItemCounts[source], 0) - leaving[source].count }
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
        // An inserted section's rows are the data's: moved-in ones, the rest implied inserts.
        var impliedCount = [Int](repeating: 0, count: max(newSectionCount, 0))
        for t in sections.inserted {
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

        var taken = [[Int]](repeating: [], count: max(newSectionCount, 0))
        var takenSlots = Set<ItemPath>()
        takenSlots.reserveCapacity(items.inserted.count + items.moved.count)
        for p in items.inserted {
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.insert, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard takenSlots.insert(p).inserted else { throw .itemUsedTwice(.insert, path: p) }
            taken[p.section].append(p.item)
        }
        var movedFrom: [ItemPath: ItemPath] = [:]
        movedFrom.reserveCapacity(items.moved.count)
        for move in items.moved {
            let p = move.to
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.move, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard takenSlots.insert(p).inserted else { throw .itemUsedTwice(.insert, path: p) }
            taken[p.section].append(p.item)
            movedFrom[p] = move.from
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

        self.sectionSources = sectionSources
        self.sectionTargets = sectionTargets
        self.oldItemCounts = oldItemCounts.map { max($0, 0) }
        self.newItemCounts = newCounts
        // Sorted once here so that every lookup is a binary search. A loop, not
        // a map: callers may be main-actor code, and a closure would check its executor.
        for s in leaving.indices where leaving[s].count > 1 { leaving[s].sort() }
        for t in taken.indices where taken[t].count > 1 { taken[t].sort() }
        self.leaving = leaving
        self.taken = taken
        self.movedTo = movedTo
        self.movedFrom = movedFrom
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
