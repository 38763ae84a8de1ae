import ListDiff
import SeededRandom
import Testing

/// A filter change that shows or hides much of the list is built in one
/// pass over the sections. It must give the list, and a batch that turns
/// the list before into it, exactly as a change of a few rows does.
@Suite struct LiveListModelRefilterTests {
    /// 2,000 rows in five groups (`g\(i % 5)`); row `i` has text "t\(i % 3)".
    static func loaded(_ order: ReferenceLiveList.Order) -> LiveListModel<String, FeedRow> {
        var model = LiveListModelPropertyTests.model(order)
        var changes = LiveChanges<FeedRow>()
        for i in 0..<2_000 {
            changes.upsert(FeedRow(id: i, group: "g\(i % 5)", score: i * 7_919 % 1_000, text: "t\(i % 3)"))
        }
        model.apply(changes)
        return model
    }

    /// From no filter to one that keeps a tenth of the rows and empties a
    /// group, to another that brings that group back, to none: each batch
    /// turns the list shown before into the list shown after, which is the
    /// rows the filter keeps in the model's order (that of the same rows
    /// loaded under the filter).
    @Test(arguments: [ReferenceLiveList.Order.arrival, .ascending, .descending])
    func aFilterChangingMostRowsIsOneCorrectBatch(order: ReferenceLiveList.Order) {
        var model = Self.loaded(order)
        let filters: [(@Sendable (FeedRow) -> Bool)?] = [
            { $0.text == "t0" && $0.group != "g1" },  // hides three rows in four, and all of g1
            { $0.text == "t0" || $0.group == "g1" },  // g1 comes back whole
            { $0.id % 2 == 0 },
            nil,
        ]
        for (step, filter) in filters.enumerated() {
            let before = LiveListModelPropertyTests.shown(model)
            let change = model.setFilter(filter)
            let after = LiveListModelPropertyTests.shown(model)
            #expect(expectChange(change, from: before, to: after), "step \(step)")
            // The same rows loaded under the filter, for sorted orders (arrival order numbers returning
            // sections by when they come back, which a fresh load cannot know).
            if order != .arrival {
                var fresh = Self.loaded(order)
                fresh.setFilter(filter)
                #expect(LiveListModelPropertyTests.shown(fresh) == after, "step \(step)")
            }
            let kept = (0..<2_000).filter { id in model.row(withID: id).map { filter?($0) ?? true } ?? false }
            #expect(after.reduce(0) { $0 + $1.items.count } == kept.count, "step \(step)")
            for id in kept { #expect(model.indexPath(of: id) != nil, "step \(step): row \(id) not shown") }
        }
        // Back to no filter: every row, as loaded (in arrival order, g1 came back last and stays last).
        let loaded = LiveListModelPropertyTests.shown(Self.loaded(order))
        let shown = LiveListModelPropertyTests.shown(model)
        if order == .arrival {
            #expect(shown.map(\.model) == loaded.map(\.model).filter { $0 != "g1" } + ["g1"])
            #expect(shown.sorted { $0.model < $1.model } == loaded.sorted { $0.model < $1.model })
        } else {
            #expect(shown == loaded)
        }
    }

    /// Sections that come back in arrival order keep the order of their
    /// first rows' arrival, after the sections still shown.
    @Test func sectionsComingBackInArrivalOrderFollowTheirFirstRows() {
        var model = LiveListModelPropertyTests.model(.arrival)
        var changes = LiveChanges<FeedRow>()
        for (i, group) in ["c", "a", "b", "c", "a", "b"].enumerated() {
            changes.upsert(FeedRow(id: i, group: group, score: nil, text: group == "a" ? "keep" : "x"))
        }
        model.apply(changes)
        model.setFilter { $0.text == "keep" }
        #expect(LiveListModelPropertyTests.shown(model).map(\.model) == ["a"])
        let before = LiveListModelPropertyTests.shown(model)
        let change = model.setFilter(nil)
        let after = LiveListModelPropertyTests.shown(model)
        #expect(after.map(\.model) == ["a", "c", "b"])
        #expect(change.sections.inserted == [1, 2])
        #expect(expectChange(change, from: before, to: after))
    }

    /// Rows the filter hides are kept in order while hidden: upserted
    /// (changing value, section, and whether the filter keeps them),
    /// deleted and added under the filter, in batches and resyncs, they come back when
    /// it is cleared exactly where the list loaded from the same rows
    /// without a filter has them, in one correct batch. Both ways a filter
    /// change is applied: in one pass (it hides two rows in three) and row
    /// by row (one in sixteen).
    @Test(arguments: [ReferenceLiveList.Order.ascending, .descending], [false, true])
    func rowsChangedWhileHiddenComeBackInTheirPlace(order: ReferenceLiveList.Order, hidesFew: Bool) {
        var model = Self.loaded(order)
        var rows = Dictionary(uniqueKeysWithValues: (0..<2_000).map {
            ($0, FeedRow(id: $0, group: "g\($0 % 5)", score: $0 * 7_919 % 1_000, text: "t\($0 % 3)"))
        })
        if hidesFew {
            model.setFilter { $0.id % 16 != 0 }
        } else {
            model.setFilter { $0.text == "t0" }
        }
        var random = SplitMix64(seed: 0xF117E4)
        for batch in 0..<40 {
            var changes = LiveChanges<FeedRow>()
            if batch % 10 == 9 {
                // A resync under the filter: rows it leaves out are deleted, hidden ones among them.
                for id in rows.keys where random.next() % 10 == 0 { rows[id] = nil }
                changes.resync(rows.values.sorted { $0.id < $1.id })
            }
            for _ in 0..<50 {
                let id = Int(random.next() % 2_400)
                if random.next() % 5 == 0 {
                    rows[id] = nil
                    changes.delete(id)
                } else {
                    let row = FeedRow(
                        id: id, group: "g\(random.next() % 6)", score: random.next() % 8 == 0 ? nil : Int(random.next() % 1_000),
                        text: "t\(random.next() % 3)"
                    )
                    rows[id] = row
                    changes.upsert(row)
                }
            }
            let before = LiveListModelPropertyTests.shown(model)
            let change = model.apply(changes)
            #expect(expectChange(change, from: before, to: LiveListModelPropertyTests.shown(model)))
        }
        let before = LiveListModelPropertyTests.shown(model)
        let change = model.setFilter(nil)
        let after = LiveListModelPropertyTests.shown(model)
        #expect(expectChange(change, from: before, to: after))
        var fresh = LiveListModelPropertyTests.model(order)
        var changes = LiveChanges<FeedRow>()
        for row in rows.values.sorted(by: { $0.id < $1.id }) { changes.upsert(row) }
        fresh.apply(changes)
        #expect(after == LiveListModelPropertyTests.shown(fresh))
        #expect(after.reduce(0) { $0 + $1.items.count } == rows.count)
    }
}
