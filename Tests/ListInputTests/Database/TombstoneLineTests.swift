import ListInput
import Testing

/// A line that is only `null` (a Debezium tombstone as `kcat` prints it) is
/// skipped without a word; any other bare word is still a problem.
@Suite struct TombstoneLineTests {
    @Test func nullLinesAreSkippedOtherWordsAreProblems() {
        var stream = JSONDocumentStream()
        let text = "null\n  null \r\n{\"a\":1}\nnul\nnullx\nn ull\nnull x\nnone\n{\"b\":2}\nnull"
        var items: [JSONDocumentStream.Item] = []
        // Byte by byte: the word is told at the end of its line, whatever the chunks.
        for byte in text.utf8 { items += stream.read([byte]) }
        items += stream.finish()
        #expect(items == [
            .document(Array("{\"a\":1}".utf8), line: 3),
            .problem(.unexpectedShape(at: .line(4), expected: "a JSON object or array")),
            .problem(.unexpectedShape(at: .line(5), expected: "a JSON object or array")),
            .problem(.unexpectedShape(at: .line(6), expected: "a JSON object or array")),
            .problem(.unexpectedShape(at: .line(7), expected: "a JSON object or array")),
            .problem(.unexpectedShape(at: .line(8), expected: "a JSON object or array")),
            .document(Array("{\"b\":2}".utf8), line: 9),
        ])
    }
}
