import Foundation
import ListDiff
import ListInput
import Testing

@Suite struct HistoryEntryTests {
    private let table: InputList = [ListSection(
        model: InputSection(id: "", header: "name  score", cells: ["name", "score"]),
        items: [InputRow(id: RowID("x", occurrence: 2), text: "x  1", cells: ["x", "1"])]
    )]

    @Test func anEntryReadsBackFromItsLine() throws {
        let entry = HistoryEntry(run: 7, started: Date(timeIntervalSince1970: 1_800_000_000), status: "exit 3",
                                 duration: .milliseconds(12), list: table)
        #expect(try HistoryEntry.entries(in: Array((entry.line + "\n\n").utf8)) == [entry])
        #expect(entry.line.hasPrefix(#"{"duration_ms":12,"run":7,"sections":[{"cells":["name","score"],"header":"name  score","id":""#))
        #expect(!entry.line.contains("\n"))
    }

    @Test func aLineWithoutRunOrTimeIsNumberedByItsPlace() throws {
        let text = """
        {"sections": [{"id": "A", "items": ["a", "a"]}]}

        {"run": 9, "time": "not a time", "status": 3, "sections": []}
        ["b"]
        """
        let entries = try HistoryEntry.entries(in: Array(text.utf8))
        #expect(entries.map(\.run) == [1, 9, 3])
        #expect(entries.map(\.started) == [nil, nil, nil])
        #expect(entries.map(\.status) == [nil, nil, nil])
        #expect(entries[0].list[0].items.map(\.id) == [RowID("a"), RowID("a", occurrence: 2)])
        // Written and read again, the same entries (the repeat keeps its occurrence).
        let rewritten = entries.map(\.line).joined(separator: "\n")
        #expect(try HistoryEntry.entries(in: Array(rewritten.utf8)) == entries)
    }

    /// Found by `FuzzHistoryFiles` (seed `Corpus/FuzzHistoryFiles/large-run`):
    /// `JSONSerialization` reads an integer beyond 2^53 as a `Double`, so run
    /// -8029467327337069820 came back as run 1 (numbered by its place).
    @Test func largeRunsAndDurationsReadBackExactly() throws {
        let entries = [HistoryEntry(run: -8_029_467_327_337_069_820, duration: .milliseconds(Int.max), list: table),
                       HistoryEntry(run: Int.max, duration: .milliseconds(9_007_199_254_740_993), list: [])]
        let text = entries.map(\.line).joined(separator: "\n")
        #expect(try HistoryEntry.entries(in: Array(text.utf8)) == entries)
    }

    @Test func aBadLineIsNamed() {
        #expect(throws: HistoryFileError(line: 3, reason: .malformedJSON(at: .line(3)))) {
            try HistoryEntry.entries(in: Array("{\"sections\": []}\n\n{\"sections\": [\n".utf8))
        }
        #expect((try? HistoryEntry.entries(in: Array("{\"sections\": [\n".utf8))) == nil)
        do {
            _ = try HistoryEntry.entries(in: Array("{\"sections\": [{\"id\": 5}]}".utf8))
            Issue.record("a section id that is a number was read")
        } catch {
            #expect(error.line == 1)
            #expect(error.description == "line 1 sections[0].id: expected a string")
        }
    }

    /// A line holding a list of objects without an `id` field throws an
    /// `InputError` that names no line (`demo watch --load` said only `no
    /// column named "id"`); the history error always names it.
    @Test func anErrorThatNamesNoLineIsGivenOne() {
        do {
            _ = try HistoryEntry.entries(in: Array("{\"sections\": []}\n[{\"name\": \"a\"}]\n".utf8))
            Issue.record("objects without an id were read")
        } catch {
            #expect(error.line == 2)
            #expect(error.description == #"line 2: no column named "id" (columns: "name")"#)
        }
    }
}
