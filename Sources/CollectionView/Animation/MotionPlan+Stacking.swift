import ListDiff

extension MotionPlan {
    /// Every unit of the batch, stacked top to bottom as it stands at eased
    /// progress `e` (0…1, from ``eased(_:_:)``: the frame eases its time once).
    ///
    /// Each unit is placed right after the previous one, so nothing overlaps
    /// and no line is left empty but the ones an inserted or deleted unit is
    /// opening or closing. Each unit's lines are rounded from its own
    /// progress, so an opening row never loses a line it had (rounding the
    /// running total instead would let a row's share flicker as rows above
    /// it open); all one-line units open and close at the same instant.
    ///
    /// Pieces are placed on screen lines: `offset` is the (unrounded) content
    /// line at the top of the viewport, rounded together with each position
    /// so that a row moved only by the scroll moves steadily.
    ///
    /// `layout` is the new layout (kept runs are split by row where a mover
    /// passes through them). Complexity: O(units + movers · log units).
    func pieces(at e: Double, layout: ListLayout, offset: Double = 0) -> [MotionPiece] {
        var topEntries: [StackEntry] = []
        topEntries.reserveCapacity(blocks.count + movers.count)
        var blockEntries = [[StackEntry]](repeating: [], count: blocks.count)
        for (b, block) in blocks.enumerated() {
            topEntries.append(StackEntry(key: block.key(e), order: block.newTop, mover: .block(b)))
        }
        for (m, mover) in movers.enumerated() {
            let key = mover.key(e)
            if let (b, relative) = admission(of: mover, key: key, e: e) {
                blockEntries[b].append(StackEntry(key: relative, order: mover.unit.newLine, mover: .row(m)))
            } else {
                topEntries.append(StackEntry(key: key, order: mover.unit.newLine, mover: .row(m)))
            }
        }
        var stacker = Stacker(e: e, layout: layout, plan: self, blockEntries: blockEntries)
        stacker.offset = offset
        stacker.stack(top, entries: topEntries)
        return stacker.pieces
    }

    /// The moved section a moving row travels in at `e`, and its key there
    /// (lines from the section's top).
    private func admission(of mover: RowMover, key: Double, e: Double) -> (Int, Double)? {
        mover.block(at: e).map { ($0, key - blocks[$0].key(e)) }
    }

    /// Eased progress at time fraction `p`, kept within 0…1 (a spring's
    /// overshoot would make rows step away and back, so it only shapes the
    /// timing) and never going back: a spring that has reached 1 stays
    /// there. (Clamping alone is not enough: after its overshoot a spring
    /// dips below 1 again, and every crossing near the end would be undone
    /// and redone.)
    static func eased(_ p: Double, _ easing: Easing) -> Double {
        let p = min(max(p, 0), 1)
        if easing == .spring, p >= springPeak { return 1 }
        return min(max(easing.value(at: p), 0), 1)
    }

    /// The first time fraction at which ``Easing/spring`` reaches 1 (it rises
    /// monotonically until then), found once by bisection.
    static let springPeak: Double = {
        var low = 0.0
        var high = 0.5
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Easing.spring.value(at: mid) >= 1 { high = mid } else { low = mid }
        }
        return high
    }()

    /// Every deleted run of rows, as (old section, rows): their text must be
    /// kept when the batch starts, since the data source no longer has it.
    var deletedRows: [(section: Int, items: Range<Int>)] {
        var rows: [(Int, Range<Int>)] = []
        for container in [top] + blocks.map(\.container) {
            for unit in container.units where unit.role == .deleted {
                if case let .rows(section, items) = unit.content { rows.append((section, items)) }
            }
        }
        return rows
    }
}

/// A mover to place among a container's units.
private struct StackEntry {
    enum Mover { case row(Int), block(Int) }
    /// Its position at this instant, in the container's lines.
    var key: Double
    /// Breaks ties between movers: where they end up.
    var order: Int
    var mover: Mover
}

/// Lays the units out, one after the other, for one frame.
private struct Stacker {
    let e: Double
    let layout: ListLayout
    let plan: MotionPlan
    let blockEntries: [[StackEntry]]
    /// The content line where the next unit starts.
    var position = 0.0
    var pieces: [MotionPiece] = []
    /// The content line at the top of the screen.
    var offset = 0.0
    /// The old top of the block being stacked, if any.
    private var blockOldTop: Int?

    init(e: Double, layout: ListLayout, plan: MotionPlan, blockEntries: [[StackEntry]]) {
        self.e = e
        self.layout = layout
        self.plan = plan
        self.blockEntries = blockEntries
        pieces.reserveCapacity(plan.top.units.count + plan.movers.count + plan.blocks.count)
    }

    /// Stacks `container`'s units with `entries` placed among them.
    mutating func stack(_ container: MotionContainer, entries: [StackEntry]) {
        let placed = entries
            .map { entry in (entry: entry, point: insertionPoint(for: entry.key, in: container)) }
            .sorted { ($0.point.index, $0.point.rows, $0.entry.key, $0.entry.order)
                < ($1.point.index, $1.point.rows, $1.entry.key, $1.entry.order) }
        var next = 0
        for (index, unit) in container.units.enumerated() {
            var done = 0
            while next < placed.count, placed[next].point.index == index {
                let rows = placed[next].point.rows
                if rows > done {
                    emitRows(unit, done..<rows)
                    done = rows
                }
                emit(placed[next].entry.mover)
                next += 1
            }
            if done == 0 {
                emit(unit, items: unit.rowRange, lines: unit.lines(e))
            } else if case let .rows(_, items) = unit.content, done < items.count {
                emitRows(unit, done..<items.count)
            }
        }
        while next < placed.count {
            emit(placed[next].entry.mover)
            next += 1
        }
    }

    /// Where a mover whose key is `key` goes among `container`'s units: before
    /// unit `index`, after its first `rows` rows (a kept run it passes through).
    private func insertionPoint(for key: Double, in container: MotionContainer) -> (index: Int, rows: Int) {
        let units = container.units
        let n = container.kept.partitioningIndex { units[$0].key(e) > key }
        var gapStart = 0
        var anchor = 0.0
        if n > 0 {
            let k = container.kept[n - 1]
            let unit = units[k]
            let start = unit.key(e)
            if case let .rows(s, items) = unit.content, items.count > 1, key - start < Double(unit.newHeight) {
                let base = layout.rowOffset(s, items.lowerBound)
                let rows = layout.firstRow(in: s, items) { Double($0 - base) > key - start } - items.lowerBound
                if rows < items.count { return (k, rows) }
            }
            gapStart = k + 1
            anchor = unit.lineTrack.at(e)
        }
        let gapEnd = n < container.kept.count ? container.kept[n] : units.count
        var i = gapStart
        while i < gapEnd, anchor + Double(units[i].offset) <= key { i += 1 }
        return (i, 0)
    }

    private mutating func emit(_ mover: StackEntry.Mover) {
        switch mover {
        case let .row(m):
            let unit = plan.movers[m].unit
            let block = blockOldTop
            blockOldTop = nil
            emit(unit, items: unit.rowRange, lines: unit.lines(e))
            blockOldTop = block
        case let .block(b):
            blockOldTop = plan.blocks[b].oldTop
            stack(plan.blocks[b].container, entries: blockEntries[b])
            blockOldTop = nil
        }
    }

    /// Rows `part` (counted from the unit's first row) of a kept run.
    private mutating func emitRows(_ unit: MotionUnit, _ part: Range<Int>) {
        guard case let .rows(s, items) = unit.content else { return }
        let first = items.lowerBound + part.lowerBound
        let end = items.lowerBound + part.upperBound
        emit(unit, items: first..<end, lines: layout.rowsHeight(s, first..<end))
    }

    private mutating func emit(_ unit: MotionUnit, items: Range<Int>, lines: Int) {
        let top = Int((position - offset).rounded())
        pieces.append(MotionPiece(unit: unit, items: items, top: top, lines: lines, blockOldTop: blockOldTop))
        position += Double(lines)
    }
}

extension MotionUnit {
    /// The rows the unit holds (empty for a header or separator).
    var rowRange: Range<Int> {
        if case let .rows(_, items) = content { return items }
        return 0..<0
    }
}
