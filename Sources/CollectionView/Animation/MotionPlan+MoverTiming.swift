extension MotionPlan {
    /// Times the rows opening and closing where moved rows pass them.
    ///
    /// A deleted row that a row moving down has passed is above it: closing
    /// then would pull the moving row back up, away from where it is going.
    /// An inserted row that a row moving up has not yet passed is above it:
    /// opening then would push it down. So a deleted row is closed by the
    /// time the first row moving down passes it, and an inserted row opens
    /// only once the last row moving up has passed it. (Rows moving the
    /// other way are free: a row moving up is already below a deleted row it
    /// has not passed, and a row moving down ends below an inserted row it
    /// passes.)
    ///
    /// Complexity: O((movers + gap units) · log + movers · ``PassEnvelope/steps``).
    mutating func timeGapsAroundMovers() {
        guard !movers.isEmpty else { return }
        top.timeGaps(around: movers.map { (from: $0.unit.key(0), to: $0.unit.key(1)) })
        for b in blocks.indices {
            // Inside a moved section, in lines from its top.
            let block = blocks[b]
            let inside = movers.filter { $0.sourceBlock == b || $0.targetBlock == b }.map {
                (from: $0.unit.key(0) - block.key(0), to: $0.unit.key(1) - block.key(1))
            }
            if !inside.isEmpty { blocks[b].container.timeGaps(around: inside) }
        }
    }
}

extension MotionContainer {
    /// The line a mover's key must reach at `e` to be stacked after gap unit
    /// `g`: the unit's own place (its anchor's key plus its offset), or the
    /// next kept unit's key if that is smaller (a gap that has shrunk).
    /// `next` is the index in ``kept`` of the first kept unit after `g`.
    func passLine(_ g: Int, next: Int, _ e: Double) -> Double {
        let own = (anchors[g].map { units[$0].key(e) } ?? 0) + Double(units[g].offset)
        return next < kept.count ? min(own, units[kept[next]].key(e)) : own
    }

    /// Narrows the windows of the inserted and deleted units that `movers`
    /// (keys at progress 0 and 1, in this container's lines) pass the wrong way.
    ///
    /// One sweep down the units: a mover is added to the envelope of the
    /// movers that started above (ended above) once the sweep is past its
    /// place at 0 (at 1); each deleted (inserted) unit then asks its envelope
    /// when it is first (last) passed. Pass lines never decrease down the
    /// units, so the movers are taken in order of their keys.
    mutating func timeGaps(around movers: [(from: Double, to: Double)]) {
        let byStart = movers.sorted { $0.from < $1.from }
        let byEnd = movers.sorted { $0.to < $1.to }
        var startedAbove = PassEnvelope()
        var endedAbove = PassEnvelope()
        var s = 0
        var t = 0
        var next = 0
        for g in units.indices {
            while next < kept.count, kept[next] <= g { next += 1 }
            let role = units[g].role
            guard role == .inserted || role == .deleted else { continue }
            if role == .deleted {
                while s < byStart.count, byStart[s].from < passLine(g, next: next, 0) {
                    startedAbove.add(from: byStart[s].from, to: byStart[s].to)
                    s += 1
                }
                if let k = startedAbove.firstReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: 0, closesBy: PassEnvelope.progress(max(k - 1, 0)))
                }
            } else {
                while t < byEnd.count, byEnd[t].to < passLine(g, next: next, 1) {
                    endedAbove.add(from: byEnd[t].from, to: byEnd[t].to)
                    t += 1
                }
                if let k = endedAbove.lastReach(of: { passLine(g, next: next, $0) }) {
                    units[g].time(opensFrom: PassEnvelope.progress(min(k + 1, PassEnvelope.steps)), closesBy: 1)
                }
            }
        }
    }
}
