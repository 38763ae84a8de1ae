import SeededRandom
import ListDiff
import Testing

/// Random sectioned pairs, each diffed and checked against independent facts.
@Suite struct DiffPropertyTests {
    /// Builds a random old list and a new list derived from it by deletes,
    /// inserts, updates, moves within and across sections, and section changes.
    private struct Generator {
        var rng: SplitMix64
        var nextID = 0

        mutating func id() -> Int {
            nextID += 1
            return nextID
        }

        mutating func text() -> String { "t\(rng.int(0...2))" }

        mutating func reorder<T>(_ list: inout [T]) {
            guard list.count > 1 else { return }
            switch rng.int(0...9) {
            case 0...3: break
            case 4...6:
                for _ in 0..<rng.int(1...3) {
                    let x = list.remove(at: rng.int(0...(list.count - 1)))
                    list.insert(x, at: rng.int(0...list.count))
                }
            case 7: list.reverse()
            case 8: list.shuffle(using: &rng)
            default:
                let k = rng.int(1...(list.count - 1))
                list = Array(list[k...] + list[..<k])
            }
        }

        mutating func pair(large: Bool) -> (old: [Section], new: [Section]) {
            let sectionCount = rng.chance(0.08) ? 0 : rng.int(1...(large ? 6 : 5))
            var old = [Section]()
            for _ in 0..<sectionCount {
                let count = rng.chance(0.15) ? 0 : rng.int(1...(large ? 500 : 7))
                let items = (0..<count).map { _ in Row(id: id(), text: text()) }
                old.append(Section(model: Header(id: "s\(id())", title: text()), items: items))
            }
            // Sections: delete, update headers, insert, reorder.
            var newSections = [Section]()
            var survivors = [Int]()  // old index of each surviving section, in newSections order
            for (s, section) in old.enumerated() where !rng.chance(0.2) {
                var model = section.model
                if rng.chance(0.25) { model.title += "!" }
                newSections.append(Section(model: model, items: []))
                survivors.append(s)
            }
            var order = Array(newSections.indices)
            reorder(&order)
            var inserted = 0
            var placed: [Section] = order.map { newSections[$0] }
            var sourceOf: [Int?] = order.map { survivors[$0] }
            for _ in 0..<rng.int(0...2) {
                let at = rng.int(0...placed.count)
                placed.insert(Section(model: Header(id: "s\(id())", title: text()), items: []), at: at)
                sourceOf.insert(nil, at: at)
                inserted += 1
            }
            // Rows: each survives (maybe updated) into its own section or another one.
            var targetOfOld = [Int?](repeating: nil, count: old.count)
            for (t, source) in sourceOf.enumerated() { if let source { targetOfOld[source] = t } }
            var rowsByTarget = [[Row]](repeating: [], count: placed.count)
            var foreign = [(Int, Row)]()
            for (s, section) in old.enumerated() {
                for var row in section.items {
                    if rng.chance(0.15) { continue }
                    if rng.chance(0.2) { row.text += "*" }
                    if let t = targetOfOld[s], !rng.chance(0.12) {
                        rowsByTarget[t].append(row)
                    } else if !placed.isEmpty, targetOfOld[s] != nil || rng.chance(0.5) {
                        foreign.append((rng.int(0...(placed.count - 1)), row))
                    }
                }
            }
            for t in rowsByTarget.indices { reorder(&rowsByTarget[t]) }
            for (t, row) in foreign { rowsByTarget[t].insert(row, at: rng.int(0...rowsByTarget[t].count)) }
            for t in rowsByTarget.indices {
                for _ in 0..<rng.int(0...(large ? 40 : 2)) {
                    rowsByTarget[t].insert(Row(id: id(), text: text()), at: rng.int(0...rowsByTarget[t].count))
                }
            }
            let new = placed.enumerated().map { t, section in Section(model: section.model, items: rowsByTarget[t]) }
            return (old, new)
        }
    }

    /// The best (length, −hinted kept, direction score) of any increasing
    /// subsequence, by the plain O(n²) DP — independent of the library's Fenwick LIS.
    private static func bestTriple(ranks: [Int], hinted: [Bool], sign: Int) -> (Int, Int, Int) {
        var best = [(Int, Int, Int)]()
        var overall = (0, 0, 0)
        for k in ranks.indices {
            let own = (1, hinted[k] ? -1 : 0, sign * (k - ranks[k]))
            var value = own
            for j in 0..<k where ranks[j] < ranks[k] {
                let candidate = (best[j].0 + own.0, best[j].1 + own.1, best[j].2 + own.2)
                if candidate > value { value = candidate }
            }
            best.append(value)
            if value > overall { overall = value }
        }
        return overall
    }

    /// Checks one pair, records issues, and returns the changeset.
    @discardableResult
    private static func check(old: [Section], new: [Section], options: DiffOptions, hints: Bool) throws -> Changeset {
        let itemHint: ((Row, Row) -> Bool)? = hints ? { old, _ in old.id % 3 == 0 } : nil
        let sectionHint: ((Header, Header) -> Bool)? = hints ? { old, _ in old.id.hasSuffix("1") } : nil
        let change = try Changeset(from: old, to: new, options: options, sectionIsMoved: sectionHint, itemIsMoved: itemHint)

        // 1. Applying it gives the new list, ids and contents.
        let result = try applied(change, to: old, new: new)
        #expect(result == new, "apply(old) != new for \(old) → \(new): \(change)")

        // 1b. UIKit's convention: whole sections bring and take their rows, which are not listed.
        #expect(change.followsTheWholeSectionConvention, "rows of an inserted/deleted section listed: \(change)")

        // 2. Reloads are exactly the changed headers and rows (old paths mapped to new).
        let mapping = try BatchMapping(
            changeset: change, oldItemCounts: old.map(\.items.count), newItemCount: { $0 < new.count ? new[$0].items.count : 0 }
        )
        var oldSection = [String: Int]()
        for (s, section) in old.enumerated() { oldSection[section.model.id] = s }
        var oldRow = [Int: ItemPath]()
        for (s, section) in old.enumerated() {
            for (i, row) in section.items.enumerated() { oldRow[row.id] = path(s, i) }
        }
        var changedSections = Set<Int>()
        for (t, section) in new.enumerated() {
            if let s = oldSection[section.model.id], old[s].model.title != section.model.title { changedSections.insert(t) }
        }
        var changedRows = Set<ItemPath>()
        for (t, section) in new.enumerated() {
            for (j, row) in section.items.enumerated() {
                if let p = oldRow[row.id], old[p.section].items[p.item].text != row.text { changedRows.insert(path(t, j)) }
            }
        }
        let reloadedSections = change.sections.reloaded.compactMap { mapping.sectionTargets[$0] } + change.deferred.sections
        let reloadedRows = change.items.reloaded.compactMap { mapping.itemTargets[$0.section][$0.item] } + change.deferred.items
        #expect(reloadedSections.count == changedSections.count && Set(reloadedSections) == changedSections)
        #expect(reloadedRows.count == changedRows.count && Set(reloadedRows) == changedRows)

        // 3. Nothing is moved and reloaded in the first batch; deferred reloads are moved things.
        #expect(Set(change.sections.moved.map(\.from)).isDisjoint(with: change.sections.reloaded))
        #expect(Set(change.items.moved.map(\.from)).isDisjoint(with: change.items.reloaded))
        #expect(Set(change.deferred.sections).isSubset(of: change.sections.moved.map(\.to)))
        #expect(Set(change.deferred.items).isSubset(of: change.items.moved.map(\.to)))

        // 4. Moves are minimal, and the kept elements are the preferred ones.
        let sign = options.preferredDirection == .towardTop ? 1 : -1
        let movedSectionSources = Set(change.sections.moved.map(\.from))
        do {
            let common = new.indices.filter { oldSection[new[$0].model.id] != nil }
            let oldOrder = common.compactMap { oldSection[new[$0].model.id] }.sorted()
            let ranks = common.compactMap { t in oldSection[new[t].model.id].flatMap { oldOrder.firstIndex(of: $0) } }
            let hinted = common.map { t in hints && new[t].model.id.hasSuffix("1") }
            let best = bestTriple(ranks: ranks, hinted: hinted, sign: sign)
            #expect(change.sections.moved.count == common.count - best.0)
            var kept = (0, 0, 0)
            for (k, t) in common.enumerated() where !movedSectionSources.contains(oldSection[new[t].model.id] ?? -1) {
                kept = (kept.0 + 1, kept.1 - (hinted[k] ? 1 : 0), kept.2 + sign * (k - ranks[k]))
            }
            #expect(kept == best, "section tie-break not preferred")
        }
        let movedRowSources = Set(change.items.moved.map(\.from))
        var minimumRowMoves = 0
        for (t, section) in new.enumerated() {
            let s = oldSection[section.model.id]
            var commonRanks = [Int]()
            var hinted = [Bool]()
            var keptFlags = [Bool]()
            // Old positions of the rows common to the pair, to rank them.
            let sameSectionOld = s.map { s in old[s].items.filter { row in
                section.items.contains { $0.id == row.id }
            }.map(\.id) } ?? []
            for row in section.items {
                guard let p = oldRow[row.id] else { continue }
                if p.section != s {
                    minimumRowMoves += 1  // changed section: always a move
                    continue
                }
                commonRanks.append(sameSectionOld.firstIndex(of: row.id) ?? -1)
                hinted.append(hints && row.id % 3 == 0)
                keptFlags.append(!movedRowSources.contains(p))
            }
            let best = bestTriple(ranks: commonRanks, hinted: hinted, sign: sign)
            minimumRowMoves += commonRanks.count - best.0
            var kept = (0, 0, 0)
            for k in commonRanks.indices where keptFlags[k] {
                kept = (kept.0 + 1, kept.1 - (hinted[k] ? 1 : 0), kept.2 + sign * (k - commonRanks[k]))
            }
            #expect(kept == best, "row tie-break not preferred in new section \(t)")
        }
        #expect(change.items.moved.count == minimumRowMoves)
        return change
    }

    @Test func tenThousandRandomPairsApplyExactlyWithMinimalMoves() throws {
        var generator = Generator(rng: SplitMix64(seed: 0x5EED_1157_D1FF))
        // How often each feature occurred, so the generator cannot silently stop covering one.
        var seen = [String: Int]()
        for trial in 0..<10_000 {
            let large = trial % 200 == 0
            let (old, new) = generator.pair(large: large)
            let options = DiffOptions(preferredDirection: generator.rng.chance(0.5) ? .towardTop : .towardBottom)
            let hints = generator.rng.chance(0.3)
            let change = try Self.check(old: old, new: new, options: options, hints: hints)
            let deleted = Set(change.sections.deleted), inserted = Set(change.sections.inserted)
            let features: [(String, Bool)] = [
                ("empty list", old.isEmpty || new.isEmpty),
                ("empty section", (old + new).contains { $0.items.isEmpty }),
                ("large list", old.reduce(0) { $0 + $1.items.count } > 500),
                ("section moved", !change.sections.moved.isEmpty),
                ("section moved and header changed", !change.deferred.sections.isEmpty),
                ("header reloaded", !change.sections.reloaded.isEmpty),
                ("section deleted", !deleted.isEmpty),
                ("section inserted", !inserted.isEmpty),
                ("row moved within", change.items.moved.contains { $0.from.section == $0.to.section }),
                ("row moved across", change.items.moved.contains { $0.from.section != $0.to.section }),
                ("row out of deleted section", change.items.moved.contains { deleted.contains($0.from.section) }),
                ("row into inserted section", change.items.moved.contains { inserted.contains($0.to.section) }),
                ("new rows implied by inserted section", inserted.contains { t in
                    new[t].items.count > change.items.moved.count { $0.to.section == t } }),
                ("rows implied by deleted section", deleted.contains { s in
                    old[s].items.count > change.items.moved.count { $0.from.section == s } }),
                ("row moved and updated", !change.deferred.items.isEmpty),
                ("row reloaded", !change.items.reloaded.isEmpty),
                ("row reloaded in moved section", change.items.reloaded.contains { p in change.sections.moved.contains { $0.from == p.section } }),
            ]
            for (name, present) in features where present { seen[name, default: 0] += 1 }
        }
        for name in ["empty list", "empty section", "large list", "section moved", "section moved and header changed",
                     "header reloaded", "section deleted", "section inserted", "row moved within", "row moved across",
                     "row out of deleted section", "row into inserted section", "new rows implied by inserted section",
                     "rows implied by deleted section", "row moved and updated", "row reloaded",
                     "row reloaded in moved section"] {
            #expect(seen[name, default: 0] >= 10, "generator rarely produces: \(name)")
        }
    }

    @Test func randomFlatListsRoundTrip() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let old = Array(0..<rng.int(0...12))
            var new = old.filter { _ in !rng.chance(0.2) }
            new.shuffle(using: &rng)
            new.insert(contentsOf: (100..<(100 + rng.int(0...3))), at: rng.int(0...new.count))
            let change = try Changeset(from: old, to: new)
            #expect(try change.apply(to: old) { new[$0] } == new)
        }
    }
}
