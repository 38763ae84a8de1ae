import ListDiff

extension CollectionView {
    /// Whether a batch would draw nothing new: the same headers and rows at
    /// the same lines of the screen before and after (each layout seen
    /// from its own scroll offset: a batch that changes only what is above a
    /// scrolled viewport keeps the screen still, see ``ViewportPlan``), none
    /// of them reloaded, no row gliding across the screen, no section moving.
    /// `anchored`: the batch has a ``ViewportPlan``, so a row off the screen
    /// at both ends is not drawn, and one seen at an end changes what is shown.
    /// Such a batch lasts one frame instead of animating unseen for the whole
    /// animation: the next one need not wait for it (a live list whose
    /// changes fall outside the screen keeps up with its feed), and batches
    /// still come at most one per frame. `rows`: the screen's height.
    /// Static: a batch prepared off the main actor (``PreparedBatch``) asks it too.
    ///
    /// O((visible + k) log n) for k moves and reloads.
    nonisolated static func batchIsOffScreen(
        _ changeset: Changeset, old: ListLayout, new: ListLayout, oldOffset: Int, newOffset: Int, anchored: Bool, rows: Int
    ) -> Bool {
        guard changeset.sections.moved.isEmpty, changeset.sections.reloaded.isEmpty,
              changeset.deferred.sections.isEmpty else { return false }
        let oldLines = oldOffset..<(oldOffset + rows)
        let newLines = newOffset..<(newOffset + rows)
        func overlaps(_ top: Int, _ height: Int, _ lines: Range<Int>) -> Bool {
            top < lines.upperBound && top + height > lines.lowerBound
        }
        for path in changeset.items.reloaded where overlaps(old.rowTop(path), old.rowHeight(path), oldLines) { return false }
        for path in changeset.deferred.items where overlaps(new.rowTop(path), new.rowHeight(path), newLines) { return false }
        for move in changeset.items.moved where !anchored {
            // A glide covers every screen line between its two places.
            let from = old.rowTop(move.from) - oldOffset
            let to = new.rowTop(move.to) - newOffset
            if overlaps(min(from, to), max(from, to) - min(from, to) + new.rowHeight(move.to), 0..<rows) { return false }
        }
        return Self.shownElements(old, oldLines) == Self.shownElements(new, newLines)
    }

    /// The headers and rows covering `lines`, with their screen lines, as identities.
    private nonisolated static func shownElements(_ layout: ListLayout, _ lines: Range<Int>) -> [ShownElement] {
        var shown: [ShownElement] = []
        layout.forEachVisible(in: lines) { element in
            switch element {
            case let .header(section, top):
                shown.append(ShownElement(id: layout.sectionIDs[section], isHeader: true, line: top - lines.lowerBound))
            case let .row(path, top):
                shown.append(ShownElement(id: layout.itemIDs[path.section][path.item], isHeader: false, line: top - lines.lowerBound))
            }
        }
        return shown
    }

    /// One header or row on screen, for comparing two layouts.
    private struct ShownElement: Equatable {
        var id: AnyHashable
        var isHeader: Bool
        /// Its top, from the top of the screen.
        var line: Int
    }
}
