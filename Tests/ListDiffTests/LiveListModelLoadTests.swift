import ListDiff
import Testing

/// A row ranked by a value of any type, with a string identity (for ties).
struct RankedRow<Value: Comparable & Hashable & Sendable>: Differentiable, Hashable, Sendable {
    var id: String
    var group: String
    var value: Value?
    var differenceIdentifier: String { id }
}

/// A `Comparable` type the model does not know: its values are boxed, compared by `<`.
struct Version: Comparable, Hashable, Sendable {
    var major: Int
    var minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

/// The resync into an empty list is built at once (sorted, cut into chunks)
/// rather than row by row; sort values are read once per upsert into
/// concrete values with integer ranks. These tests hold both to the plain
/// rules: the list a reference model gives, the list row-by-row upserts give.
@Suite struct LiveListModelLoadTests {
    /// `row` upserted, or `id` deleted when `row` is `nil`, in `changes` and in `reference` alike.
    static func record(_ row: FeedRow?, id: Int, _ changes: inout LiveChanges<FeedRow>, _ reference: inout ReferenceLiveList) {
        if let row {
            changes.upsert(row)
            reference.upsert(row)
        } else {
            changes.delete(id)
            reference.delete(id)
        }
    }

    /// Every row of `expected` is found at its place in `model`.
    static func expectIndexPaths(in model: LiveListModel<String, FeedRow>, _ expected: [ListSection<String, FeedRow>]) {
        for section in expected.indices {
            for (i, row) in expected[section].items.enumerated() {
                #expect(model.indexPath(of: row.id) == ItemPath(item: i, section: section))
            }
        }
    }

    /// A resync — with duplicates, rows without a value, ties, and changes
    /// recorded after it in the same batch — into an empty list gives what
    /// the reference model gives, the same list as the same rows upserted
    /// one by one, and a changeset that inserts every section.
    @Test(arguments: [ReferenceLiveList.Order.arrival, .ascending, .descending], [false, true])
    func aResyncIntoAnEmptyListIsTheRowByRowList(order: ReferenceLiveList.Order, filtered: Bool) {
        let orderSeed: UInt64 = order == .arrival ? 1 : order == .ascending ? 2 : 3
        var random = ModelsRandom(seed: 0x10AD_0000 + (filtered ? 10 : 0) + orderSeed)
        let groups = ["a", "b", "c", "d"]
        func randomRow(_ id: Int) -> FeedRow {
            FeedRow(id: id, group: groups[random.int(0..<4)], score: random.chance(85) ? random.int(0..<30) : nil,
                    text: ["x", "y"][random.int(0..<2)])
        }
        for round in 0..<40 {
            var bulk = LiveListModelPropertyTests.model(order)
            var rowByRow = LiveListModelPropertyTests.model(order)
            var reference = ReferenceLiveList(order: order)
            if filtered {
                bulk.setFilter { $0.text == "x" }
                rowByRow.setFilter { $0.text == "x" }
                reference.filter = "x"
            }
            let rows = (0..<random.int(0..<600)).map { _ in randomRow(random.int(0..<400)) }
            var changes = LiveChanges<FeedRow>()
            changes.resync(rows)
            reference.resync(rows)
            // Now and then, changes after the resync in the same batch: they take part in the load too.
            var later: [(FeedRow?, Int)] = []
            if round % 2 == 1 {
                for _ in 0..<random.int(1..<40) {
                    let id = random.int(0..<450)
                    let row = random.chance(70) ? randomRow(id) : nil
                    Self.record(row, id: id, &changes, &reference)
                    later.append((row, id))
                }
            }
            let change = bulk.apply(changes)
            let expected = reference.boundary()
            #expect(LiveListModelPropertyTests.shown(bulk) == expected, "round \(round)")
            #expect(expectChange(change, from: [], to: expected), "round \(round)")
            #expect(change.sections.inserted == Array(expected.indices))

            // The same rows upserted one by one (no resync) go through the row-by-row path.
            var one = LiveChanges<FeedRow>()
            for row in rows { one.upsert(row) }
            for (row, id) in later {
                if let row { one.upsert(row) } else { one.delete(id) }
            }
            rowByRow.apply(one)
            #expect(LiveListModelPropertyTests.shown(rowByRow) == expected, "round \(round)")
            #expect(bulk.numberOfRows == rowByRow.numberOfRows)
            Self.expectIndexPaths(in: bulk, expected)
        }
    }

    /// A list that held rows and lost them all (every handle free) loads a
    /// resync like a new one, and the batches after it (upserts of loaded
    /// and new rows, deletes) give what the reference model gives: the
    /// identity table the load takes from the resync finds every row.
    @Test func aResyncIntoAListEmptiedByDeletesThenChangesIsTheReferenceList() {
        var random = ModelsRandom(seed: 0x10AD_E0E0)
        let groups = ["a", "b", "c"]
        func randomRow(_ id: Int) -> FeedRow {
            FeedRow(id: id, group: groups[random.int(0..<3)], score: random.int(0..<20), text: ["x", "y"][random.int(0..<2)])
        }
        for round in 0..<20 {
            var model = LiveListModelPropertyTests.model(.descending)
            var reference = ReferenceLiveList(order: .descending)
            var first = LiveChanges<FeedRow>()
            let held = (0..<random.int(1..<200)).map { randomRow($0) }
            for row in held { first.upsert(row) }
            model.apply(first)
            var emptying = LiveChanges<FeedRow>()
            for row in held { emptying.delete(row.id) }
            model.apply(emptying)
            #expect(model.numberOfRows == 0)
            var resync = LiveChanges<FeedRow>()
            let rows = (0..<random.int(0..<300)).map { _ in randomRow(random.int(0..<250)) }
            resync.resync(rows)
            reference.resync(rows)
            let loaded = model.apply(resync)
            let afterLoad = reference.boundary()
            #expect(LiveListModelPropertyTests.shown(model) == afterLoad, "round \(round)")
            #expect(expectChange(loaded, from: [], to: afterLoad), "round \(round)")
            var before = afterLoad
            for _ in 0..<5 {
                var changes = LiveChanges<FeedRow>()
                for _ in 0..<random.int(1..<30) {
                    let id = random.int(0..<300)
                    Self.record(random.chance(70) ? randomRow(id) : nil, id: id, &changes, &reference)
                }
                let change = model.apply(changes)
                let expected = reference.boundary()
                #expect(LiveListModelPropertyTests.shown(model) == expected, "round \(round)")
                #expect(expectChange(change, from: before, to: expected), "round \(round)")
                Self.expectIndexPaths(in: model, expected)
                before = expected
            }
        }
    }

    /// `x < y`, texts in their natural order (the order of text in a live list).
    static func less<V: Comparable>(_ x: V, _ y: V) -> Bool {
        if let x = x as? String, let y = y as? String { return NaturalOrder.areInIncreasingOrder(x, y) }
        return x < y
    }

    /// Values of every kind order as their values (numbers as numbers,
    /// strings in their natural order — equal 8-byte prefixes, non-ASCII, empty — any
    /// other `Comparable` by its `<`), rows without a value last in either
    /// direction, ties by identity ascending (non-ASCII identities too),
    /// through the bulk load and through row-by-row upserts alike.
    @Test func sortValuesOfEveryKindOrderAsTheirValues() {
        // (`Self.less`: strings in their natural order.)
        let ids = ["pod-12345678", "pod-1234567", "pod-12345679", "é-pod", "e\u{301}-pod2", "Zed", "zed", "a", ""]
        func check<V: Comparable & Hashable & Sendable>(_ values: [V?]) {
            var random = ModelsRandom(seed: 0x5047 + UInt64(values.count))
            var rows: [RankedRow<V>] = []
            for (n, value) in values.enumerated() {
                for k in 0..<3 {
                    let id = ids[random.int(0..<ids.count)] + "\(n)-\(k)"
                    rows.append(RankedRow(id: random.chance(50) ? id : ids[(n + k) % ids.count] + "#\(n)", group: "g", value: value))
                }
            }
            for descending in [false, true] {
                let expected = rows.sorted { a, b in
                    if a.value != b.value {
                        guard let x = a.value else { return false }
                        guard let y = b.value else { return true }
                        return descending ? Self.less(y, x) : Self.less(x, y)
                    }
                    return a.id < b.id
                }
                let order: LiveListOrder<RankedRow<V>> = descending ? .descending { $0.value } : .ascending { $0.value }
                var bulk = LiveListModel<String, RankedRow<V>>(section: { $0.group }, order: order)
                var resync = LiveChanges<RankedRow<V>>()
                resync.resync(rows.shuffled(using: &random))
                bulk.apply(resync)
                #expect(bulk.sectionedRows.first?.rows == expected, "\(V.self) descending: \(descending)")
                var rowByRow = LiveListModel<String, RankedRow<V>>(section: { $0.group }, order: order)
                var upserts = LiveChanges<RankedRow<V>>()
                for row in rows.shuffled(using: &random) { upserts.upsert(row) }
                rowByRow.apply(upserts)
                #expect(rowByRow.sectionedRows.first?.rows == expected, "\(V.self) descending: \(descending)")
            }
        }
        check([Int.min, -1, 0, 1, 7, Int.max, nil, Int.max - 1, Int.min + 1])
        check([-2.5, 0.0, 1e300, -1e300, 3.25, nil])
        check(["pod-1234", "pod-12345", "pod-12346", "pod-1234\u{301}", "é", "e\u{301}", "Z", "z", "", "zzzzzzzzzz", "zzzzzzzzz", nil])
        check([Version(major: 1, minor: 2), Version(major: 1, minor: 10), Version(major: 0, minor: 99), nil])
    }
}
