extension SortedSections {
    /// The header model of a section when the list is handed to the diff or a
    /// view: its identity and its content are the section key.
    public struct Header: Hashable, Differentiable {
        /// The section key.
        public let key: SectionKey
    }

    /// The sections as the diff and the collection view take them. O(S).
    public var listSections: [ListSection<Header, Item>] {
        sections.map { ListSection(model: Header(key: $0.key), items: $0.items) }
    }

    /// Replaces every item, sorts them, and returns the changeset from the
    /// state before: items whose identity was already there are updates
    /// (moved if their sort key or section changed — those rows are the
    /// movers — and reloaded if their content changed), others are inserted
    /// or deleted. Ends a suspension of the comparator. Items the comparator
    /// finds equal keep the order of `items`.
    ///
    /// O(n log n): a full sort and a full diff.
    /// - Throws: ``SortedSectionsError/duplicateItem(_:firstIndex:secondIndex:)``; nothing changes.
    @discardableResult
    public mutating func setItems(_ items: [Item]) throws(Failure) -> Changeset {
        var seen: [ID: Int] = [:]
        seen.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if let first = seen.updateValue(i, forKey: item.differenceIdentifier) {
                throw .duplicateItem(identifierText(item.differenceIdentifier), firstIndex: first, secondIndex: i)
            }
        }
        let before = listSections
        var newRows: [ID: Row] = [:]
        newRows.reserveCapacity(items.count)
        for (i, item) in items.enumerated() { newRows[item.differenceIdentifier] = Row(item: item, seq: nextSeq + i) }
        nextSeq += items.count
        rows = newRows
        rebuildSorted()
        let keyOf = sectionKeyOf
        let order = comparator
        return changeset(from: before) { old, new in
            keyOf(old) != keyOf(new) || order(old, new) || order(new, old)
        }
    }

    /// Sorts the list again with the current comparator and returns the
    /// changeset. After manual moves this puts the moved rows back (they are
    /// the rows reported as moving) and ends the suspension of the
    /// comparator; it is also the call to make after the comparator's
    /// meaning changed (it reads state that changed).
    ///
    /// O(n log n): a full sort and a full diff.
    @discardableResult
    public mutating func resort() -> Changeset {
        let before = listSections
        let moved = manuallyMoved
        rebuildSorted()
        guard !moved.isEmpty else { return changeset(from: before, itemIsMoved: nil) }
        return changeset(from: before) { old, _ in moved.contains(old.differenceIdentifier) }
    }

    /// Replaces the comparator and sorts the list with it (see ``resort()``),
    /// returning the changeset: with a reversed comparator, sections and the
    /// rows inside them reverse with the fewest moves (n − 1 for n elements).
    ///
    /// O(n log n).
    @discardableResult
    public mutating func setComparator(_ areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool) -> Changeset {
        comparator = areInIncreasingOrder
        manuallyMoved = []
        return resort()
    }

    /// Replaces the section key — a new grouping of the same items — and
    /// returns the changeset: rows move between sections, sections appear
    /// and disappear. Ends a suspension of the comparator like ``resort()``.
    ///
    /// O(n log n): a full sort and a full diff.
    @discardableResult
    public mutating func setSectionKey(_ sectionKey: @escaping @Sendable (Item) -> SectionKey) -> Changeset {
        let before = listSections
        sectionKeyOf = sectionKey
        rebuildSorted()
        return changeset(from: before, itemIsMoved: nil)
    }

    /// The changeset from another state of the model to this one — for
    /// example to undo by going back to a value kept earlier (the model is a
    /// value type, so keeping a state is a copy). Rows whose sort key or
    /// section changed between the two are the ones reported as moving.
    ///
    /// O(n): a full diff.
    public func changeset(from old: SortedSections) -> Changeset {
        let keyOf = sectionKeyOf
        let order = comparator
        return changeset(from: old.listSections) { before, after in
            keyOf(before) != keyOf(after) || order(before, after) || order(after, before)
        }
    }

    /// Regroups and sorts every row from `rows`; ends any suspension.
    mutating func rebuildSorted() {
        isComparatorSuspended = false
        overrides = [:]
        manuallyMoved = []
        var grouped: [SectionKey: [Row]] = [:]
        for row in rows.values { grouped[sectionKeyOf(row.item), default: []].append(row) }
        var built: [Section] = []
        built.reserveCapacity(grouped.count)
        for (key, group) in grouped {
            let sorted = group.sorted { precedes($0.item, $0.seq, $1.item, $1.seq) }
            built.append(Section(key: key, items: sorted.map(\.item), seqs: sorted.map(\.seq)))
        }
        built.sort { a, b in
            guard let ai = a.items.first, let aseq = a.seqs.first, let bi = b.items.first, let bseq = b.seqs.first else { return false }
            return precedes(ai, aseq, bi, bseq)
        }
        sections = built
        sectionIndexes = [:]
        renumberSections()
    }

    /// The full diff from `before` to the current sections.
    private func changeset(from before: [ListSection<Header, Item>], itemIsMoved: ((Item, Item) -> Bool)?) -> Changeset {
        let after = listSections
        do {
            return try Changeset(from: before, to: after, itemIsMoved: itemIsMoved)
        } catch {
            // Unreachable: identities and section keys are unique by
            // construction, and the diff throws only on duplicates. Replacing
            // everything is still a correct changeset.
            return Changeset.replacingAll(oldSectionCount: before.count, newSectionCount: after.count)
        }
    }
}

// A header holds only its key: with a `Sendable` key, `listSections` goes to a `ListController`.
extension SortedSections.Header: Sendable where SectionKey: Sendable {}
