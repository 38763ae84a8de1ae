import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff

extension LiveBench {
    /// The main thread's cost of a flush, without threads, timers or a
    /// terminal: the feed's events in batches of `batch`, each flushed
    /// (the model's apply and the view's batch start, timed) and then drawn
    /// to its end on a manual clock, so every flush starts from a list at
    /// rest. Deterministic (the same events, the same batches), so it tells
    /// two builds apart where the live feed's figures, shaped by thread
    /// timing, cannot.
    ///
    /// Batches take turns between the default validation (`.automatic`,
    /// which checks a live list's batches as `.counts`) and `.touched`, so
    /// the two are compared in one run, on the same memory.
    static func flushCost(rows: Int, batch: Int, batches: Int) {
        let start = pods(rows)
        let (list, clock, _) = restingList(start)
        var canvas = GridCanvas(columns: 120, rows: 40)
        func settle() {
            clock.advance(by: list.view.configuration.longestBatchDuration)
            list.view.render(into: &canvas)
        }
        list.view.render(into: &canvas)
        _ = list.view.selectItem(at: ItemPath(item: 0, section: 0))
        var feed = Feed(start)
        let modes: [CollectionViewConfiguration.Validation] = [.automatic, .touched]
        var took = modes.map { _ in [Double]() }
        for n in 0..<batches {
            list.view.configuration.validation = modes[n % modes.count]
            list.send { changes in
                for _ in 0..<batch { feed.event().record(into: &changes) }
            }
            let t0 = ContinuousClock.now
            list.flush()
            took[n % modes.count].append(seconds(ContinuousClock.now - t0) * 1e3)
            settle()
        }
        let equal = equals(list.model, feed.state)
        print("flush cost: \(batches) batches of \(batch) events on \(rows) rows, validation taking turns; final list equals the feed: \(equal)")
        for (mode, times) in zip(modes, took) {
            let mean = times.reduce(0, +) / Double(times.count)
            print("  \(mode): " + String(format: "p50 %.2f ms, p90 %.2f ms, mean %.2f ms (%.1f µs/event)",
                                          percentile(times, 0.5), percentile(times, 0.9), mean, mean * 1e3 / Double(batch)))
        }
    }
}
