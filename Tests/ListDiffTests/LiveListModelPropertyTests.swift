import ListDiff
import Testing

/// A row of a live feed: identity `id`, grouped by `group`, ranked by `score`
/// (absent for some), content is everything.
struct FeedRow: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var group: String
    var score: Int?
    var text: String
    var differenceIdentifier: Int { id }
    var description: String { "\(id):\(group):\(score.map(String.init) ?? "-"):\(text)" }
}

/// The plain model a live list must agree with: events applied one at a time
/// to a dictionary, the list built from scratch at every batch boundary.
struct ReferenceLiveList {
    enum Order { case arrival, ascending, descending }
    let order: Order
    var rows: [Int: FeedRow] = [:]
    /// Arrival numbers of the rows shown at the last boundary, and of rows given one since.
    var seqs: [Int: Int] = [:]
    var nextSeq = 0
    /// Sections in order at the last boundary (arrival order only).
    var sectionOrder: [String] = []
    /// When each row of this batch (re)arrived or was first touched; counts every event.
    var batchOrder: [Int: Int] = [:]
    var counter = 0
    /// Rows that arrived anew in this batch (they get an arrival number at the boundary).
    var fresh = Set<Int>()
    /// The text a shown row must have; `nil` shows every row.
    var filter: String?

    mutating func upsert(_ row: FeedRow) {
        counter += 1
        if rows[row.id] == nil {
            fresh.insert(row.id)
            batchOrder[row.id] = counter
        } else if batchOrder[row.id] == nil {
            batchOrder[row.id] = counter
        }
        rows[row.id] = row
    }

    mutating func delete(_ id: Int) {
        counter += 1
        guard rows.removeValue(forKey: id) != nil else { return }
        fresh.remove(id)
        batchOrder[id] = nil
    }

    /// A resync keeps the arrival place of the rows shown before the batch that it still holds.
    mutating func resync(_ list: [FeedRow]) {
        counter += 1
        var order: [Int] = []
        var byID: [Int: FeedRow] = [:]
        for row in list where byID.updateValue(row, forKey: row.id) == nil { order.append(row.id) }
        for row in list { byID[row.id] = row }
        rows = byID
        batchOrder = [:]
        fresh = []
        for (i, id) in order.enumerated() {
            batchOrder[id] = i - order.count
            if seqs[id] == nil { fresh.insert(id) }
        }
    }

    /// The list at a batch boundary.
    mutating func boundary() -> [ListSection<String, FeedRow>] {
        for id in fresh.sorted(by: { batchOrder[$0, default: 0] < batchOrder[$1, default: 0] }) {
            seqs[id] = nextSeq
            nextSeq += 1
        }
        seqs = seqs.filter { rows[$0.key] != nil }
        var groups: [String: [FeedRow]] = [:]
        for row in rows.values where filter.map({ row.text == $0 }) ?? true { groups[row.group, default: []].append(row) }
        for key in groups.keys {
            groups[key]?.sort { a, b in
                switch order {
                case .arrival: return seqs[a.id, default: 0] < seqs[b.id, default: 0]
                case .ascending, .descending:
                    if a.score != b.score {
                        guard let x = a.score else { return false }
                        guard let y = b.score else { return true }
                        return order == .ascending ? x < y : x > y
                    }
                    return a.id < b.id
                }
            }
        }
        let keys: [String]
        if order == .arrival {
            let kept = sectionOrder.filter { groups[$0] != nil }
            let born = groups.keys.filter { !kept.contains($0) }.sorted { a, b in
                let x = groups[a, default: []].map { batchOrder[$0.id, default: .max] }.min() ?? .max
                let y = groups[b, default: []].map { batchOrder[$0.id, default: .max] }.min() ?? .max
                return x < y
            }
            keys = kept + born
        } else {
            keys = groups.keys.sorted()
        }
        sectionOrder = keys
        batchOrder = [:]
        fresh = []
        counter = 0
        return keys.map { ListSection(model: $0, items: groups[$0, default: []]) }
    }
}

@Suite struct LiveListModelPropertyTests {
    static func model(_ order: ReferenceLiveList.Order) -> LiveListModel<String, FeedRow> {
        switch order {
        case .arrival: LiveListModel(section: { $0.group }, order: .arrival)
        case .ascending: LiveListModel(section: { $0.group }, order: .ascending { $0.score })
        case .descending: LiveListModel(section: { $0.group }, order: .descending { $0.score })
        }
    }

    static func shown(_ model: LiveListModel<String, FeedRow>) -> [ListSection<String, FeedRow>] {
        model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
    }

    /// Random streams — upserts that re-rank, move between sections and
    /// change text, deletes (known and unknown), duplicates, resyncs — cut
    /// into random batches: after every batch the model shows exactly what
    /// the reference shows, and the batch's changeset turns the list before
    /// into the list after (exact reloads, no row of a new or gone section listed).
    @Test(arguments: [ReferenceLiveList.Order.arrival, .ascending, .descending])
    func everyBatchGivesTheReferenceListAndAValidChangeset(order: ReferenceLiveList.Order) {
        var random = ModelsRandom(seed: 0x11FE_0000 + UInt64(order == .arrival ? 1 : order == .ascending ? 2 : 3))
        var model = Self.model(order)
        var reference = ReferenceLiveList(order: order)
        var before: [ListSection<String, FeedRow>] = []
        let groups = ["a", "b", "c", "d", "e"]
        func randomRow(_ id: Int) -> FeedRow {
            FeedRow(
                id: id, group: groups[random.int(0..<(random.chance(80) ? 3 : 5))],
                score: random.chance(85) ? random.int(0..<20) : nil, text: ["x", "y", "z"][random.int(0..<3)]
            )
        }
        var moves = 0
        var reloads = 0
        var filters = 0
        for batch in 0..<1500 {
            var changes = LiveChanges<FeedRow>()
            for _ in 0..<random.int(0..<(random.chance(20) ? 40 : 8)) {
                let id = random.int(0..<60)
                switch random.int(0..<100) {
                case 0..<65:
                    let row = randomRow(id)
                    changes.upsert(row)
                    reference.upsert(row)
                case 65..<97:
                    changes.delete(id)
                    reference.delete(id)
                default:
                    let rows = (0..<random.int(0..<30)).map { _ in randomRow(random.int(0..<60)) }
                    changes.resync(rows)
                    reference.resync(rows)
                }
            }
            // The model shows the reference's list and the batch turns the list before into it.
            func check(_ change: Changeset, _ after: [ListSection<String, FeedRow>]) -> Bool {
                let shown = Self.shown(model)
                guard shown == after, expectChange(change, from: before, to: after) else {
                    Issue.record("batch \(batch): model \(shown), reference \(after)")
                    return false
                }
                for section in after.indices {
                    for (i, row) in after[section].items.enumerated() where model.indexPath(of: row.id) != ItemPath(item: i, section: section) {
                        Issue.record("batch \(batch): indexPath of \(row)")
                    }
                }
                moves += change.items.moved.count
                reloads += change.items.reloaded.count
                before = after
                return true
            }
            let change = model.apply(changes)
            guard check(change, reference.boundary()) else { return }
            // Now and then a filter, a batch of its own (sorted orders only: where sections
            // coming back go in arrival order is the model's own rule, not the reference's).
            if order != .arrival, random.chance(10) {
                let text = random.chance(40) ? nil : ["x", "y", "z"][random.int(0..<3)]
                reference.filter = text
                var predicate: (@Sendable (FeedRow) -> Bool)?
                if let text { predicate = { $0.text == text } }
                let filtered = model.setFilter(predicate)
                guard check(filtered, reference.boundary()) else { return }
                filters += 1
            }
        }
        // The streams exercise what they claim to.
        #expect(moves > 100)
        #expect(reloads > 100)
        #expect(order == .arrival || filters > 50)
    }

    /// A row upserted many times in one batch is one change; added then
    /// deleted is nothing; the pending changes hold one entry per identity.
    @Test func coalescingKeepsOneChangePerIdentity() {
        var model = Self.model(.ascending)
        var changes = LiveChanges<FeedRow>()
        for score in 0..<50 { changes.upsert(FeedRow(id: 1, group: "a", score: score, text: "x")) }
        changes.upsert(FeedRow(id: 2, group: "a", score: 1, text: "x"))
        changes.delete(2)
        #expect(changes.pendingCount == 2)
        #expect(changes.received == 52)
        let first = model.apply(changes.take())
        #expect(first.sections.inserted == [0])
        #expect(model.numberOfRows == 1)
        #expect(model.row(withID: 1)?.score == 49)
        #expect(changes.isEmpty)
    }

    /// Changes recorded in two parts and appended give the same list, in
    /// every order, as the same changes recorded in one.
    @Test(arguments: [ReferenceLiveList.Order.arrival, .descending])
    func appendingChangesIsRecordingThemInOne(order: ReferenceLiveList.Order) {
        var random = ModelsRandom(seed: 0xA99E_0D)
        var whole = Self.model(order)
        var parts = Self.model(order)
        for _ in 0..<300 {
            var one = LiveChanges<FeedRow>()
            var first = LiveChanges<FeedRow>()
            var second = LiveChanges<FeedRow>()
            let cut = random.int(0..<20)
            for k in 0..<20 {
                let id = random.int(0..<30)
                let row = FeedRow(id: id, group: ["a", "b"][random.int(0..<2)], score: random.int(0..<9), text: "x")
                let choice = random.int(0..<100)
                for changes in [k < cut ? 0 : 1, 2] {
                    func record(_ c: inout LiveChanges<FeedRow>) {
                        if choice < 60 { c.upsert(row) } else if choice < 95 { c.delete(id) } else { c.resync([row]) }
                    }
                    switch changes {
                    case 0: record(&first)
                    case 1: record(&second)
                    default: record(&one)
                    }
                }
            }
            first.append(second)
            #expect(first.received == one.received)
            whole.apply(one)
            parts.apply(first)
            #expect(Self.shown(whole) == Self.shown(parts))
        }
    }

    /// A re-ranked row is the one move; rows it passes are not listed.
    @Test func aReRankedRowIsTheOnlyMove() {
        var model = Self.model(.descending)
        var changes = LiveChanges<FeedRow>()
        for id in 0..<10 { changes.upsert(FeedRow(id: id, group: "a", score: 100 - id, text: "x")) }
        model.apply(changes.take())
        changes.upsert(FeedRow(id: 9, group: "a", score: 1000, text: "x"))
        changes.upsert(FeedRow(id: 4, group: "a", score: 96, text: "edited"))
        let change = model.apply(changes.take())
        #expect(change.items.moved == [Move(from: ItemPath(item: 9, section: 0), to: ItemPath(item: 0, section: 0))])
        #expect(change.items.reloaded == [ItemPath(item: 4, section: 0)])
        #expect(change.deferred.items == [ItemPath(item: 0, section: 0)])  // its score is content too
        #expect(model.row(at: ItemPath(item: 0, section: 0))?.id == 9)
    }

    /// Tens of thousands of rows in one section: the chunked storage splits,
    /// and paths, counts and reads stay right through deletes and re-ranks.
    @Test func largeSectionsStayConsistent() {
        var model = Self.model(.ascending)
        var reference = ReferenceLiveList(order: .ascending)
        var random = ModelsRandom(seed: 0xB16)
        var changes = LiveChanges<FeedRow>()
        for id in 0..<20_000 {
            let row = FeedRow(id: id, group: "a", score: random.int(0..<1000), text: "x")
            changes.upsert(row)
            reference.upsert(row)
        }
        model.apply(changes.take())
        var before = reference.boundary()
        for _ in 0..<40 {
            for _ in 0..<random.int(1..<200) {
                let id = random.int(0..<25_000)
                if random.chance(30) {
                    changes.delete(id)
                    reference.delete(id)
                } else {
                    let row = FeedRow(id: id, group: "a", score: random.int(0..<1000), text: "x")
                    changes.upsert(row)
                    reference.upsert(row)
                }
            }
            let change = model.apply(changes.take())
            let after = reference.boundary()
            #expect(Self.shown(model) == after)
            #expect(expectChange(change, from: before, to: after))
            before = after
        }
    }
}
