import ListDiff

/// How a batch moves, as the design's rule "every frame is a list" asks:
/// the frame at eased progress `e` is the list of all units stacked top to
/// bottom, in the order of their positions at `e` (see
/// ``pieces(at:layout:offset:)``). Nothing is drawn over anything, no gap opens
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
///   (``RowMover/block(at:)``, ``timeMembership(layout:)``). On a scrolled
///   screen the blocks are a moved section's lines seen alike
///   (``RidingGroup``), and the rest of it opens and closes
///   unseen (``ScreenSections``).
/// - Rows opening and closing are timed around what passes them
///   (``timeGapsAroundMovers(layout:)``), and runs of adjacent moved rows are
///   spaced so that their crossings spread over the motion
///   (``SpreadItems/spread(cutAt:)``).
struct MotionPlan: Equatable {
    var top = MotionContainer()
    var blocks: [MotionBlock] = []
    var movers: [RowMover] = []
    /// The content line below which rows were left out of the plan (``leaveOut(beyond:items:)``), `nil` when none were.
    var horizon: Int?

    /// The plan of a batch. O(old rows + new rows + changes) walking every
    /// row; O(sections + changes · log rows) when `touched` is given; the
    /// keys of every moved row are spread over arrays of numbers
    /// (``SpreadItems``), and movers are made only for the rows that can be
    /// seen (``leaveOut(beyond:items:)``); then the timing, O((movers + moved sections + inserted and deleted units) ·
    /// ``PassEnvelope/steps``) at most.
    ///
    /// - Parameter touched: for each new section, the sorted indices of the
    ///   rows the batch touches and those of them whose height changed
    ///   (``Touched``): the rows between two touched ones
    ///   are known to be kept, in old order and with their old heights, so
    ///   only the touched rows and the first row after each are looked at,
    ///   and heights are compared nowhere. `nil` looks at every row (when
    ///   the data source may have changed untouched rows' heights).
    /// - Parameter viewport: the batch projected onto a scrolled screen
    ///   (``ViewportPlan``): its moved rows shown in place are inserted
    ///   units, and those crossing an edge start or end beyond it.
    /// - Parameter horizon: without a viewport, the content line no frame
    ///   draws at or below (the screen's bottom at the larger of the batch's
    ///   two offsets): rows that cannot come above it are left out
    ///   (``leaveOut(beyond:items:)``). `nil` plans every row.
    init(
        old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset,
        touched: Touched? = nil, viewport: ViewportPlan? = nil, horizon: Int? = nil
    ) {
        let screenTargets = viewport?.screenTargets
        let movedSections = Set(changeset.sections.moved.map(\.from))
        // On a scrolled screen a moved section moves as its lines seen, in blocks seen alike (``RidingLine``).
        let moving = viewport.map { ScreenSections($0, moves: changeset.items.moved) }
        let visits = touched.map { Self.visits(touched: $0.rows, counts: mapping.newItemCounts) }
        let gone = touched.map { _ in Self.goneRows(changeset, sectionCount: old.sectionCount) }
        // By section: read once per moved row.
        var blockOfOld = [Int?](repeating: nil, count: old.sectionCount)
        var blockOfNew = [Int?](repeating: nil, count: new.sectionCount)
        var topBuilder = ContainerBuilder()

        for t in 0..<new.sectionCount {
            if let s = mapping.sectionSources[t], movedSections.contains(s), let moving {
                topBuilder.addMovedSection(new: t, layout: new, moving: moving.new[t] ?? ([], false))
            } else if let s = mapping.sectionSources[t], movedSections.contains(s) {
                var inner = ContainerBuilder()
                let base = (old: old.sectionTops[s], new: new.sectionTops[t])
                inner.addNew(section: t, source: s, old: old, new: new, mapping: mapping, visits: visits?[t],
                             resized: touched?.resized[t], places: touched?.places[t], screenTargets: screenTargets, base: base)
                inner.addOld(section: s, continuing: true, old: old, new: new, mapping: mapping, gone: gone?[s], base: base)
                blockOfOld[s] = blocks.count
                blockOfNew[t] = blocks.count
                blocks.append(MotionBlock(
                    oldTop: base.old, newTop: base.new,
                    oldHeight: old.sectionTops[s + 1] - base.old, newHeight: new.sectionTops[t + 1] - base.new,
                    container: inner.build()
                ))
            } else {
                topBuilder.addNew(section: t, source: mapping.sectionSources[t], old: old, new: new, mapping: mapping,
                                  visits: visits?[t], resized: touched?.resized[t], places: touched?.places[t],
                                  screenTargets: screenTargets, base: (0, 0))
            }
        }
        for s in 0..<old.sectionCount {
            guard !movedSections.contains(s) else {
                if let moving { topBuilder.addMovedSection(old: s, layout: old, moving: moving.old[s] ?? ([], false)) }
                continue
            }
            topBuilder.addOld(section: s, continuing: mapping.sectionTargets[s] != nil, old: old, new: new,
                              mapping: mapping, gone: gone?[s], base: (0, 0))
        }
        top = topBuilder.build()
        if let viewport, let moving {
            blocks = moving.groups.map { Self.block(of: $0, viewport, moves: changeset.items.moved.count, old: old, new: new,
                                                    mapping: mapping) }
        }

        // A moved row's mover, as it is before its key is spread. Made twice for the rows that stay in the
        // plan (once to spread the keys, once to keep it), never kept for those left out (a re-sort moves a million).
        let moves = changeset.items.moved
        let mover = { (i: Int) -> RowMover in
            let move = moves[i]
            // One search per layout for the row's top and height.
            let from = old.rowSpan(move.from), to = new.rowSpan(move.to)
            let edge = viewport?.edgeLines[i]
            let lines = edge ?? (from.top, to.top)
            let unit = MotionUnit(
                role: .moved, inNew: true, content: .rows(section: move.to.section, items: move.to.item..<(move.to.item + 1)),
                oldLine: lines.old, newLine: lines.new, oldHeight: from.height, newHeight: to.height
            )
            var mover = RowMover(unit: unit, sourceBlock: blockOfOld[move.from.section] ?? moving?.block(holdingOld: move.from),
                                 targetBlock: blockOfNew[move.to.section] ?? moving?.block(holdingNew: move.to))
            if edge != nil, let viewport {
                let end: RowMover.EdgeEnd = viewport.leavers.contains(i) ? .new : .old
                mover.beyondEdge = end
                if viewport.overTheTop.contains(i) {
                    mover.unit.spread = end == .new ? Track(from: Double(lines.old), to: Double(lines.new) - 0.5)
                        : Track(from: Double(lines.old) - 0.5, to: Double(lines.new))
                }
            }
            return mover
        }
        var items = SpreadItems(capacity: moves.count + top.kept.count)
        var moveOfItem: [Int] = []
        moveOfItem.reserveCapacity(moves.count)
        // On a scrolled screen, only the rows that move on it (the others relocate unseen, rule 2 of `ViewportPlan`).
        for i in viewport.map({ $0.screenMoves.sorted() }) ?? Array(moves.indices) {
            items.append(mover(i))
            moveOfItem.append(i)
        }
        items.appendKeptRows(of: top)
        items.spread(cutAt: viewport.map { ($0.oldSeen, $0.newSeen) })
        items.setKeys(of: &top)
        var staying = Array(moveOfItem.indices)
        if let horizon, viewport == nil, let kept = leaveOut(beyond: horizon, items: items) {
            staying = kept
            self.horizon = horizon
        }
        movers.reserveCapacity(staying.count)
        for item in staying {
            var row = mover(moveOfItem[item])
            let key = items.key(item)
            if key != row.unit.track { row.unit.spread = key }
            movers.append(row)
        }
        timeMembership(layout: new)
        let anchor = viewport.flatMap { plan in top.units.firstIndex { $0.role == .kept && plan.holdsAnchor($0.content) } }
        timeGapsAroundMovers(layout: new, anchor: anchor)
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
