extension BatchMapping.RowCheck {
    /// A batch of moves only, listed in order of their sources (as the diff
    /// and a live list's re-sort give them), checked and gathered without
    /// the walk's per-entry records: its rows leaving are in order already,
    /// and its slots taken are placed by index. Gives what
    /// ``check(_:sections:newItemCount:)`` gives for such a batch (a re-sort's
    /// million moves were gathered into records of 48 bytes each, twice, and
    /// one side sorted). `nil` when the batch is not of that shape or breaks
    /// any rule: the walk then names the first problem, as it always does.
    ///
    /// Complexity: O(S + C + rows of the new sections moved into), only for
    /// sections that many moves go to (else `nil`).
    static func checkMovesInOrder(_ changeset: Changeset, sections: BatchMapping.SectionPlan, newItemCount: (Int) -> Int) -> Checked? {
        let items = changeset.items
        let moves = items.moved
        guard items.deleted.isEmpty, items.inserted.isEmpty, items.reloaded.isEmpty, !moves.isEmpty,
              moves.count < Int(Int32.max) else { return nil }
        // Old side: each source in range, and strictly after the one before (so none is named twice).
        var leavingCounts = [Int](repeating: 0, count: sections.oldItemCounts.count)
        var previous: ItemPath?
        for move in moves {
            let p = move.from
            guard oldRowError(.move, p, sections) == nil else { return nil }
            if let previous, !(previous < p) { return nil }
            previous = p
            leavingCounts[p.section] += 1
        }
        var leaving = leavingCounts.map { [Int](repeating: 0, count: $0) }
        var leavingTargets = leavingCounts.map { [ItemPath?](repeating: nil, count: $0) }
        var filled = [Int](repeating: 0, count: leavingCounts.count)
        for move in moves {
            let s = move.from.section
            leaving[s][filled[s]] = move.from.item
            leavingTargets[s][filled[s]] = move.to
            filled[s] += 1
        }
        guard let newCounts = try? sections.newItemCounts(changeset, leavingCount: { leavingCounts[$0] }, newItemCount: newItemCount)
        else { return nil }
        // New side: each target in range, placed by index in its section; a slot found taken is a repeat.
        var takenCounts = [Int](repeating: 0, count: newCounts.count)
        for move in moves {
            let q = move.to
            guard newRowError(.move, q, newCounts) == nil else { return nil }
            takenCounts[q.section] += 1
        }
        // A slot per row of a section moved into: only where the moves are most of it (a re-sort), not a few
        // moves into a section of a million rows.
        for t in newCounts.indices where takenCounts[t] > 0 && newCounts[t] > 4 * takenCounts[t] + 1_024 { return nil }
        var slots = zip(newCounts, takenCounts).map { count, taken in [Int32](repeating: -1, count: taken > 0 ? count : 0) }
        for (k, move) in moves.enumerated() {
            let q = move.to
            guard slots[q.section][q.item] < 0 else { return nil }
            slots[q.section][q.item] = Int32(truncatingIfNeeded: k)
        }
        var taken = [[Int]](repeating: [], count: newCounts.count)
        var takenSources = [[ItemPath?]](repeating: [], count: newCounts.count)
        for t in newCounts.indices where takenCounts[t] > 0 {
            taken[t].reserveCapacity(takenCounts[t])
            takenSources[t].reserveCapacity(takenCounts[t])
            for (i, k) in slots[t].enumerated() where k >= 0 {
                taken[t].append(i)
                takenSources[t].append(moves[Int(k)].from)
            }
        }
        return Checked(leaving: leaving, leavingTargets: leavingTargets, taken: taken, takenSources: takenSources, newCounts: newCounts)
    }
}
