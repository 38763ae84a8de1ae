import Foundation
import ListFeed
import ListInput
import Testing

/// A command run again and again, its output as snapshots (a waiting
/// interval on an injected clock), and a stream's JSON snapshots read off the main thread.
@Suite(.serialized) struct CommandSnapshotsTests {
    /// Each run prints its number and a fixed line; the interval is waited on the manual clock.
    @Test func runsComeAnIntervalApartEachOutputAList() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listfeed-runs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = folder.appendingPathComponent("runs").path
        let script = "n=$(cat '\(count)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(count)'; echo \"run $n\"; echo same; exit $((n - 1))"
        let clock = ManualFeedClock()
        var lists: [[String]] = []
        var statuses: [String] = []
        for try await snapshot in CommandRunner(command: ["sh", "-c", script]).snapshots(every: .seconds(2), clock: clock) {
            lists.append(try snapshot.list.get().flatMap(\.items).map(\.text))
            statuses.append(snapshot.outcome.status)
            if lists.count == 3 { break }
            while clock.sleeperCount == 0 { await Task.yield() }
            #expect(clock.sleepRequests == Array(repeating: .seconds(2), count: lists.count))
            // Nothing runs before the interval has passed on the clock.
            #expect(try String(contentsOfFile: count, encoding: .utf8) == "\(lists.count)\n")
            clock.advance(by: .seconds(2))
        }
        #expect(lists == [["run 1", "same"], ["run 2", "same"], ["run 3", "same"]])
        // A failed run is a snapshot like any other.
        #expect(statuses == ["exit 0", "exit 1", "exit 2"])
    }

    @Test func aCommandThatCannotStartEndsTheSnapshots() async {
        await #expect(throws: CommandRunner.StartError.self) {
            for try await _ in CommandRunner(command: ["listfeed-no-such-command"]).snapshots(every: .seconds(1), clock: ManualFeedClock()) {}
        }
    }

    @Test func aStreamsSnapshotsArriveEachAsItIsReadThenItsEnd() async throws {
        let pipe = Pipe()
        let reports = SnapshotReader.start(reading: pipe.fileHandleForReading, options: InputOptions())
        var iterator = reports.makeAsyncIterator()
        pipe.fileHandleForWriting.write(Data(#"["a", "b"]"#.utf8 + [0x0A]))
        guard case let .snapshot(first, _)? = await iterator.next() else { Issue.record("no snapshot"); return }
        #expect(try first.get().flatMap(\.items).map(\.text) == ["a", "b"])
        pipe.fileHandleForWriting.write(Data("{oops\n".utf8))
        try pipe.fileHandleForWriting.close()
        guard case let .snapshot(second, _)? = await iterator.next() else { Issue.record("no second report"); return }
        #expect(throws: InputError.self) { try second.get() }
        guard case .ended? = await iterator.next() else { Issue.record("no end"); return }
        #expect(await iterator.next() == nil)
    }
}
