import Foundation
import ListDiff
import ListFeed
import ListInput
import SeededRandom
import Testing

/// A watch's changed runs kept as one list and deltas (``WatchHistory``, ``ListDelta``): every entry reads back
/// exactly, the history stays bounded, and what it stores is what changed.
@Suite struct WatchHistoryTests {
    private static func list(_ rows: [String], section: String = "") -> InputList {
        [ListSection(model: InputSection(id: section, header: section), items: rows.map { InputRow($0) })]
    }

    @Test func deltasRebuildEveryListExactly() {
        var random = SplitMix64(seed: 14)
        var rows = (0..<200).map { "row \($0)" }
        var lists = [InputList]()
        var history = WatchHistory(limit: 500)
        for run in 1...60 {
            // A few moves, an edit, an insert and a delete per run.
            for _ in 0..<3 {
                let from = Int(random.next() % UInt64(rows.count)), to = Int(random.next() % UInt64(rows.count))
                rows.insert(rows.remove(at: from), at: to)
            }
            rows[Int(random.next() % UInt64(rows.count))] += "'"
            rows.insert("new \(run)", at: Int(random.next() % UInt64(rows.count)))
            rows.remove(at: Int(random.next() % UInt64(rows.count)))
            let split = Int(random.next() % 50)
            let list = Self.list(Array(rows[..<split]), section: "a") + Self.list(Array(rows[split...]), section: "b")
            lists.append(list)
            history.append(list, run: run, started: Date())
        }
        for (index, list) in lists.enumerated() {
            #expect(history.list(at: index) == list, "entry \(index)")
        }
        // Changes, not copies: far fewer rows stored than 60 full lists.
        #expect(history.storedRows < 60 * 200 / 4, "\(history.storedRows)")
    }

    @Test func boundedDroppingTheOldestAndKeepingTheRestReadable() {
        var history = WatchHistory(limit: 5)
        var lists = [InputList]()
        for run in 1...40 {
            let list = Self.list((0..<10).map { "r\($0 + run)" })
            lists.append(list)
            history.append(list, run: run, started: Date())
        }
        #expect(history.count == 5)
        #expect(history.entries.map(\.run) == [36, 37, 38, 39, 40])
        for index in 0..<5 { #expect(history.list(at: index) == lists[35 + index]) }
    }

    @Test func aDeltaMayComeLaterAndTheEntryReadsTheSameMeanwhile() {
        var history = WatchHistory(limit: 3)
        let lists = (0..<4).map { run in Self.list((0..<100).map { "row \($0 + run)" }) }
        let waits = (0..<3).map { history.append(lists[$0], run: $0 + 1, started: Date(), deferringDelta: true) }
        #expect(waits == [false, true, true], "the first entry stands on its own")
        #expect(history.storedRows == 300, "in full while waiting")
        #expect((0..<3).map { history.list(at: $0) } == Array(lists[0..<3]))
        history.attach(ListDelta(from: lists[1], to: lists[2]), run: 3)
        #expect(history.storedRows == 201)
        #expect((0..<3).map { history.list(at: $0) } == Array(lists[0..<3]))
        // Run 2 becomes the oldest before its delta comes: it stays in full, standing on its own.
        history.append(lists[3], run: 4, started: Date(), delta: ListDelta(from: lists[2], to: lists[3]))
        history.attach(ListDelta(from: lists[0], to: lists[1]), run: 2)
        history.attach(ListDelta(from: lists[0], to: lists[1]), run: 1)  // dropped: nothing to do
        #expect(history.entries.map(\.run) == [2, 3, 4])
        #expect((0..<3).map { history.list(at: $0) } == Array(lists[1..<4]))
        #expect(history.storedRows == 102)
    }

    @Test func aLongWatchOfALargeOutputKeepsOneListInFullAndTheChanges() {
        // 300 changed runs of 1,000 rows, a few rows changing each time, 100 kept:
        // about one list and the changes, not a full copy every few runs.
        var random = SplitMix64(seed: 17)
        var rows = (0..<1000).map { "row \($0)" }
        var history = WatchHistory(limit: 100)
        var lists = [InputList]()
        for run in 1...300 {
            for _ in 0..<3 {
                let from = Int(random.next() % UInt64(rows.count)), to = Int(random.next() % UInt64(rows.count))
                rows.insert(rows.remove(at: from), at: to)
            }
            rows[Int(random.next() % UInt64(rows.count))] = "changed \(run)"
            let list = Self.list(rows)
            lists.append(list)
            history.append(list, run: run, started: Date())
        }
        #expect(history.storedRows < 2 * 1000 + 100 * 10, "\(history.storedRows) rows stored")
        for index in [0, 1, 50, 98, 99] { #expect(history.list(at: index) == lists[200 + index], "entry \(index)") }
    }

    @Test func composedDeltasMakeWhatTheyMakeOneAfterTheOther() {
        var random = SplitMix64(seed: 23)
        func shuffled(_ rows: [String], _ run: Int) -> [String] {
            var rows = rows
            for step in 0..<Int(random.next() % 6) {
                switch random.next() % 3 {
                case 0: if !rows.isEmpty { rows.remove(at: Int(random.next() % UInt64(rows.count))) }
                case 1: rows.insert("new \(run).\(step)", at: Int(random.next() % UInt64(rows.count + 1)))
                default:
                    if !rows.isEmpty {
                        let moved = rows.remove(at: Int(random.next() % UInt64(rows.count)))
                        rows.insert(moved, at: Int(random.next() % UInt64(rows.count + 1)))
                    }
                }
            }
            return rows
        }
        for run in 0..<300 {
            let first = (0..<Int(random.next() % 12)).map { "r\($0)" }
            let second = shuffled(first, run), third = shuffled(second, run + 1000)
            let split = { (rows: [String]) in Self.list(Array(rows.prefix(rows.count / 2)), section: "a") + Self.list(Array(rows.dropFirst(rows.count / 2)), section: "b") }
            let (a, b, c) = (split(first), split(second), split(third))
            let composed = ListDelta(from: a, to: b).then(ListDelta(from: b, to: c))
            #expect(composed.apply(to: a) == c, "\(first) → \(second) → \(third)")
        }
    }

    @Test func aDeltaOfAWhollyChangedListCostsItsRowsOnce() {
        // Every row new (a timestamp on each line): one run of new rows, built in linear time.
        let old = Self.list((0..<100_000).map { "old \($0)" })
        let new = Self.list((0..<100_000).map { "new \($0)" })
        let clock = ContinuousClock()
        let start = clock.now
        let delta = ListDelta(from: old, to: new)
        let made = clock.now - start
        #expect(delta.storedRows == 100_000 && delta.pieces.count == 1)
        #expect(made < .seconds(3), "\(made): quadratic in the run of new rows")
        #expect(delta.apply(to: old) == new)
    }

    @Test func aDeltaOfAFewChangesStoresOnlyThoseRows() {
        let old = Self.list((0..<1000).map { "line \($0)" })
        var rows = (0..<1000).map { "line \($0)" }
        rows.insert(rows.remove(at: 900), at: 3)
        rows[500] = "changed"
        let new = Self.list(rows)
        let delta = ListDelta(from: old, to: new)
        #expect(delta.storedRows == 1)
        #expect(delta.pieces.count <= 6)
        #expect(delta.apply(to: old) == new)
    }
}
