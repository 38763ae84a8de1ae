import ListDiff

/// Collects a container's units from a walk of the new layout (kept and
/// inserted units, in new order) and of the old one (deleted units), then
/// merges them: each deleted or inserted unit goes into the gap after the
/// last kept unit before it.
struct ContainerBuilder {
    private var kept: [MotionUnit] = []
    /// Inserted and deleted units, each with the index in `kept` of the unit before it (-1: the top).
    private var gaps: [(anchor: Int, unit: MotionUnit)] = []

    /// Adds a kept or inserted unit, in new order.
    mutating func add(_ unit: MotionUnit) {
        if unit.role == .kept {
            kept.append(unit)
        } else {
            var unit = unit
            unit.offset = unit.newLine - (kept.last?.newLine ?? 0)
            gaps.append((kept.count - 1, unit))
        }
    }

    /// The deleted units of old section `s`: all of it but rows moved out
    /// when the section is deleted, else its deleted rows and a header or
    /// separator it no longer has.
    mutating func addOld(
        section s: Int, continuing: Bool, old: ListLayout, new: ListLayout, mapping: BatchMapping,
        gone: (deleted: [Int], movedOut: [Int])?, base: (old: Int, new: Int)
    ) {
        let target = mapping.sectionTargets[s]
        if old.headers[s] != nil, !continuing || target.map({ new.headers[$0] == nil }) ?? true {
            addDeleted(content: .header(section: s), line: old.headerTop(s) - base.old, height: 1)
        }
        var runStart: Int?
        func close(_ j: Int) {
            guard let start = runStart else { return }
            addDeleted(content: .rows(section: s, items: start..<j),
                       line: old.rowTop(ItemPath(item: start, section: s)) - base.old,
                       height: old.rowsHeight(s, start..<j))
            runStart = nil
        }
        if let gone {
            // Deleted runs: consecutive deleted rows, or (a deleted section) the stretches between rows moved out.
            if continuing {
                var lastDeleted: Int?
                for j in gone.deleted {
                    if let last = lastDeleted, j != last + 1 { close(last + 1) }
                    if runStart == nil { runStart = j }
                    lastDeleted = j
                }
                if let last = lastDeleted { close(last + 1) }
            } else {
                var from = 0
                for j in gone.movedOut {
                    if j > from { runStart = from; close(j) }
                    from = j + 1
                }
                if old.itemCount(s) > from { runStart = from; close(old.itemCount(s)) }
            }
        } else {
            for j in 0..<old.itemCount(s) {
                if mapping.target(of: ItemPath(item: j, section: s)) == nil {
                    if runStart == nil { runStart = j }
                } else {
                    close(j)
                }
            }
            close(old.itemCount(s))
        }
        if old.separator, s < old.sectionCount - 1,
           !continuing || target.map({ !(new.separator && $0 < new.sectionCount - 1) }) ?? true {
            addDeleted(content: .separator, line: old.rowsEnd(s) - base.old, height: 1)
        }
    }

    mutating func addDeleted(content: MotionContent, line: Int, height: Int) {
        // The kept unit before it in old order: kept units are in the same order in both layouts.
        let anchor = kept.partitioningIndex { $0.oldLine >= line } - 1
        let unit = MotionUnit(role: .deleted, inNew: false, content: content, oldLine: line, newLine: line,
                              oldHeight: height, newHeight: 0, offset: line - (anchor >= 0 ? kept[anchor].oldLine : 0))
        gaps.append((anchor, unit))
    }

    /// Kept units in order, each followed by its gap sorted by offset
    /// (deleted before inserted at the same offset).
    func build() -> MotionContainer {
        // One sort of every gap unit by (slot, offset, deleted first, order added), not an array per slot.
        var keys = [(anchor: Int, offset: Int, role: Int, index: Int)]()
        keys.reserveCapacity(gaps.count)
        for (g, gap) in gaps.enumerated() {
            keys.append((gap.anchor, gap.unit.offset, gap.unit.role == .deleted ? 0 : 1, g))
        }
        keys.sort { ($0.anchor, $0.offset, $0.role, $0.index) < ($1.anchor, $1.offset, $1.role, $1.index) }
        var container = MotionContainer()
        container.units.reserveCapacity(kept.count + gaps.count)
        container.kept.reserveCapacity(kept.count)
        var keptIndex = [Int](repeating: 0, count: kept.count)
        var next = 0
        for slot in 0...kept.count {
            if slot > 0 {
                keptIndex[slot - 1] = container.units.count
                container.kept.append(container.units.count)
                container.units.append(kept[slot - 1])
                container.anchors.append(nil)
            }
            while next < keys.count, keys[next].anchor + 1 == slot {
                let g = keys[next].index
                container.units.append(gaps[g].unit)
                container.anchors.append(slot > 0 ? keptIndex[slot - 1] : nil)
                next += 1
            }
        }
        return container
    }
}
