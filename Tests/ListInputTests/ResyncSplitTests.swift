@testable import ListInput
import SeededRandom
import Testing

/// A large resync's array read on two threads (`ResyncSplit`) gives what
/// one reader gives: the same records in the same order, the same problems
/// at the same lines and paths, whatever the bytes where the worker starts
/// hold (the middle of a string, of a nested array, of trailing fields).
@Suite struct ResyncSplitTests {
    /// Random resync documents — good ones, ones with an element lacking its
    /// key, ones with a syntax error in either half, strings and nested
    /// arrays that hold `, {`, fields after `items`, pretty-printed or not —
    /// decode the same split (every array, however small) and not split.
    @Test func aSplitResyncDecodesAsOneReaderDoes() {
        var random = SplitMix64(seed: 0x5B11)
        func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let options = [
            EventOptions(key: "metadata.name", section: "metadata.namespace", sort: "status.restartCount",
                         descending: true, fields: ["status.phase"]),
            EventOptions(key: "metadata.name"),
        ]
        var decoded = 0
        for round in 0..<400 {
            let count = below(60)
            let bad = below(4) == 0 ? below(max(count, 1)) : -1
            let broken = below(6) == 0 ? below(max(count, 1)) : -1
            let newline = below(2) == 0 ? "\n  " : " "
            var elements: [String] = []
            for i in 0..<count {
                let name = i == bad ? "" : #""name": "pod-\#(i)", "#
                let note = ["\"plain\"", "\", {\\\"name\\\": 1}\"", "[1, {\"x\": 2}, {\"y\": [3, {}]}]", "{}"][below(4)]
                let phase = i == broken ? "Run\"ning" : "Running"
                elements.append(#"{"metadata": {\#(name)"namespace": "ns-\#(i % 3)"}, "note": \#(note), "#
                    + #""status": {"phase": "\#(phase)", "restartCount": \#(below(9))}}"#)
            }
            let array = "[" + newline + elements.joined(separator: "," + newline) + newline + "]"
            let text: String
            switch below(3) {
            case 0: text = array
            case 1: text = #"{"kind": "List", "items": "# + array + "}"
            default: text = #"{"items": "# + array + #", "metadata": {"a": [1, {"b": 2}], "c": ", {"}}"#
            }
            let bytes = Array(text.utf8)
            for option in options {
                let one = Result { () throws(InputError) in
                    try ChangeEvent.decode(bytes, line: 7, options: option, splitBytes: Int.max)
                }
                let two = Result { () throws(InputError) in try ChangeEvent.decode(bytes, line: 7, options: option, splitBytes: 0) }
                #expect(one == two, "round \(round): \(text)")
                if case let .success(.resync(records, _)) = one, records.count > 1 { decoded += 1 }
            }
        }
        #expect(decoded > 100)
    }

    /// The worker's half is taken when the walk arrives where it started:
    /// its records are the rest of the array, and the reader ends after it.
    @Test func theWorkersHalfIsTheRestOfTheArray() throws {
        let options = EventOptions(key: "id", fields: ["id"])
        let text = "[" + (0..<1_000).map { #"{"id": "r\#($0)", "pad": "\#(String(repeating: "x", count: $0 % 7))"}"# }
            .joined(separator: ", ") + "] "
        let (first, rest, all) = try JSONReader.read(Array(text.utf8), allowsFragments: false) {
            (reader) throws(JSONReaderError) -> (Int, [String], Bool) in
            guard let split = ResyncSplit.start(reader, records: EventRecordReader(options: options, line: 1),
                                                minimumBytes: 0) else { return (-1, [], false) }
            defer { split.cancel() }
            let stopped = try reader.elementsOfArray(stoppingAt: split.start) { (reader, _) throws(JSONReaderError) in
                try reader.skipValue()
            }
            let half = split.finish()
            if let half { reader = half.end }
            return (stopped ?? -1, half?.records.map(\.key) ?? [], half != nil)
        }
        #expect(all)
        #expect(first > 300 && first < 700)
        #expect(rest == (first..<1_000).map { "r\($0)" })
    }
}
