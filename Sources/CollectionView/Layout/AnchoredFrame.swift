import ListDiff

/// One frame of a batch on a scrolled screen (``ViewportPlan``): the pieces
/// ``MotionPlan`` stacks from line 0, narrowed to what is seen (rule 2) and
/// placed on screen lines outward from the anchor (rule 1). Above the anchor
/// the stack grows upward, so room opening or closing there moves what is
/// above it, never the anchor; ``MotionPlan`` times it for that.
struct AnchoredFrame {
    let plan: ViewportPlan
    /// The layout after the batch, and the one before.
    let layout: ListLayout
    let old: ListLayout

    /// The part of `piece` in the stack (rule 2), or `nil`: an inserted or deleted run only with its rows on the
    /// screen (its share of the opening or closing lines with them); kept units always (a unit beyond the seen ones
    /// only shows where the list goes on), moved rows always (the unseen ones are inserted units, see ``ViewportPlan/inPlace``).
    /// O(log n).
    private func seenPart(of piece: MotionPiece) -> MotionPiece? {
        let unit = piece.unit
        guard piece.blockOldTop == nil else { return piece }
        let (screen, line, height, rows): (Range<Int>, Int, Int, ListLayout)
        switch unit.role {
        case .kept, .moved: return piece
        case .inserted: (screen, line, height, rows) = (plan.newSeen, unit.newLine, unit.newHeight, layout)
        case .deleted: (screen, line, height, rows) = (plan.oldSeen, unit.oldLine, unit.oldHeight, old)
        }
        guard line < screen.upperBound, line + height > screen.lowerBound else { return nil }
        guard case let .rows(s, items) = unit.content else { return piece }
        let base = line - rows.rowOffset(s, items.lowerBound)
        let first = rows.firstRow(in: s, (items.lowerBound + 1)..<(items.upperBound + 1)) { base + $0 > screen.lowerBound } - 1
        let end = rows.firstRow(in: s, items) { base + $0 >= screen.upperBound }
        var part = piece
        part.items = first..<end
        part.lines = Int((Double(piece.lines * rows.rowsHeight(s, first..<end)) / Double(max(height, 1))).rounded())
        return part
    }

    /// The frame's pieces (stacked by ``MotionPlan`` from line 0, in order) on screen lines: the seen ones stacked
    /// outward from the anchor (upward from the list's end when that is the anchor), whose line is its old screen
    /// line plus the seen rows that have passed it, then
    /// scrolled by what a scroll during the batch adds (`newOffset` is where the batch ends now).
    /// `nil` when the frame does not hold the anchor. O(pieces).
    func place(_ pieces: [MotionPiece], newOffset: Int, e: Double) -> [MotionPiece]? {
        var seen: [MotionPiece] = []
        seen.reserveCapacity(pieces.count)
        // One of the list's ends as the anchor, where nothing passes it: the stack starts at the top (at offset 0),
        // or ends at the end (scrolled to it), every piece of it above the end.
        let atAnEnd = plan.element == .top || plan.element == .end
        var anchor: (index: Int, within: Int)? = plan.element == .top ? (0, 0) : nil
        var passed = 0
        // The lines stacked above the first seen piece that are not seen (rule 2): the list's top is that far above it.
        var unseenAbove = 0
        for whole in pieces {
            guard let piece = seenPart(of: whole) else {
                if seen.isEmpty { unseenAbove += whole.lines }
                continue
            }
            if seen.isEmpty, piece.items.lowerBound > whole.items.lowerBound { unseenAbove += whole.lines - piece.lines }
            defer { seen.append(piece) }
            guard !atAnEnd else { continue }
            let unit = piece.unit
            if anchor == nil, unit.role == .kept, unit.inNew, let line = line(in: piece) {
                anchor = (seen.count, line - piece.top)
            } else if unit.role == .moved || (unit.role == .kept && piece.blockOldTop != nil) {
                let startedAbove = (piece.blockOldTop ?? 0) + unit.oldLine < plan.oldTop
                if anchor == nil, !startedAbove { passed += piece.lines }
                if anchor != nil, startedAbove { passed -= piece.lines }
            }
        }
        // The list's end: its line is just past the last piece, and everything is stacked upward from it.
        if plan.element == .end { anchor = (seen.count, 0) }
        guard let (k, within) = anchor, !seen.isEmpty, k <= seen.count else { return nil }
        // The anchor's screen line: its old one, but for the seen rows that have passed it.
        let anchorTop = plan.oldTop - plan.oldScreen.lowerBound + passed - within
        if k < seen.count { seen[k].top = anchorTop }
        for j in stride(from: k - 1, through: 0, by: -1) {
            seen[j].top = (j + 1 < seen.count ? seen[j + 1].top : anchorTop) - seen[j].lines
            // Room above the anchor opens and closes upward: the rows next to the anchor show first and go last.
            Self.showLastRows(of: &seen[j], in: seen[j].unit.inNew ? layout : old)
        }
        for j in (k + 1)..<max(seen.count, k + 1) { seen[j].top = seen[j - 1].top + seen[j - 1].lines }
        let scroll = Double(newOffset - plan.anchoredOffset) * e
        // Never a blank above the list's top: the anchor gives way rather than show lines before the first. The top
        // is where the whole stack starts, the unseen lines above the first seen piece included: lifting the seen
        // ones alone would pull the list's end up from the screen's bottom, and show blank lines below it.
        let lift = max(Int((Double(seen[0].top - unseenAbove) - scroll).rounded()), 0)
        for j in seen.indices { seen[j].top = Int((Double(seen[j].top) - scroll).rounded()) - lift }
        return seen
    }

    /// Narrows a run opening or closing to its last rows that fill its lines (when they fill them exactly). O(log n).
    private static func showLastRows(of piece: inout MotionPiece, in layout: ListLayout) {
        guard piece.unit.role == .inserted || piece.unit.role == .deleted, case let .rows(s, items) = piece.unit.content,
              piece.lines < layout.rowsHeight(s, items) else { return }
        let end = items.upperBound
        let bottom = layout.rowOffset(s, end)
        let first = layout.firstRow(in: s, items) { $0 >= bottom - piece.lines }
        if layout.rowsHeight(s, first..<end) == piece.lines { piece.items = first..<end }
    }

    /// The anchor's stacked top in `piece`, if the piece holds it. O(log n).
    private func line(in piece: MotionPiece) -> Int? {
        guard plan.holdsAnchor(piece.content) else { return nil }
        guard case let .row(p) = plan.element else { return piece.top }
        return piece.top + layout.rowOffset(p.section, p.item) - layout.rowOffset(p.section, piece.items.lowerBound)
    }

}
