import ListDiff

extension ContainerBuilder {
    /// New section `t` of a moved section on a scrolled screen
    /// (``RidingLine``): its header unless it moves, the runs of
    /// rows between the rows `moving` (sorted) and its separator all open
    /// where they are, as inserted units; what of them is off the screen is
    /// never drawn. O((moving + 1) log n).
    mutating func addMovedSection(new t: Int, layout: ListLayout, moving: (rows: [Int], header: Bool)) {
        if layout.headers[t] != nil, !moving.header {
            add(Self.opening(.header(section: t), line: layout.headerTop(t), height: 1))
        }
        for run in Self.runs(count: layout.itemCount(t), between: moving.rows) {
            add(Self.opening(.rows(section: t, items: run), line: layout.rowTop(ItemPath(item: run.lowerBound, section: t)),
                             height: layout.rowsHeight(t, run)))
        }
        if layout.separator, t < layout.sectionCount - 1 {
            add(Self.opening(.separator, line: layout.rowsEnd(t), height: 1))
        }
    }

    /// Old section `s` of a moved section on a scrolled screen: what
    /// ``addMovedSection(new:layout:moving:)`` opens, closing where it was. O((moving + 1) log n).
    mutating func addMovedSection(old s: Int, layout: ListLayout, moving: (rows: [Int], header: Bool)) {
        if layout.headers[s] != nil, !moving.header {
            addDeleted(content: .header(section: s), line: layout.headerTop(s), height: 1)
        }
        for run in Self.runs(count: layout.itemCount(s), between: moving.rows) {
            addDeleted(content: .rows(section: s, items: run), line: layout.rowTop(ItemPath(item: run.lowerBound, section: s)),
                       height: layout.rowsHeight(s, run))
        }
        if layout.separator, s < layout.sectionCount - 1 {
            addDeleted(content: .separator, line: layout.rowsEnd(s), height: 1)
        }
    }

    /// An inserted unit of the new layout.
    private static func opening(_ content: MotionContent, line: Int, height: Int) -> MotionUnit {
        MotionUnit(role: .inserted, inNew: true, content: content, oldLine: line, newLine: line, oldHeight: 0, newHeight: height)
    }

    /// The runs of rows `0..<count` between the rows `skipped` (sorted). O(skipped).
    private static func runs(count: Int, between skipped: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for i in skipped + [count] {
            if i > start { runs.append(start..<i) }
            start = max(start, i + 1)
        }
        return runs
    }
}
