import ListDiff

/// Folds, the footer row, and how the app's batches reach what is shown.
///
/// Folding, moving and the footer change what the view shows and never the
/// app's data: the view reads the app's data source through a presentation
/// (``PresentedDataSource``) and animates each presentation change as a
/// batch of its own. The app's batches stay in the app's index paths; the
/// view rewrites them into what it shows. Section indices are always the
/// app's; row indices are the app's except inside folded sections (no rows
/// shown) and around a row being moved.
extension CollectionView {
    // MARK: - Folding

    /// Ids of the folded sections. They stay folded through batches, also
    /// while absent from the list (a filter that hides and brings back a
    /// section keeps it folded).
    public var foldedSectionIDs: Set<AnyHashable> { presented.folded }

    /// Whether `section` is folded.
    public func isSectionFolded(_ section: Int) -> Bool {
        section >= 0 && section < layout.sectionCount && presented.folded.contains(layout.sectionIDs[section])
    }

    /// Folds `section` (its rows leave with the delete animation; its header
    /// shows how many are hidden) or unfolds it (rows come back with the
    /// insert animation). A selected row of a folded section hands the
    /// selection to its header.
    ///
    /// - Returns: `false`, with nothing changed, when the section does not
    ///   exist, is already in that state, is the footer, or a row is being moved.
    @discardableResult
    public func setSection(_ section: Int, folded: Bool, animated: Bool = true) -> Bool {
        guard section >= 0, section < presented.baseSectionCount, section < layout.sectionCount,
              presented.lift == nil, isSectionFolded(section) != folded else { return false }
        let id = layout.sectionIDs[section]
        let selectedInside = selected?.rowPath?.section == section
        var changeset = Changeset()
        // Every row of the section, in order (so already as a changeset sorts them). Loops, not maps: a closure
        // here is main-actor code, which checks its executor once per row, a tenth of a fold's time.
        var rows: [ItemPath] = []
        if folded {
            presented.folded.insert(id)
            rows.reserveCapacity(layout.itemCount(section))
            for i in 0..<layout.itemCount(section) { rows.append(ItemPath(item: i, section: section)) }
            changeset.items.deleted = rows
        } else {
            presented.folded.remove(id)
            let count = max(presented.numberOfItems(inSection: section), 0)
            rows.reserveCapacity(count)
            for i in 0..<count { rows.append(ItemPath(item: i, section: section)) }
            changeset.items.inserted = rows
        }
        do {
            try perform(changeset, animated: animated)
        } catch {
            // Cannot happen while the app keeps its data source and batches in step; undo and show the truth.
            if folded { presented.folded.remove(id) } else { presented.folded.insert(id) }
            reloadData()
            return false
        }
        if folded, selectedInside, layout.headers[section] != nil { select(.header(section: section), animated: animated) }
        return true
    }

    /// Folds an unfolded section, unfolds a folded one. See ``setSection(_:folded:animated:)``.
    @discardableResult
    public func toggleFold(_ section: Int, animated: Bool = true) -> Bool {
        setSection(section, folded: !isSectionFolded(section), animated: animated)
    }

    /// The header of a folded section: the first plugin's answer, else ``Foldable/defaultFormat(_:_:)``.
    func foldedHeader(_ header: StyledText, hiddenItems: Int, section: Int) -> StyledText {
        for plugin in plugins {
            if let text = plugin.foldedHeader(header, hiddenItems: hiddenItems, section: section, in: self) { return text }
        }
        return Foldable.defaultFormat(header, hiddenItems)
    }

    // MARK: - Footer

    /// The footer row shown after the app's last section, if any.
    public var footer: StyledText? { presented.footer }

    /// The path of the footer row, when one is shown.
    public var footerPath: ItemPath? {
        presented.footer == nil ? nil : ItemPath(item: 0, section: layout.sectionCount - 1)
    }

    /// Whether `path` is the footer row (not one of the app's rows).
    public func isFooter(_ path: ItemPath) -> Bool { path == footerPath }

    /// Shows `text` as a row after the app's last section (a "loading…" or a
    /// "retry" row), changes it, or removes it (`nil`), animated like any row.
    /// The app's batches never see it. A list scrolled to its end scrolls to show it.
    public func setFooter(_ text: StyledText?, animated: Bool = true) {
        let old = presented.footer
        guard old != text else { return }
        let index = presented.baseSectionCount
        var changeset = Changeset()
        switch (old, text) {
        case (nil, _):
            // The footer's section brings its one row.
            changeset.sections.inserted = [index]
        case (_, nil): changeset.sections.deleted = [index]
        default: changeset.items.reloaded = [ItemPath(item: 0, section: index)]
        }
        presented.footer = text
        let atEnd = scrollOffset >= maximumScrollOffset
        do {
            try perform(changeset, animated: animated)
            // A list scrolled to its end keeps showing its end, footer included.
            if atEnd, text != nil { setScrollOffset(maximumScrollOffset, animated: animated) }
        } catch {
            presented.footer = old
            reloadData()
        }
    }

    /// Whether `section` is the footer's.
    func isFooterSection(_ section: Int) -> Bool {
        presented.footer != nil && section == layout.sectionCount - 1
    }

    // MARK: - The app's batches

    func recordBaseCounts() {
        let count = presented.baseSectionCount
        if presented.isIdentity, layout.sectionCount == count + (presented.footer == nil ? 0 : 1) {
            baseItemCounts = Array(layout.itemIDs.prefix(count).map(\.count))
        } else {
            baseItemCounts = (0..<count).map { max(presented.base.numberOfItems(inSection: $0), 0) }
        }
    }

    /// Checks the app's `changeset` against the app's own counts, then
    /// rewrites it into the view's paths: rows of folded sections left out
    /// (a move into or out of one becomes an insert or a delete), paths
    /// around the lifted row shifted, and the lifted row taken from where it
    /// is shown to wherever the batch puts it. O(changes + sections).
    func presentedChangeset(for changeset: Changeset) throws(InvalidUpdate) -> Changeset {
        let base = presented.base
        let mapping = try BatchValidation.checkedMapping(changeset, oldItemCounts: baseItemCounts, source: base)

        let folded = presented.folded
        let oldFolded = { (s: Int) -> Bool in !folded.isEmpty && s < self.layout.sectionCount && folded.contains(self.layout.sectionIDs[s]) }
        var newFoldedCache: [Int: Bool] = [:]
        let newFolded = { (t: Int) -> Bool in
            if folded.isEmpty { return false }
            if let known = newFoldedCache[t] { return known }
            let answer = folded.contains(base.sectionID(t))
            newFoldedCache[t] = answer
            return answer
        }
        let lift = presented.lift
        let shown = { (p: ItemPath) -> ItemPath in self.presented.presentedPath(p) }

        var result = Changeset(sections: changeset.sections)
        var liftedMentioned = false
        var liftedReloaded = false
        // Whole sections take their rows: a row shown in a deleted section is not listed.
        let deletedSections = Set(changeset.sections.deleted)
        func delete(_ p: ItemPath) {
            let q = shown(p)
            if !deletedSections.contains(q.section) { result.items.deleted.append(q) }
        }
        for p in changeset.items.deleted {
            if p == lift?.origin { liftedMentioned = true }
            if !oldFolded(p.section) { delete(p) }
        }
        for q in changeset.items.inserted where !newFolded(q.section) {
            result.items.inserted.append(q)
        }
        for move in changeset.items.moved {
            if move.from == lift?.origin { liftedMentioned = true }
            switch (oldFolded(move.from.section), newFolded(move.to.section)) {
            case (true, true): break
            // Out of a folded section: new on screen, unless its section is inserted and brings it.
            case (true, false) where mapping.sectionSources[move.to.section] != nil: result.items.inserted.append(move.to)
            case (true, false): break
            case (false, true): delete(move.from)
            case (false, false): result.items.moved.append(Move(from: shown(move.from), to: move.to))
            }
        }
        for p in changeset.items.reloaded where !oldFolded(p.section) {
            if p == lift?.origin {
                liftedReloaded = true
            } else {
                result.items.reloaded.append(shown(p))
            }
        }
        result.deferred.sections = changeset.deferred.sections
        result.deferred.items = changeset.deferred.items.filter { !newFolded($0.section) }

        // The batch does not say where the lifted row goes: it goes where the app's rule puts it.
        if let lift, !liftedMentioned {
            if let target = mapping.itemTargets[lift.origin.section][lift.origin.item], !newFolded(target.section) {
                result.items.moved.append(Move(from: lift.current, to: target))
                if liftedReloaded { result.deferred.items.append(target) }
            } else if !deletedSections.contains(lift.current.section) {
                result.items.deleted.append(lift.current)
            }
        }
        result.sortLists()
        return result
    }
}
