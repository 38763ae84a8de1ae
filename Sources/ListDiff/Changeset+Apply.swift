extension Changeset {
    /// Applies the changeset to `old` with the reference rule (``BatchMapping``):
    /// the first batch, then the deferred reloads. This is what the diff
    /// promises: for a changeset computed from `old` to `new`, the result is
    /// `new` when the closures return `new`'s values.
    ///
    /// Kept and moved headers and rows carry their old value; the closures
    /// give the value of every inserted or reloaded position, by new index.
    /// An inserted section brings its rows (they are not listed in
    /// `items.inserted`): `itemCount` says how many it holds, and every slot
    /// not taken by a row moved into it is new.
    ///
    /// - Parameters:
    ///   - old: the list the changeset was computed from.
    ///   - sectionContent: the model of the new section at an index that is
    ///     inserted, reloaded (old index mapped to its new one) or deferred.
    ///   - itemCount: the number of rows of the inserted section at a new
    ///     index (asked only for inserted sections).
    ///   - itemContent: the item at a new path that is inserted (listed, or
    ///     implied by its inserted section), reloaded or deferred.
    /// - Throws: ``BatchError`` if the changeset does not fit `old`'s counts.
    /// - Complexity: O(S + N + C log C).
    public func apply<Model, Item>(
        to old: [ListSection<Model, Item>],
        sectionContent: (Int) -> Model,
        itemCount: (Int) -> Int,
        itemContent: (ItemPath) -> Item
    ) throws(BatchError) -> [ListSection<Model, Item>] {
        let mapping = try BatchMapping(changeset: self, oldItemCounts: old.map(\.items.count), newItemCount: itemCount)
        var result = [ListSection<Model, Item>]()
        result.reserveCapacity(mapping.newSectionCount)
        for (t, source) in mapping.sectionSources.enumerated() {
            let model = source.map { old[$0].model } ?? sectionContent(t)
            let items = mapping.itemSources[t].enumerated().map { i, from in
                from.map { old[$0.section].items[$0.item] } ?? itemContent(ItemPath(item: i, section: t))
            }
            result.append(ListSection(model: model, items: items))
        }
        for s in sections.reloaded {
            if let t = mapping.sectionTargets[s] { result[t].model = sectionContent(t) }
        }
        for p in items.reloaded {
            if let to = mapping.itemTargets[p.section][p.item] {
                result[to.section].items[to.item] = itemContent(to)
            }
        }
        // Second batch: reloads at the indices the first batch produced.
        for t in deferred.sections { result[t].model = sectionContent(t) }
        for p in deferred.items { result[p.section].items[p.item] = itemContent(p) }
        return result
    }

    /// Applies a changeset of a plain array (one section, as computed by
    /// ``init(from:to:options:isMoved:)``) to `old`; `content` gives the
    /// element at every inserted or reloaded new index.
    ///
    /// - Throws: ``BatchError`` if the changeset does not fit `old`
    ///   (including any section change: a plain array has exactly one section).
    public func apply<Item>(to old: [Item], content: (Int) -> Item) throws(BatchError) -> [Item] {
        let mapping = try BatchMapping(changeset: self, oldItemCounts: [old.count])
        // A plain array stays one section: a batch that adds or removes one does not fit it.
        if mapping.newSectionCount > 1 {
            throw .sectionOutOfRange(.insert, section: mapping.newSectionCount - 1, sectionCount: 1, afterUpdate: true)
        }
        guard let sources = mapping.itemSources.first else {
            throw .sectionOutOfRange(.delete, section: 0, sectionCount: 0, afterUpdate: true)
        }
        var result = sources.enumerated().map { i, from in from.map { old[$0.item] } ?? content(i) }
        for p in items.reloaded {
            if let to = mapping.itemTargets[p.section][p.item] { result[to.item] = content(to.item) }
        }
        for p in deferred.items { result[p.item] = content(p.item) }
        return result
    }
}
