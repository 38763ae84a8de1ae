@testable import ListDiff
import SeededRandom
import Testing

/// The one row checker (`BatchMapping.RowCheck`) finds repeats by sorting,
/// yet must name the same first problem as a walk of the batch in the
/// documented order. These tests hold it to such a walk, written here the
/// plain way (a dictionary per row), on many small random batches dense in
/// problems.
struct BatchMappingRowCheckTests {
    @Test func namesTheSameFirstProblemAsAWalkInTheDocumentedOrder() throws {
        var rng = SplitMix64(seed: 0x0_12_0C_EC)
        var seen = Set<String>()
        var valid = 0
        for _ in 0..<20_000 {
            let (changeset, oldCounts, plan, insertedCount) = Self.randomBatch(&rng)
            let expected = Self.firstProblemByWalking(changeset, sections: plan, newItemCount: { _ in insertedCount })
            let actual: BatchError?
            do {
                _ = try BatchMapping(changeset: changeset, oldItemCounts: oldCounts) { _ in insertedCount }
                actual = nil
            } catch {
                actual = error
            }
            #expect(actual == expected, "\(changeset) over \(oldCounts)")
            if actual != expected { return }
            if let expected { seen.insert(Self.kind(expected)) } else { valid += 1 }
        }
        // The batches reach every row rule, and some are valid.
        #expect(seen == [
            "itemSectionOutOfRange", "itemOutOfRange", "itemUsedTwice", "conflictingItemOperations",
            "itemInDeletedSection", "itemInInsertedSection", "insertedSectionTooSmall",
        ])
        #expect(valid > 200)
    }

    /// A section whose rows nearly all move (a re-sort) has its repeats
    /// found by counting, not by comparing: it must still name the walk's
    /// first problem, and a valid one must map every row where it went.
    @Test func aDenseBatchNamesTheSameFirstProblemAndMapsEveryRow() throws {
        var rng = SplitMix64(seed: 0xDE_45E)
        var problems = 0
        var valid = 0
        for _ in 0..<300 {
            let count = rng.int(64...200)
            var permutation = Array(0..<count)
            for i in stride(from: count - 1, to: 0, by: -1) { permutation.swapAt(i, rng.int(0...i)) }
            var moves = (0..<count).filter { permutation[$0] != $0 }
                .map { Move(from: ItemPath(item: $0, section: 0), to: ItemPath(item: permutation[$0], section: 0)) }
            // Sometimes problems: a slot taken twice, a row moved twice, a slot out of range, a moved row also
            // deleted (which of two entries is named first, and in which order, is what counting must keep).
            var deleted: [ItemPath] = []
            if rng.chance(0.5), moves.count > 2 {
                for _ in 0...rng.int(0...2) {
                    let k = rng.int(0...(moves.count - 1))
                    switch rng.int(0...3) {
                    case 0: moves[k].to = moves[rng.int(0...(moves.count - 1))].to
                    case 1: moves[k].from = moves[rng.int(0...(moves.count - 1))].from
                    case 2: moves[k].to = ItemPath(item: rng.chance(0.5) ? -1 : count, section: 0)
                    default: deleted.append(moves[k].from)
                    }
                }
            }
            let changeset = Changeset(items: .init(deleted: deleted, moved: moves))
            let plan = BatchMapping.SectionPlan(oldItemCounts: [count], sectionDeleted: [false], sectionSources: [0], newSectionCount: 1)
            let expected = Self.firstProblemByWalking(changeset, sections: plan, newItemCount: { _ in 0 })
            do {
                let mapping = try BatchMapping(changeset: changeset, oldItemCounts: [count])
                #expect(expected == nil)
                valid += 1
                for j in 0..<count { #expect(mapping.target(of: ItemPath(item: j, section: 0)) == ItemPath(item: permutation[j], section: 0)) }
            } catch {
                #expect(error == expected, "\(changeset)")
                problems += 1
            }
        }
        #expect(problems > 50)
        #expect(valid > 50)
    }

    /// A batch of moves in order of their sources (a re-sort's) is checked
    /// without the walk's records: it must gather exactly what the walk
    /// gathers, and leave every batch the walk rejects to the walk (which
    /// names the problem). Moves within and across sections, into inserted
    /// sections, out of deleted ones, some out of order or repeated.
    @Test func movesInOrderGatherWhatTheWalkGathers() throws {
        var rng = SplitMix64(seed: 0x50_27ED)
        var shortcut = 0
        var walked = 0
        for _ in 0..<8_000 {
            var (changeset, oldCounts, plan, insertedCount) = Self.randomBatch(&rng)
            // Moves only: many rows, sources in order unless spoiled, targets drawn from the new sections' slots.
            let sources = oldCounts.indices.flatMap { s in (0..<oldCounts[s]).map { ItemPath(item: $0, section: s) } }
                .filter { _ in rng.chance(0.7) }
            var moves = sources.map { from in
                Move(from: from, to: ItemPath(item: rng.int(0...4), section: rng.int(0...max(plan.newSectionCount - 1, 0))))
            }
            if rng.chance(0.2), moves.count > 1 { moves.swapAt(0, moves.count - 1) }
            if rng.chance(0.2), moves.count > 1 { moves[1].from = moves[0].from }
            changeset.items = .init(moved: moves)
            let byWalk = try? BatchMapping.RowCheck.walk(changeset, sections: plan, newItemCount: { _ in insertedCount })
            let inOrder = BatchMapping.RowCheck.checkMovesInOrder(changeset, sections: plan, newItemCount: { _ in insertedCount })
            if let inOrder {
                #expect(inOrder == byWalk, "\(changeset) over \(oldCounts)")
                shortcut += 1
            } else if byWalk != nil {
                walked += 1
            }
        }
        // Most valid batches take the shortcut; the ones out of order (valid too) are walked.
        #expect(shortcut > 500)
        #expect(walked > 50)
    }

    /// The rule between two entries: the same operation twice, or two that conflict, in walk order.
    @Test func aRepeatIsNamedByTheEarlierOperationThenTheLater() {
        let p = ItemPath(item: 1, section: 0)
        #expect(BatchMapping.RowCheck.repeated(.delete, .delete, path: p) == .itemUsedTwice(.delete, path: p))
        #expect(BatchMapping.RowCheck.repeated(.delete, .move, path: p) == .conflictingItemOperations(path: p, .delete, .move))
        #expect(BatchMapping.RowCheck.repeated(.move, .reload, path: p) == .conflictingItemOperations(path: p, .move, .reload))
        #expect(BatchMapping.RowCheck.repeated(.insert, .insert, path: p) == .itemUsedTwice(.insert, path: p))
    }

    private static func kind(_ error: BatchError) -> String {
        switch error {
        case .sectionOutOfRange: "sectionOutOfRange"
        case .itemSectionOutOfRange: "itemSectionOutOfRange"
        case .itemOutOfRange: "itemOutOfRange"
        case .sectionUsedTwice: "sectionUsedTwice"
        case .itemUsedTwice: "itemUsedTwice"
        case .conflictingSectionOperations: "conflictingSectionOperations"
        case .conflictingItemOperations: "conflictingItemOperations"
        case .itemInDeletedSection: "itemInDeletedSection"
        case .itemInInsertedSection: "itemInInsertedSection"
        case .insertedSectionTooSmall: "insertedSectionTooSmall"
        }
    }

    /// A batch over 1–3 sections of 0–3 rows, maybe deleting and inserting a
    /// section (validly: the sections are not what is tested), with rows drawn
    /// a little beyond the ranges so that every row rule gets broken.
    private static func randomBatch(
        _ rng: inout SplitMix64
    ) -> (Changeset, [Int], BatchMapping.SectionPlan, Int) {
        let oldCounts = (0..<rng.int(1...3)).map { _ in rng.int(0...3) }
        let deletedSections = rng.chance(0.3) ? [rng.int(0...(oldCounts.count - 1))] : []
        var newSectionCount = oldCounts.count - deletedSections.count
        let insertedSections = rng.chance(0.3) ? [rng.int(0...newSectionCount)] : []
        newSectionCount += insertedSections.count
        var sources = [Int?](repeating: nil, count: newSectionCount)
        var kept = (0..<oldCounts.count).filter { !deletedSections.contains($0) }.makeIterator()
        for t in 0..<newSectionCount where !insertedSections.contains(t) { sources[t] = kept.next() }
        let plan = BatchMapping.SectionPlan(
            oldItemCounts: oldCounts, sectionDeleted: oldCounts.indices.map { deletedSections.contains($0) },
            sectionSources: sources, newSectionCount: newSectionCount
        )
        func path(_ sections: Int) -> ItemPath {
            ItemPath(item: rng.int(-1...3), section: rng.chance(0.05) ? sections : rng.int(0...max(sections - 1, 0)))
        }
        func paths(_ sections: Int) -> [ItemPath] { (0..<rng.int(0...3)).map { _ in path(sections) } }
        let changeset = Changeset(
            sections: .init(deleted: deletedSections, inserted: insertedSections),
            items: .init(
                deleted: paths(oldCounts.count), inserted: paths(newSectionCount),
                moved: (0..<rng.int(0...2)).map { _ in Move(from: path(oldCounts.count), to: path(newSectionCount)) },
                reloaded: paths(oldCounts.count)
            )
        )
        return (changeset, oldCounts, plan, rng.int(0...2))
    }

    /// The documented order, walked entry by entry with a dictionary of what
    /// each old row has been given and a set of the new slots taken.
    private static func firstProblemByWalking(
        _ changeset: Changeset, sections: BatchMapping.SectionPlan, newItemCount: (Int) -> Int
    ) -> BatchError? {
        do throws(BatchError) {
            try walk(changeset, sections: sections, newItemCount: newItemCount)
            return nil
        } catch {
            return error
        }
    }

    private static func walk(
        _ changeset: Changeset, sections: BatchMapping.SectionPlan, newItemCount: (Int) -> Int
    ) throws(BatchError) {
        let items = changeset.items
        let counts = sections.oldItemCounts
        func checkOld(_ op: BatchOperation, _ p: ItemPath) throws(BatchError) {
            guard p.section >= 0, p.section < counts.count else {
                throw .itemSectionOutOfRange(op, path: p, sectionCount: counts.count, afterUpdate: false)
            }
            guard p.item >= 0, p.item < counts[p.section] else {
                throw .itemOutOfRange(op, path: p, itemCount: counts[p.section], afterUpdate: false)
            }
        }
        var given: [ItemPath: BatchOperation] = [:]
        var leavingCount = [Int](repeating: 0, count: counts.count)
        for p in items.deleted {
            try checkOld(.delete, p)
            guard !sections.sectionDeleted[p.section] else { throw .itemInDeletedSection(.delete, path: p) }
            guard given.updateValue(.delete, forKey: p) == nil else { throw .itemUsedTwice(.delete, path: p) }
            leavingCount[p.section] += 1
        }
        for move in items.moved {
            let p = move.from
            try checkOld(.move, p)
            switch given[p] {
            case .delete: throw .conflictingItemOperations(path: p, .delete, .move)
            case .move: throw .itemUsedTwice(.move, path: p)
            default:
                given[p] = .move
                leavingCount[p.section] += 1
            }
        }
        for p in items.reloaded {
            try checkOld(.reload, p)
            guard !sections.sectionDeleted[p.section] else { throw .itemInDeletedSection(.reload, path: p) }
            switch given[p] {
            case .delete: throw .conflictingItemOperations(path: p, .delete, .reload)
            case .move: throw .conflictingItemOperations(path: p, .move, .reload)
            case .reload: throw .itemUsedTwice(.reload, path: p)
            default: given[p] = .reload
            }
        }
        let newCounts = try sections.newItemCounts(changeset, leavingCount: { leavingCount[$0] }, newItemCount: newItemCount)
        var taken = Set<ItemPath>()
        for (op, p) in items.inserted.map({ (BatchOperation.insert, $0) }) + items.moved.map({ (BatchOperation.move, $0.to) }) {
            guard p.item >= 0, p.item < newCounts[p.section] else {
                throw .itemOutOfRange(op, path: p, itemCount: newCounts[p.section], afterUpdate: true)
            }
            guard taken.insert(p).inserted else { throw .itemUsedTwice(.insert, path: p) }
        }
    }
}
