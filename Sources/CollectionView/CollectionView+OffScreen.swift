import ListDiff

extension CollectionView {
    /// Whether a batch would draw nothing new: the same headers and rows at
    /// the same lines of the viewport before and after, none of them
    /// reloaded, no row gliding across the viewport, no section moving, no
    /// scroll. Such a batch lasts one frame instead of animating unseen for
    /// the whole animation: the next one need not wait for it (a live list
    /// whose changes fall outside the screen keeps up with its feed), and
    /// batches still come at most one per frame.
    ///
    /// O((visible + k) log n) for k moves and reloads.
    func batchIsOffScreen(_ changeset: Changeset, old: ListLayout, new: ListLayout, oldOffset: Int, newOffset: Int) -> Bool {
        guard oldOffset == newOffset, changeset.sections.moved.isEmpty, changeset.sections.reloaded.isEmpty,
              changeset.deferred.sections.isEmpty else { return false }
        let lines = oldOffset..<(oldOffset + viewportSize.rows)
        func overlaps(_ top: Int, _ height: Int) -> Bool { top < lines.upperBound && top + height > lines.lowerBound }
        for path in changeset.items.reloaded where overlaps(old.rowTop(path), old.rowHeight(path)) { return false }
        for path in changeset.deferred.items where overlaps(new.rowTop(path), new.rowHeight(path)) { return false }
        for move in changeset.items.moved {
            let from = old.rowTop(move.from)
            let to = new.rowTop(move.to)
            // A glide covers every line between its two places.
            if overlaps(min(from, to), max(from, to) - min(from, to) + new.rowHeight(move.to)) { return false }
        }
        return Self.shownElements(old, lines) == Self.shownElements(new, lines)
    }

    /// The headers and rows covering `lines`, with their tops, as identities.
    private static func shownElements(_ layout: ListLayout, _ lines: Range<Int>) -> [ShownElement] {
        var shown: [ShownElement] = []
        layout.forEachVisible(in: lines) { element in
            switch element {
            case let .header(section, top):
                shown.append(ShownElement(id: layout.sectionIDs[section], isHeader: true, top: top))
            case let .row(path, top):
                shown.append(ShownElement(id: layout.itemIDs[path.section][path.item], isHeader: false, top: top))
            }
        }
        return shown
    }

    /// One header or row on screen, for comparing two layouts.
    private struct ShownElement: Equatable {
        var id: AnyHashable
        var isHeader: Bool
        var top: Int
    }
}
