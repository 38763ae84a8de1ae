import ListDiff

/// A header or row that stays in a moved section, seen on the screen at
/// either end. On a scrolled screen a moved section is read as its lines,
/// each to the rules as a moved row (2 and 3), so what of it is off the
/// screen at both ends relocates unseen however tall the section; its
/// lines seen alike travel as one block (``RidingGroup``). Its rows not
/// in a block (unseen, or opening in place), its separator and its
/// deleted and inserted rows close where they were and open where they
/// go, unseen but for those opening in place (``MotionPlan``).
struct RidingLine {
    /// What it shows, as the new layout names it, and as the old one does.
    var content: MotionContent
    var oldContent: MotionContent
    var from: (top: Int, height: Int)
    var to: (top: Int, height: Int)
    /// Shown opening at its new place (it arrives past the anchor), not moving.
    var inPlace = false

    /// The headers and rows of moved sections (old `movedSections`) that stay
    /// in them and cover `screen` of `layout` (the old layout when `oldSide`,
    /// else the new one; `other` is the other one). O(s log n) for s elements on the screen.
    static func seen(
        in screen: Range<Int>, of layout: ListLayout, other: ListLayout, mapping: BatchMapping,
        movedSections: Set<Int>, movedRows: MovedRows, oldSide: Bool
    ) -> [RidingLine] {
        guard !movedSections.isEmpty else { return [] }
        var seen: [RidingLine] = []
        layout.forEachVisible(in: screen) { element in
            switch element {
            case let .header(section, top):
                let pair = oldSide ? mapping.sectionTargets[section].map { (section, $0) }
                    : mapping.sectionSources[section].map { ($0, section) }
                guard let (s, t) = pair, movedSections.contains(s), other.headers[oldSide ? t : s] != nil else { return }
                let here = (top: top, height: 1), there = (top: other.headerTop(oldSide ? t : s), height: 1)
                seen.append(RidingLine(content: .header(section: t), oldContent: .header(section: s),
                                       from: oldSide ? here : there, to: oldSide ? there : here))
            case let .row(path, top):
                let pair = oldSide ? mapping.target(of: path).map { (path, $0) } : mapping.source(of: path).map { ($0, path) }
                guard let (p, q) = pair, movedSections.contains(p.section), !movedRows.contains(p),
                      mapping.sectionTargets[p.section] == q.section else { return }
                let here = (top: top, height: layout.rowHeight(path)), there = other.rowSpan(oldSide ? q : p)
                seen.append(RidingLine(content: .rows(section: q.section, items: q.item..<(q.item + 1)),
                                   oldContent: .rows(section: p.section, items: p.item..<(p.item + 1)),
                                   from: oldSide ? here : there, to: oldSide ? there : here))
            }
        }
        return seen
    }
}
