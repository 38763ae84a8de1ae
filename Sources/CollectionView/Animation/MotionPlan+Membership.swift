extension MotionPlan {
    /// When each row moving out of (into) a moved section leaves (joins) it.
    ///
    /// A moved section is stacked as one unit at its key, so the rows it
    /// overlaps on their way past it are stacked after it. A row leaving the
    /// section through its top, or joining it there, does so as its key
    /// crosses the section's: nothing is between them then. Through the
    /// bottom, the rows the section overlaps may stand between the row and
    /// the section (rows opening or closing included); joining or leaving
    /// then would make it jump over them, and back when the section has
    /// passed them. So a row joins through the bottom at the first instant
    /// nothing stands between, and leaves at the last such instant. A row
    /// going from one moved section to another that passes it on the way
    /// changes over as the two pass each other.
    ///
    /// Complexity: O(log units + movers + blocks + units between) for each
    /// row moving into or out of a moved section through its bottom, O(1)
    /// through its top.
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
                movers[m].joinsTarget = crossing(of: m, with: t, leaving: false, layout: layout)
            }
            if let s = mover.sourceBlock, let t = mover.targetBlock, movers[m].joinsTarget < movers[m].leavesSource {
                // The row would be in both at once: the two sections pass each other while
                // it is on its way. It changes over as they pass, when nothing is between them.
                let apart = blocks[s].track - blocks[t].track
                let change = apart.changesSign ? apart.crossing : movers[m].leavesSource
                movers[m].leavesSource = change
                movers[m].joinsTarget = change
            }
        }
    }

    /// When mover `m` leaves (joins) block `b`.
    private func crossing(of m: Int, with b: Int, leaving: Bool, layout: ListLayout) -> Double {
        let relative = movers[m].track - blocks[b].track
        // Through the top: as the keys cross.
        if (leaving ? relative.to : relative.from) < 0 { return relative.crossing }
        // Through the bottom: at an instant nothing stands between them.
        let covered = instantsBetween(m, b, layout: layout)
        if leaving {
            // The last instant not covered: sweep down from 1.
            var free = 1.0
            for (low, high) in covered.sorted(by: { $0.1 > $1.1 }) where high >= free {
                free = min(free, low)
            }
            return max(free, 0)
        }
        var free = 0.0
        for (low, high) in covered.sorted(by: { $0.0 < $1.0 }) where low <= free {
            free = max(free, high)
        }
        return min(free, 1)
    }

    /// The stretches of eased progress (open intervals) in which something
    /// at the top level stands between block `b`'s top and mover `m`'s key:
    /// below the one, above the other.
    private func instantsBetween(_ m: Int, _ b: Int, layout: ListLayout) -> [(Double, Double)] {
        let mover = movers[m]
        let block = blocks[b]
        var covered: [(Double, Double)] = []
        func add(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>) {
            let low = max(a.lowerBound, b.lowerBound)
            let high = min(a.upperBound, b.upperBound)
            if low < high { covered.append((low, high)) }
        }
        // When a line is above the row's key, and when below the block's top.
        let aboveRow = { (line: Track) in (line - mover.track).belowZero }
        let belowBlock = { (line: Track) in (block.track - line).belowZero }
        func standsBetween(first: Track, last: Track) {
            add(aboveRow(first), belowBlock(last))
        }
        // Only the top-level units between the two at 0 or at 1 can stand between them
        // (kept units are in order at every instant): O(log units) to find them. From
        // the last kept unit whose rows may reach below the block's top, to the first
        // that is below the row at 0 and at 1 (so is everything after it).
        let kept = top.kept
        let keyAt = { (k: Int, e: Double) in self.top.units[kept[k]].key(e) }
        let firstKept = min(kept.indices.partitioningIndex { keyAt($0, 0) > block.key(0) },
                            kept.indices.partitioningIndex { keyAt($0, 1) > block.key(1) }) - 1
        let pastKept = max(kept.indices.partitioningIndex { keyAt($0, 0) >= mover.key(0) },
                           kept.indices.partitioningIndex { keyAt($0, 1) >= mover.key(1) }, firstKept + 1)
        let start = firstKept >= 0 ? kept[firstKept] : 0
        let end = pastKept < kept.count ? kept[pastKept] : top.units.count
        var next = max(firstKept, 0)
        for g in start..<end {
            let unit = top.units[g]
            while next < kept.count, kept[next] <= g { next += 1 }
            switch unit.role {
            case .kept:
                standsBetween(first: unit.track, last: unit.track + unit.lastRowOffset(in: layout))
            case .inserted, .deleted:
                // A row opening or closing counts too, where movers pass it (its own place, or
                // the next kept unit's if that is above): jumping over one that still has
                // lines would move the row the wrong way.
                let own = (top.anchors[g].map { top.units[$0].lineTrack } ?? Track(0, 0)) + Double(unit.offset)
                guard next < kept.count else {
                    standsBetween(first: own, last: own)
                    continue
                }
                let nextKey = top.units[kept[next]].track
                let pastBlock = belowBlock(own).clamped(to: belowBlock(nextKey))
                add(pastBlock, aboveRow(own))
                add(pastBlock, aboveRow(nextKey))
            case .moved:
                break
            }
        }
        for (o, other) in movers.enumerated() where o != m && other.sourceBlock != b && other.targetBlock != b {
            standsBetween(first: other.track, last: other.track)
        }
        for (o, other) in blocks.enumerated() where o != b {
            standsBetween(first: other.track, last: other.track)
        }
        return covered
    }
}
