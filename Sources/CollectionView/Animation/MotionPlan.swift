import ListDiff

/// How a batch moves, as the design's rule "every frame is a list" asks:
/// the frame at eased progress `e` is the list of all units stacked top to
/// bottom, in the order of their positions at `e` (see
/// ``pieces(at:easing:layout:offset:)``). Nothing is drawn over anything, no gap opens
/// but for an inserted row, and a row moves only when a mover passes it or
/// room opens or closes above it.
///
/// - The *kept* units (rows, headers and separators there before and after
///   that did not move) never change order; between two of them sit the
///   inserted and deleted units of that place.
/// - Moved rows and moved sections (as blocks) take the place their key
///   (old line → new line, eased) gives them among the kept units, splitting
///   a kept run where they pass through it. A row moving into or out of a
///   moved section travels inside the block for a stretch of the motion
///   (``RowMover/block(at:)``, ``timeMembership(layout:)``).
/// - Rows opening and closing are timed around what passes them
///   (``timeGapsAroundMovers(layout:)``), and runs of adjacent moved rows are
///   spaced so that their crossings spread over the motion
///   (``spreadCrossings()``).
struct MotionPlan: Equatable {
    var top = MotionContainer()
    var blocks: [MotionBlock] = []
    var movers: [RowMover] = []

    /// The plan of a batch. O(old rows + new rows + changes) walking every
    /// row; O(sections + changes · log changes) when `touched` is given; then
    /// the timing, O((movers + moved sections + inserted and deleted units) ·
    /// ``PassEnvelope/steps``) at most.
    ///
    /// - Parameter touched: for each new section, the sorted indices of the
    ///   rows the batch touches (``BatchValidation/touchedRows(_:mapping:old:)``):
    ///   the rows between two of them are known to be kept, in old order and
    ///   with their old heights, so only the touched rows and the first row
    ///   after each are looked at. `nil` looks at every row (when the data
    ///   source may have changed untouched rows' heights).
    init(old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset, touched: [[Int]]? = nil) {
        let movedSections = Set(changeset.sections.moved.map(\.from))
        let movedTo = Set(changeset.items.moved.map(\.to))
        let visits = touched.map { Self.visits(touched: $0, counts: mapping.newItemCounts) }
        let gone = touched.map { _ in Self.goneRows(changeset, sectionCount: old.sectionCount) }
        var blockOfOld = [Int: Int]()
        var blockOfNew = [Int: Int]()
        var topBuilder = ContainerBuilder()

        for t in 0..<new.sectionCount {
            if let s = mapping.sectionSources[t], movedSections.contains(s) {
                var inner = ContainerBuilder()
                let base = (old: old.sectionTops[s], new: new.sectionTops[t])
                inner.addNew(section: t, source: s, old: old, new: new, mapping: mapping, movedTo: movedTo,
                             visits: visits?[t], base: base)
                inner.addOld(section: s, continuing: true, old: old, new: new, mapping: mapping, gone: gone?[s], base: base)
                blockOfOld[s] = blocks.count
                blockOfNew[t] = blocks.count
                blocks.append(MotionBlock(
                    oldTop: base.old, newTop: base.new,
                    oldHeight: old.sectionTops[s + 1] - base.old, newHeight: new.sectionTops[t + 1] - base.new,
                    container: inner.build()
                ))
            } else {
                topBuilder.addNew(section: t, source: mapping.sectionSources[t], old: old, new: new,
                                  mapping: mapping, movedTo: movedTo, visits: visits?[t], base: (0, 0))
            }
        }
        for s in 0..<old.sectionCount where !movedSections.contains(s) {
            topBuilder.addOld(section: s, continuing: mapping.sectionTargets[s] != nil, old: old, new: new,
                              mapping: mapping, gone: gone?[s], base: (0, 0))
        }
        top = topBuilder.build()

        movers.reserveCapacity(changeset.items.moved.count)
        for move in changeset.items.moved {
            let unit = MotionUnit(
                role: .moved, inNew: true, content: .rows(section: move.to.section, items: move.to.item..<(move.to.item + 1)),
                oldLine: old.rowTop(move.from), newLine: new.rowTop(move.to),
                oldHeight: old.rowHeight(move.from), newHeight: new.rowHeight(move.to)
            )
            movers.append(RowMover(unit: unit, sourceBlock: blockOfOld[move.from.section],
                                   targetBlock: blockOfNew[move.to.section]))
        }
        spreadCrossings()
        timeMembership(layout: new)
        timeGapsAroundMovers(layout: new)
    }

    /// Per new section, the rows to look at: the first, each touched row and
    /// the row after it. Every other row continues the run before it.
    static func visits(touched: [[Int]], counts: [Int]) -> [[Int]] {
        zip(touched, counts).map { rows, count in
            var visit = [Int]()
            visit.reserveCapacity(2 * rows.count + 1)
            if count > 0, rows.first != 0 { visit.append(0) }
            for i in rows {
                if visit.last != i { visit.append(i) }
                if i + 1 < count { visit.append(i + 1) }
            }
            return visit
        }
    }

    /// Per old section, the sorted rows the batch deletes or moves out.
    static func goneRows(_ changeset: Changeset, sectionCount: Int) -> [(deleted: [Int], movedOut: [Int])] {
        var gone = [(deleted: [Int], movedOut: [Int])](repeating: ([], []), count: sectionCount)
        for p in changeset.items.deleted where p.section < sectionCount { gone[p.section].deleted.append(p.item) }
        for move in changeset.items.moved where move.from.section < sectionCount {
            gone[move.from.section].movedOut.append(move.from.item)
        }
        // Changeset lists are sorted by path, hence by item within a section.
        return gone
    }

    /// The plan of a scroll over an unchanged layout: everything kept. O(sections).
    init(still layout: ListLayout) {
        var builder = ContainerBuilder()
        for s in 0..<layout.sectionCount {
            if layout.headers[s] != nil {
                let line = layout.headerTop(s)
                builder.add(MotionUnit(role: .kept, inNew: true, content: .header(section: s),
                                       oldLine: line, newLine: line, oldHeight: 1, newHeight: 1))
            }
            let count = layout.itemCount(s)
            if count > 0 {
                let line = layout.rowsStart(s)
                let height = layout.rowsEnd(s) - line
                builder.add(MotionUnit(role: .kept, inNew: true, content: .rows(section: s, items: 0..<count),
                                       oldLine: line, newLine: line, oldHeight: height, newHeight: height))
            }
        }
        top = builder.build()
    }
}

/// Collects a container's units from a walk of the new layout (kept and
/// inserted units, in new order) and of the old one (deleted units), then
/// merges them: each deleted or inserted unit goes into the gap after the
/// last kept unit before it.
private struct ContainerBuilder {
    private var kept: [MotionUnit] = []
    /// Inserted and deleted units, each with the index in `kept` of the unit before it (-1: the top).
    private var gaps: [(anchor: Int, unit: MotionUnit)] = []

    /// Adds a kept or inserted unit, in new order.
    mutating func add(_ unit: MotionUnit) {
        if unit.role == .kept {
            kept.append(unit)
        } else {
            var unit = unit
            unit.offset = unit.newLine - (kept.last?.newLine ?? 0)
            gaps.append((kept.count - 1, unit))
        }
    }

    /// The kept and inserted units of new section `t` (which continues old
    /// section `source`, if any). Rows moved here are movers, not units.
    mutating func addNew(
        section t: Int, source: Int?, old: ListLayout, new: ListLayout, mapping: BatchMapping,
        movedTo: Set<ItemPath>, visits: [Int]?, base: (old: Int, new: Int)
    ) {
        let kept = source != nil
        if new.headers[t] != nil {
            let line = new.headerTop(t) - base.new
            let both = source.map { old.headers[$0] != nil } ?? false
            add(MotionUnit(role: both ? .kept : .inserted, inNew: true, content: .header(section: t),
                           oldLine: both ? old.headerTop(source ?? 0) - base.old : line, newLine: line,
                           oldHeight: both ? 1 : 0, newHeight: 1))
        }
        // A run is rows [start, i) of one role; kept runs are contiguous in both layouts.
        var runStart = 0
        var runRole: MotionRole?
        var previousSource: ItemPath?
        func close(_ i: Int) {
            guard let role = runRole, runStart < i else { return }
            let first = ItemPath(item: runStart, section: t)
            let height = new.rowsHeight(t, runStart..<i)
            let newLine = new.rowTop(first) - base.new
            let oldLine = role == .kept ? mapping.itemSources[t][runStart].map { old.rowTop($0) - base.old } ?? newLine : newLine
            var unit = MotionUnit(role: role, inNew: true, content: .rows(section: t, items: runStart..<i),
                                  oldLine: oldLine, newLine: newLine,
                                  oldHeight: role == .kept ? height : 0, newHeight: height)
            if role == .kept, i - runStart == 1, let from = mapping.itemSources[t][runStart] {
                unit.oldHeight = old.rowHeight(from)
            }
            add(unit)
            runRole = nil
        }
        var previousVisit = -1
        func visit(_ i: Int) {
            // Rows skipped since the last visit continued its run: the one before `i` is the run's last.
            if i - 1 > previousVisit { previousSource = mapping.itemSources[t][i - 1] }
            previousVisit = i
            let path = ItemPath(item: i, section: t)
            guard let from = mapping.itemSources[t][i] else {
                if runRole != .inserted {
                    close(i)
                    runRole = .inserted
                    runStart = i
                }
                previousSource = nil
                return
            }
            guard kept, !movedTo.contains(path) else {
                close(i)
                previousSource = nil
                return
            }
            let sameHeight = old.rowHeight(from) == new.rowHeight(path)
            let continues = runRole == .kept && sameHeight && previousSource.map {
                $0.section == from.section && $0.item + 1 == from.item
            } ?? false
            if !continues {
                close(i)
                runRole = .kept
                runStart = i
            }
            // A row whose height changed stands alone: its unit's height changes.
            previousSource = sameHeight ? from : nil
        }
        if let visits {
            visits.forEach(visit)
        } else {
            for i in 0..<new.itemCount(t) { visit(i) }
        }
        close(new.itemCount(t))
        if new.separator, t < new.sectionCount - 1 {
            let line = new.rowsEnd(t) - base.new
            let both = source.map { old.separator && $0 < old.sectionCount - 1 } ?? false
            add(MotionUnit(role: both ? .kept : .inserted, inNew: true, content: .separator,
                           oldLine: both ? old.rowsEnd(source ?? 0) - base.old : line, newLine: line,
                           oldHeight: both ? 1 : 0, newHeight: 1))
        }
    }

    /// The deleted units of old section `s`: all of it but rows moved out
    /// when the section is deleted, else its deleted rows and a header or
    /// separator it no longer has.
    mutating func addOld(
        section s: Int, continuing: Bool, old: ListLayout, new: ListLayout, mapping: BatchMapping,
        gone: (deleted: [Int], movedOut: [Int])?, base: (old: Int, new: Int)
    ) {
        let target = mapping.sectionTargets[s]
        if old.headers[s] != nil, !continuing || target.map({ new.headers[$0] == nil }) ?? true {
            addDeleted(content: .header(section: s), line: old.headerTop(s) - base.old, height: 1)
        }
        var runStart: Int?
        func close(_ j: Int) {
            guard let start = runStart else { return }
            addDeleted(content: .rows(section: s, items: start..<j),
                       line: old.rowTop(ItemPath(item: start, section: s)) - base.old,
                       height: old.rowsHeight(s, start..<j))
            runStart = nil
        }
        if let gone {
            // Deleted runs: consecutive deleted rows, or (a deleted section) the stretches between rows moved out.
            if continuing {
                var lastDeleted: Int?
                for j in gone.deleted {
                    if let last = lastDeleted, j != last + 1 { close(last + 1) }
                    if runStart == nil { runStart = j }
                    lastDeleted = j
                }
                if let last = lastDeleted { close(last + 1) }
            } else {
                var from = 0
                for j in gone.movedOut {
                    if j > from { runStart = from; close(j) }
                    from = j + 1
                }
                if old.itemCount(s) > from { runStart = from; close(old.itemCount(s)) }
            }
        } else {
            for j in 0..<old.itemCount(s) {
                if mapping.itemTargets[s][j] == nil {
                    if runStart == nil { runStart = j }
                } else {
                    close(j)
                }
            }
            close(old.itemCount(s))
        }
        if old.separator, s < old.sectionCount - 1,
           !continuing || target.map({ !(new.separator && $0 < new.sectionCount - 1) }) ?? true {
            addDeleted(content: .separator, line: old.rowsEnd(s) - base.old, height: 1)
        }
    }

    private mutating func addDeleted(content: MotionContent, line: Int, height: Int) {
        // The kept unit before it in old order: kept units are in the same order in both layouts.
        let anchor = kept.partitioningIndex { $0.oldLine >= line } - 1
        let unit = MotionUnit(role: .deleted, inNew: false, content: content, oldLine: line, newLine: line,
                              oldHeight: height, newHeight: 0, offset: line - (anchor >= 0 ? kept[anchor].oldLine : 0))
        gaps.append((anchor, unit))
    }

    /// Kept units in order, each followed by its gap sorted by offset
    /// (deleted before inserted at the same offset).
    func build() -> MotionContainer {
        var byAnchor = [[Int]](repeating: [], count: kept.count + 1)
        for (g, gap) in gaps.enumerated() { byAnchor[gap.anchor + 1].append(g) }
        var container = MotionContainer()
        container.units.reserveCapacity(kept.count + gaps.count)
        container.kept.reserveCapacity(kept.count)
        var keptIndex = [Int](repeating: 0, count: kept.count)
        for slot in 0...kept.count {
            if slot > 0 {
                keptIndex[slot - 1] = container.units.count
                container.kept.append(container.units.count)
                container.units.append(kept[slot - 1])
                container.anchors.append(nil)
            }
            let order = byAnchor[slot].sorted {
                (gaps[$0].unit.offset, gaps[$0].unit.role == .deleted ? 0 : 1)
                    < (gaps[$1].unit.offset, gaps[$1].unit.role == .deleted ? 0 : 1)
            }
            for g in order {
                container.units.append(gaps[g].unit)
                container.anchors.append(slot > 0 ? keptIndex[slot - 1] : nil)
            }
        }
        return container
    }
}
