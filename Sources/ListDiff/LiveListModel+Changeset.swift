/// The changeset of a live batch, from the touched rows' old and new places.
extension LiveListModel {
    /// Builds the batch in UIKit's index conventions from the touches' paths;
    /// `dying` marks the sections deleted (by their old number), `born` the
    /// sections inserted (by their new number). O(k log k) for k touched rows.
    @inlinable
    func changeset(for touches: [Touch], oldKeys: [SectionKey], dying: [Bool], born: [Int]) -> Changeset {
        var result = Changeset()
        for s in oldKeys.indices where dying[s] { result.sections.deleted.append(s) }
        result.sections.inserted = born

        // Rows that may stay: same section before and after. Everything touched
        // counts against the rows that surely stay (the untouched ones).
        var candidates: [Int: [Int]] = [:]  // by old section
        var touchedOld = [[Int]](repeating: [], count: oldKeys.count)
        var touchedNew = [[Int]](repeating: [], count: sections.count)
        // Fields read in place: a whole touch (two slots, two keys) is copied through its value witness.
        for t in touches.indices {
            let oldPath = touches[t].oldPath
            let newPath = touches[t].newPath
            if let path = oldPath { touchedOld[path.section].append(path.item) }
            if let path = newPath { touchedNew[path.section].append(path.item) }
            switch (oldPath, newPath) {
            case let (from?, nil):
                if touches[t].new == nil { result.items.deleted.append(from) }
            case let (nil, to?):
                if touches[t].old == nil { result.items.inserted.append(to) }
            case let (from?, _?):
                if touches[t].oldSection == touches[t].newSection {
                    candidates[from.section, default: []].append(t)
                } else {
                    addMove(touches[t], to: &result)
                }
            case (nil, nil):
                // A deleted row of a deleted section, or a new row of a new section: the section says it.
                break
            }
        }
        for s in touchedOld.indices { touchedOld[s].sort() }
        for s in touchedNew.indices { touchedNew[s].sort() }

        for (_, members) in candidates {
            // A changed row can stay only if as many untouched rows precede it before as after.
            var staying: [Int] = []
            for t in members {
                guard let from = touches[t].oldPath, let to = touches[t].newPath else { continue }
                let untouchedBefore = from.item - touchedOld[from.section].partitioningIndex { $0 >= from.item }
                let untouchedAfter = to.item - touchedNew[to.section].partitioningIndex { $0 >= to.item }
                if untouchedBefore == untouchedAfter {
                    staying.append(t)
                } else {
                    addMove(touches[t], to: &result)
                }
            }
            // Among those, the ones whose order among themselves holds: a longest increasing run.
            staying.sort { (touches[$0].newPath?.item ?? 0) < (touches[$1].newPath?.item ?? 0) }
            let byOld = staying.indices.sorted {
                (touches[staying[$0]].oldPath?.item ?? 0) < (touches[staying[$1]].oldPath?.item ?? 0)
            }
            var ranks = [Int](repeating: 0, count: staying.count)
            for (rank, position) in byOld.enumerated() { ranks[position] = rank }
            let kept = LongestIncreasingSubsequence.kept(ranks: ranks, direction: .towardTop, isHinted: nil)
            for (position, t) in staying.enumerated() {
                if !kept[position] {
                    addMove(touches[t], to: &result)
                } else if touches[t].contentChanged, let from = touches[t].oldPath {
                    result.items.reloaded.append(from)
                }
            }
        }
        result.sortLists()
        return result
    }

    /// A move, with a deferred reload at its new place if the content changed.
    @inlinable
    func addMove(_ touch: borrowing Touch, to result: inout Changeset) {
        guard let from = touch.oldPath, let to = touch.newPath else { return }
        result.items.moved.append(Move(from: from, to: to))
        if touch.contentChanged {
            result.deferred.items.append(to)
        }
    }
}
