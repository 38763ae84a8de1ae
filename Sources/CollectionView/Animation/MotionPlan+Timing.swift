extension MotionPlan {
    /// Times the rows opening and closing where a moved section passes them.
    ///
    /// A moved section passes a whole section in one frame (it stops only at
    /// section boundaries), so a row opening or closing in the section it
    /// passes is on one side of it before that frame and on the other after.
    /// Opened while the section is still below it, an inserted row would push
    /// the moving section down on its way up; closed after a section moving
    /// down has passed it, a deleted row would pull that section back up.
    /// So an inserted row opens only once every section moving up past it has
    /// passed, and a deleted row closes before any section moving down past it
    /// arrives. Positions are linear in eased progress, so each crossing is
    /// solved from the positions at 0 and 1.
    ///
    /// Complexity: O(inserted and deleted units · (moved sections + log sections)
    /// + moved sections · sections).
    mutating func timeGapsAroundBlocks() {
        guard !blocks.isEmpty, !top.sectionStarts.isEmpty else { return }
        for i in top.units.indices where top.units[i].role == .inserted || top.units[i].role == .deleted {
            // The section the unit is in: the last one starting at or before it.
            let n = top.sectionStarts.partitioningIndex { $0 > i }
            guard n > 0 else { continue }
            let start = top.sectionStarts[n - 1]
            var opensFrom = 0.0
            var closesBy = 1.0
            for block in blocks {
                // The block is above the unit while the unit's section starts below the block's top.
                let before = startKey(start, 0) - block.key(0)
                let after = startKey(start, 1) - block.key(1)
                guard (before > 0) != (after > 0) else { continue }
                let crossing = min(max(before / (before - after), 0), 1)
                if after > 0 {
                    opensFrom = max(opensFrom, crossing)  // moving up past the unit
                } else {
                    closesBy = min(closesBy, crossing)  // moving down past it
                }
            }
            top.units[i].time(opensFrom: opensFrom, closesBy: closesBy)
        }
        // Inside a moved section: a row it gains while moving down (or loses
        // while moving up) would push (pull) the sections it has passed, or is
        // about to pass, the wrong way. Such rows open after its last crossing
        // (close before its first).
        for b in blocks.indices {
            var lastDown = 0.0
            var firstUp = 1.0
            for start in top.sectionStarts {
                let before = startKey(start, 0) - blocks[b].key(0)
                let after = startKey(start, 1) - blocks[b].key(1)
                guard (before > 0) != (after > 0) else { continue }
                let crossing = min(max(before / (before - after), 0), 1)
                if after > 0 { firstUp = min(firstUp, crossing) } else { lastDown = max(lastDown, crossing) }
            }
            for i in blocks[b].container.units.indices {
                blocks[b].container.units[i].time(opensFrom: lastDown, closesBy: firstUp)
            }
        }
    }

    /// The line a top-level section starting at unit `start` starts at, at `e`.
    private func startKey(_ start: Int, _ e: Double) -> Double {
        let unit = top.units[start]
        if unit.role == .kept { return unit.key(e) }
        return (top.anchors[start].map { top.units[$0].key(e) } ?? 0) + Double(unit.offset)
    }
}

extension MotionUnit {
    /// Narrows an inserted unit's opening to start no earlier than
    /// `opensFrom`, a deleted unit's closing to end no later than `closesBy`;
    /// other units are left alone. Narrowing twice keeps the narrower window.
    mutating func time(opensFrom: Double, closesBy: Double) {
        if role == .inserted, opensFrom > window.lowerBound { window = opensFrom...1 }
        if role == .deleted, closesBy < window.upperBound { window = 0...closesBy }
    }
}
