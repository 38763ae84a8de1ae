extension MotionPlan {
    /// Leaves out of the plan every row that no frame can draw above content
    /// line `horizon`: rule 2 of the screen (rows unseen before and after
    /// relocate unseen) for a plan stacked from the list's top, so that a
    /// batch moving a million rows plans, and draws each frame from, the few
    /// thousand that can reach the screen.
    ///
    /// Why it is exact for what is seen: a frame stacks units in the order
    /// of their keys, each moving linearly in eased progress between two
    /// ends. Take the units there throughout (kept units and moved rows
    /// outside moved sections) whose keys never go beyond some line `t`
    /// (a kept run counted to its last row, as a mover passing it splits it
    /// by row), enough of them to fill `horizon` lines. A moved row whose
    /// key never comes down to `t` stands below all of them in every frame,
    /// so it is never drawn above `horizon`, and neither is anything stacked
    /// after it; and it stands below every unit drawn above `horizon`, so
    /// taking it out moves none of those. The same holds for the kept units
    /// from the first one whose key never comes down to `t`, with everything
    /// stacked between and after them. Rows opening and closing are then
    /// timed around the movers that can be seen (``timeGapsAroundMovers(layout:anchor:)``).
    ///
    /// Call it once the keys are final (``SpreadItems/spread(cutAt:)``), before
    /// the movers are made and before the timing. Moved sections and the rows
    /// travelling in them stay. Leaves out the kept units beyond, and returns
    /// the items of `items` whose movers stay (in order), or `nil` when
    /// nothing is left out. O(movers + kept units) for movers arriving in
    /// random order (O((movers + kept units) · rows in `horizon`) at worst).
    mutating func leaveOut(beyond horizon: Int, items: SpreadItems) -> [Int]? {
        guard let line = fillLine(horizon, items: items) else { return nil }
        var staying: [Int] = []
        for i in 0..<items.moverCount {
            let key = items.key(i)
            if items.old.block[i] >= 0 || items.new.block[i] >= 0 || min(key.from, key.to) <= line { staying.append(i) }
        }
        let cut = top.kept.first { min(top.units[$0].track.from, top.units[$0].track.to) > line }
        if let cut { top.keepUnits(before: cut) }
        return staying.count < items.moverCount || cut != nil ? staying : nil
    }

    /// The least line that the units there throughout whose keys never go
    /// beyond it fill `horizon` lines with, or `nil` when all of them
    /// together do not.
    private func fillLine(_ horizon: Int, items: SpreadItems) -> Double? {
        var filling = FillingUnits(lines: horizon)
        for k in top.kept {
            let unit = top.units[k]
            let rows = unit.rowRange.count
            let reach = max(unit.track.from, unit.track.to) + (rows > 1 ? Double(unit.newHeight) : 0)
            filling.offer(reach: reach, lines: min(unit.oldHeight, unit.newHeight))
        }
        for i in 0..<items.moverCount where items.old.block[i] < 0 && items.new.block[i] < 0 {
            let key = items.key(i)
            filling.offer(reach: max(key.from, key.to),
                          lines: min(items.old.end[i] - items.old.line[i], items.new.end[i] - items.new.line[i]))
        }
        return filling.line
    }
}

/// The units of least reach that fill a number of lines, kept as they are
/// offered in a heap whose top is the farthest (of equal reaches, the one
/// offered last): the last one needed to fill the lines. A sorted array
/// did the same, but each offer moved half of it, and a screen deep in a
/// list keeps tens of thousands.
private struct FillingUnits {
    let lines: Int
    /// A max-heap by (reach, order offered).
    private var units: [(reach: Double, order: Int, lines: Int)] = []
    private var offered = 0
    private var total = 0

    init(lines: Int) { self.lines = lines }

    /// The reach of the last unit needed, once they fill the lines.
    var line: Double? { total >= lines ? units.first?.reach : nil }

    /// Takes a unit if it reaches less far than the last one needed. O(log units kept) per unit kept or dropped.
    mutating func offer(reach: Double, lines height: Int) {
        guard height > 0 else { return }
        if let line, reach >= line { return }
        push((reach, offered, height))
        offered += 1
        total += height
        // Drop the farthest while the others still fill the lines.
        while let last = units.first, total - last.lines >= lines {
            popFarthest()
            total -= last.lines
        }
    }

    private static func farther(_ a: (reach: Double, order: Int, lines: Int), _ b: (reach: Double, order: Int, lines: Int)) -> Bool {
        a.reach != b.reach ? a.reach > b.reach : a.order > b.order
    }

    private mutating func push(_ unit: (reach: Double, order: Int, lines: Int)) {
        units.append(unit)
        var i = units.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.farther(units[i], units[parent]) else { break }
            units.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popFarthest() {
        units.swapAt(0, units.count - 1)
        units.removeLast()
        var i = 0
        while true {
            let (l, r) = (2 * i + 1, 2 * i + 2)
            var top = i
            if l < units.count, Self.farther(units[l], units[top]) { top = l }
            if r < units.count, Self.farther(units[r], units[top]) { top = r }
            guard top != i else { return }
            units.swapAt(i, top)
            i = top
        }
    }
}
