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
    /// row; O(sections + changes · log rows) when `touched` is given; then
    /// the timing, O((movers + moved sections + inserted and deleted units) ·
    /// ``PassEnvelope/steps``) at most.
    ///
    /// - Parameter touched: for each new section, the sorted indices of the
    ///   rows the batch touches and those of them whose height changed
    ///   (``BatchValidation/Touched``): the rows between two touched ones
    ///   are known to be kept, in old order and with their old heights, so
    ///   only the touched rows and the first row after each are looked at,
    ///   and heights are compared nowhere. `nil` looks at every row (when
    ///   the data source may have changed untouched rows' heights).
    init(
        old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset,
        touched: BatchValidation.Touched? = nil
    ) {
        let movedSections = Set(changeset.sections.moved.map(\.from))
        let visits = touched.map { Self.visits(touched: $0.rows, counts: mapping.newItemCounts) }
        let gone = touched.map { _ in Self.goneRows(changeset, sectionCount: old.sectionCount) }
        var blockOfOld = [Int: Int]()
        var blockOfNew = [Int: Int]()
        var topBuilder = ContainerBuilder()

        for t in 0..<new.sectionCount {
            if let s = mapping.sectionSources[t], movedSections.contains(s) {
                var inner = ContainerBuilder()
                let base = (old: old.sectionTops[s], new: new.sectionTops[t])
                inner.addNew(section: t, source: s, old: old, new: new, mapping: mapping, visits: visits?[t],
                             resized: touched?.resized[t], places: touched?.places[t], base: base)
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
                                  visits: visits?[t], resized: touched?.resized[t], places: touched?.places[t], base: (0, 0))
            }
        }
        for s in 0..<old.sectionCount where !movedSections.contains(s) {
            topBuilder.addOld(section: s, continuing: mapping.sectionTargets[s] != nil, old: old, new: new,
                              mapping: mapping, gone: gone?[s], base: (0, 0))
        }
        top = topBuilder.build()

        movers.reserveCapacity(changeset.items.moved.count)
        for move in changeset.items.moved {
            // One search per layout for the row's top and height.
            let from = old.rowSpan(move.from), to = new.rowSpan(move.to)
            let unit = MotionUnit(
                role: .moved, inNew: true, content: .rows(section: move.to.section, items: move.to.item..<(move.to.item + 1)),
                oldLine: from.top, newLine: to.top, oldHeight: from.height, newHeight: to.height
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
    /// With `visits`, only those rows are looked at, `resized` (sorted)
    /// are the only ones whose height changed, and `places` say where the
    /// visited rows are (else both layouts are searched).
    mutating func addNew(
        section t: Int, source: Int?, old: ListLayout, new: ListLayout, mapping: BatchMapping,
        visits: [Int]?, resized: [Int]?, places: [BatchValidation.RowPlace]?, base: (old: Int, new: Int)
    ) {
        let kept = source != nil
        if new.headers[t] != nil {
            let line = new.headerTop(t) - base.new
            // The old section's header line, when it had one: the header is kept.
            let oldLine = source.flatMap { old.headers[$0] != nil ? old.headerTop($0) - base.old : nil }
            add(MotionUnit(role: oldLine == nil ? .inserted : .kept, inNew: true, content: .header(section: t),
                           oldLine: oldLine ?? line, newLine: line, oldHeight: oldLine == nil ? 0 : 1, newHeight: 1))
        }
        // Visited rows come in increasing order: where each is (in the new section, and in the old one for
        // the row it continues) is read from `places` with a pointer that only moves forward, else searched.
        var placeBelow = 0
        func place(_ i: Int) -> BatchValidation.RowPlace? {
            guard let places else { return nil }
            while placeBelow < places.count, places[placeBelow].row < i { placeBelow += 1 }
            return placeBelow < places.count && places[placeBelow].row == i ? places[placeBelow] : nil
        }
        // Runs meet: where one ends is where the next starts, so its offset is kept for that one.
        var lastEnd = (row: -1, offset: 0)
        func newOffset(_ i: Int) -> Int {
            if i == lastEnd.row { return lastEnd.offset }
            return place(i)?.newOffset ?? new.rowOffset(t, i)
        }
        // A run is rows [start, i) of one role; kept runs are contiguous in both layouts.
        var runStart = 0
        var runRole: MotionRole?
        var runTop = 0
        /// A kept run's old line (its first row's top in the old layout), and whether that row changed height.
        var runOldTop = 0
        var runResized = false
        /// The old row of a kept run's first row.
        var runSource: ItemPath?
        var previousSource: ItemPath?
        func start(_ role: MotionRole, at i: Int, from: ItemPath? = nil, resized: Bool = false) {
            runRole = role
            runStart = i
            runTop = newOffset(i)
            runSource = from
            runResized = resized
            if let from {
                runOldTop = place(i)?.oldOffset.map { old.rowsStart(from.section) + $0 } ?? old.rowTop(from)
            }
        }
        func close(_ i: Int) {
            guard let role = runRole, runStart < i else { return }
            lastEnd = (i, newOffset(i))
            let height = lastEnd.offset - runTop
            let newLine = new.rowsStart(t) + runTop - base.new
            let oldLine = role == .kept && runSource != nil ? runOldTop - base.old : newLine
            var unit = MotionUnit(role: role, inNew: true, content: .rows(section: t, items: runStart..<i),
                                  oldLine: oldLine, newLine: newLine,
                                  oldHeight: role == .kept ? height : 0, newHeight: height)
            // A row that kept its height has it in both layouts; only a resized one (which stands alone) is asked.
            if role == .kept, i - runStart == 1, runResized, let from = runSource {
                unit.oldHeight = old.rowHeight(from)
            }
            add(unit)
            runRole = nil
        }
        // Rows are visited in increasing order: the cursor walks the section's changes once.
        var origins = mapping.sourceCursor(section: t)
        var resizedBelow = 0
        func heightChanged(_ i: Int, from: ItemPath) -> Bool {
            guard let resized else { return old.rowHeight(from) != new.rowHeight(ItemPath(item: i, section: t)) }
            while resizedBelow < resized.count, resized[resizedBelow] < i { resizedBelow += 1 }
            return resizedBelow < resized.count && resized[resizedBelow] == i
        }
        var previousVisit = -1
        func visit(_ i: Int) {
            // Rows skipped since the last visit continued its run: the one before `i` is the run's last.
            if i - 1 > previousVisit { previousSource = origins.origin(of: i - 1).source }
            previousVisit = i
            let origin = origins.origin(of: i)
            guard let from = origin.source else {
                if runRole != .inserted {
                    close(i)
                    start(.inserted, at: i)
                }
                previousSource = nil
                return
            }
            // Rows moved here are movers, not units.
            guard kept, case .kept = origin else {
                close(i)
                previousSource = nil
                return
            }
            let sameHeight = !heightChanged(i, from: from)
            let continues = runRole == .kept && sameHeight && previousSource.map {
                $0.section == from.section && $0.item + 1 == from.item
            } ?? false
            if !continues {
                close(i)
                start(.kept, at: i, from: from, resized: !sameHeight)
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
            // The old section's separator line, when it had one: the separator is kept.
            let oldLine = source.flatMap { old.separator && $0 < old.sectionCount - 1 ? old.rowsEnd($0) - base.old : nil }
            add(MotionUnit(role: oldLine == nil ? .inserted : .kept, inNew: true, content: .separator,
                           oldLine: oldLine ?? line, newLine: line, oldHeight: oldLine == nil ? 0 : 1, newHeight: 1))
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
                if mapping.target(of: ItemPath(item: j, section: s)) == nil {
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
        // One sort of every gap unit by (slot, offset, deleted first, order added), not an array per slot.
        var keys = [(anchor: Int, offset: Int, role: Int, index: Int)]()
        keys.reserveCapacity(gaps.count)
        for (g, gap) in gaps.enumerated() {
            keys.append((gap.anchor, gap.unit.offset, gap.unit.role == .deleted ? 0 : 1, g))
        }
        keys.sort { ($0.anchor, $0.offset, $0.role, $0.index) < ($1.anchor, $1.offset, $1.role, $1.index) }
        var container = MotionContainer()
        container.units.reserveCapacity(kept.count + gaps.count)
        container.kept.reserveCapacity(kept.count)
        var keptIndex = [Int](repeating: 0, count: kept.count)
        var next = 0
        for slot in 0...kept.count {
            if slot > 0 {
                keptIndex[slot - 1] = container.units.count
                container.kept.append(container.units.count)
                container.units.append(kept[slot - 1])
                container.anchors.append(nil)
            }
            while next < keys.count, keys[next].anchor + 1 == slot {
                let g = keys[next].index
                container.units.append(gaps[g].unit)
                container.anchors.append(slot > 0 ? keptIndex[slot - 1] : nil)
                next += 1
            }
        }
        return container
    }
}
