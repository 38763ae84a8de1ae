import ListDiff

extension BatchValidation {
    /// The new layout derived from `old` through `mapping`, asking the data
    /// source only about what the batch touches, and checking those rows'
    /// identities: the ``CollectionViewConfiguration/Validation/touched`` mode.
    ///
    /// Touched rows are, at their new paths: inserted rows, rows moved to a
    /// place, reloaded and deferred rows, every row of an inserted section,
    /// and the rows next to each of them and next to where a row was deleted
    /// or moved from. Their ids and heights come from the data source (a row
    /// that continues an old row must have its id); every other row keeps
    /// the id and height it had. Section ids and headers are asked for every
    /// section. Sections without a touched row keep their rows as they were.
    ///
    /// What this cannot catch: a data source whose untouched rows differ from
    /// what the batch implies (say, two untouched rows swapped without being
    /// listed as moved). ``CollectionViewConfiguration/Validation/full`` does.
    ///
    /// - Throws: ``InvalidUpdate`` for a section (any) or a touched row whose
    ///   id is not the one the batch puts there: the first in reading order,
    ///   with the same message as the full check.
    /// - Complexity: O(sections + changes · (log rows + chunk size) + chunks
    ///   of the touched sections): untouched runs share the old chunks.
    /// - Parameters:
    ///   - touched: ``touchedRows(_:mapping:old:)`` of the batch.
    ///   - checksKeptIDs: whether a touched row that continues an old one is
    ///     asked whether it still has its id (`false` for
    ///     ``CollectionViewConfiguration/Validation/counts``: it keeps its id
    ///     unasked, as untouched rows do).
    /// - Returns: the layout; per new section the sorted touched rows that
    ///   continue an old row but not at its height (the motion plan compares
    ///   heights only there: every other row kept its own); and the places
    ///   of the rows it stopped at (``MotionPlan/Touched/places``).
    static func derivedLayout<Answers: LayoutAnswers>(
        _ changeset: Changeset, mapping: BatchMapping, old: ListLayout, touched: [[Int]],
        answers source: Answers, separator: Bool, checksKeptIDs: Bool = true
    ) throws(InvalidUpdate) -> (layout: ListLayout, resized: [[Int]], places: [[MotionPlan.RowPlace]]) {
        var new = ListLayout()
        new.separator = separator
        let sectionCount = mapping.newSectionCount
        new.sectionIDs = (0..<sectionCount).map { source.sectionID($0) }
        new.headers = (0..<sectionCount).map { source.header(forSection: $0) }
        try checkSectionIdentities(mapping: mapping, old: old, new: new)

        let counts = mapping.newItemCounts
        var resized = [[Int]](repeating: [], count: sectionCount)
        var places = [[MotionPlan.RowPlace]](repeating: [], count: sectionCount)
        new.rows.reserveCapacity(sectionCount)
        for t in 0..<sectionCount {
            let from = mapping.sectionSources[t]
            let marked = touched[t]
            if let s = from, marked.isEmpty, counts[t] == old.itemCount(s) {
                // Nothing in it changed: the section's rows are the old ones (shared, not copied).
                new.rows.append(old.rows[s])
                continue
            }
            var rows = LayoutRows.Builder()
            // Where rows are is recorded for the plan only where finding it would be a search: a one-line row's
            // place is its index (in a re-sort's million rows, a record each was a sixth of laying them out).
            let records = from != nil && !(source.rowsAreOneLine && from.map { old.rows[$0].isOneLineRows } == true)
            // Rows are asked in increasing order: the cursor walks the section's changes once.
            var origins = mapping.sourceCursor(section: t)
            var next = 0
            var i = 0
            while i < counts[t] {
                let isTouched = next < marked.count && marked[next] == i
                let continues = origins.origin(of: i).source
                if continues == nil {
                    // A run of rows the batch inserts (all touched, or in an inserted section): their ids and
                    // heights are asked for at once, which a data source that keeps rows in runs reads chunk by
                    // chunk (a filter cleared brings back most of a list), not boxed one lookup at a time.
                    var end = i + 1
                    while end < counts[t], origins.origin(of: end).source == nil { end += 1 }
                    let run = i..<end
                    let ids = source.itemIDs(inSection: t, items: run)
                    let heights = source.heights(inSection: t, items: run)
                    if ids.count == run.count, heights.count == run.count, Self.allOneLine(heights) {
                        // One-line rows (most lists): their places follow each other, and the ids make whole chunks.
                        if records { Self.appendOneLinePlaces(run, top: rows.height, to: &places[t]) }
                        rows.append(oneLineRows: ids)
                    } else {
                        for k in run {
                            let path = ItemPath(item: k, section: t)
                            let height = LayoutRows.clamped(k - i < heights.count ? heights[k - i] : source.height(at: path))
                            if records { places[t].append(MotionPlan.RowPlace(row: k, newOffset: rows.height, oldOffset: nil)) }
                            rows.append(k - i < ids.count ? ids[k - i] : source.itemID(at: path), height: height)
                        }
                    }
                    while next < marked.count, marked[next] < end { next += 1 }
                    i = end
                } else if isTouched || from == nil {
                    if isTouched { next += 1 }
                    let path = ItemPath(item: i, section: t)
                    let height = LayoutRows.clamped(source.height(at: path))
                    // Where the row was and how high: its id is copied out only where it is needed (an
                    // `AnyHashable` copy is a retain, and most touched rows keep their id unasked with `.counts`).
                    var was: (offset: Int, height: Int)?
                    if let p = continues { was = old.rows[p.section].span(p.item) }
                    // A row that continues one must still have its id: asked as a check, so that a data source can
                    // compare it typed instead of boxing its own (most touched rows are neighbours of a change).
                    if checksKeptIDs, let p = continues, !source.itemID(at: path, is: old.rows[p.section][p.item]) {
                        throw itemIdentityError(at: path, id: source.itemID(at: path), from: p, old: old)
                    }
                    if records { places[t].append(MotionPlan.RowPlace(row: i, newOffset: rows.height, oldOffset: was?.offset)) }
                    if let p = continues, let was, was.height == height {
                        // The same id at the same height: appended as a run of one, it points into its old
                        // chunk's ids instead of adding a copy to the new chunk's extras.
                        rows.append(contentsOf: old.rows[p.section], p.item..<(p.item + 1))
                    } else if let p = continues {
                        resized[t].append(i)
                        rows.append(old.rows[p.section][p.item], height: height)
                    }
                    i += 1
                } else if let p = continues {
                    // Untouched rows up to the next touched one are kept, in old order: one run, its whole chunks shared.
                    let end = next < marked.count ? marked[next] : counts[t]
                    let run = p.item..<(p.item + end - i)
                    assert(mapping.source(of: ItemPath(item: end - 1, section: t)) == ItemPath(item: run.upperBound - 1, section: p.section))
                    if records {
                        places[t].append(MotionPlan.RowPlace(row: i, newOffset: rows.height, oldOffset: old.rows[p.section].offset(p.item)))
                    }
                    rows.append(contentsOf: old.rows[p.section], run)
                    i = end
                }
            }
            new.rows.append(rows.finish())
        }
        new.computeSectionTops()
        return (new, resized, places)
    }

    // Per-row loops of `derivedLayout` live outside it: a closure written in a main-actor function is
    // isolated to it, and Swift 6 checks the executor each time such a closure runs (about a tenth of laying
    // out a million rows a filter brings back).

    /// Whether every height is at most one line. O(heights).
    static func allOneLine(_ heights: [Int]) -> Bool {
        heights.allSatisfy { $0 <= 1 }
    }

    /// Appends the places of the one-line rows `run`, inserted one after another from line `top` of their
    /// section. O(run).
    static func appendOneLinePlaces(_ run: Range<Int>, top: Int, to places: inout [MotionPlan.RowPlace]) {
        places += run.map { MotionPlan.RowPlace(row: $0, newOffset: top + $0 - run.lowerBound, oldOffset: nil) }
    }

    /// For each new section, the sorted item indices of its touched rows
    /// (see ``derivedLayout(_:mapping:old:touched:answers:separator:checksKeptIDs:)``). O(changes · log changes);
    /// O(rows + changes) for a batch that changes most rows.
    ///
    /// - Parameter dense: whether the rows are marked one flag per row of
    ///   every new section (a batch that changes most rows: a re-sort marks
    ///   five per moved row, a million times) rather than listed and sorted;
    ///   by default, when the batch changes an eighth of the rows or more.
    ///   The rows are the same either way.
    static func touchedRows(_ changeset: Changeset, mapping: BatchMapping, old: ListLayout, dense: Bool? = nil) -> [[Int]] {
        let counts = mapping.newItemCounts
        let changes = changeset.items.moved.count + changeset.items.deleted.count
        let isDense = dense ?? (changes >= 1_024 && changes >= old.itemCounts.reduce(0, +) / 8)
        // Such a batch asks where each old row went from a table, not by a search apiece.
        let table = isDense ? mapping.targetTable() : nil
        var touched = TouchedMarks(counts: counts, dense: isDense)
        let items = changeset.items
        // Loops over the lists, not closures: a closure capturing the marks had every mark checked for exclusive
        // access at run time (a quarter of the time of a million moves).
        for p in items.inserted { mark(p, counts: counts, in: &touched) }
        for move in items.moved {
            mark(move.to, counts: counts, in: &touched)
            markAround(gone: move.from, in: old, mapping: mapping, table: table, touched: &touched)
        }
        for p in items.reloaded {
            if let target = mapping.target(of: p) { mark(target, counts: counts, in: &touched) }
        }
        for p in items.deleted { markAround(gone: p, in: old, mapping: mapping, table: table, touched: &touched) }
        for p in changeset.deferred.items { mark(p, counts: counts, in: &touched) }
        return touched.rows()
    }

    /// Marks new row `p` and the rows next to it (in sections of `counts` rows) as touched. O(1).
    @inline(__always)
    private static func mark(_ p: ItemPath, counts: [Int], in touched: inout TouchedMarks) {
        guard p.section >= 0, p.section < counts.count else { return }
        for i in max(p.item - 1, 0)...min(p.item + 1, counts[p.section] - 1) { touched.mark(i, in: p.section) }
    }

    /// Marks the new places of the old rows next to old row `p`, which itself is gone: deleted, or moved (and then
    /// its new place is marked with the move). Where they went is read from `table` when there is one. O(1) with
    /// the table, else O(log changes).
    @inline(__always)
    private static func markAround(
        gone p: ItemPath, in old: ListLayout, mapping: BatchMapping, table: BatchMapping.TargetTable?, touched: inout TouchedMarks
    ) {
        guard p.section >= 0, p.section < old.sectionCount else { return }
        for j in stride(from: p.item - 1, through: p.item + 1, by: 2) where j >= 0 && j < old.itemCount(p.section) {
            let neighbour = ItemPath(item: j, section: p.section)
            guard let target = table.map({ $0[neighbour] }) ?? mapping.target(of: neighbour) else { continue }
            touched.mark(target.item, in: target.section)
        }
    }

    /// The rows touched so far, per new section: listed as marked (then
    /// sorted, each once), or one flag per row when most are touched.
    struct TouchedMarks {
        private var lists: [[Int]]
        private var flags: [[Bool]]
        private let counts: [Int]

        init(counts: [Int], dense: Bool) {
            self.counts = counts
            lists = dense ? [] : [[Int]](repeating: [], count: counts.count)
            flags = dense ? counts.map { [Bool](repeating: false, count: $0) } : []
        }

        /// Marks row `item` of new section `section` (both in range). O(1) amortized.
        @inline(__always)
        mutating func mark(_ item: Int, in section: Int) {
            if flags.isEmpty { lists[section].append(item) } else { flags[section][item] = true }
        }

        /// Each section's touched rows, sorted, each once. O(marks · log marks), or O(rows) with flags.
        func rows() -> [[Int]] {
            guard !flags.isEmpty else { return lists.indices.map { sortedUnique(lists[$0], count: counts[$0]) } }
            return flags.map { marked in
                var rows: [Int] = []
                rows.reserveCapacity(marked.count)
                for (i, isMarked) in marked.enumerated() where isMarked { rows.append(i) }
                return rows
            }
        }
    }

    /// `rows` (indices of a section of `count` rows) sorted, each once. A
    /// section whose rows are mostly touched (a re-sort moves nearly every
    /// row, and each move marks five) is gathered through a mark per row,
    /// O(count + rows), instead of sorted, O(rows log rows): the same list.
    static func sortedUnique(_ rows: [Int], count: Int) -> [Int] {
        var unique = [Int]()
        if rows.count >= 1_024, rows.count >= count / 8, rows.allSatisfy({ $0 >= 0 && $0 < count }) {
            var marked = [Bool](repeating: false, count: count)
            for i in rows { marked[i] = true }
            unique.reserveCapacity(min(rows.count, count))
            for i in 0..<count where marked[i] { unique.append(i) }
            return unique
        }
        unique.reserveCapacity(rows.count)
        for i in rows.sorted() where unique.last != i { unique.append(i) }
        return unique
    }
}
