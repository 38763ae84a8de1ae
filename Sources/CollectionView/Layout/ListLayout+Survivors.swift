import ListDiff

extension ListLayout {
    /// The nearest old row after (`forward`) or before old row `path` that
    /// `mapping` keeps or moves, with its new path and how many rows away it
    /// is (1: the next row), crossing sections; `nil` when none.
    ///
    /// Rows of a deleted section survive only if moved out (`movedOut`: per
    /// deleted old section, its rows moved out, sorted), so a deleted section
    /// is crossed in one step, not row by row. Complexity: O(rows listed as
    /// deleted on the way + sections + moved-out rows · log), never the rows
    /// of a deleted section.
    func nearestSurvivor(
        from path: ItemPath, forward: Bool, mapping: BatchMapping, movedOut: [Int: [Int]]
    ) -> (target: ItemPath, distance: Int)? {
        var p = path
        var distance = 0
        while let q = forward ? self.path(after: p) : self.path(before: p) {
            distance += 1
            guard mapping.sectionTargets[q.section] == nil else {
                if let target = mapping.target(of: q) { return (target, distance) }
                p = q
                continue
            }
            // A deleted section: straight to the nearest row moved out of it, or across it.
            let rows = movedOut[q.section] ?? []
            let last = itemCount(q.section) - 1
            if forward {
                let k = rows.partitioningIndex { $0 >= q.item }
                if k < rows.count, let target = mapping.target(of: ItemPath(item: rows[k], section: q.section)) {
                    return (target, distance + rows[k] - q.item)
                }
                distance += last - q.item
                p = ItemPath(item: last, section: q.section)
            } else {
                let k = rows.partitioningIndex { $0 > q.item } - 1
                if k >= 0, let target = mapping.target(of: ItemPath(item: rows[k], section: q.section)) {
                    return (target, distance + q.item - rows[k])
                }
                distance += q.item
                p = ItemPath(item: 0, section: q.section)
            }
        }
        return nil
    }
}
