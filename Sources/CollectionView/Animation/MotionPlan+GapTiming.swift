extension MotionPlan {
    /// Where a mover is, as far as the rows it passes are concerned: its key
    /// at 0 and 1 (``ends``), and at any `e` when it does not move linearly
    /// from one to the other (a row riding in a moved section for a stretch).
    struct Passing {
        /// Its key at 0 and 1; the whole track when ``at`` is nil.
        var ends: Track
        /// Its key at any `e`, when not ``ends``'s.
        var at: ((Double) -> Double)?
    }

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
    /// row it passes.) Above a scroll anchor, `anchor` (the index of the top
    /// level's unit that holds it), the frame is stacked upward from the
    /// anchor, so there the rule is its mirror (``MotionContainer/timeGaps(around:anchor:)``).
    ///
    /// Complexity: O((movers + blocks + gap units) · ``PassEnvelope/steps``).
    mutating func timeGapsAroundMovers(layout: ListLayout, anchor: Int? = nil) {
        guard !movers.isEmpty || !blocks.isEmpty else { return }
        let plan = self
        var passing: [Passing] = movers.map { mover in
            guard mover.sourceBlock != nil || mover.targetBlock != nil else { return Passing(ends: mover.track) }
            // A row riding in a moved section is where the section is.
            let at = { (e: Double) in mover.block(at: e).map { plan.blocks[$0].key(e) } ?? mover.key(e) }
            return Passing(ends: Track(from: at(0), to: at(1)), at: at)
        }
        passing += blocks.map { Passing(ends: $0.track) }
        top.timeGaps(around: passing, anchor: anchor)
        for b in blocks.indices {
            let inside: [Passing] = movers.filter { $0.sourceBlock == b || $0.targetBlock == b }.map { mover in
                let relative = { (e: Double) -> Double in
                    if mover.block(at: e) == b { return mover.key(e) - plan.blocks[b].key(e) }
                    // Outside: above or below the whole section.
                    return mover.key(e) < plan.blocks[b].key(e) ? -.infinity : .infinity
                }
                return Passing(ends: Track(from: relative(0), to: relative(1)), at: relative)
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
        var lines: [Track] = []
        for k in top.kept {
            let unit = top.units[k]
            lines.append(unit.track + unit.lastRowOffset(in: layout) - block.track)
        }
        for mover in movers where mover.sourceBlock != b && mover.targetBlock != b {
            lines.append(mover.track - block.track)
        }
        for (o, other) in blocks.enumerated() where o != b {
            lines.append(other.track - block.track)
        }
        var startedAbove = PassEnvelope()
        var endsAbove = PassEnvelope()
        for line in lines {
            if line.from < 0 { startedAbove.add(line) }
            if line.to < 0 { endsAbove.add(line) }
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
        let own = (anchors[g].map { units[$0].lineTrack.at(e) } ?? 0) + Double(units[g].offset)
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
    ///
    /// Units before `anchor` (the index of the unit holding a scroll anchor)
    /// are above it, where the frame is stacked upward from the anchor
    /// (``ViewportPlan``): room closing there pulls what is above it down,
    /// room opening pushes it up. So there the mirror rule holds: a deleted
    /// unit is closed by the time the first thing moving up passes it, and an
    /// inserted unit opens only once the last thing moving down has passed it.
    mutating func timeGaps(around movers: [MotionPlan.Passing], anchor: Int? = nil) {
        let byStart = movers.sorted { $0.ends.from < $1.ends.from }
        let byEnd = movers.sorted { $0.ends.to < $1.ends.to }
        var startedAbove = PassEnvelope()
        var endsAbove = PassEnvelope()
        var s = 0
        var t = 0
        var next = 0
        for g in units.indices {
            while next < kept.count, kept[next] <= g { next += 1 }
            let role = units[g].role
            guard role == .inserted || role == .deleted, g > anchor ?? -1 else { continue }
            if role == .deleted {
                while s < byStart.count, byStart[s].ends.from < passLine(g, next: next, 0) {
                    startedAbove.add(byStart[s])
                    s += 1
                }
                if let k = startedAbove.firstReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: 0, closesBy: PassEnvelope.progress(max(k - 1, 0)))
                }
            } else {
                while t < byEnd.count, byEnd[t].ends.to < passLine(g, next: next, 1) {
                    endsAbove.add(byEnd[t])
                    t += 1
                }
                if let k = endsAbove.lastReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: PassEnvelope.progress(min(k + 1, PassEnvelope.steps)), closesBy: 1)
                }
            }
        }
        if let anchor { timeGapsAbove(anchor, around: movers) }
    }

    /// The mirror of ``timeGaps(around:anchor:)`` for the units above the
    /// unit `anchor`: one sweep up from the anchor, a mover joining the
    /// envelope of the movers that started below (end below) once the sweep
    /// is above its place at 0 (at 1).
    private mutating func timeGapsAbove(_ anchor: Int, around movers: [MotionPlan.Passing]) {
        let byStart = movers.sorted { $0.ends.from > $1.ends.from }
        let byEnd = movers.sorted { $0.ends.to > $1.ends.to }
        var startedBelow = PassEnvelope(.highest)
        var endsBelow = PassEnvelope(.highest)
        var s = 0
        var t = 0
        for g in stride(from: min(anchor, units.count) - 1, through: 0, by: -1) {
            let role = units[g].role
            guard role == .inserted || role == .deleted else { continue }
            let next = kept.partitioningIndex { $0 > g }
            if role == .deleted {
                while s < byStart.count, byStart[s].ends.from >= passLine(g, next: next, 0) {
                    startedBelow.add(byStart[s])
                    s += 1
                }
                if let k = startedBelow.firstReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: 0, closesBy: PassEnvelope.progress(max(k - 1, 0)))
                }
            } else {
                while t < byEnd.count, byEnd[t].ends.to >= passLine(g, next: next, 1) {
                    endsBelow.add(byEnd[t])
                    t += 1
                }
                if let k = endsBelow.lastReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: PassEnvelope.progress(min(k + 1, PassEnvelope.steps)), closesBy: 1)
                }
            }
        }
    }
}
