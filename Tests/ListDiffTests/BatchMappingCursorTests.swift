import ListDiff
import SeededRandom
import Testing

/// `BatchMapping.SourceCursor` answers as `source(of:)` does, in any order
/// of asking, on random batches with every kind of row and section change.
@Suite struct BatchMappingCursorTests {
    /// A random old list, and a new one from it by deleting, inserting and
    /// moving rows (within and across sections) and deleting, inserting and
    /// moving sections.
    static func randomPair(_ rng: inout SplitMix64, nextID: inout Int) -> (old: [Section], new: [Section]) {
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        let old = (0..<rng.int(0...5)).map { _ in
            Section(model: Header(id: "s\(fresh())", title: "h"),
                    items: (0..<rng.int(0...30)).map { _ in Row(id: fresh(), text: "r") })
        }
        var new = old.filter { _ in !rng.chance(0.2) }
        if new.count > 1, rng.chance(0.4) { new.swapAt(0, new.count - 1) }
        for _ in 0..<rng.int(0...2) {
            new.insert(Section(model: Header(id: "s\(fresh())", title: "h"), items: (0..<rng.int(0...4)).map { _ in Row(id: fresh(), text: "r") }),
                       at: rng.int(0...new.count))
        }
        guard !new.isEmpty else { return (old, new) }
        for _ in 0..<rng.int(0...12) {
            let s = rng.int(0...(new.count - 1))
            switch rng.int(0...2) {
            case 0 where !new[s].items.isEmpty:
                new[s].items.remove(at: rng.int(0...(new[s].items.count - 1)))
            case 1 where !new[s].items.isEmpty:
                let row = new[s].items.remove(at: rng.int(0...(new[s].items.count - 1)))
                let t = rng.int(0...(new.count - 1))
                new[t].items.insert(row, at: rng.int(0...new[t].items.count))
            default:
                new[s].items.insert(Row(id: fresh(), text: "r"), at: rng.int(0...new[s].items.count))
            }
        }
        return (old, new)
    }

    /// The mapping of `change` from `old` to `new`.
    static func mapping(_ change: Changeset, old: [Section], new: [Section]) throws -> BatchMapping {
        try BatchMapping(changeset: change, oldItemCounts: old.map(\.items.count),
                         newItemCount: { $0 < new.count ? new[$0].items.count : 0 })
    }

    /// The table of every old row's target answers as `target(of:)` does,
    /// rows out of range included.
    @Test func theTargetTableAnswersAsTargetOf() throws {
        var rng = SplitMix64(seed: 0x7A_B1E)
        var nextID = 0
        for _ in 0..<1_000 {
            let (old, new) = Self.randomPair(&rng, nextID: &nextID)
            let change = try Changeset(from: old, to: new)
            let mapping = try Self.mapping(change, old: old, new: new)
            let table = mapping.targetTable()
            for s in -1...old.count {
                let count = s >= 0 && s < old.count ? old[s].items.count : 1
                for j in -1...count {
                    let path = ItemPath(item: j, section: s)
                    #expect(table[path] == mapping.target(of: path), "\(path) in \(change)")
                }
            }
        }
    }

    @Test func aCursorAnswersAsSourceOfInAnyOrder() throws {
        var rng = SplitMix64(seed: 0xC0_4503)
        var nextID = 0
        var movedSeen = 0, keptSeen = 0, insertedSeen = 0, restarts = 0
        for trial in 0..<2_000 {
            let (old, new) = Self.randomPair(&rng, nextID: &nextID)
            let change = try Changeset(from: old, to: new)
            let mapping = try Self.mapping(change, old: old, new: new)
            let movedTo = Set(change.items.moved.map(\.to))
            for t in 0..<new.count {
                let count = new[t].items.count
                // In increasing order, skipping rows at random (as the layout's walk does).
                var cursor = mapping.sourceCursor(section: t)
                for i in 0..<count where rng.chance(0.7) {
                    let path = ItemPath(item: i, section: t)
                    let origin = cursor.origin(of: i)
                    #expect(origin.source == mapping.source(of: path), "trial \(trial): row \(path)")
                    switch origin {
                    case let .moved(from):
                        movedSeen += 1
                        #expect(movedTo.contains(path) && mapping.target(of: from) == path, "trial \(trial): row \(path)")
                    case let .kept(from):
                        keptSeen += 1
                        #expect(!movedTo.contains(path) && from.section == mapping.sectionSources[t], "trial \(trial): row \(path)")
                        #expect(mapping.target(of: from) == path, "trial \(trial): row \(path)")
                    case .inserted:
                        insertedSeen += 1
                        #expect(!movedTo.contains(path), "trial \(trial): row \(path)")
                    }
                }
                // In any order: asking below the last row starts the walk over.
                var shuffled = mapping.sourceCursor(section: t)
                for _ in 0..<count {
                    let i = rng.int(0...(count - 1))
                    #expect(shuffled.origin(of: i).source == mapping.source(of: ItemPath(item: i, section: t)), "trial \(trial)")
                }
                restarts += count > 1 ? 1 : 0
                #expect(shuffled.origin(of: count) == .inserted && shuffled.origin(of: -1) == .inserted)
            }
            var beyond = mapping.sourceCursor(section: new.count)
            #expect(beyond.origin(of: 0) == .inserted)
        }
        #expect(movedSeen > 1_000 && keptSeen > 10_000 && insertedSeen > 1_000 && restarts > 1_000)
    }

    /// Lists set by hand need not be in path order (`Changeset`'s initializers
    /// sort them, assigning does not): the mapping is the same.
    @Test func listsInAnyOrderMapAlike() throws {
        var rng = SplitMix64(seed: 0x0D_D0_4D)
        var nextID = 0
        var shuffled = 0
        for _ in 0..<1_000 {
            let (old, new) = Self.randomPair(&rng, nextID: &nextID)
            let change = try Changeset(from: old, to: new)
            var mixed = change
            mixed.items.deleted.shuffle(using: &rng)
            mixed.items.inserted.shuffle(using: &rng)
            mixed.items.moved.shuffle(using: &rng)
            mixed.items.reloaded.shuffle(using: &rng)
            if mixed != change { shuffled += 1 }
            let counts = old.map(\.items.count)
            let implied = { (t: Int) in t < new.count ? new[t].items.count : 0 }
            #expect(try BatchMapping(changeset: mixed, oldItemCounts: counts, newItemCount: implied)
                == BatchMapping(changeset: change, oldItemCounts: counts, newItemCount: implied))
        }
        #expect(shuffled > 300)
    }
}
