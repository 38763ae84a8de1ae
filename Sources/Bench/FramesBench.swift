import SeededRandom
import CollectionView
import ListDiff

/// `bench frames`: the cost of one animated frame at 200×50 while 50 rows
/// glide through the viewport, for lists of 1,000 and 1,000,000 rows, and the
/// cost of validating and starting a batch of 10,000 changes; then what
/// recording a terminal costs a frame (``RecordingBench``).
enum FramesBench {
    /// Ids in sections; the bench's data source answers from them.
    @MainActor
    final class Source: CollectionViewDataSource {
        var sections: [[Int]]
        init(_ sections: [[Int]]) { self.sections = sections }
        func numberOfSections() -> Int { sections.count }
        func numberOfItems(inSection section: Int) -> Int { sections[section].count }
        func sectionID(_ section: Int) -> AnyHashable { section }
        func header(forSection section: Int) -> StyledText? { StyledText("Section \(section)") }
        func itemID(at path: ItemPath) -> AnyHashable { sections[path.section][path.item] }
        func content(at path: ItemPath) -> StyledText {
            let id = sections[path.section][path.item]
            return StyledText(spans: [
                .init("#\(id) ", style: Style(bold: true)),
                .init("row number \(id) with some text to fill the line", style: Style(foreground: .indexed(110))),
            ])
        }
    }

    static func sections(rows: Int, sectionCount: Int) -> [[Int]] {
        let per = rows / sectionCount
        return (0..<sectionCount).map { s in Array((s * per)..<((s + 1) * per)) }
    }

    static func lists(_ ids: [[Int]]) -> [ListSection<Int, Int>] {
        ids.enumerated().map { ListSection(model: $0.offset, items: $0.element) }
    }

    static func micros(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        sorted[min(Int(Double(sorted.count - 1) * p + 0.5), sorted.count - 1)]
    }

    @MainActor
    static func run() {
        print("frames: 200x50 viewport, 250 ms ease-in-out, 50 rows moving into the viewport from across the list")
        print("| rows | frame median | frame p99 | first frame | still frame median | frame median in an area | batch start (validate + tracks) |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for rows in [1_000, 1_000_000] {
            frameCost(rows: rows)
        }
        print("")
        print("batch of 10,000 changes (4,000 deletes, 4,000 inserts, 2,000 moves), validate + start:")
        print("| rows | median | min |")
        print("| ---: | ---: | ---: |")
        for rows in [100_000, 1_000_000] {
            batchCost(rows: rows)
        }
        print("")
        RecordingBench.run()
        LegibilityBench.run()
    }

    @MainActor
    static func frameCost(rows: Int) {
        var rng = SplitMix64(seed: 42)
        let sectionCount = 10
        let old = sections(rows: rows, sectionCount: sectionCount)
        let source = Source(old)
        let clock = ManualClock()
        let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: 200, rows: 50))
        // Viewport in the middle of section 5.
        let anchor = old[5][old[5].count / 2]
        let offset = (view.lineRange(of: ItemPath(item: old[5].count / 2, section: 5))?.lowerBound ?? 0) - 10
        view.setScrollOffset(offset)
        var canvas = GridCanvas(columns: 200, rows: 50)
        var stillTimes: [Double] = []
        for _ in 0..<200 {
            let start = ContinuousClock.now
            view.render(into: &canvas)
            stillTimes.append(micros(start.duration(to: .now)))
        }

        // 50 rows from all over the list move next to the viewport's anchor.
        var new = old
        var movers: [Int] = []
        while movers.count < 50 {
            let s = Int.random(in: 0..<sectionCount, using: &rng)
            guard new[s].count > 1 else { continue }
            let i = Int.random(in: 0..<new[s].count, using: &rng)
            guard new[s][i] != anchor else { continue }
            movers.append(new[s].remove(at: i))
        }
        let at = (new[5].firstIndex(of: anchor) ?? 0) + 5
        new[5].insert(contentsOf: movers, at: at)
        let changeset: Changeset
        do {
            changeset = try Changeset(from: lists(old), to: lists(new))
        } catch {
            print("diff failed: \(error)")
            return
        }
        source.sections = new
        let batchStart = ContinuousClock.now
        do {
            try view.performBatchUpdates(changeset)
        } catch {
            print("batch rejected: \(error)")
            return
        }
        let batchTime = micros(batchStart.duration(to: .now))

        let t0 = clock.now
        // The first frame filters the tracks for this viewport and fetches the visible rows' text, which
        // `render` keeps (as an app's frame loop does); `draw(into:at:)` then reads it.
        let firstStart = ContinuousClock.now
        view.render(into: &canvas)
        let firstFrame = micros(firstStart.duration(to: .now))
        var times: [Double] = []
        for round in 0..<20 {
            for step in 0..<100 {
                let t = t0 + .microseconds((step * 2_500) + round * 120)
                let start = ContinuousClock.now
                view.draw(into: &canvas, at: t)
                times.append(micros(start.duration(to: .now)))
            }
        }
        // The same frames drawn into a 200×50 area of a screen with a title line and a side panel.
        var screen = GridCanvas(columns: 240, rows: 52)
        let area = Rect(x: 0, y: 1, columns: 200, rows: 50)
        var areaTimes: [Double] = []
        for step in 0..<1_000 {
            let t = t0 + .microseconds(step * 250)
            let start = ContinuousClock.now
            screen.withArea(area) { view.draw(into: &$0, at: t) }
            areaTimes.append(micros(start.duration(to: .now)))
        }
        times.sort()
        stillTimes.sort()
        areaTimes.sort()
        print("| \(rows) | \(format(percentile(times, 0.5))) µs | \(format(percentile(times, 0.99))) µs "
            + "| \(format(firstFrame)) µs | \(format(percentile(stillTimes, 0.5))) µs "
            + "| \(format(percentile(areaTimes, 0.5))) µs | \(format(batchTime / 1000)) ms |")
    }

    @MainActor
    static func batchCost(rows: Int) {
        var rng = SplitMix64(seed: 7)
        let old = sections(rows: rows, sectionCount: 10)
        var new = old
        var nextID = rows
        for _ in 0..<4_000 {
            let s = Int.random(in: 0..<10, using: &rng)
            new[s].remove(at: Int.random(in: 0..<new[s].count, using: &rng))
        }
        for _ in 0..<4_000 {
            let s = Int.random(in: 0..<10, using: &rng)
            new[s].insert(nextID, at: Int.random(in: 0...new[s].count, using: &rng))
            nextID += 1
        }
        for _ in 0..<2_000 {
            let from = Int.random(in: 0..<10, using: &rng)
            let to = Int.random(in: 0..<10, using: &rng)
            let id = new[from].remove(at: Int.random(in: 0..<new[from].count, using: &rng))
            new[to].insert(id, at: Int.random(in: 0...new[to].count, using: &rng))
        }
        let changeset: Changeset
        do {
            changeset = try Changeset(from: lists(old), to: lists(new))
        } catch {
            print("diff failed: \(error)")
            return
        }
        var times: [Double] = []
        for _ in 0..<5 {
            let source = Source(old)
            let view = CollectionView(dataSource: source, clock: ManualClock(), viewportSize: CellSize(columns: 200, rows: 50))
            var canvas = GridCanvas(columns: 200, rows: 50)
            view.render(into: &canvas)
            source.sections = new
            let start = ContinuousClock.now
            do {
                try view.performBatchUpdates(changeset)
            } catch {
                print("batch rejected: \(error)")
                return
            }
            times.append(micros(start.duration(to: .now)) / 1000)
        }
        times.sort()
        let changes = changeset.items.deleted.count + changeset.items.inserted.count + changeset.items.moved.count
        print("| \(rows) (\(changes) changes) | \(format(percentile(times, 0.5))) ms | \(format(times[0])) ms |")
    }

    static func format(_ value: Double) -> String {
        let scaled = (value * 10).rounded() / 10
        return String(scaled)
    }
}
