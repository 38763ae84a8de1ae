import SeededRandom
import Foundation
import ListDiff

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench diff`: ListDiff against the standard library's
/// `difference(from:).inferringMoves()` on the same inputs, in one run.
///
/// Workloads: DifferenceKit's published ones (5,000 and 100,000 UUID-like
/// string ids with a delete range, an insert range and a shuffled range), a
/// full shuffle of 10,000, and 1,000,000 rows with 1% churn. Ids are generated
/// from a fixed seed, so every run diffs the same lists. Prints a table and
/// replaces the `## diff` section of `BENCHMARKS.md` in the current directory.
/// `bench diff --quick` skips the standard library (it takes seconds) and
/// leaves `BENCHMARKS.md` alone.
enum DiffBench {
    /// One row of the table.
    private struct Result {
        var name: String
        var sizes: String
        var listDiffMs: Double
        var runs: Int
        var stdlibMs: String
        var listDiffMoves: Int
        var stdlibMoves: String
        var minimumMoves: Int
        var peakMB: Double
        /// Peak RSS before the first diff of the row ran, when it is the first row.
        var inputMB: Double?
    }

    /// A row with an identity and a version, for the workload with updates.
    private struct Record: Equatable, Differentiable {
        var id: String
        var version: Int
        var differenceIdentifier: String { id }
        func isContentEqual(to source: Record) -> Bool { version == source.version }
    }

    /// Seeded, so the ids and shuffles are the same on every run.
    private struct Random: RandomNumberGenerator {
        var base: SplitMix64
        init(state: UInt64) { base = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { base.next() }

        /// A UUID-shaped string (8-4-4-4-12 uppercase hex), like `UUID().uuidString`.
        mutating func uuid() -> String {
            let hex = Array("0123456789ABCDEF".utf8)
            var bytes = [UInt8]()
            bytes.reserveCapacity(36)
            var bits = (next(), next())
            for position in 0..<32 {
                if position == 8 || position == 12 || position == 16 || position == 20 { bytes.append(UInt8(ascii: "-")) }
                let nibble: UInt64
                if position < 16 {
                    nibble = bits.0 & 0xF
                    bits.0 >>= 4
                } else {
                    nibble = bits.1 & 0xF
                    bits.1 >>= 4
                }
                bytes.append(hex[Int(nibble)])
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Runs every workload and prints the table.
    static func run() {
        let quick = CommandLine.arguments.contains("--quick")
        var rng = Random(state: 0xD1FF_BE4C)
        var results = [Result]()

        // The 1M workload first, so the process's peak memory after it is its own.
        results.append(million(&rng))
        results.append(strings(
            name: "DifferenceKit 5k", count: 5_000, delete: 2_000..<3_000, insertCount: 1_000, insertAt: 3_000,
            shuffle: 0..<200, runs: 21, stdlibRuns: quick ? 0 : 3, &rng))
        results.append(strings(
            name: "DifferenceKit 100k", count: 100_000, delete: 20_000..<30_000, insertCount: 10_000, insertAt: 30_000,
            shuffle: 0..<2_000, runs: 11, stdlibRuns: quick ? 0 : 1, &rng))
        results.append(strings(
            name: "full shuffle 10k", count: 10_000, delete: 0..<0, insertCount: 0, insertAt: 0,
            shuffle: 0..<10_000, runs: 11, stdlibRuns: quick ? 0 : 1, &rng))
        results = [results[1], results[2], results[3], results[0]]

        let table = render(results)
        print(table)
        let body = """
            Command: `swift run -c release bench diff` (release build, one process, same inputs for both sides; \
            ids are UUID-shaped strings from a fixed seed). Times are medians of several runs for ListDiff \
            and of 1–3 runs for the standard library (it takes seconds); moves are the rows each reports as \
            moved, the minimum is common rows − longest increasing subsequence (patience sorting, computed \
            independently in the bench). Peak RSS is the process's `ru_maxrss` after the row; the 1M row \
            runs first, so its figure is its own, including both 1M-row input lists (whose strings share \
            storage, as in DifferenceKit's benchmark, where the new list is a mutated copy of the old).

            \(table)
            """
        // A quick run lacks the comparison: it must not replace the full numbers.
        if !quick { updateBenchmarksFile(section: "diff", body: body) }
    }

    // MARK: Workloads

    private static func strings(
        name: String, count: Int, delete: Range<Int>, insertCount: Int, insertAt: Int,
        shuffle: Range<Int>, runs: Int, stdlibRuns: Int, _ rng: inout Random
    ) -> Result {
        let old = (0..<count).map { _ in rng.uuid() }
        var new = old
        new.removeSubrange(delete)
        new.insert(contentsOf: (0..<insertCount).map { _ in rng.uuid() }, at: insertAt)
        new[shuffle].shuffle(using: &rng)

        var change = Changeset()
        let time = median(runs) {
            change = (try? Changeset(from: old, to: new)) ?? Changeset()
        }
        verify(change, old, new)
        var stdlibTime = "skipped"
        var stdlibMoves = "skipped"
        if stdlibRuns > 0 {
            var difference = new.difference(from: old)
            let ms = median(stdlibRuns) { difference = new.difference(from: old).inferringMoves() }
            stdlibTime = "\(format(ms)) (\(stdlibRuns) run\(stdlibRuns == 1 ? "" : "s"))"
            stdlibMoves = String(difference.insertions.count { change in
                if case let .insert(_, _, associatedWith) = change { associatedWith != nil } else { false }
            })
        }
        return Result(
            name: name, sizes: "\(old.count) → \(new.count)", listDiffMs: time, runs: runs,
            stdlibMs: stdlibTime, listDiffMoves: change.items.moved.count, stdlibMoves: stdlibMoves,
            minimumMoves: minimumMoves(old, new), peakMB: peakMB()
        )
    }

    /// 1,000,000 rows, 1% churn: 2,500 each of deletes, inserts, moves and updates.
    private static func million(_ rng: inout Random) -> Result {
        let count = 1_000_000
        let old = (0..<count).map { _ in Record(id: rng.uuid(), version: 0) }
        var new = old
        for _ in 0..<2_500 { new.remove(at: Int.random(in: 0..<new.count, using: &rng)) }
        for _ in 0..<2_500 {
            new.insert(Record(id: rng.uuid(), version: 0), at: Int.random(in: 0...new.count, using: &rng))
        }
        for _ in 0..<2_500 {
            let record = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(record, at: Int.random(in: 0...new.count, using: &rng))
        }
        for _ in 0..<2_500 { new[Int.random(in: 0..<new.count, using: &rng)].version += 1 }

        let inputMB = peakMB()
        var change = Changeset()
        let time = median(5) {
            change = (try? Changeset(from: old, to: new)) ?? Changeset()
        }
        verify(change, old, new)
        return Result(
            name: "1M rows, 1% churn", sizes: "\(old.count) → \(new.count)", listDiffMs: time, runs: 5,
            stdlibMs: "skipped: quadratic", listDiffMoves: change.items.moved.count, stdlibMoves: "skipped",
            minimumMoves: minimumMoves(old.map(\.id), new.map(\.id)), peakMB: peakMB(), inputMB: inputMB
        )
    }

    // MARK: Measuring

    private static func median(_ runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var times = [Double]()
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Common elements minus a longest increasing subsequence, by patience
    /// sorting (written here, apart from ListDiff's weighted LIS).
    private static func minimumMoves(_ old: [String], _ new: [String]) -> Int {
        var position = [String: Int](minimumCapacity: old.count)
        for (i, id) in old.enumerated() { position[id] = i }
        var tails = [Int]()
        var common = 0
        for id in new {
            guard let p = position[id] else { continue }
            common += 1
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tails[mid] < p { lo = mid + 1 } else { hi = mid }
            }
            if lo == tails.count { tails.append(p) } else { tails[lo] = p }
        }
        return common - tails.count
    }

    /// Stops the bench if ListDiff's answer does not turn old into new.
    private static func verify<T: Equatable>(_ change: Changeset, _ old: [T], _ new: [T]) {
        guard (try? change.apply(to: old) { new[$0] }) == new else {
            print("bench diff: ListDiff's changeset does not turn old into new")
            exit(1)
        }
    }

    private static func peakMB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    }

    // MARK: Output

    private static func format(_ ms: Double) -> String {
        ms >= 100 ? String(format: "%.0f ms", ms) : String(format: "%.2f ms", ms)
    }

    private static func render(_ results: [Result]) -> String {
        var lines = [
            "| workload | rows old → new | ListDiff (median) | stdlib `inferringMoves` | ListDiff moves | stdlib moves | minimum moves | peak RSS |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for r in results {
            lines.append(
                "| \(r.name) | \(r.sizes) | \(format(r.listDiffMs)) (\(r.runs) runs) | \(r.stdlibMs) | \(r.listDiffMoves) "
                    + "| \(r.stdlibMoves) | \(r.minimumMoves) | \(String(format: "%.0f MB", r.peakMB))"
                    + (r.inputMB.map { String(format: " (inputs alone: %.0f MB)", $0) } ?? "") + " |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Replaces (or appends) `## <section>` in `BENCHMARKS.md`, leaving other sections alone.
    private static func updateBenchmarksFile(section: String, body: String) {
        let path = "BENCHMARKS.md"
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# Benchmarks\n"
        var lines = existing.components(separatedBy: "\n")
        let heading = "## \(section)"
        let replacement = [heading, ""] + body.components(separatedBy: "\n") + [""]
        if let start = lines.firstIndex(of: heading) {
            let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
            lines.replaceSubrange(start..<end, with: replacement)
        } else {
            if lines.last == "" { lines.removeLast() }
            lines += [""] + replacement
        }
        do {
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote section \"\(heading)\" of \(path)")
        } catch {
            print("bench diff: could not write \(path): \(error)")
        }
    }
}
