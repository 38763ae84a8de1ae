@testable import ListInput
import SeededRandom
import Testing

/// Records read straight from the bytes (`RecordFields`, the way a resync
/// with named fields is read) against records of the whole object: the same
/// values, records and problems on varied documents — escapes and Unicode in
/// names and values, fields in any order, repeated names, missing fields,
/// nested values off every path, values that are not objects, broken JSON.
@Suite struct EventRecordReaderTests {
    /// Path sets: paths side by side, repeated, inside others, and the empty path.
    private static let direct: [[JSONPath]] = [
        ["id"], ["id", "a.b", "B.id"], ["a.a b", "9.é", "_x"], ["é", "É", "k/s.Z"], ["a.b", "a.aa", "a.10", "id"],
        ["b.b.b", "b.a", "Z"], ["id", "id", "a.b", "a.b"], ["a", "a.b", "id"], ["b.b.b", "b", "b.a"], ["", "id", "a.b"],
    ]

    /// Names of the paths above, written plainly, escaped or decomposed.
    private static let names = [
        #""id""#, #""\u0069d""#, #""a""#, #""b""#, #""B""#, #""é""#, #""e\u0301""#, #""k/s""#, #""Z""#, #""a b""#, #""9""#,
        #""_x""#, #""aa""#, #""10""#, #""É""#, #""\u00c9""#,
    ]

    /// A document: mostly an object whose names come from the paths, nested
    /// three deep, with repeats and values of every kind (`RandomJSON`).
    private static func random(_ random: inout SplitMix64) -> [UInt8] {
        var generator = RandomJSON(random: random)
        let text = random.next() % 10 == 0 ? generator.value(depth: 1).text : object(&generator, depth: 0)
        random = generator.random
        return Array(text.utf8)
    }

    private static func object(_ generator: inout RandomJSON, depth: Int) -> String {
        var fields: [String] = []
        for _ in 0..<Int(generator.random.next() % 6) {
            let name = names[Int(generator.random.next() % UInt64(names.count))]
            let value = depth < 2 && generator.random.next() % 2 == 0 ? object(&generator, depth: depth + 1) : generator.value(depth: 2).text
            fields.append(name + (generator.random.next() % 2 == 0 ? ":" : " :\n ") + value)
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Each slot holds what its path finds on the whole value, and a value
    /// is refused exactly when the reader refuses it whole.
    @Test func slotsHoldWhatThePathsFindOnTheWholeValue() throws {
        var random = SplitMix64(seed: 0xF1E1D)
        var found = 0
        for round in 0..<4_000 {
            var bytes = Self.random(&random)
            if round % 4 == 3 {
                // Broken: a byte dropped or cut short somewhere.
                let at = Int(random.next() % UInt64(bytes.count))
                if random.next() % 2 == 0 { bytes.remove(at: at) } else { bytes = Array(bytes[..<at]) }
            }
            let paths = Self.direct[round % Self.direct.count]
            let fields = RecordFields(paths: paths)
            var values: [JSONNode?] = []
            let read = Result { () throws(JSONReaderError) in
                try JSONReader.read(bytes, allowsFragments: true) { (reader) throws(JSONReaderError) in
                    try fields.read(&reader, into: &values)
                }
            }
            let whole = Result { () throws(JSONReaderError) in try JSONReader.parse(bytes) }
            let text = String(decoding: bytes, as: UTF8.self)
            switch (read, whole) {
            case let (.success(isObject), .success(whole)):
                let wholeIsObject = if case .object = whole { true } else { false }
                #expect(isObject == wholeIsObject, "\(text)")
                for (path, slot) in zip(paths, fields.slots) {
                    #expect(values[slot] == path.value(in: whole), "\(path) in \(text)")
                    if values[slot] != nil { found += 1 }
                }
            case (.failure, .failure):
                break
            default:
                Issue.record("read \(read), whole \(whole): \(text)")
            }
        }
        #expect(found > 500)
    }

    /// A reader's record (or problem) is that of the whole object, for any
    /// options: read directly, or (every field shown, a path inside another)
    /// by building the element.
    @Test func recordsAreThoseOfTheWholeObject() throws {
        var random = SplitMix64(seed: 0x5EC0)
        let pool: [JSONPath] = ["id", "a", "a.b", "B.id", "a.a b", "9.é", "_x", "b.b.b", "é", "k/s", ""]
        var records = 0
        for round in 0..<4_000 {
            let bytes = Self.random(&random)
            func pick() -> JSONPath { pool[Int(random.next() % UInt64(pool.count))] }
            let options: EventOptions
            if round % 3 == 0 {
                let paths = Self.direct[round % Self.direct.count]
                options = EventOptions(key: paths[0], section: paths.count > 2 ? paths[1] : nil, sort: paths.last, fields: Array(paths.dropFirst()))
            } else {
                options = EventOptions(key: pick(), section: random.next() % 2 == 0 ? pick() : nil, sort: random.next() % 2 == 0 ? pick() : nil,
                                       fields: round % 5 == 1 ? nil : (0..<Int(random.next() % 4)).map { _ in pick() })
            }
            var reader = EventRecordReader(options: options, line: 4)
            let actual = try JSONReader.read(bytes, allowsFragments: true) { (json) throws(JSONReaderError) in
                try reader.record(&json, at: "items[\(round)]")
            }
            let whole = try JSONReader.parse(bytes)
            let expected = Result { () throws(InputError) in
                try EventDocument.record(whole, at: "items[\(round)]", line: 4, options: options)
            }
            #expect(actual == expected, "\(String(decoding: bytes, as: UTF8.self)) \(options)")
            if case .success = expected { records += 1 }
        }
        #expect(records > 300)
    }

    /// Names match as strings do: escaped, decomposed or not, in any order,
    /// the last of a repeated name winning, whatever it holds.
    @Test func namesMatchAsStringsDo() throws {
        let options = EventOptions(key: "metadata.name", section: "metadata.namespace", sort: "status.restartCount",
                                   fields: ["status.phase", "K", "é"])
        func record(_ text: String) throws -> Result<EventRecord, InputError> {
            var reader = EventRecordReader(options: options, line: 2)
            let direct = try JSONReader.read(Array(text.utf8), allowsFragments: false) { (json) throws(JSONReaderError) in
                try reader.record(&json, at: "[0]")
            }
            let whole = try JSONReader.parse(Array(text.utf8))
            #expect(direct == Result { () throws(InputError) in try EventDocument.record(whole, at: "[0]", line: 2, options: options) })
            return direct
        }
        // Escapes in names and values, fields after unkept nested values, the Kelvin sign (≡ "K"), e + U+0301 (≡ "é").
        #expect(try record(#"{"x": [1, {"metadata": 2}], "st\u0061tus": {"restartCount": 1e2, "phase": "R\u00e9\"n\\"}, "#
            + #""\u212A": true, "e\u0301": null, "metadata": {"namespace": "a\/b", "name": "p\ud83d\ude00"}}"#)
            == .success(EventRecord(key: "p😀", section: "a/b", sortValue: .number(100), cells: ["Ré\"n\\", "true", ""], line: 2)))
        // A repeated object replaces everything read under the first; a repeated value, the value.
        #expect(try record(#"{"metadata": {"name": "a", "namespace": "n"}, "metadata": {"namespace": "m"}}"#)
            == .failure(.missingKey("metadata.name", at: InputLocation(line: 2, path: "[0]"))))
        #expect(try record(#"{"metadata": {"name": "a"}, "metadata": 5, "metadata": {"name": "b", "name": null, "name": 7}}"#)
            == .success(EventRecord(key: "7", cells: ["", "", ""], line: 2)))
        #expect(try record(#"{"metadata": {"name": {"z": [1, "x"], "a": {}}}, "status": [{"phase": 1}]}"#)
            == .success(EventRecord(key: #"{"a":{},"z":[1,"x"]}"#, cells: ["", "", ""], line: 2)))
        // Broken JSON off every path is still refused.
        #expect(throws: JSONReaderError.self) { try record(#"{"metadata": {"name": "a"}, "other": {"x": [1, 01]}}"#) }
        #expect(throws: JSONReaderError.self) { try record(#"{"metadata": {"name": "a"}, "other": "\ud800"}"#) }
        #expect(throws: JSONReaderError.self) { try record(#"{"metadata": {"name": "a"}, "\u00": 1}"#) }
        #expect(throws: JSONReaderError.self) { try record("{\"metadata\": {\"name\": \"a\"}, \"o\u{01}\": 1}") }
    }

    /// The capacity reserved for a resync's records: what the first ones
    /// suggest, an eighth more, within bounds.
    @Test func theCapacityReservedFollowsTheFirstRecords() {
        #expect(EventRecordReader.expectedCount(1_024, in: 100_000, of: 10_000_000) == 102_400 + 128)
        #expect(EventRecordReader.expectedCount(1_024, in: 3_000, of: 10_000_000) == 10_000_000 / 32)
        #expect(EventRecordReader.expectedCount(1_024, in: 3_000, of: 3_000) == 1_024)
        #expect(EventRecordReader.expectedCount(1_024, in: 0, of: 10) == 1_024)
    }

    /// A path inside another, the empty path and a repeated path each get a
    /// slot (a repeated one shares it); slots are numbered depth first.
    @Test func everyPathGetsASlot() {
        #expect(RecordFields(paths: ["a", "a.b"]).slots == [0, 1])
        #expect(RecordFields(paths: ["a.b", "a"]).slots == [1, 0])
        #expect(RecordFields(paths: ["id", ""]).slots == [1, 0])
        #expect(RecordFields(paths: ["a.b", "a.c", "a.b"]).slots == [0, 1, 0])
    }
}
