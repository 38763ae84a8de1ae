extension BatchMapping {
    /// The one checker of a batch's rows: it validates them, names the first
    /// problem in the documented order, and gathers what the mapping keeps
    /// (the sorted rows leaving each old section, the sorted slots taken in
    /// each new section, and the new counts).
    ///
    /// The documented order is the order of a walk: old rows (deleted, then
    /// moved out, then reloaded, each in list order), then the new side's
    /// counts (``SectionPlan/newItemCounts(_:leavingCount:newItemCount:)``),
    /// then new rows (inserted, then moved in, each in list order). Each entry
    /// of the walk has a number, its ordinal. A rule about one entry alone (in
    /// range, not in a deleted section) is checked as the entry is gathered,
    /// and gathering stops at the first entry that breaks one. A rule between
    /// entries (a row or slot named twice) is checked without hashing a path:
    /// each section's entries are sorted by item, then ordinal, so a repeat
    /// shows as equal neighbours and the later one breaks the rule. The problem
    /// named is the one with the smallest ordinal, which is where a walk in
    /// order would have stopped: every entry before it broke no rule, so the
    /// one it repeats is the only earlier entry naming its row.
    ///
    /// Complexity: O(S + C log C) for S sections and C changes, and no sort
    /// when a section's lists are in order already (a diff's are).
    enum RowCheck {
        /// What the mapping keeps from the rows of a valid batch.
        struct Checked: Equatable {
            var leaving: [[Int]]
            var leavingTargets: [[ItemPath?]]
            var taken: [[Int]]
            var takenSources: [[ItemPath?]]
            var newCounts: [Int]
        }

        /// A row a batch names, in one section: a row leaving with where it
        /// goes, a row reloaded, or a slot taken with where its row comes from
        /// (`nil`: deleted, reloaded, inserted).
        struct NamedRow {
            var item: Int
            var other: ItemPath?
            /// What names it; on the new side always `.insert`: a slot taken, by an insert or a move.
            var op: BatchOperation
            /// Its place in the documented walk.
            var ordinal: Int
        }

        /// The problem with the smallest ordinal noted so far.
        struct FirstProblem {
            private var ordinal = Int.max
            private(set) var error: BatchError?

            mutating func note(_ error: BatchError, at ordinal: Int) {
                if ordinal < self.ordinal {
                    self.ordinal = ordinal
                    self.error = error
                }
            }

            func check() throws(BatchError) {
                if let error { throw error }
            }
        }

        /// Checks the rows of `changeset` against the sections already worked
        /// out, and gathers what the mapping keeps: a valid batch of moves
        /// in order of their sources without records
        /// (``checkMovesInOrder(_:sections:newItemCount:)``), any other by the walk.
        /// - Throws: the first ``BatchError`` in the documented order.
        static func check(
            _ changeset: Changeset, sections: SectionPlan, newItemCount: (Int) -> Int
        ) throws(BatchError) -> Checked {
            if let movesInOrder = checkMovesInOrder(changeset, sections: sections, newItemCount: newItemCount) { return movesInOrder }
            return try walk(changeset, sections: sections, newItemCount: newItemCount)
        }

        /// ``check(_:sections:newItemCount:)`` by the walk: any batch.
        static func walk(
            _ changeset: Changeset, sections: SectionPlan, newItemCount: (Int) -> Int
        ) throws(BatchError) -> Checked {
            let items = changeset.items
            let oldSectionCount = sections.oldItemCounts.count
            let newSectionCount = sections.newSectionCount
            var problem = FirstProblem()

            // --- Old side: gather per section, stopping at the first entry that breaks a rule of its own.
            var leavingRows = [[NamedRow]](repeating: [], count: oldSectionCount)
            var reloadedRows = [[NamedRow]](repeating: [], count: oldSectionCount)
            // Each section's list sized once: a re-sort lists a million moves, and growing them copies each twice.
            reserve(&leavingRows, items.deleted.lazy.map(\.section), items.moved.lazy.map(\.from.section))
            var ordinal = 0
            gathering: do {
                for p in items.deleted {
                    if let error = oldRowError(.delete, p, sections) { problem.note(error, at: ordinal); break gathering }
                    leavingRows[p.section].append(NamedRow(item: p.item, other: nil, op: .delete, ordinal: ordinal))
                    ordinal += 1
                }
                for move in items.moved {
                    let p = move.from
                    if let error = oldRowError(.move, p, sections) { problem.note(error, at: ordinal); break gathering }
                    leavingRows[p.section].append(NamedRow(item: p.item, other: move.to, op: .move, ordinal: ordinal))
                    ordinal += 1
                }
                for p in items.reloaded {
                    if let error = oldRowError(.reload, p, sections) { problem.note(error, at: ordinal); break gathering }
                    reloadedRows[p.section].append(NamedRow(item: p.item, other: nil, op: .reload, ordinal: ordinal))
                    ordinal += 1
                }
            }
            // Repeats: among the rows leaving, then each reload against the rows leaving and the reloads before it.
            var leaving = [[Int]](repeating: [], count: oldSectionCount)
            var leavingTargets = [[ItemPath?]](repeating: [], count: oldSectionCount)
            // Loops, not maps: callers may be main-actor code, and a closure would check its executor.
            for s in 0..<oldSectionCount where !leavingRows[s].isEmpty {
                sortIfNeeded(&leavingRows[s])
                keepFirsts(leavingRows[s], section: s, items: &leaving[s], others: &leavingTargets[s], problem: &problem)
            }
            for s in 0..<oldSectionCount where !reloadedRows[s].isEmpty {
                sortIfNeeded(&reloadedRows[s])
                let gone = leavingRows[s]
                var k = 0
                for (x, row) in reloadedRows[s].enumerated() {
                    let path = ItemPath(item: row.item, section: s)
                    while k < gone.count, gone[k].item < row.item { k += 1 }
                    if k < gone.count, gone[k].item == row.item {
                        problem.note(repeated(gone[k].op, .reload, path: path), at: row.ordinal)
                    } else if x > 0, reloadedRows[s][x - 1].item == row.item {
                        problem.note(repeated(.reload, .reload, path: path), at: row.ordinal)
                    }
                }
            }
            try problem.check()

            // --- New side: count each new section, then gather and check the slots taken.
            let newCounts = try sections.newItemCounts(changeset, leavingCount: { leaving[$0].count }, newItemCount: newItemCount)
            var takenRows = [[NamedRow]](repeating: [], count: newSectionCount)
            reserve(&takenRows, items.inserted.lazy.map(\.section), items.moved.lazy.map(\.to.section))
            ordinal = 0
            gathering: do {
                for p in items.inserted {
                    if let error = newRowError(.insert, p, newCounts) { problem.note(error, at: ordinal); break gathering }
                    takenRows[p.section].append(NamedRow(item: p.item, other: nil, op: .insert, ordinal: ordinal))
                    ordinal += 1
                }
                for move in items.moved {
                    let p = move.to
                    if let error = newRowError(.move, p, newCounts) { problem.note(error, at: ordinal); break gathering }
                    takenRows[p.section].append(NamedRow(item: p.item, other: move.from, op: .insert, ordinal: ordinal))
                    ordinal += 1
                }
            }
            var taken = [[Int]](repeating: [], count: newSectionCount)
            var takenSources = [[ItemPath?]](repeating: [], count: newSectionCount)
            for t in 0..<newSectionCount where !takenRows[t].isEmpty {
                sortIfNeeded(&takenRows[t])
                keepFirsts(takenRows[t], section: t, items: &taken[t], others: &takenSources[t], problem: &problem)
            }
            try problem.check()

            return Checked(
                leaving: leaving, leavingTargets: leavingTargets, taken: taken, takenSources: takenSources, newCounts: newCounts
            )
        }

        /// Reserves in each section's list of `rows` room for the entries
        /// `first` and `second` name in it (by section; one out of range is
        /// left to the checks). O(entries + sections).
        static func reserve<A: Sequence<Int>, B: Sequence<Int>>(_ rows: inout [[NamedRow]], _ first: A, _ second: B) {
            var counts = [Int](repeating: 0, count: rows.count)
            for s in first where s >= 0 && s < counts.count { counts[s] += 1 }
            for s in second where s >= 0 && s < counts.count { counts[s] += 1 }
            for s in rows.indices where counts[s] > 0 { rows[s].reserveCapacity(counts[s]) }
        }

        /// The rule of one old row alone: its section and item exist before
        /// the update, and a row of a deleted section is not listed deleted or
        /// reloaded (it goes with its section; moving it out is fine).
        static func oldRowError(_ op: BatchOperation, _ p: ItemPath, _ sections: SectionPlan) -> BatchError? {
            let counts = sections.oldItemCounts
            guard p.section >= 0, p.section < counts.count else {
                return .itemSectionOutOfRange(op, path: p, sectionCount: counts.count, afterUpdate: false)
            }
            guard p.item >= 0, p.item < counts[p.section] else {
                return .itemOutOfRange(op, path: p, itemCount: counts[p.section], afterUpdate: false)
            }
            if op != .move, sections.sectionDeleted[p.section] { return .itemInDeletedSection(op, path: p) }
            return nil
        }

        /// The rule of one new slot alone: its item exists after the update
        /// (its section was checked with the counts).
        static func newRowError(_ op: BatchOperation, _ p: ItemPath, _ newCounts: [Int]) -> BatchError? {
            guard p.item >= 0, p.item < newCounts[p.section] else {
                return .itemOutOfRange(op, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            return nil
        }

        /// The rule between two entries naming one row: the later one (`later`)
        /// repeats the earlier (`earlier`). The same operation twice is a row
        /// used twice (on the new side, a slot taken twice); two different
        /// ones conflict.
        static func repeated(_ earlier: BatchOperation, _ later: BatchOperation, path: ItemPath) -> BatchError {
            earlier == later ? .itemUsedTwice(later, path: path) : .conflictingItemOperations(path: path, earlier, later)
        }

        /// Appends the first entry of each item of `rows` (sorted by item,
        /// then ordinal) to `items` and `others`, and notes every later one as
        /// a repeat at its ordinal. O(rows).
        static func keepFirsts(
            _ rows: [NamedRow], section: Int, items: inout [Int], others: inout [ItemPath?], problem: inout FirstProblem
        ) {
            items.reserveCapacity(rows.count)
            others.reserveCapacity(rows.count)
            var first = rows[0]
            for (x, row) in rows.enumerated() {
                if x > 0, row.item == first.item {
                    problem.note(repeated(first.op, row.op, path: ItemPath(item: row.item, section: section)), at: row.ordinal)
                    continue
                }
                first = row
                items.append(row.item)
                others.append(row.other)
            }
        }

        /// Sorts `rows` by item, then ordinal, unless they are in that order
        /// already (checked in O(n): rows of one item were gathered in ordinal order).
        static func sortIfNeeded(_ rows: inout [NamedRow]) {
            var x = 1
            while x < rows.count {
                if rows[x - 1].item > rows[x].item {
                    sortByItem(&rows)
                    return
                }
                x += 1
            }
        }

        /// Sorts `rows` (gathered in ordinal order, their items checked in
        /// range) by item, then ordinal: a stable sort by item. When the
        /// items are dense (a re-sort moves most rows of a section) it counts
        /// them instead of comparing: O(rows + largest item) rather than
        /// O(rows · log rows).
        static func sortByItem(_ rows: inout [NamedRow]) {
            var largest = 0
            for row in rows { largest = max(largest, row.item) }
            guard rows.count >= 64, largest < 4 * rows.count, rows.allSatisfy({ $0.item >= 0 }) else {
                rows.sort { ($0.item, $0.ordinal) < ($1.item, $1.ordinal) }
                return
            }
            var starts = [Int](repeating: 0, count: largest + 2)
            for row in rows { starts[row.item + 1] += 1 }
            for k in 1..<starts.count { starts[k] += starts[k - 1] }
            // Every place is written once: no copy of the rows to overwrite.
            rows = [NamedRow](unsafeUninitializedCapacity: rows.count) { buffer, count in
                for row in rows {
                    buffer.initializeElement(at: starts[row.item], to: row)
                    starts[row.item] += 1
                }
                count = rows.count
            }
        }
    }
}
