import CMalloc
import SeededRandom
import CollectionView
import ListDiff

/// `bench batch`: what starting a batch costs (validation, the new layout,
/// the motion plan) on lists of 1,000 / 100,000 / 1,000,000 rows for
/// batches of 10 / 1,000 / 10,000 changes, and the view's own memory per row.
///
/// A batch of k changes is k/4 deletes, k/4 moves, k/4 updates (reloads) and
/// the rest inserts, spread over 10 sections; deletes, moves and updates touch
/// at most a quarter of the rows each (a 1,000-row list cannot lose 2,500),
/// the remaining changes are inserts. Each run alternates the batch and its
/// inverse on one view, timing `performBatchUpdates` (animated) and finishing
/// the animation between runs, untimed.
enum BatchBench {
    static let sectionCount = 10

    @MainActor
    static func run() {
        print("batch: performBatchUpdates (animated) of k mixed changes over \(sectionCount) sections, the batch and its inverse alternating")
        for rows in [1_000, 100_000, 1_000_000] {
            for changes in [10, 1_000, 10_000] {
                batchStart(rows: rows, changes: changes)
            }
        }
        viewBytesPerRow(rows: 1_000_000)
        for rows in [1_000, 100_000, 1_000_000] { reload(rows: rows) }
    }

    /// `reloadData` of a whole new list (the one O(rows) path: every row's id
    /// and height, no row's text), median of 5.
    @MainActor
    static func reload(rows: Int) {
        guard let (old, new, _, _) = batch(rows: rows, changes: 10) else { return }
        let source = FramesBench.Source(old)
        let view = CollectionView(dataSource: source, clock: ManualClock(), viewportSize: CellSize(columns: 200, rows: 50))
        var times: [Double] = []
        for run in 0..<5 {
            source.sections = run.isMultiple(of: 2) ? new : old
            let start = ContinuousClock.now
            view.reloadData()
            times.append(FramesBench.micros(start.duration(to: .now)))
        }
        times.sort()
        print("reload rows=\(rows) median_us=\(Int(FramesBench.percentile(times, 0.5).rounded()))")
    }

    /// The old and new ids of a batch of `changes` mixed changes, and both changesets.
    static func batch(rows: Int, changes: Int) -> (old: [[Int]], new: [[Int]], forward: Changeset, back: Changeset)? {
        var rng = SplitMix64(seed: UInt64(rows &* 31 &+ changes))
        let old = FramesBench.sections(rows: rows, sectionCount: sectionCount)
        let quarter = min(changes / 4, rows / 4)
        var new = old
        var nextID = rows
        func randomSection() -> Int { Int.random(in: 0..<sectionCount, using: &rng) }
        for _ in 0..<quarter {
            let s = randomSection()
            guard !new[s].isEmpty else { continue }
            new[s].remove(at: Int.random(in: 0..<new[s].count, using: &rng))
        }
        for _ in 0..<quarter {
            let from = randomSection()
            let to = randomSection()
            guard !new[from].isEmpty else { continue }
            let id = new[from].remove(at: Int.random(in: 0..<new[from].count, using: &rng))
            new[to].insert(id, at: Int.random(in: 0...new[to].count, using: &rng))
        }
        for _ in 0..<(changes - 3 * quarter) {
            let s = randomSection()
            new[s].insert(nextID, at: Int.random(in: 0...new[s].count, using: &rng))
            nextID += 1
        }
        do {
            var forward = try Changeset(from: FramesBench.lists(old), to: FramesBench.lists(new))
            var back = try Changeset(from: FramesBench.lists(new), to: FramesBench.lists(old))
            forward.items.reloaded = try updates(forward, counts: old.map(\.count), count: quarter, rng: &rng)
            back.items.reloaded = try updates(back, counts: new.map(\.count), count: quarter, rng: &rng)
            return (old, new, forward, back)
        } catch {
            print("batch setup failed: \(error)")
            return nil
        }
    }

    /// `count` random old rows that `changeset` keeps in place (neither deleted nor moved), sorted.
    static func updates(
        _ changeset: Changeset, counts: [Int], count: Int, rng: inout SplitMix64
    ) throws -> [ItemPath] {
        let mapping = try BatchMapping(changeset: changeset, oldItemCounts: counts)
        let movedFrom = Set(changeset.items.moved.map(\.from))
        var picked = Set<ItemPath>()
        var attempts = 0
        while picked.count < count, attempts < count * 20 {
            attempts += 1
            let s = Int.random(in: 0..<counts.count, using: &rng)
            guard counts[s] > 0 else { continue }
            let p = ItemPath(item: Int.random(in: 0..<counts[s], using: &rng), section: s)
            guard mapping.itemTargets[s][p.item] != nil, !movedFrom.contains(p) else { continue }
            picked.insert(p)
        }
        return picked.sorted()
    }

    @MainActor
    static func batchStart(rows: Int, changes: Int) {
        guard let (old, new, forward, back) = batch(rows: rows, changes: changes) else { return }
        let source = FramesBench.Source(old)
        let clock = ManualClock()
        let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: 200, rows: 50))
        var canvas = GridCanvas(columns: 200, rows: 50)
        view.render(into: &canvas)
        var times: [Double] = []
        let budget = ContinuousClock.now + .seconds(3)
        var atOld = true
        while times.count < 400, times.count < 6 || ContinuousClock.now < budget {
            source.sections = atOld ? new : old
            let start = ContinuousClock.now
            do {
                try view.performBatchUpdates(atOld ? forward : back)
            } catch {
                print("batch rejected: \(error)")
                return
            }
            times.append(FramesBench.micros(start.duration(to: .now)))
            clock.advance(by: .seconds(1))
            view.render(into: &canvas)
            atOld.toggle()
        }
        times.sort()
        print("batch-start rows=\(rows) changes=\(changes) median_us=\(Int(FramesBench.percentile(times, 0.5).rounded())) "
            + "p99_us=\(Int(FramesBench.percentile(times, 0.99).rounded()))")
    }

    /// Heap bytes the view holds per row beyond its data source: bytes in use
    /// (glibc's `mallinfo2`, small chunks and mapped ones) after building the view, drawing a frame and
    /// running one batch, minus those before building it.
    @MainActor
    static func viewBytesPerRow(rows: Int) {
        guard let (old, new, forward, _) = batch(rows: rows, changes: 10) else { return }
        let source = FramesBench.Source(old)
        let clock = ManualClock()
        let before = heapBytes()
        let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: 200, rows: 50))
        var canvas = GridCanvas(columns: 200, rows: 50)
        view.render(into: &canvas)
        source.sections = new
        do {
            try view.performBatchUpdates(forward)
        } catch {
            print("batch rejected: \(error)")
            return
        }
        clock.advance(by: .seconds(1))
        view.render(into: &canvas)
        let after = heapBytes()
        withExtendedLifetime((view, source)) {
            let bytes = (Double(after) - Double(before)) / Double(rows)
            print("view-bytes-per-row rows=\(rows) bytes=\(Int(bytes.rounded()))")
        }
    }

    /// Bytes allocated by malloc and in use: arena chunks plus mapped ones (large arrays).
    static func heapBytes() -> Int {
        #if canImport(Glibc)
        let info = mallinfo2()
        return Int(info.uordblks + info.hblkhd)
        #else
        // macOS (untested): the default zone's bytes in use.
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)
        return Int(statistics.size_in_use)
        #endif
    }
}
