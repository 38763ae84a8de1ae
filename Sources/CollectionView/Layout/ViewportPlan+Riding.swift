import ListDiff

extension ViewportPlan {
    /// A header or row that stays in a moved section, seen on the screen at
    /// either end. On a scrolled screen a moved section is read as its lines,
    /// each to the rules as a moved row (2 and 3), so what of it is off the
    /// screen at both ends relocates unseen however tall the section; its
    /// lines seen alike travel as one block (``RidingGroup``). Its rows not
    /// in a block (unseen, or opening in place), its separator and its
    /// deleted and inserted rows close where they were and open where they
    /// go, unseen but for those opening in place (``MotionPlan``).
    struct Riding {
        /// What it shows, as the new layout names it, and as the old one does.
        var content: MotionContent
        var oldContent: MotionContent
        var from: (top: Int, height: Int)
        var to: (top: Int, height: Int)
        /// Shown opening at its new place (it arrives past the anchor), not moving.
        var inPlace = false
    }

    /// The headers and rows of moved sections (old `movedSections`) that stay
    /// in them and cover `screen` of `layout` (the old layout when `oldSide`,
    /// else the new one; `other` is the other one). O(s log n) for s elements on the screen.
    static func riding(
        seenIn screen: Range<Int>, of layout: ListLayout, other: ListLayout, mapping: BatchMapping,
        movedSections: Set<Int>, movedRows: Set<ItemPath>, oldSide: Bool
    ) -> [Riding] {
        guard !movedSections.isEmpty else { return [] }
        var seen: [Riding] = []
        layout.forEachVisible(in: screen) { element in
            switch element {
            case let .header(section, top):
                let pair = oldSide ? mapping.sectionTargets[section].map { (section, $0) }
                    : mapping.sectionSources[section].map { ($0, section) }
                guard let (s, t) = pair, movedSections.contains(s), other.headers[oldSide ? t : s] != nil else { return }
                let here = (top: top, height: 1), there = (top: other.headerTop(oldSide ? t : s), height: 1)
                seen.append(Riding(content: .header(section: t), oldContent: .header(section: s),
                                   from: oldSide ? here : there, to: oldSide ? there : here))
            case let .row(path, top):
                let pair = oldSide ? mapping.target(of: path).map { (path, $0) } : mapping.source(of: path).map { ($0, path) }
                guard let (p, q) = pair, movedSections.contains(p.section), !movedRows.contains(p),
                      mapping.sectionTargets[p.section] == q.section else { return }
                let here = (top: top, height: layout.rowHeight(path)), there = other.rowSpan(oldSide ? q : p)
                seen.append(Riding(content: .rows(section: q.section, items: q.item..<(q.item + 1)),
                                   oldContent: .rows(section: p.section, items: p.item..<(p.item + 1)),
                                   from: oldSide ? here : there, to: oldSide ? there : here))
            }
        }
        return seen
    }

    /// Shows mover `i` (the batch's moves, then ``riding``) at its new place as an inserted row (rule 3). O(1).
    mutating func showInPlace(_ i: Int, _ moves: [Move<ItemPath>]) {
        if i < moves.count { inPlace.insert(moves[i].to) } else { riding[i - moves.count].inPlace = true }
    }

    /// How a line of a moved section is seen (``Riding``).
    enum Seen: Hashable {
        /// On the screen at both ends: it glides.
        case both
        /// At the old end only: it leaves across the bottom edge, or the top one.
        case leaving(down: Bool)
        /// At the new end only: it enters across the top edge, or the bottom one.
        case arriving(fromAbove: Bool)
    }

    /// Lines of one moved section next to each other that are seen alike:
    /// they travel as one block (``MotionBlock``), as the section does on an
    /// unscrolled screen, so the rows they pass are passed by all of them at
    /// once. A section has at most three: what leaves or enters above, what
    /// glides, what leaves or enters below.
    struct RidingGroup {
        var seen: Seen
        /// The new section and the old one.
        var section: Int
        var source: Int
        /// Its ``riding`` lines, in order.
        var lines: [Int]
        /// Whether its first line is the header.
        var header: Bool
        /// The rows from its first row to its last, in the old section and in the new one (empty without rows).
        var oldRows: Range<Int>
        var newRows: Range<Int>
    }

    /// How riding line `j` is seen, `nil` when it is shown in place (`moves`: the batch's move count). O(1).
    func seen(_ j: Int, moves: Int) -> Seen? {
        let line = riding[j]
        guard !line.inPlace else { return nil }
        guard edgeLines[moves + j] != nil else { return .both }
        if Self.overlaps(line.from, oldScreen) { return .leaving(down: line.to.top >= newScreen.upperBound) }
        return .arriving(fromAbove: line.from.top + line.from.height <= oldScreen.lowerBound)
    }

    /// The riding lines in groups seen alike (see ``RidingGroup``). O(r log r).
    func ridingGroups(moves: Int) -> [RidingGroup] {
        var groups: [RidingGroup] = []
        for j in riding.indices.sorted(by: { Self.order(riding[$0].content) < Self.order(riding[$1].content) }) {
            guard let seen = seen(j, moves: moves) else { continue }
            // (section, row), the row -1 for the header.
            let (t, k) = Self.order(riding[j].content), (s, i) = Self.order(riding[j].oldContent)
            if let last = groups.indices.last, groups[last].section == t, groups[last].seen == seen {
                groups[last].lines.append(j)
                if k >= 0 {
                    groups[last].oldRows = (groups[last].oldRows.isEmpty ? i : groups[last].oldRows.lowerBound)..<(i + 1)
                    groups[last].newRows = (groups[last].newRows.isEmpty ? k : groups[last].newRows.lowerBound)..<(k + 1)
                }
            } else {
                groups.append(RidingGroup(seen: seen, section: t, source: s, lines: [j], header: k < 0,
                                          oldRows: k < 0 ? 0..<0 : i..<(i + 1), newRows: k < 0 ? 0..<0 : k..<(k + 1)))
            }
        }
        return groups
    }

    /// Section order: the section, then its header before its rows.
    private static func order(_ content: MotionContent) -> (Int, Int) {
        switch content {
        case let .header(s): (s, -1)
        case let .rows(s, items): (s, items.lowerBound)
        case .separator: (Int.max, 0)
        }
    }
}
