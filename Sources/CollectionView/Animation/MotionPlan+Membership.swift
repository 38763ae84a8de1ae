extension MotionPlan {
    /// When each row moving out of (into) a moved section leaves (joins) it.
    ///
    /// A moved section is stacked as one unit at its key, so the rows it
    /// overlaps on their way past it are stacked after it. A row leaving the
    /// section through its top, or joining it there, does so as its key
    /// crosses the section's: nothing is between them then. Through the
    /// bottom, the rows the section overlaps may stand between the row and
    /// the section; joining or leaving then would make it jump over them,
    /// and back when the section has passed them. So a row joins through the
    /// bottom at the first instant nothing stands between, and leaves at the
    /// last such instant.
    ///
    /// Complexity: O(rows moving into or out of moved sections · (units + movers + blocks)).
    mutating func timeMembership(layout: ListLayout) {
        for m in movers.indices {
            let mover = movers[m]
            guard mover.sourceBlock != nil || mover.targetBlock != nil, mover.sourceBlock != mover.targetBlock else {
                continue
            }
            if let s = mover.sourceBlock {
                movers[m].leavesSource = crossing(of: m, with: s, leaving: true, layout: layout)
            }
            if let t = mover.targetBlock {
                movers[m].joinsTarget = max(crossing(of: m, with: t, leaving: false, layout: layout),
                                            mover.sourceBlock == nil ? 0 : movers[m].leavesSource)
            }
        }
    }

    /// When mover `m` leaves (joins) block `b`.
    private func crossing(of m: Int, with b: Int, leaving: Bool, layout: ListLayout) -> Double {
        let mover = movers[m]
        let block = blocks[b]
        let relative = (from: mover.key(0) - block.key(0), to: mover.key(1) - block.key(1))
        // Through the top: as the keys cross.
        let outside = leaving ? relative.to : relative.from
        if outside < 0 {
            return min(max(relative.from / (relative.from - relative.to), 0), 1)
        }
        // Through the bottom: the instants at which something stands between the block's top and the row's.
        var covered: [(Double, Double)] = []
        func standsBetween(first: (Double, Double), last: (Double, Double)) {
            // first < row's key and last > block's key, both linear in e.
            let a = interval(below: (first.0 - mover.key(0), first.1 - mover.key(1)))
            let b = interval(below: (block.key(0) - last.0, block.key(1) - last.1))
            let low = max(a.lowerBound, b.lowerBound)
            let high = min(a.upperBound, b.upperBound)
            if low < high { covered.append((low, high)) }
        }
        for k in top.kept {
            let unit = top.units[k]
            var last = 0.0
            if case let .rows(s, items) = unit.content, items.count > 1 {
                last = Double(layout.rowOffset(s, items.upperBound - 1) - layout.rowOffset(s, items.lowerBound))
            }
            standsBetween(first: (unit.key(0), unit.key(1)), last: (unit.key(0) + last, unit.key(1) + last))
        }
        for (o, other) in movers.enumerated() where o != m && other.sourceBlock != b && other.targetBlock != b {
            let key = (other.key(0), other.key(1))
            standsBetween(first: key, last: key)
        }
        for (o, other) in blocks.enumerated() where o != b {
            let key = (other.key(0), other.key(1))
            standsBetween(first: key, last: key)
        }
        covered.sort { $0.0 < $1.0 }
        if leaving {
            // The last instant not covered: sweep down from 1.
            var free = 1.0
            for (low, high) in covered.sorted(by: { $0.1 > $1.1 }) where high >= free {
                free = min(free, low)
            }
            return max(free, 0)
        }
        var free = 0.0
        for (low, high) in covered where low <= free {
            free = max(free, high)
        }
        return min(free, 1)
    }

    /// The instants in 0…1 at which `value` (linear: at 0, at 1) is negative, as a range.
    private func interval(below value: (Double, Double)) -> ClosedRange<Double> {
        let (a, b) = value
        if a < 0, b < 0 { return 0...1 }
        if a >= 0, b >= 0 { return 1...1 }
        let root = a / (a - b)
        return a < 0 ? 0...root : root...1
    }
}
