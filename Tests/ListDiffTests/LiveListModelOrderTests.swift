import Dispatch
import ListDiff
import Testing

/// Re-sorting a live list by another order (`setOrder`): one batch of moves
/// only, sections in their places, the rows in the new order, hidden rows
/// too (they come back in order), later changes in the new order.
@Suite struct LiveListModelOrderTests {
    struct Pod: Differentiable, Hashable, Sendable {
        var id: String
        var group: String
        var restarts: Int
        var differenceIdentifier: String { id }
    }

    static func shown(_ model: LiveListModel<String, Pod>) -> [ListSection<String, Pod>] {
        model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
    }

    @Test func aNewOrderIsOneBatchOfMovesWithSectionsInPlace() {
        var random = ModelsRandom(seed: 0x50_0001)
        let pods = (0..<200).map { Pod(id: "pod-\($0)", group: ["b", "a", "c"][$0 % 3], restarts: random.int(0..<20)) }
        var model = LiveListModel<String, Pod>(section: \.group, order: .ascending { $0.id })
        var changes = LiveChanges<Pod>()
        for pod in pods { changes.upsert(pod) }
        model.apply(changes)
        // A filter hides some rows: they are ordered too.
        model.setFilter { $0.restarts % 4 != 0 }
        let before = Self.shown(model)
        #expect(model.sectionKeys == ["a", "b", "c"])
        let batch = model.setOrder(.descending { $0.restarts })
        let after = Self.shown(model)
        #expect(expectChange(batch, from: before, to: after))
        #expect(batch.items.inserted.isEmpty && batch.items.deleted.isEmpty && batch.items.reloaded.isEmpty)
        #expect(batch.sections.moved.isEmpty && batch.sections.inserted.isEmpty && batch.sections.deleted.isEmpty)
        #expect(!batch.items.moved.isEmpty)
        // Sections keep their places; rows by restarts, largest first, ties by identity.
        #expect(model.sectionKeys == ["a", "b", "c"])
        for section in after {
            #expect(section.items == section.items.sorted { $0.restarts != $1.restarts ? $0.restarts > $1.restarts : $0.id < $1.id })
        }
        // Hidden rows come back in the new order; a later change lands in it.
        model.setFilter(nil)
        var edit = LiveChanges<Pod>()
        edit.upsert(Pod(id: "pod-0", group: "b", restarts: 99))
        model.apply(edit)
        for section in Self.shown(model) {
            #expect(section.items == section.items.sorted { $0.restarts != $1.restarts ? $0.restarts > $1.restarts : $0.id < $1.id })
        }
        #expect(model.indexPath(of: "pod-0") == ItemPath(item: 0, section: 1))
        // The same order again moves nothing.
        #expect(model.setOrder(.descending { $0.restarts }).isEmpty)
    }

    /// From arrival order to a sorted one: sections go to their key order in
    /// the same batch, and a filter change after it is a valid batch too.
    @Test func fromArrivalToSortedSectionsTakeTheirKeyOrder() {
        let pods = (0..<90).map { Pod(id: "pod-\($0)", group: ["b", "a", "c"][$0 % 3], restarts: $0 * 7 % 11) }
        var model = LiveListModel<String, Pod>(section: \.group, order: .arrival)
        var changes = LiveChanges<Pod>()
        for pod in pods { changes.upsert(pod) }
        model.apply(changes)
        #expect(model.sectionKeys == ["b", "a", "c"])
        var before = Self.shown(model)
        let batch = model.setOrder(.ascending { $0.restarts })
        #expect(model.sectionKeys == ["a", "b", "c"])
        #expect(expectChange(batch, from: before, to: Self.shown(model)))
        before = Self.shown(model)
        let filtered = model.setFilter { $0.restarts > 2 }
        #expect(expectChange(filtered, from: before, to: Self.shown(model)))
        for (s, section) in Self.shown(model).enumerated() {
            for (i, pod) in section.items.enumerated() { #expect(model.indexPath(of: pod.id) == ItemPath(item: i, section: s)) }
        }
    }
}

/// `setOrder`'s batch, read off each section's permutation, is exactly the
/// batch the diff of the lists before and after gives (`setOrderByDiff`):
/// random lists with ties, hidden rows, freed and reused handles, sorted
/// by one value then another, ascending and descending.
@Suite struct LiveListModelOrderReferenceTests {
    typealias Pod = LiveListModelOrderTests.Pod

    @Test(arguments: 0..<40)
    func theDirectBatchIsTheDiffsBatch(seed: Int) {
        var random = ModelsRandom(seed: UInt64(0x50_0700 + seed))
        let count = random.int(0..<400)
        // Most lists in a few sections; some in many small ones (each a sliver of the store, slotted apart).
        let groups = seed % 4 == 3 ? random.int(60..<120) : random.int(1..<6)
        var model = LiveListModel<String, Pod>(section: \.group, order: .ascending { $0.id })
        var changes = LiveChanges<Pod>()
        for i in 0..<count {
            changes.upsert(Pod(id: "pod-\(i)", group: "g\(random.int(0..<groups))", restarts: random.int(0..<12)))
        }
        model.apply(changes)
        // Some rows deleted and others added into the freed handles; some hidden.
        var edit = LiveChanges<Pod>()
        for i in 0..<count where random.int(0..<5) == 0 { edit.delete("pod-\(i)") }
        for j in 0..<random.int(0..<50) { edit.upsert(Pod(id: "new-\(j)", group: "g\(random.int(0..<groups))", restarts: random.int(0..<12))) }
        model.apply(edit)
        if random.int(0..<2) == 0 { model.setFilter { $0.restarts % 3 != 0 } }
        let orders: [LiveListOrder<Pod>] = [
            .descending { $0.restarts }, .ascending { $0.restarts }, .ascending { $0.id }, .descending { $0.id },
        ]
        for order in orders.shuffled(using: &random) {
            var reference = model
            let before = LiveListModelOrderTests.shown(model)
            var inParallel = model
            let batch = model.setOrder(order)
            #expect(batch == reference.setOrderByDiff(order))
            // Sections slotted and sorted at once on several threads: the same model and batch.
            #expect(inParallel.setOrder(order, parallel: { DispatchQueue.concurrentPerform(iterations: $0, execute: $1) }) == batch)
            #expect(LiveListModelOrderTests.shown(inParallel) == LiveListModelOrderTests.shown(model))
            for (s, section) in LiveListModelOrderTests.shown(inParallel).enumerated() {
                for (i, pod) in section.items.enumerated() { #expect(inParallel.indexPath(of: pod.id) == ItemPath(item: i, section: s)) }
            }
            #expect(LiveListModelOrderTests.shown(model) == LiveListModelOrderTests.shown(reference))
            #expect(expectChange(batch, from: before, to: LiveListModelOrderTests.shown(model)))
        }
    }
}
