extension MotionPlan {
    /// Where a mover is at eased progress `e`, as far as the rows it passes
    /// are concerned: its key at 0 and 1, and at any `e` if it does not move
    /// linearly from one to the other (nil if it does).
    typealias Passing = (from: Double, to: Double, at: ((Double) -> Double)?)

    /// Times the rows opening and closing where moved rows and moved
    /// sections pass them.
    ///
    /// A deleted row that something moving down has passed is above it:
    /// closing then would pull it back up, away from where it is going. An
    /// inserted row that something moving up has not yet passed is above it:
    /// opening then would push it down. So a deleted row is closed by the
    /// time the first thing moving down passes it, and an inserted row opens
    /// only once the last thing moving up has passed it. (Things moving the
    /// other way are free: something moving up is already below a deleted row
    /// it has not passed, and something moving down ends below an inserted
    /// row it passes.)
    ///
    /// Complexity: O((movers + blocks + gap units) · ``PassEnvelope/steps``).
    mutating func timeGapsAroundMovers(layout: ListLayout) {
        guard !movers.isEmpty || !blocks.isEmpty else { return }
        let plan = self
        var passing: [Passing] = movers.map { mover in
            guard mover.sourceBlock != nil || mover.targetBlock != nil else { return (mover.key(0), mover.key(1), nil) }
            // A row riding in a moved section is where the section is.
            let at = { (e: Double) in mover.block(at: e).map { plan.blocks[$0].key(e) } ?? mover.key(e) }
            return (at(0), at(1), at)
        }
        passing += blocks.map { block in (block.key(0), block.key(1), nil) }
        top.timeGaps(around: passing)
        for b in blocks.indices {
            let inside: [Passing] = movers.filter { $0.sourceBlock == b || $0.targetBlock == b }.map { mover in
                let relative = { (e: Double) -> Double in
                    if mover.block(at: e) == b { return mover.key(e) - plan.blocks[b].key(e) }
                    // Outside: above or below the whole section.
                    return mover.key(e) < plan.blocks[b].key(e) ? -.infinity : .infinity
                }
                return (relative(0), relative(1), relative)
            }
            if !inside.isEmpty { blocks[b].container.timeGaps(around: inside) }
            timeGapsInside(b, layout: layout)
        }
    }

    /// Times the rows opening and closing inside moved section `b` around
    /// what passes the section as a whole: everything stacked after it moves
    /// with them. A deleted row there closes before the first thing that was
    /// above the section goes below it; an inserted row opens after the last
    /// thing that ends above the section has gone above it.
    /// O(top-level units + movers + blocks) for a section that has such rows.
    private mutating func timeGapsInside(_ b: Int, layout: ListLayout) {
        let block = blocks[b]
        guard block.container.units.contains(where: { $0.role == .inserted || $0.role == .deleted }) else { return }
        // Everything at the top level, as lines relative to the section's top.
        var lines: [(from: Double, to: Double)] = []
        for k in top.kept {
            let unit = top.units[k]
            var last = 0.0
            if case let .rows(s, items) = unit.content, items.count > 1 {
                last = Double(layout.rowOffset(s, items.upperBound - 1) - layout.rowOffset(s, items.lowerBound))
            }
            lines.append((unit.key(0) + last - block.key(0), unit.key(1) + last - block.key(1)))
        }
        for mover in movers where mover.sourceBlock != b && mover.targetBlock != b {
            lines.append((mover.key(0) - block.key(0), mover.key(1) - block.key(1)))
        }
        for (o, other) in blocks.enumerated() where o != b {
            lines.append((other.key(0) - block.key(0), other.key(1) - block.key(1)))
        }
        var startedAbove = PassEnvelope()
        var endsAbove = PassEnvelope()
        for line in lines {
            if line.from < 0 { startedAbove.add(from: line.from, to: line.to) }
            if line.to < 0 { endsAbove.add(from: line.from, to: line.to) }
        }
        let closesBy = startedAbove.firstReach { _ in 1e-9 }.map { PassEnvelope.progress(max($0 - 1, 0)) } ?? 1
        let opensFrom = endsAbove.lastReach { _ in 1e-9 }.map { PassEnvelope.progress(min($0 + 1, PassEnvelope.steps)) } ?? 0
        for i in blocks[b].container.units.indices {
            blocks[b].container.units[i].time(opensFrom: opensFrom, closesBy: closesBy)
        }
    }
}

extension MotionContainer {
    /// The line a mover's key must reach at `e` to be stacked after gap unit
    /// `g`: the unit's own place (its anchor's line plus its offset), or the
    /// next kept unit's key if that is smaller (a gap that has shrunk).
    /// `next` is the index in ``kept`` of the first kept unit after `g`.
    func passLine(_ g: Int, next: Int, _ e: Double) -> Double {
        let own = (anchors[g].map { units[$0].lineKey(e) } ?? 0) + Double(units[g].offset)
        return next < kept.count ? min(own, units[kept[next]].key(e)) : own
    }

    /// Narrows the windows of the inserted and deleted units that `movers`
    /// (in this container's lines) pass the wrong way.
    ///
    /// One sweep down the units: a mover joins the envelope of the movers
    /// that started above (end above) once the sweep is past its place at 0
    /// (at 1); each deleted (inserted) unit then asks its envelope when it is
    /// first (last) passed. Pass lines never decrease down the units, so the
    /// movers are taken in order of their places.
    mutating func timeGaps(around movers: [MotionPlan.Passing]) {
        let byStart = movers.sorted { $0.from < $1.from }
        let byEnd = movers.sorted { $0.to < $1.to }
        var startedAbove = PassEnvelope()
        var endsAbove = PassEnvelope()
        var s = 0
        var t = 0
        var next = 0
        for g in units.indices {
            while next < kept.count, kept[next] <= g { next += 1 }
            let role = units[g].role
            guard role == .inserted || role == .deleted else { continue }
            if role == .deleted {
                while s < byStart.count, byStart[s].from < passLine(g, next: next, 0) {
                    if let at = byStart[s].at { startedAbove.add(at) } else { startedAbove.add(from: byStart[s].from, to: byStart[s].to) }
                    s += 1
                }
                if let k = startedAbove.firstReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: 0, closesBy: PassEnvelope.progress(max(k - 1, 0)))
                }
            } else {
                while t < byEnd.count, byEnd[t].to < passLine(g, next: next, 1) {
                    if let at = byEnd[t].at { endsAbove.add(at) } else { endsAbove.add(from: byEnd[t].from, to: byEnd[t].to) }
                    t += 1
                }
                if let k = endsAbove.lastReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: PassEnvelope.progress(min(k + 1, PassEnvelope.steps)), closesBy: 1)
                }
            }
        }
    }
}
