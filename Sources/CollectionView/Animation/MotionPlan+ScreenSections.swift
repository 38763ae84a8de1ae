import ListDiff

extension MotionPlan {
    /// The moved sections of a batch planned on a scrolled screen: the lines
    /// of each that are seen, in blocks seen alike (``RidingGroup``),
    /// and what the top level leaves out of each (the blocks' rows and the
    /// rows moving in or out; the rest opens and closes there, unseen).
    struct ScreenSections {
        var groups: [RidingGroup]
        /// Per new section, the rows (sorted) and whether the header are not opened at the top level; per old
        /// section, not closed there.
        var new: [Int: (rows: [Int], header: Bool)] = [:]
        var old: [Int: (rows: [Int], header: Bool)] = [:]

        /// O(k log k + r log r) for the k rows that move on the screen and r lines of moved sections seen.
        init(_ viewport: ViewportPlan, moves: [Move<ItemPath>]) {
            groups = RidingGroup.groups(of: viewport, moves: moves.count)
            for i in viewport.screenMoves.sorted() {
                let move = moves[i]
                new[move.to.section, default: ([], false)].rows.append(move.to.item)
                old[move.from.section, default: ([], false)].rows.append(move.from.item)
            }
            for group in groups {
                new[group.section, default: ([], false)].rows += Array(group.newRows)
                old[group.source, default: ([], false)].rows += Array(group.oldRows)
                if group.header {
                    new[group.section, default: ([], false)].header = true
                    old[group.source, default: ([], false)].header = true
                }
            }
            for k in new.keys { new[k]?.rows.sort() }
            for k in old.keys { old[k]?.rows.sort() }
        }

        /// The block whose old rows hold `path`, if any. O(groups).
        func block(holdingOld path: ItemPath) -> Int? {
            groups.firstIndex { $0.source == path.section && $0.oldRows.contains(path.item) }
        }

        /// The block whose new rows hold `path`, if any. O(groups).
        func block(holdingNew path: ItemPath) -> Int? {
            groups.firstIndex { $0.section == path.section && $0.newRows.contains(path.item) }
        }
    }

    /// The block of `group`: its lines kept, the rows between them opening or
    /// closing inside it where the block is seen at that end, from its first
    /// line's place (beyond an edge it crosses) to the other. O(lines log n).
    static func block(
        of group: RidingGroup, _ viewport: ViewportPlan, moves: Int, old: ListLayout, new: ListLayout,
        mapping: BatchMapping
    ) -> MotionBlock {
        let first = viewport.riding[group.lines[0]], last = viewport.riding[group.lines[group.lines.count - 1]]
        let base = (old: first.from.top, new: first.to.top)
        let seenOld: Bool, seenNew: Bool
        switch group.seen {
        case .both: (seenOld, seenNew) = (true, true)
        case .leaving: (seenOld, seenNew) = (true, false)
        case .arriving: (seenOld, seenNew) = (false, true)
        }
        var builder = ContainerBuilder()
        var rows: [Int: RidingLine] = [:]
        for j in group.lines {
            let line = viewport.riding[j]
            if case let .rows(_, items) = line.content {
                rows[items.lowerBound] = line
            } else {
                builder.add(MotionUnit(role: .kept, inNew: true, content: line.content, oldLine: 0, newLine: 0,
                                       oldHeight: line.from.height, newHeight: line.to.height))
            }
        }
        for i in group.newRows {
            let path = ItemPath(item: i, section: group.section)
            if let line = rows[i] {
                builder.add(MotionUnit(role: .kept, inNew: true, content: line.content, oldLine: line.from.top - base.old,
                                       newLine: line.to.top - base.new, oldHeight: line.from.height, newHeight: line.to.height))
            } else if seenNew, mapping.source(of: path) == nil || viewport.isMovedInPlace(path, mapping: mapping) {
                let line = new.rowTop(path) - base.new
                builder.add(MotionUnit(role: .inserted, inNew: true, content: .rows(section: group.section, items: i..<(i + 1)),
                                       oldLine: line, newLine: line, oldHeight: 0, newHeight: new.rowHeight(path)))
            }
        }
        if seenOld {
            for j in group.oldRows where mapping.target(of: ItemPath(item: j, section: group.source)) == nil {
                let path = ItemPath(item: j, section: group.source)
                builder.addDeleted(content: .rows(section: group.source, items: j..<(j + 1)), line: old.rowTop(path) - base.old,
                                   height: old.rowHeight(path))
            }
        }
        let ends = viewport.edgeLines[moves + group.lines[0]] ?? (base.old, base.new)
        return MotionBlock(oldTop: ends.old, newTop: ends.new,
                           oldHeight: last.from.top + last.from.height - base.old,
                           newHeight: last.to.top + last.to.height - base.new, container: builder.build())
    }
}
