import CollectionViewTesting
import Foundation

/// `bench viewport [BATCHES]`: the property of motion planned on the screen
/// (``CatchUpProperty``, which `ViewportPlanPropertyTests` runs at a size
/// that fits CI) at full size: three seeds of random catch-up batches on a
/// scrolled view, a quarter of the views resized part-way, every frame
/// audited. Prints one line per seed and the first faults.
@MainActor
enum ViewportBench {
    static let seeds: [UInt64] = [0x5C_4EE7_01, 0x5C_4EE7_02, 0x5C_4EE7_03]

    static func run(batches: Int) {
        print("viewport: \(batches) catch-up batches per seed, 40×24, every frame audited")
        print("| seed | batches | anchored | resized part-way | faulting batches | seconds |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        var first: [CatchUpProperty.Fault] = []
        for seed in seeds {
            let start = ContinuousClock.now
            do {
                let outcome = try CatchUpProperty().run(seed: seed, batches: batches)
                let seconds = (ContinuousClock.now - start) / .seconds(1)
                let faulting = Set(outcome.faults.map(\.batch)).count
                print("| 0x\(String(seed, radix: 16)) | \(outcome.batches) | \(outcome.anchored) | \(outcome.resized) | "
                    + "\(faulting) | \(String(format: "%.0f", seconds)) |")
                first += outcome.faults.prefix(3 - min(first.count, 3))
            } catch {
                print("| 0x\(String(seed, radix: 16)) | the view refused a batch: \(error) |")
            }
        }
        for fault in first { print("fault: \(fault)") }
    }
}
