import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rows whose keys may be respaced so that their crossings spread over
/// the motion (``spread(cutAt:)``): a plan's moved rows, then its kept rows
/// that are a unit on their own, as columns of plain numbers. A batch
/// re-sorting a million rows spreads a million keys before it knows which
/// rows can reach the screen (``MotionPlan/leaveOut(beyond:items:)``), so the
/// keys are worked out here, a few passes over arrays of numbers, and movers
/// are made only for the rows that stay in the plan.
struct SpreadItems {
    /// How unevenly a run of rows is spaced (see ``spread(cutAt:)``): the
    /// keys at its end part at `e^steepness` times the rate of those at its
    /// start, so the crossings of a reversal spread over eased progress from
    /// about `1 / (1 + e^steepness)` to its complement.
    static let steepness = 6.0

    /// One layout's side of every item: its line, the line after it, and its moved section (−1: none).
    struct Side {
        var line: [Int] = []
        var end: [Int] = []
        var block: [Int] = []
        /// Whether an item's end on this side is beyond the screen's edge (rule 3): it is in no run there.
        var beyond: [Bool] = []

        mutating func reserve(_ count: Int) {
            line.reserveCapacity(count)
            end.reserveCapacity(count)
            block.reserveCapacity(count)
            beyond.reserveCapacity(count)
        }

        mutating func append(line: Int, height: Int, block: Int?, beyond: Bool) {
            self.line.append(line)
            end.append(line + height)
            self.block.append(block ?? -1)
            self.beyond.append(beyond)
        }

        /// Whether item `b` follows item `a` on this side without a gap, in the same moved section (or none).
        @inline(__always)
        func adjacent(_ a: Int, _ b: Int) -> Bool { end[a] == line[b] && block[a] == block[b] }
    }

    /// How many items are movers (the first ones, in the plan's order).
    private(set) var moverCount = 0
    /// How many kept units the plan has (single rows or not).
    private var keptUnitCount = 0
    /// The top container's index of each kept item, after the movers.
    private(set) var keptUnits: [Int] = []
    private(set) var old = Side()
    private(set) var new = Side()
    /// Each item's key at 0 and at 1: its track, then as respaced.
    private var from: [Double] = []
    private var to: [Double] = []

    var count: Int { from.count }

    /// Room for `count` items.
    init(capacity count: Int) {
        old.reserve(count)
        new.reserve(count)
        from.reserveCapacity(count)
        to.reserveCapacity(count)
    }

    /// Adds a moved row (before any kept row), with its key as it is.
    mutating func append(_ mover: RowMover) {
        let unit = mover.unit
        appendMover(from: (unit.oldLine, unit.oldHeight), to: (unit.newLine, unit.newHeight), sourceBlock: mover.sourceBlock,
                    targetBlock: mover.targetBlock, beyond: mover.beyondEdge, key: unit.track)
    }

    /// Adds a moved row from its lines, blocks, end beyond an edge (if
    /// any) and key (`nil`: its lines): what ``append(_:)`` adds for a
    /// mover, without making one (a plan without a viewport spreads every
    /// moved row's key, a million in a re-sort).
    mutating func appendMover(
        from: (top: Int, height: Int), to: (top: Int, height: Int), sourceBlock: Int?, targetBlock: Int?,
        beyond: RowMover.EdgeEnd? = nil, key: Track? = nil
    ) {
        old.append(line: from.top, height: from.height, block: sourceBlock, beyond: beyond == .old)
        new.append(line: to.top, height: to.height, block: targetBlock, beyond: beyond == .new)
        append(key ?? Track(from.top, to.top))
        moverCount += 1
    }

    /// Adds the kept units of `top` that are a row on their own, after the movers.
    mutating func appendKeptRows(of top: MotionContainer) {
        keptUnitCount = top.kept.count
        for k in top.kept {
            let unit = top.units[k]
            guard case let .rows(_, rows) = unit.content, rows.count == 1 else { continue }
            keptUnits.append(k)
            old.append(line: unit.oldLine, height: unit.oldHeight, block: nil, beyond: false)
            new.append(line: unit.newLine, height: unit.newHeight, block: nil, beyond: false)
            append(unit.track)
        }
    }

    private mutating func append(_ track: Track) {
        from.append(track.from)
        to.append(track.to)
    }

    /// Item `i`'s key: its track, respaced once ``spread(cutAt:)`` ran.
    func key(_ i: Int) -> Track { Track(from: from[i], to: to[i]) }

    /// Gives the kept units of `top` their respaced keys.
    func setKeys(of top: inout MotionContainer) {
        for (j, k) in keptUnits.enumerated() {
            let key = key(moverCount + j)
            if key != top.units[k].track { top.units[k].spread = key }
        }
    }

    /// Spaces the keys of adjacent rows apart so that their crossings spread
    /// over the animation instead of happening all at once.
    ///
    /// With keys interpolated from old line to new line, two rows cross when
    /// the fraction of the way they have gone equals their old distance over
    /// the sum of their old and new distances: in a reversal that is one half
    /// for every pair, and the whole list flips in one frame. But a key is
    /// only an order: any keys that order the units as the old layout does at
    /// 0 and as the new one does at 1, and move linearly in between, make
    /// every pair cross exactly once if it swaps and never if it does not. So
    /// inside a run of rows adjacent in the old layout (and, separately, in
    /// the new one), with at least one moved among them and two that swap,
    /// the keys at 0 (at 1) are respaced along an exponential: close together near the run's
    /// start, far apart near its end. A run's ends stay where they are, so
    /// whatever is outside it is ordered as before. In a reversal the pairs
    /// then cross in order of where they sit, top first: a wave down the list
    /// over the whole animation, and the row that stayed steps down it.
    ///
    /// Only rows that can take another key without changing the frame at 0
    /// and 1 take part: moved rows, and kept rows that form a unit on their
    /// own (a kept run of several rows is split by movers by its rows' lines,
    /// so its key stays its line). Rows adjacent in both layouts, in the same
    /// order, keep their spacing (they travel as one), so a single move or a
    /// rotation is unchanged.
    ///
    /// Complexity: O(items) where the lines are dense, else O(items · log items).
    ///
    /// On a scrolled screen (`screens`: the lines seen before and after,
    /// ``ViewportPlan``) spreading is a matter of what is seen: runs are cut
    /// at the screen's edges, so keys on the screen stay on it and keys
    /// beyond an edge stay lines there, where the far ends of rows crossing
    /// that edge are put (rule 3), which therefore keep their place among them.
    mutating func spread(cutAt screens: (old: Range<Int>, new: Range<Int>)?) {
        guard moverCount > 1 || (moverCount == 1 && keptUnitCount > 1) else { return }
        // The two sides are independent: many keys are spread on two threads at once.
        let (old, new, movers) = (self.old, self.new, moverCount)
        let sides = SpreadSides(from: from, to: to)
        let work: @Sendable (Int) -> Void = { k in
            if k == 0 {
                sides.from = Self.spread(sides.from, on: old, other: new, movers: movers, cutAt: screens?.old)
            } else {
                sides.to = Self.spread(sides.to, on: new, other: old, movers: movers, cutAt: screens?.new)
            }
        }
        if count >= 4_096 {
            DispatchQueue.concurrentPerform(iterations: 2, execute: work)
        } else {
            work(0)
            work(1)
        }
        (from, to) = (sides.from, sides.to)
    }

    /// `keys` (one side's) respaced in the runs of `side` (see ``spread(cutAt:)``). O(items) where the lines are
    /// dense, else O(items · log items).
    private static func spread(_ keys: [Double], on side: Side, other: Side, movers: Int, cutAt screen: Range<Int>?) -> [Double] {
        var keys = keys
        let order = stableOrder(side.line).filter { !side.beyond[$0] }
        for run in runs(order, side, movers: movers, cutAt: screen) where swaps(order[run], in: other) {
            spaced(order[run], side, together: other, into: &keys)
        }
        return keys
    }

    /// The keys of both sides while ``spread(cutAt:)`` works on them, each
    /// written by one of its two runs.
    ///
    /// `@unchecked Sendable`: `from` is read and written only by the run
    /// with index 0 and `to` only by the run with index 1, and the caller
    /// reads them only after `concurrentPerform` has returned, which orders
    /// both runs' writes before its reads; two different stored properties
    /// of a class are separate memory, so the runs never touch the same bytes.
    private final class SpreadSides: @unchecked Sendable {
        var from: [Double]
        var to: [Double]

        init(from: [Double], to: [Double]) {
            self.from = from
            self.to = to
        }
    }

    /// The indices `0..<lines.count` sorted by `lines`, ties in index order: a
    /// counting sort where the lines are dense (a batch moving most rows of
    /// a long list), else a comparison sort. O(count + range of lines) or
    /// O(count · log count).
    static func stableOrder(_ lines: [Int]) -> [Int] {
        let count = lines.count
        guard count > 0, let low = lines.min(), let high = lines.max() else { return [] }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < 4 * count + 1_024 else { return (0..<count).sorted { lines[$0] < lines[$1] } }
        var starts = [Int](repeating: 0, count: span + 2)
        for l in lines { starts[l - low + 1] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        var order = [Int](repeating: 0, count: count)
        for (i, l) in lines.enumerated() {
            order[starts[l - low]] = i
            starts[l - low] += 1
        }
        return order
    }

    /// Maximal runs (ranges into `order`) of items whose lines on `side`
    /// follow each other without a gap, in the same moved section (or none),
    /// with a moved row among them, and on the same side of each edge of `screen`.
    private static func runs(_ order: [Int], _ side: Side, movers moverCount: Int, cutAt screen: Range<Int>?) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        var moved = false
        for k in 0...order.count {
            var adjacent = false
            if k > 0, k < order.count {
                let (a, b) = (order[k - 1], order[k])
                adjacent = side.adjacent(a, b) && !Self.cut(side.line[a], side.line[b], at: screen)
            }
            if k > 0, !adjacent {
                if k - start > 1, moved { runs.append(start..<k) }
                start = k
                moved = false
            }
            if k < order.count, order[k] < moverCount { moved = true }
        }
        return runs
    }

    /// Whether an edge of `screen` lies after line `a` and at or before line `b`.
    @inline(__always)
    private static func cut(_ a: Int, _ b: Int, at screen: Range<Int>?) -> Bool {
        guard let screen else { return false }
        return (a < screen.lowerBound && screen.lowerBound <= b) || (a < screen.upperBound && screen.upperBound <= b)
    }

    /// Whether two items of `run`, next to each other in it, are in the other order on `other`.
    private static func swaps(_ run: ArraySlice<Int>, in other: Side) -> Bool {
        var previous = run.first ?? 0
        for i in run.dropFirst() {
            if other.line[previous] > other.line[i] { return true }
            previous = i
        }
        return false
    }

    /// Sets `keys` of the items `run` (in order on `side`) to their respaced
    /// keys: groups of items adjacent on `together` too, in the same order,
    /// keep their spacing inside, and the starts of the groups follow the
    /// exponential, close together near the run's start and far apart near its end.
    /// Static: a method would read all of `self` while `keys`, one of its
    /// arrays, is written, and the copy of `self` made for that had every
    /// run copy the whole column of keys (a million in a re-sort).
    private static func spaced(_ run: ArraySlice<Int>, _ side: Side, together: Side, into keys: inout [Double]) {
        guard let first = run.first, let last = run.last else { return }
        let top = Double(side.line[first])
        let length = Double(side.end[last]) - top
        let denominator = expm1(Self.steepness)
        let curve = { (x: Double) in top + length * expm1(Self.steepness * x) / denominator }
        var groupStart = run.startIndex
        // A group's end is the next one's start: its curve is computed once.
        var low = curve((Double(side.line[first]) - top) / length)
        while groupStart < run.endIndex {
            var groupEnd = groupStart + 1
            while groupEnd < run.endIndex, together.adjacent(run[groupEnd - 1], run[groupEnd]) { groupEnd += 1 }
            let start = Double(side.line[run[groupStart]])
            let end = groupEnd < run.endIndex ? Double(side.line[run[groupEnd]]) : top + length
            let high = curve((end - top) / length)
            defer { low = high }
            for k in groupStart..<groupEnd {
                keys[run[k]] = low + (Double(side.line[run[k]]) - start) * (high - low) / (end - start)
            }
            groupStart = groupEnd
        }
    }
}
