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
/// Complexity: O(S + N + C log C) for S sections, N rows and C changes.
public struct BatchMapping: Hashable, Sendable {
    /// For each new section, the old section it continues, or `nil` if it is inserted.
    public let sectionSources: [Int?]
    /// For each old section, the new section it became, or `nil` if it is deleted.
    public let sectionTargets: [Int?]
    /// For each new row (by section, then item), the old row it continues, or `nil` if inserted.
    public let itemSources: [[ItemPath?]]
    /// For each old row (by section, then item), the new row it became, or `nil` if deleted
    /// (explicitly, or with its section).
    public let itemTargets: [[ItemPath?]]

    /// The number of sections after the first batch.
    public var newSectionCount: Int { sectionSources.count }
    /// The number of rows in each section after the first batch.
    public var newItemCounts: [Int] { itemSources.map(\.count) }

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
        // 0 = kept, 1 = deleted, 2 = moved out, 3 = reloaded (kept).
        var oldState = oldItemCounts.map { [UInt8](repeating: 0, count: max($0, 0)) }
        for p in items.deleted {
            try checkOld(.delete, p)
            guard !sectionDeleted[p.section] else { throw .itemInDeletedSection(.delete, path: p) }
            guard oldState[p.section][p.item] == 0 else { throw .itemUsedTwice(.delete, path: p) }
            oldState[p.section][p.item] = 1
        }
        for move in items.moved {
            let p = move.from
            try checkOld(.move, p)
            switch oldState[p.section][p.item] {
            case 1: throw .conflictingItemOperations(path: p, .delete, .move)
            case 2: throw .itemUsedTwice(.move, path: p)
            default: oldState[p.section][p.item] = 2
            }
        }
        for p in items.reloaded {
            try checkOld(.reload, p)
            guard !sectionDeleted[p.section] else { throw .itemInDeletedSection(.reload, path: p) }
            switch oldState[p.section][p.item] {
            case 1: throw .conflictingItemOperations(path: p, .delete, .reload)
            case 2: throw .conflictingItemOperations(path: p, .move, .reload)
            case 3: throw .itemUsedTwice(.reload, path: p)
            default: oldState[p.section][p.item] = 3
            }
        }

        // --- Rows, new side: count each new section, then check the claimed slots.
        var claimed = [Int](repeating: 0, count: max(newSectionCount, 0))
        var newCounts = [Int](repeating: 0, count: max(newSectionCount, 0))
        for (t, source) in sectionSources.enumerated() {
            if let source {
                newCounts[t] = oldState[source].reduce(0) { $0 + ($1 == 0 || $1 == 3 ? 1 : 0) }
            }
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

        var itemSources = newCounts.map { [ItemPath?](repeating: nil, count: $0) }
        var itemTaken = newCounts.map { [Bool](repeating: false, count: $0) }
        for p in items.inserted {
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.insert, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard !itemTaken[p.section][p.item] else { throw .itemUsedTwice(.insert, path: p) }
            itemTaken[p.section][p.item] = true
        }
        for move in items.moved {
            let p = move.to
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(.move, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard !itemTaken[p.section][p.item] else { throw .itemUsedTwice(.insert, path: p) }
            itemTaken[p.section][p.item] = true
            itemSources[p.section][p.item] = move.from
        }
        for (t, source) in sectionSources.enumerated() {
            guard let source else { continue }
            var slot = 0
            for (i, state) in oldState[source].enumerated() where state == 0 || state == 3 {
                while slot < newCounts[t], itemTaken[t][slot] { slot += 1 }
                itemSources[t][slot] = ItemPath(item: i, section: source)
                slot += 1
            }
        }
        var itemTargets = oldItemCounts.map { [ItemPath?](repeating: nil, count: max($0, 0)) }
        for (t, sources) in itemSources.enumerated() {
            for (i, source) in sources.enumerated() {
                if let source { itemTargets[source.section][source.item] = ItemPath(item: i, section: t) }
            }
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
        self.itemSources = itemSources
        self.itemTargets = itemTargets
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
