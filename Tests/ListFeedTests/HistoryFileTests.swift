import CollectionView
import Foundation
import ListDiff
import ListFeed
import ListInput
import Testing

/// The history file: a run's line reads back as the run (``HistoryFile``), the saver writes in order off the
/// caller's thread (``HistorySaver``), and a file that cannot be replayed is one typed error.
@Suite struct HistoryFileTests {
    @Test func aSavedLineReadsBackWithItsRunTimeAndRows() throws {
        let list: InputList = [ListSection(
            model: InputSection(id: "", header: "name  score", cells: ["name", "score"]),
            items: [InputRow(id: RowID("x", occurrence: 2), text: "x  1", cells: ["x", "1"])]
        )]
        let outcome = RunOutcome(started: Date(timeIntervalSince1970: 1_800_000_000), duration: .milliseconds(12),
                                 ending: .exited(0), output: [], errorOutput: [])
        let line = HistoryFile.line(run: 7, outcome: outcome, list: list)
        let entries = try HistoryEntry.entries(in: Array((line + "\n\n").utf8))
        #expect(entries.count == 1)
        #expect(entries[0].run == 7)
        #expect(entries[0].started == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(entries[0].status == "exit 0")
        #expect(entries[0].duration == .milliseconds(12))
        #expect(entries[0].list == list)
    }

    @Test func theSaverEncodesLaterOnItsOwnQueueInOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lm-saver-\(UInt64.random(in: 0...UInt64.max)).ndjson").path
        defer { unlink(path) }
        // Encoding waits until the test lets it go, after every append returned:
        // an append that encoded on the caller's thread would time out waiting.
        let release = DispatchSemaphore(value: 0)
        let released = LockedValue<[Bool]>([])
        let saver = try #require(HistorySaver(path: path) { run, outcome, list in
            released.withLock { $0.append(release.wait(timeout: .now() + 5) == .success) }
            return HistoryFile.line(run: run, outcome: outcome, list: list)
        })
        let lists: [InputList] = (1...3).map { n in
            [ListSection(model: InputSection(id: "", header: ""), items: (0..<n).map { InputRow("row \($0)") })]
        }
        for (index, list) in lists.enumerated() { saver.append(run: index + 1, outcome: nil, list: list) }
        for _ in lists { release.signal() }
        saver.finish()
        #expect(released.current == [true, true, true], "a line was encoded before append returned")
        let entries = try HistoryEntry.entries(in: Array(FileManager.default.contents(atPath: path) ?? Data()))
        #expect(entries.map(\.run) == [1, 2, 3])
        #expect(entries.map(\.list) == lists)
    }

    @Test func aFileThatCannotBeReplayedIsOneTypedErrorNamingIt() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let missing = directory + "/lm-no-history-\(UInt64.random(in: 0...UInt64.max)).ndjson"
        #expect(throws: HistoryFile.LoadError.unreadable(path: missing)) { try HistoryFile.load(missing).get() }
        #expect(HistoryFile.LoadError.unreadable(path: missing).description == "\(missing): cannot read the file")

        let bad = directory + "/lm-bad-history-\(UInt64.random(in: 0...UInt64.max)).ndjson"
        defer { unlink(bad) }
        let good = HistoryFile.line(run: 1, outcome: nil, list: [ListSection(model: InputSection(id: "", header: ""), items: [InputRow("a")])])
        #expect(FileManager.default.createFile(atPath: bad, contents: Data((good + "\n{\"sections\": [\n").utf8)))
        guard case let .failure(error) = HistoryFile.load(bad) else {
            Issue.record("a bad second line was read")
            return
        }
        guard case let .notAHistory(path, lineError) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(path == bad && lineError.line == 2)
        #expect(error.description == "\(bad): \(lineError)" && error.path == bad)

        let fine = directory + "/lm-history-\(UInt64.random(in: 0...UInt64.max)).ndjson"
        defer { unlink(fine) }
        #expect(FileManager.default.createFile(atPath: fine, contents: Data((good + "\n").utf8)))
        #expect(try HistoryFile.load(fine).get().map(\.run) == [1])
    }
}
