import ListDiff

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
    /// Its lines, by index in ``ViewportPlan/riding``, in order.
    var lines: [Int]
    /// Whether its first line is the header.
    var header: Bool
    /// The rows from its first row to its last, in the old section and in the new one (empty without rows).
    var oldRows: Range<Int>
    var newRows: Range<Int>

    /// How a line of a moved section is seen (``RidingLine``).
    enum Seen: Hashable {
        /// On the screen at both ends: it glides.
        case both
        /// At the old end only: it leaves across the bottom edge, or the top one.
        case leaving(down: Bool)
        /// At the new end only: it enters across the top edge, or the bottom one.
        case arriving(fromAbove: Bool)
    }

    /// How riding line `j` of `plan` is seen, `nil` when it is shown in place (`moves`: the batch's move count). O(1).
    static func seen(_ j: Int, in plan: ViewportPlan, moves: Int) -> Seen? {
        let line = plan.riding[j]
        guard !line.inPlace else { return nil }
        guard plan.edgeLines[moves + j] != nil else { return .both }
        if ViewportPlan.overlaps(line.from, plan.oldSeen) { return .leaving(down: line.to.top >= plan.newSeen.upperBound) }
        return .arriving(fromAbove: line.from.top + line.from.height <= plan.oldSeen.lowerBound)
    }

    /// The riding lines of `plan` in groups seen alike. O(r log r).
    static func groups(of plan: ViewportPlan, moves: Int) -> [RidingGroup] {
        let riding = plan.riding
        var groups: [RidingGroup] = []
        for j in riding.indices.sorted(by: { order(riding[$0].content) < order(riding[$1].content) }) {
            guard let seen = seen(j, in: plan, moves: moves) else { continue }
            // (section, row), the row -1 for the header.
            let (t, k) = order(riding[j].content), (s, i) = order(riding[j].oldContent)
            if let last = groups.indices.last, groups[last].section == t, groups[last].seen == seen {
                groups[last].lines.append(j)
                if k >= 0 {
                    // Below its header, its rows start at the section's first: a moved row there is between its lines.
                    let first = groups[last].header ? (old: 0, new: 0) : (old: i, new: k)
                    groups[last].oldRows = (groups[last].oldRows.isEmpty ? first.old : groups[last].oldRows.lowerBound)..<(i + 1)
                    groups[last].newRows = (groups[last].newRows.isEmpty ? first.new : groups[last].newRows.lowerBound)..<(k + 1)
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
