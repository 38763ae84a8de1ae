import CollectionView
import Foundation
import ListDiff
import ListInput
import SeededRandom

/// `bench input`: what `demo watch` pays for each run of a command that
/// prints N lines (plain lines) or N CSV rows (keyed by name): parse the
/// output, diff it against the list shown, and start the batch on a
/// `ListController`. Between the two outputs 50 rows re-rank, 100 change a
/// field, 10 are added and 10 removed. One line per case:
/// `input format=F rows=N parse_ms=… diff_ms=… batch_ms=… total_ms=… rss_mb=…`
/// (peak RSS of the process so far; the cases run from small to large).
enum InputBench {
    @MainActor
    static func run(formats: [InputFormat] = [.lines, .csv], sizes: [Int] = [1_000, 100_000, 1_000_000]) {
        for format in formats {
            for rows in sizes { measure(format: format, rows: rows) }
        }
    }

    /// The two outputs: rows `(name, team, score)`, then the same re-ranked and edited.
    static func outputs(rows: Int) -> (old: [(String, String, Int)], new: [(String, String, Int)]) {
        var random = SplitMix64(seed: 14)
        let old = (0..<rows).map { i in ("proc-\(i)", ["red", "blue", "green"][i % 3], i % 1000) }
        var new = old
        func index() -> Int { Int(random.next() % UInt64(new.count)) }
        for _ in 0..<50 { new.insert(new.remove(at: index()), at: index()) }
        for _ in 0..<100 { new[index()].2 += 1 }
        for k in 0..<10 { new.insert(("new-\(k)", "red", k), at: index()) }
        for _ in 0..<10 { new.remove(at: index()) }
        return (old, new)
    }

    static func text(_ rows: [(String, String, Int)], format: InputFormat) -> [UInt8] {
        var text = format == .csv ? "name,team,score\n" : ""
        text.reserveCapacity(rows.count * 24)
        for (name, team, score) in rows {
            text += format == .csv ? "\(name),\(team),\(score)\n" : "\(name)  \(team)  cpu=\(score)\n"
        }
        return Array(text.utf8)
    }

    @MainActor
    static func measure(format: InputFormat, rows: Int) {
        // Only the texts are kept (the row tuples are the bench's, not the watch's).
        let (oldText, newText) = { () -> ([UInt8], [UInt8]) in
            let (oldRows, newRows) = outputs(rows: rows)
            return (text(oldRows, format: format), text(newRows, format: format))
        }()
        let options = InputOptions(format: format, key: format == .csv ? .name("name") : nil)
        let oldList: InputList, newList: InputList
        let parseTime: Duration
        let changeset: Changeset
        let diffTime: Duration
        do {
            oldList = try InputParser.parse(oldText, options: options)
            let start = ContinuousClock.now
            newList = try InputParser.parse(newText, options: options)
            parseTime = ContinuousClock.now - start
            let diffStart = ContinuousClock.now
            changeset = try Changeset(from: oldList, to: newList)
            diffTime = ContinuousClock.now - diffStart
        } catch {
            print("bench input: \(error)")
            return
        }
        // The batch: the controller swaps its data and starts the animation;
        // the diff is the one measured above, handed over.
        let executor = ManualExecutor()
        let list = ListController<InputSection, InputRow>(
            clock: ManualClock(), executor: executor, diff: { _, _ in changeset },
            header: { StyledText($0.header) }, row: { StyledText($0.text) }
        )
        list.view.viewportSize = CellSize(columns: 120, rows: 40)
        list.apply(oldList, animated: false)
        executor.run(until: { list.queue.isIdle })
        let batchStart = ContinuousClock.now
        list.apply(newList)
        executor.run(until: { list.view.isAnimating || list.queue.isIdle })
        let batchTime = ContinuousClock.now - batchStart
        var canvas = GridCanvas(columns: 120, rows: 40)
        list.view.render(into: &canvas)
        print("input format=\(format.rawValue) rows=\(rows) parse_ms=\(ms(parseTime)) diff_ms=\(ms(diffTime)) "
            + "batch_ms=\(ms(batchTime)) total_ms=\(ms(parseTime + diffTime + batchTime)) rss_mb=\(Int(peakMB()))")
    }

    /// `bench input stream`: one NDJSON snapshot of N objects on one line,
    /// arriving in 64 KiB chunks as from a pipe. `parse_ms` parses the whole
    /// line at once (the floor); `stream_ms` is `SnapshotStream` (split and
    /// parse as it arrives); `rescan_ms` is the reader `demo watch -` had
    /// before, which looked for the newline from the line's start again on
    /// every chunk (quadratic in the line; measured up to 100k rows).
    static func streamed(sizes: [Int] = [10_000, 100_000, 1_000_000]) {
        // `bench input stream resync [OBJECTS] [default]`: the resync case alone
        // (its own process, so its peak RSS is its own).
        let rest = CommandLine.arguments.dropFirst(3)
        if rest.first == "resync" {
            resync(objects: rest.dropFirst().first.flatMap { Int($0) } ?? 1_000_000,
                   defaultFields: rest.contains("default"))
            return
        }
        for rows in sizes {
            var text = "["
            text.reserveCapacity(rows * 50)
            for i in 0..<rows {
                text += (i == 0 ? "" : ", ") + #"{"name": "proc-\#(i)", "team": "\#(["red", "blue", "green"][i % 3])", "score": \#(i % 1000)}"#
            }
            text += "]\n"
            let bytes = Array(text.utf8)
            let options = InputOptions(format: .json, key: .name("name"))
            let chunk = 65_536
            let parseStart = ContinuousClock.now
            let whole = try? InputParser.snapshot(bytes[...], line: 1, options: options)
            let parseTime = ContinuousClock.now - parseStart

            let streamStart = ContinuousClock.now
            var stream = SnapshotStream(options: options)
            var streamed = 0
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                streamed += stream.read(bytes[start..<min(start + chunk, bytes.count)]).count
            }
            streamed += stream.finish().count
            let streamTime = ContinuousClock.now - streamStart

            var rescan = "skipped"
            if rows <= 100_000 {
                let rescanStart = ContinuousClock.now
                var buffer = [UInt8]()
                var lines = 0
                for start in stride(from: 0, to: bytes.count, by: chunk) {
                    buffer.append(contentsOf: bytes[start..<min(start + chunk, bytes.count)])
                    var from = buffer.startIndex
                    while let end = buffer[from...].firstIndex(of: 0x0A) {
                        lines += 1
                        from = end + 1
                    }
                    buffer.removeSubrange(..<from)
                }
                rescan = ms(ContinuousClock.now - rescanStart) + " (split only, \(lines) line)"
            }
            print("input stream rows=\(rows) bytes=\(bytes.count) parse_ms=\(ms(parseTime)) stream_ms=\(ms(streamTime)) "
                + "rescan_ms=\(rescan) snapshots=\(streamed) ok=\(whole != nil)")
        }
    }

    /// One Kubernetes-`List`-shaped resync document of `objects` pod-sized
    /// objects (a few nested fields, ~250 bytes each) read by a
    /// `ChangeEventStream` in 64 KiB chunks, as `demo watch --events` reads
    /// `kubectl get pods -A -o json`: the time to the records (µs per
    /// object, total) and the process's peak RSS. With `defaultFields` the
    /// cells are the objects' top-level fields (nested objects as compact
    /// JSON); otherwise four dotted paths, as a user would pick them.
    static func resync(objects: Int, defaultFields: Bool) {
        var text = #"{"apiVersion": "v1", "kind": "List", "items": ["#
        text.reserveCapacity(objects * 260)
        for i in 0..<objects {
            text += (i == 0 ? "" : ",") + #"""
                {"metadata": {"name": "pod-\#(i)", "namespace": "ns-\#(i % 40)", "labels": {"app": "web-\#(i % 97)"}}, \#
                "spec": {"nodeName": "node-\#(i % 50)", "containers": [{"name": "main", "image": "web:1.2.\#(i % 9)"}]}, \#
                "status": {"phase": "\#(["Running", "Pending", "Succeeded"][i % 3])", "restartCount": \#(i % 13), "podIP": "10.1.\#(i % 250).\#(i % 200)"}}
                """#
        }
        text += "]}\n"
        let bytes = Array(text.utf8)
        text = ""
        let options = EventOptions(
            key: "metadata.name", section: "metadata.namespace", sort: "status.restartCount", descending: true,
            fields: defaultFields ? nil : ["metadata.name", "status.phase", "spec.nodeName", "status.restartCount"])
        let chunk = 65_536
        let start = ContinuousClock.now
        var stream = ChangeEventStream(options: options)
        var items: [ChangeEventStream.Item] = []
        for offset in stride(from: 0, to: bytes.count, by: chunk) {
            items += stream.read(bytes[offset..<min(offset + chunk, bytes.count)])
        }
        items += stream.finish()
        let time = ContinuousClock.now - start
        var records = 0
        if items.count == 1, case let .event(.resync(list, _)) = items[0] { records = list.count }
        let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
        print("input resync objects=\(objects) bytes=\(bytes.count) fields=\(defaultFields ? "default" : "paths") "
            + String(format: "us_per_object=%.2f total_s=%.2f ", seconds * 1e6 / Double(objects), seconds)
            + "records=\(records) rss_mb=\(Int(peakMB()))")
    }

    private static func ms(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    private static func peakMB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
