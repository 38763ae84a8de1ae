import ListDiff

extension MotionPlan {
    /// A plan before its movers are made: every unit stacked and every
    /// moved row's key spread (``SpreadItems``), which is all a plan costs
    /// for a batch that moves a million rows and does not depend on how far
    /// down the screen is. ``plan(horizon:)`` then leaves out what cannot
    /// reach a horizon and makes and times the movers that can.
    ///
    /// Without a viewport, a batch keeps its draft (``PreparedBatch``,
    /// ``BatchAnimation/Source``): a key that scrolled while a worker
    /// computed it, or a scroll during it, plans it to another horizon from
    /// the same draft, in O(moved rows) simple steps plus the movers that
    /// can be seen, instead of stacking and spreading a million keys again.
    /// The plan is the same either way: ``plan(horizon:)`` is the only
    /// place a draft becomes a plan.
    struct Draft {
        /// The units and moved sections, keys spread; no movers yet.
        private var base = MotionPlan()
        private var items: SpreadItems
        /// For each mover item of ``items``, its index in the batch's moves.
        private var moveOfItem: [Int] = []
        /// The moved section (block) of each old and new section, if any.
        private var blockOfOld: [Int?], blockOfNew: [Int?]
        private let old: ListLayout, new: ListLayout
        private let moves: [Move<ItemPath>]
        private let viewport: ViewportPlan?
        private let moving: ScreenSections?

        /// Whether it was drafted on a screen (a ``ViewportPlan``): such a
        /// draft holds the screen's rows only, and another offset needs
        /// another draft.
        var isOnScreen: Bool { viewport != nil }

        /// Stacks the batch's units and spreads its keys (see
        /// ``MotionPlan/init(old:new:mapping:changeset:touched:viewport:horizon:)``
        /// for the parameters). O(sections + changes · log rows) with
        /// `touched`, plus O(moved rows) for the keys (``SpreadItems``).
        init(
            old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset,
            touched: Touched?, viewport: ViewportPlan?
        ) {
            (self.old, self.new, self.viewport, moves) = (old, new, viewport, changeset.items.moved)
            let screenTargets = viewport?.screenTargets
            let movedSections = Set(changeset.sections.moved.map(\.from))
            // On a scrolled screen a moved section moves as its lines seen, in blocks seen alike (``RidingLine``).
            let moving = viewport.map { ScreenSections($0, moves: changeset.items.moved) }
            self.moving = moving
            let visits = touched.map { MotionPlan.visits(touched: $0.rows, counts: mapping.newItemCounts) }
            let gone = touched.map { _ in MotionPlan.goneRows(changeset, sectionCount: old.sectionCount) }
            // By section: read once per moved row.
            blockOfOld = [Int?](repeating: nil, count: old.sectionCount)
            blockOfNew = [Int?](repeating: nil, count: new.sectionCount)
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
                    blockOfOld[s] = self.base.blocks.count
                    blockOfNew[t] = self.base.blocks.count
                    self.base.blocks.append(MotionBlock(
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
            base.top = topBuilder.build()
            if let viewport, let moving {
                base.blocks = moving.groups.map {
                    MotionPlan.block(of: $0, viewport, moves: changeset.items.moved.count, old: old, new: new, mapping: mapping)
                }
            }

            items = SpreadItems(capacity: moves.count + base.top.kept.count)
            moveOfItem.reserveCapacity(moves.count)
            // On a scrolled screen, only the rows that move on it (the others relocate unseen, rule 2 of `ViewportPlan`).
            if let viewport {
                for i in viewport.screenMoves.sorted() {
                    items.append(mover(i))
                    moveOfItem.append(i)
                }
            } else {
                // Every moved row, seen whole: its key spread without making its mover (``mover(_:)`` makes the same).
                for (i, move) in moves.enumerated() {
                    items.appendMover(from: old.rowSpan(move.from), to: new.rowSpan(move.to),
                                      sourceBlock: blockOfOld[move.from.section], targetBlock: blockOfNew[move.to.section])
                    moveOfItem.append(i)
                }
            }
            items.appendKeptRows(of: base.top)
            items.spread(cutAt: viewport.map { ($0.oldSeen, $0.newSeen) })
            items.setKeys(of: &base.top)
        }

        /// Moved row `i`'s mover, as it is before its key is spread. Made
        /// twice for the rows that stay in a plan (once to spread the keys,
        /// once to keep it), never kept for those left out (a re-sort moves
        /// a million). O(log rows): one search per layout for the row's top
        /// and height.
        private func mover(_ i: Int) -> RowMover {
            let move = moves[i]
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

        /// The plan: without a viewport, the rows that cannot come above
        /// `horizon` left out (``MotionPlan/leaveOut(beyond:items:)``; `nil`
        /// keeps every row); the movers made and timed. O(moved rows) to
        /// find the rows left out, plus O(log rows) per mover and the
        /// timing (see ``MotionPlan/init(old:new:mapping:changeset:touched:viewport:horizon:)``).
        func plan(horizon: Int?) -> MotionPlan {
            var plan = base
            var staying = Array(moveOfItem.indices)
            if let horizon, viewport == nil, let kept = plan.leaveOut(beyond: horizon, items: items) {
                staying = kept
                plan.horizon = horizon
            }
            plan.movers.reserveCapacity(staying.count)
            for item in staying {
                var row = mover(moveOfItem[item])
                let key = items.key(item)
                if key != row.unit.track { row.unit.spread = key }
                plan.movers.append(row)
            }
            plan.timeMembership(layout: new)
            // The unit holding the anchor; the list's end holds all of them above it.
            let anchor = viewport.flatMap { viewport in
                viewport.element == .end ? plan.top.units.count
                    : plan.top.units.firstIndex { $0.role == .kept && viewport.holdsAnchor($0.content) }
            }
            plan.timeGapsAroundMovers(layout: new, anchor: anchor)
            return plan
        }
    }
}
