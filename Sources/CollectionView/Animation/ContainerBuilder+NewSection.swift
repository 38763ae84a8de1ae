import ListDiff

extension ContainerBuilder {
    /// The kept and inserted units of new section `t` (which continues old
    /// section `source`, if any): its header, its rows in runs, its
    /// separator. Rows moved here are movers, not units. With `visits`, only
    /// those rows are looked at, `resized` (sorted) are the only ones whose
    /// height changed, and `places` say where the visited rows are (else
    /// both layouts are searched). On a scrolled screen, rows moved here
    /// that are not among `screenTargets` (the new paths of the rows that
    /// move on the screen) are in place: shown as inserted rows (``ViewportPlan``).
    mutating func addNew(
        section t: Int, source: Int?, old: ListLayout, new: ListLayout, mapping: BatchMapping,
        visits: [Int]?, resized: [Int]?, places: [MotionPlan.RowPlace]?, screenTargets: Set<ItemPath>? = nil,
        base: (old: Int, new: Int)
    ) {
        if new.headers[t] != nil {
            // The old section's header line, when it had one: the header is kept.
            let oldLine = source.flatMap { old.headers[$0] != nil ? old.headerTop($0) - base.old : nil }
            add(Self.line(.header(section: t), oldLine: oldLine, newLine: new.headerTop(t) - base.new))
        }
        var walk = NewRowsWalk(section: t, continuesOld: source != nil, old: old, new: new, mapping: mapping,
                               resized: resized, places: places, screenTargets: screenTargets, base: base)
        if let visits {
            for i in visits { walk.visit(i, into: &self) }
        } else {
            for i in 0..<new.itemCount(t) { walk.visit(i, into: &self) }
        }
        walk.closeRun(at: new.itemCount(t), into: &self)
        if new.separator, t < new.sectionCount - 1 {
            // The old section's separator line, when it had one: the separator is kept.
            let oldLine = source.flatMap { old.separator && $0 < old.sectionCount - 1 ? old.rowsEnd($0) - base.old : nil }
            add(Self.line(.separator, oldLine: oldLine, newLine: new.rowsEnd(t) - base.new))
        }
    }

    /// A one-line unit of the new layout (a header or a separator): kept
    /// from `oldLine` when the old section had it, else inserted.
    private static func line(_ content: MotionContent, oldLine: Int?, newLine: Int) -> MotionUnit {
        MotionUnit(role: oldLine == nil ? .inserted : .kept, inNew: true, content: content,
                   oldLine: oldLine ?? newLine, newLine: newLine, oldHeight: oldLine == nil ? 0 : 1, newHeight: 1)
    }
}

/// The rows of one new section, visited in increasing order and grouped
/// into runs, each of which becomes one unit when it closes: inserted rows
/// next to each other, or kept rows that also followed each other in the
/// old layout with their heights unchanged (a row whose height changed
/// stands alone). Rows moved here end a run and are movers, not units.
///
/// Every cursor only moves forward: the section's changes (`origins`), the
/// places the batch's validation found for the visited rows, and the rows
/// whose height changed. So a walk over the rows a batch touches costs what
/// the batch changes.
struct NewRowsWalk {
    /// A run of rows of one role being collected.
    private struct Run {
        var role: MotionRole
        var start: Int
        /// Its first row's offset in the new section.
        var top: Int
        /// A kept run's old line (its first row's top in the old layout).
        var oldTop = 0
        /// Whether a kept run's only row changed height.
        var resized = false
        /// The old row of a kept run's first row.
        var source: ItemPath?
    }

    private let section: Int
    private let continuesOld: Bool
    private let old: ListLayout
    private let new: ListLayout
    private let base: (old: Int, new: Int)
    private let places: [MotionPlan.RowPlace]?
    private let resized: [Int]?
    /// The new paths of the rows that move on a scrolled screen (``ViewportPlan/screenTargets``); other moved
    /// rows are shown as inserted. `nil`: not scrolled, every moved row is a mover.
    private let screenTargets: Set<ItemPath>?
    private var origins: BatchMapping.SourceCursor
    private var placeBelow = 0
    private var resizedBelow = 0
    private var previousVisit = -1
    /// The old row of the row before the one visited, when a kept run may continue from it.
    private var previousSource: ItemPath?
    /// Where the last run closed and the offset there: the next run starts at that offset.
    private var lastEnd = (row: -1, offset: 0)
    private var run: Run?

    init(
        section: Int, continuesOld: Bool, old: ListLayout, new: ListLayout, mapping: BatchMapping,
        resized: [Int]?, places: [MotionPlan.RowPlace]?, screenTargets: Set<ItemPath>? = nil, base: (old: Int, new: Int)
    ) {
        self.screenTargets = screenTargets
        self.section = section
        self.continuesOld = continuesOld
        self.old = old
        self.new = new
        self.base = base
        self.places = places
        self.resized = resized
        origins = mapping.sourceCursor(section: section)
    }

    /// Takes row `i` (greater than every row visited before): it continues
    /// the open run, or closes it and opens another. Rows skipped since the
    /// last visit continued its run.
    mutating func visit(_ i: Int, into builder: inout ContainerBuilder) {
        // The row before `i` is the last of the run the skipped rows continued.
        if i - 1 > previousVisit { previousSource = origins.origin(of: i - 1).source }
        previousVisit = i
        let origin = origins.origin(of: i)
        guard let from = origin.source, !isMovedInPlace(origin, row: i) else {
            if run?.role != .inserted {
                closeRun(at: i, into: &builder)
                startRun(.inserted, at: i)
            }
            previousSource = nil
            return
        }
        guard continuesOld, case .kept = origin else {
            // Moved here: a mover.
            closeRun(at: i, into: &builder)
            previousSource = nil
            return
        }
        let sameHeight = !heightChanged(i, from: from)
        if !(sameHeight && continuesKeptRun(from: from)) {
            closeRun(at: i, into: &builder)
            startRun(.kept, at: i, from: from, resized: !sameHeight)
        }
        previousSource = sameHeight ? from : nil
    }

    /// Ends the open run before row `i` and adds its unit.
    mutating func closeRun(at i: Int, into builder: inout ContainerBuilder) {
        guard let run, run.start < i else { return }
        lastEnd = (i, newOffset(of: i))
        let height = lastEnd.offset - run.top
        let newLine = new.rowsStart(section) + run.top - base.new
        let kept = run.role == .kept
        var unit = MotionUnit(role: run.role, inNew: true, content: .rows(section: section, items: run.start..<i),
                              oldLine: kept && run.source != nil ? run.oldTop - base.old : newLine, newLine: newLine,
                              oldHeight: kept ? height : 0, newHeight: height)
        // A row that kept its height has it in both layouts; only a resized one (which stands alone) is asked.
        if kept, i - run.start == 1, run.resized, let from = run.source {
            unit.oldHeight = old.rowHeight(from)
        }
        builder.add(unit)
        self.run = nil
    }

    /// Whether a kept row that was old row `from` continues the open kept
    /// run: it came right after the run's last row in the old layout too.
    private func continuesKeptRun(from: ItemPath) -> Bool {
        guard run?.role == .kept, let previous = previousSource else { return false }
        return previous.section == from.section && previous.item + 1 == from.item
    }

    private mutating func startRun(_ role: MotionRole, at i: Int, from: ItemPath? = nil, resized: Bool = false) {
        var next = Run(role: role, start: i, top: newOffset(of: i), resized: resized, source: from)
        if let from {
            next.oldTop = place(of: i)?.oldOffset.map { old.rowsStart(from.section) + $0 } ?? old.rowTop(from)
        }
        run = next
    }

    /// Where visited row `i` is, as the batch's validation found it (nil
    /// when it did not look, or without `places`).
    private mutating func place(of i: Int) -> MotionPlan.RowPlace? {
        guard let places else { return nil }
        while placeBelow < places.count, places[placeBelow].row < i { placeBelow += 1 }
        return placeBelow < places.count && places[placeBelow].row == i ? places[placeBelow] : nil
    }

    /// Row `i`'s offset in the new section. Runs meet: where one ends is
    /// where the next starts, so the offset found for the one serves the other.
    private mutating func newOffset(of i: Int) -> Int {
        if i == lastEnd.row { return lastEnd.offset }
        return place(of: i)?.newOffset ?? new.rowOffset(section, i)
    }

    /// Whether row `i`, coming from `origin`, moved here but is in place
    /// on a scrolled screen (not among ``screenTargets``): shown as inserted.
    private func isMovedInPlace(_ origin: BatchMapping.Origin, row i: Int) -> Bool {
        guard let screenTargets, case .moved = origin else { return false }
        return !screenTargets.contains(ItemPath(item: i, section: section))
    }

    /// Whether row `i`, old row `from`, changed height.
    private mutating func heightChanged(_ i: Int, from: ItemPath) -> Bool {
        guard let resized else { return old.rowHeight(from) != new.rowHeight(ItemPath(item: i, section: section)) }
        while resizedBelow < resized.count, resized[resizedBelow] < i { resizedBelow += 1 }
        return resizedBelow < resized.count && resized[resizedBelow] == i
    }
}
