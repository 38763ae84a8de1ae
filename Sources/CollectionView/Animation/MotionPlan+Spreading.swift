#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MotionPlan {
    /// How unevenly a run of rows is spaced (see ``spreadCrossings(screens:)``): the
    /// keys at its end part at `e^steepness` times the rate of those at its
    /// start, so the crossings of a reversal spread over eased progress from
    /// about `1 / (1 + e^steepness)` to its complement.
    static let steepness = 6.0

    /// One row whose key may be respaced: a moved row, or a kept row on its own.
    private struct Spreadable {
        enum Unit { case mover(Int), kept(Int) }
        var unit: Unit
        var old: (line: Int, height: Int, block: Int?)
        var new: (line: Int, height: Int, block: Int?)

        /// Its place in the layout before (`.old`) or after (`.new`): a
        /// switch, not a key path, since this is read a few times per moved
        /// row and a key path's projection is a generic call each time.
        @inline(__always)
        func at(_ side: Side) -> (line: Int, height: Int, block: Int?) {
            switch side {
            case .old: old
            case .new: new
            }
        }
    }

    /// Which layout a place is read in.
    private enum Side {
        case old, new
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
    /// Complexity: O((movers + kept units) · log).
    ///
    /// On a scrolled screen (`screens`: the lines seen before and after,
    /// ``ViewportPlan``) spreading is a matter of what is seen: runs are cut
    /// at the screen's edges, so keys on the screen stay on it and keys
    /// beyond an edge stay lines there, where the far ends of rows crossing
    /// that edge are put (rule 3), which therefore keep their place among them.
    mutating func spreadCrossings(screens: (old: Range<Int>, new: Range<Int>)? = nil) {
        guard movers.count > 1 || (movers.count == 1 && top.kept.count > 1) else { return }
        var items = movers.indices.map { m in
            let unit = movers[m].unit
            return Spreadable(unit: .mover(m), old: (unit.oldLine, unit.oldHeight, movers[m].sourceBlock),
                              new: (unit.newLine, unit.newHeight, movers[m].targetBlock))
        }
        for k in top.kept {
            let unit = top.units[k]
            guard case let .rows(_, rows) = unit.content, rows.count == 1 else { continue }
            items.append(Spreadable(unit: .kept(k), old: (unit.oldLine, unit.oldHeight, nil),
                                    new: (unit.newLine, unit.newHeight, nil)))
        }
        // An end beyond the edge shares its lines with units unseen there, so it is in no run on that side.
        let beyond = items.map { item -> RowMover.EdgeEnd? in
            if case let .mover(m) = item.unit { return movers[m].beyondEdge }
            return nil
        }
        let byOld = Self.stableOrder(items.count) { items[$0].old.line }.filter { beyond[$0] != .old }
        let byNew = Self.stableOrder(items.count) { items[$0].new.line }.filter { beyond[$0] != .new }
        // A far end beyond the top edge already has its key (``ViewportPlan/overTheTop``): only the other end is respaced.
        let tracks = items.map { item -> Track in
            switch item.unit {
            case let .mover(m): movers[m].unit.track
            case let .kept(k): top.units[k].track
            }
        }
        var keys = tracks
        // A run whose rows do not swap among themselves has no crossings to spread.
        let swaps = { (run: Range<Int>, order: [Int], other: Side) in
            zip(run.dropLast(), run.dropFirst()).contains {
                items[order[$0]].at(other).line > items[order[$1]].at(other).line
            }
        }
        for run in runs(byOld, items, .old, cutAt: screens?.old) where swaps(run, byOld, .new) {
            let spaced = spaced(run, byOld, items, .old, together: .new)
            for (k, i) in byOld[run].enumerated() { keys[i].from = spaced[k] }
        }
        for run in runs(byNew, items, .new, cutAt: screens?.new) where swaps(run, byNew, .old) {
            let spaced = spaced(run, byNew, items, .new, together: .old)
            for (k, i) in byNew[run].enumerated() { keys[i].to = spaced[k] }
        }
        for (i, item) in items.enumerated() where keys[i] != tracks[i] {
            switch item.unit {
            case let .mover(m): movers[m].unit.spread = keys[i]
            case let .kept(k): top.units[k].spread = keys[i]
            }
        }
    }

    /// The indices `0..<count` sorted by `line`, ties in index order: a
    /// counting sort where the lines are dense (a batch moving most rows of
    /// a long list), else a comparison sort. O(count + range of lines) or
    /// O(count · log count).
    static func stableOrder(_ count: Int, by line: (Int) -> Int) -> [Int] {
        guard count > 0 else { return [] }
        var low = Int.max, high = Int.min
        for i in 0..<count {
            let l = line(i)
            low = min(low, l)
            high = max(high, l)
        }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow, span < 4 * count + 1_024 else { return (0..<count).sorted { line($0) < line($1) } }
        var starts = [Int](repeating: 0, count: span + 2)
        for i in 0..<count { starts[line(i) - low + 1] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        var order = [Int](repeating: 0, count: count)
        for i in 0..<count {
            let k = line(i) - low
            order[starts[k]] = i
            starts[k] += 1
        }
        return order
    }

    /// Maximal runs (ranges into `order`) of items whose lines in `layout`
    /// follow each other without a gap, in the same moved section (or none),
    /// with a moved row among them, and on the same side of each edge of `screen`.
    private func runs(_ order: [Int], _ items: [Spreadable], _ layout: Side, cutAt screen: Range<Int>?) -> [Range<Int>] {
        let cut = { (a: Int, b: Int) in
            screen.map { (a < $0.lowerBound && $0.lowerBound <= b) || (a < $0.upperBound && $0.upperBound <= b) } ?? false
        }
        var runs: [Range<Int>] = []
        var start = 0
        var moved = false
        for k in 0...order.count {
            let adjacent = k > 0 && k < order.count && {
                let (a, b) = (items[order[k - 1]].at(layout), items[order[k]].at(layout))
                return a.line + a.height == b.line && a.block == b.block && !cut(a.line, b.line)
            }()
            if k > 0, !adjacent {
                if k - start > 1, moved { runs.append(start..<k) }
                start = k
                moved = false
            }
            if k < order.count, case .mover = items[order[k]].unit { moved = true }
        }
        return runs
    }

    /// The respaced keys of the items `order[run]`, in lines of `layout`:
    /// groups of items adjacent in the `together` layout too, in the same
    /// order, keep their spacing inside, and the starts of the groups follow
    /// the exponential.
    private func spaced(
        _ run: Range<Int>, _ order: [Int], _ items: [Spreadable], _ layout: Side, together: Side
    ) -> [Double] {
        let line = { (k: Int) in Double(items[order[k]].at(layout).line) }
        let top = line(run.lowerBound)
        let last = items[order[run.upperBound - 1]].at(layout)
        let length = Double(last.line + last.height) - top
        let curve = { (x: Double) in top + length * expm1(Self.steepness * x) / expm1(Self.steepness) }
        var keys: [Double] = []
        keys.reserveCapacity(run.count)
        var groupStart = run.lowerBound
        while groupStart < run.upperBound {
            var groupEnd = groupStart + 1
            while groupEnd < run.upperBound, {
                let (a, b) = (items[order[groupEnd - 1]].at(together), items[order[groupEnd]].at(together))
                return a.line + a.height == b.line && a.block == b.block
            }() { groupEnd += 1 }
            let first = line(groupStart)
            let end = groupEnd < run.upperBound ? line(groupEnd) : top + length
            let (from, to) = (curve((first - top) / length), curve((end - top) / length))
            for k in groupStart..<groupEnd {
                keys.append(from + (line(k) - first) * (to - from) / (end - first))
            }
            groupStart = groupEnd
        }
        return keys
    }
}
