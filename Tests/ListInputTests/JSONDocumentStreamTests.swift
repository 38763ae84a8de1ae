import ListInput
import SeededRandom
import Testing

@Suite struct JSONDocumentStreamTests {
    /// Every item of `text` read in one chunk, then the end.
    private func items(_ text: String) -> [JSONDocumentStream.Item] {
        var stream = JSONDocumentStream()
        return stream.read(Array(text.utf8)) + stream.finish()
    }

    private func documents(_ items: [JSONDocumentStream.Item]) -> [String] {
        items.compactMap { if case let .document(bytes, line) = $0 { "\(line): " + String(decoding: bytes, as: UTF8.self) } else { nil } }
    }

    private func problems(_ items: [JSONDocumentStream.Item]) -> [String] {
        items.compactMap { if case let .problem(error) = $0 { error.description } else { nil } }
    }

    /// While a large document arrives, `pendingBytes` says how much of it is in; 0 once it is whole.
    @Test func pendingBytesCountTheDocumentInProgress() {
        let document = Array(("{\"items\": [" + (0..<5000).map { "{\"id\": \($0)}" }.joined(separator: ",") + "]}\n").utf8)
        var stream = JSONDocumentStream()
        let half = document.count / 2
        #expect(stream.read(document[..<half]).isEmpty)
        #expect(stream.pendingBytes == half)
        #expect(stream.read(document[half...]).count == 1)
        #expect(stream.pendingBytes == 0)
    }

    @Test func oneDocumentPerLine() {
        let found = items("{\"id\": 1}\n[1, 2]\n\n{\"id\": {\"deep\": [3]}}\n")
        #expect(documents(found) == ["1: {\"id\": 1}", "2: [1, 2]", "4: {\"id\": {\"deep\": [3]}}"])
        #expect(problems(found).isEmpty)
    }

    @Test func prettyPrintedDocumentsBackToBack() {
        let text = """
            {
                "type": "ADDED",
                "object": {"metadata": {"name": "a"}}
            }
            {
                "type": "DELETED",
                "object": {
                    "metadata": {"name": "a"}
                }
            }{"type": "BOOKMARK", "object": {}}

            """
        let found = items(text)
        #expect(documents(found).map { $0.prefix(2) } == ["1:", "5:", "10"])
        #expect(documents(found)[2] == "10: {\"type\": \"BOOKMARK\", \"object\": {}}")
        #expect(problems(found).isEmpty)
    }

    @Test func bracketsAndQuotesInsideStringsDoNotCount() {
        let found = items(#"{"a": "}{ ]\" [", "b": "\\"}"# + "\n" + #"{"c": 1}"# + "\n")
        #expect(documents(found) == [#"1: {"a": "}{ ]\" [", "b": "\\"}"#, #"2: {"c": 1}"#])
    }

    /// Chunks split anywhere (inside a string, an escape, a bracket) give the same documents.
    @Test func anyChunkingGivesTheSameItems() {
        let text = #"{"a": "x\"}y", "b": [1, {"c": 2}]}"# + "\n  garbage\n{\n  \"d\": \"\\\\\"\n}\n[\n"
        let whole = items(text)
        let bytes = Array(text.utf8)
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var stream = JSONDocumentStream()
            var found: [JSONDocumentStream.Item] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int(random.next() % 5))
                found += stream.read(bytes[start..<end])
                start = end
            }
            found += stream.finish()
            #expect(found == whole)
        }
        #expect(documents(whole).count == 2)
        #expect(problems(whole) == ["line 2: expected a JSON object or array", "line 6: malformed JSON"])
    }

    @Test func textBetweenDocumentsIsReportedAndSkippedToItsLineEnd() {
        let found = items("{\"a\": 1}\nnot json {\"b\": 2}\n42\n{\"c\": 3}\n")
        #expect(documents(found) == ["1: {\"a\": 1}", "4: {\"c\": 3}"])
        #expect(problems(found) == ["line 2: expected a JSON object or array", "line 3: expected a JSON object or array"])
    }

    /// A document that never closes costs only itself: the next document starting a line is read.
    @Test func anUnfinishedDocumentEndsWhereTheNextOneStartsALine() {
        let text = """
            {
              "type": "ADDED",
              "object": {"name": "a"
            {
              "type": "ADDED",
              "object": {"name": "b"}
            }

            """
        let found = items(text)
        #expect(problems(found) == ["line 1: malformed JSON"])
        #expect(documents(found).count == 1)
        #expect(documents(found).first?.hasPrefix("4: {") == true)
    }

    @Test func theEndOfInputInsideADocumentIsAProblem() {
        var stream = JSONDocumentStream()
        #expect(stream.read(Array("{\"a\": 1}\n{\"b\": ".utf8)).count == 1)
        #expect(stream.pendingBytes == 6)
        #expect(stream.bytesRead == 15)
        #expect(stream.finish() == [.problem(.malformedJSON(at: .line(2)))])
    }
}
