import ListDiff
import ListInput
import Testing

@Suite struct SnapshotStreamTests {
    /// Snapshots cut anywhere by the pipe (here: one byte at a time) come out whole, each with its line.
    @Test func snapshotsArriveWholeHoweverThePipeCutsThem() throws {
        let text = "[\"a\", \"b\"]\n{\n  \"sections\": [{\"id\": \"S\", \"items\": [\"b\", \"a\"]}]\n}\n[\"a\", \"a\"]\n"
        var stream = SnapshotStream()
        var read: [Result<InputList, InputError>] = []
        for byte in text.utf8 { read += stream.read([byte]) }
        read += stream.finish()
        let lists = try read.map { try $0.get() }
        #expect(lists.count == 3)
        #expect(lists[0].first?.items.map(\.text) == ["a", "b"])
        #expect(lists[1].first?.model.id == "S")
        #expect(lists[1].first?.items.map(\.text) == ["b", "a"])
        #expect(lists[2].first?.items.count == 2)
    }

    @Test func aBadSnapshotNamesItsLineAndTheRestIsRead() {
        var stream = SnapshotStream()
        let read = stream.read(Array("[\"a\"]\n[1]\n[\"b\"]\n[\"c\"".utf8)) + stream.finish()
        #expect(read.count == 4)
        #expect((try? read[0].get()) != nil)
        #expect(throws: InputError.unexpectedShape(at: InputLocation(line: 2, path: "[0]"), expected: "a string")) { try read[1].get() }
        #expect((try? read[2].get()) != nil)
        #expect(throws: InputError.malformedJSON(at: .line(4))) { try read[3].get() }
    }
}
