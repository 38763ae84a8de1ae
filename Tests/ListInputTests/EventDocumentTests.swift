@testable import ListInput
import SeededRandom
import Testing

/// The one-pass reading of change events: records made while a resync is
/// read, and only the named fields built.
@Suite struct EventDocumentTests {
    /// A record read keeping only its paths (`EventRecordReader`: paths
    /// inside others and the empty path included) equals the record of the whole object.
    @Test func keepingOnlyTheNamedPathsGivesTheSameRecords() throws {
        var random = SplitMix64(seed: 31)
        let paths: [JSONPath] = ["id", "a", "a.b", "B.id", "a.a b", "9.é", "_x", "b.b.b", ""]
        var compared = 0
        for _ in 0..<3_000 {
            var generator = RandomJSON(random: random)
            let text = Array(generator.value(depth: 1).text.utf8)
            func pick() -> JSONPath { paths[Int(generator.random.next() % UInt64(paths.count))] }
            let options = EventOptions(key: pick(), section: generator.random.next() % 2 == 0 ? pick() : nil,
                                       sort: pick(), fields: (0..<Int(generator.random.next() % 4)).map { _ in pick() })
            random = generator.random
            guard options.fields != nil else { continue }
            let whole = try JSONReader.parse(text)
            var records = EventRecordReader(options: options, line: 1)
            let actual = try JSONReader.read(text, allowsFragments: true) { (reader) throws(JSONReaderError) in
                try records.record(&reader, at: "")
            }
            let expected = Result { () throws(InputError) in try EventDocument.record(whole, at: "", line: 1, options: options) }
            #expect(actual == expected, "\(String(decoding: text, as: UTF8.self)) \(options)")
            if case .success = expected { compared += 1 }
        }
        #expect(compared > 50)
    }

    @Test func skippedValuesAreStillChecked() {
        let options = EventOptions(key: "id", fields: ["id"])
        #expect(throws: InputError.malformedJSON(at: .line(3))) {
            try ChangeEvent.decode(Array(#"[{"id": "a", "other": {"x": [1, 01]}}]"#.utf8), line: 3, options: options)
        }
        #expect(throws: InputError.malformedJSON(at: .line(3))) {
            try ChangeEvent.decode(Array(#"[{"id": "a", "other": "\ud800"}]"#.utf8), line: 3, options: options)
        }
    }

    @Test func aResyncIsReadWhereverItsShapeIsDecided() throws {
        let options = EventOptions(key: "id", fields: ["id"])
        func decode(_ text: String) throws -> ChangeEvent { try ChangeEvent.decode(Array(text.utf8), line: 2, options: options) }
        // `items` before `kind`, as kubectl sorts them.
        #expect(try decode(#"{"apiVersion": "v1", "items": [{"id": "a"}, {"id": 2}], "kind": "List"}"#)
            == .resync([EventRecord(key: "a", cells: ["a"], line: 2), EventRecord(key: "2", cells: ["2"], line: 2)], line: 2))
        // `type` and `object` after `items`: a watch event, the items ignored.
        #expect(try decode(#"{"items": [{"nope": 1}], "type": "ADDED", "object": {"id": "x"}}"#)
            == .upsert(EventRecord(key: "x", cells: ["x"], line: 2)))
        // `items` written twice: the last wins, as for any field.
        #expect(try decode(#"{"items": [{"id": "a"}], "items": 5, "id": "o"}"#) == .upsert(EventRecord(key: "o", cells: ["o"], line: 2)))
        // The first element without its key is named, even when the document goes on.
        #expect(throws: InputError.missingKey("id", at: InputLocation(line: 2, path: "items[1]"))) {
            try decode(#"{"items": [{"id": "a"}, {"x": 1}, {"y": 2}]}"#)
        }
        // A syntax error anywhere wins over a missing key before it.
        #expect(throws: InputError.malformedJSON(at: .line(2))) { try decode(#"{"items": [{"x": 1}, {"id": tru}]}"#) }
    }
}
