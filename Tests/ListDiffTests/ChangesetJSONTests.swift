import Foundation
import ListDiff
import SeededRandom
import Testing

/// A changeset read back from its JSON form: exact round trips, and a typed
/// error naming the field and the index for anything malformed.
@Suite struct ChangesetJSONTests {
    private static func decode(_ text: String) throws -> Changeset {
        try JSONDecoder().decode(Changeset.self, from: Data(text.utf8))
    }

    /// A random changeset (not necessarily a valid batch: the format does not care).
    private static func random(_ rng: inout SplitMix64) -> Changeset {
        func index() -> Int { rng.chance(0.05) ? rng.int(1_000...Int(Int32.max)) : rng.int(0...9) }
        func path() -> ItemPath { ItemPath(item: index(), section: index()) }
        func some<T>(_ make: () -> T) -> [T] { (0..<rng.int(0...(rng.chance(0.3) ? 0 : 6))).map { _ in make() } }
        return Changeset(
            sections: .init(deleted: some(index), inserted: some(index), moved: some { Move(from: index(), to: index()) },
                            reloaded: some(index)),
            items: .init(deleted: some(path), inserted: some(path), moved: some { Move(from: path(), to: path()) },
                         reloaded: some(path)),
            deferred: .init(sections: some(index), items: some(path))
        )
    }

    @Test func randomChangesetsRoundTripExactly() throws {
        var rng = SplitMix64(seed: 0x15_0_75ED)
        let encoder = JSONEncoder()
        for _ in 0..<500 {
            let change = Self.random(&rng)
            #expect(try Self.decode(change.jsonString) == change, "jsonString: \(change.jsonString)")
            let encoded = try encoder.encode(change)
            #expect(try JSONDecoder().decode(Changeset.self, from: encoded) == change)
            // Both writers say the same thing.
            #expect(try Self.decode(String(decoding: encoded, as: UTF8.self)).jsonString == change.jsonString)
        }
    }

    @Test func objectFormsUnsortedListsAndALeftOutDeferredAreAccepted() throws {
        let change = try Self.decode("""
            {"sections": {"deleted": [3, 1], "inserted": [], "moved": [{"from": 0, "to": 2}], "reloaded": []},
             "items": {"deleted": [{"section": 0, "item": 4}], "inserted": [[1, 0]],
                       "moved": [{"from": [0, 1], "to": {"item": 2, "section": 1}}], "reloaded": []}}
            """)
        #expect(change == Changeset(
            sections: .init(deleted: [1, 3], moved: [Move(from: 0, to: 2)]),
            items: .init(deleted: [ItemPath(item: 4, section: 0)], inserted: [ItemPath(item: 0, section: 1)],
                         moved: [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 2, section: 1))])
        ))
    }

    private static let valid = #"""
        {"sections": {"deleted": [0], "inserted": [2], "moved": [[1, 0]], "reloaded": []},
         "items": {"deleted": [[0, 1]], "inserted": [[1, 0]], "moved": [[[0, 2], [1, 3]]], "reloaded": [[0, 0]]},
         "deferred": {"sections": [], "items": [[1, 3]]}}
        """#

    /// The valid changeset above with `original` replaced by `replacement`.
    private static func broken(_ original: String, _ replacement: String) -> String {
        valid.replacingOccurrences(of: original, with: replacement)
    }

    @Test(arguments: [
        (broken(#""items": {"deleted": [[0, 1]], "inserted": [[1, 0]], "moved": [[[0, 2], [1, 3]]], "reloaded": [[0, 0]]},"#, ""),
         ChangesetDecodingError.missingField("items")),
        (broken(#""moved": [[1, 0]], "#, ""), .missingField("sections.moved")),
        (broken(#""deferred": {"sections": [], "items": [[1, 3]]}"#, #""deferred": {"items": [[1, 3]]}"#),
         .missingField("deferred.sections")),
        (broken(#""inserted": [[1, 0]]"#, #""insert": [[1, 0]]"#), .unknownField("items.insert")),
        (broken(#""deleted": [0]"#, #""deleted": 0"#), .wrongType(field: "sections.deleted", index: nil, expected: "a list")),
        (broken(#""deleted": [0]"#, #""deleted": [0, "1"]"#),
         .wrongType(field: "sections.deleted", index: 1, expected: "an index (an integer)")),
        (broken(#""deleted": [0]"#, #""deleted": [1.5]"#),
         .wrongType(field: "sections.deleted", index: 0, expected: "an index (an integer)")),
        (broken(#""reloaded": [[0, 0]]"#, #""reloaded": [[0, 0], [1]]"#),
         .wrongType(field: "items.reloaded", index: 1, expected: "a path [section, item]")),
        (broken(#""inserted": [2]"#, #""inserted": [2, -1]"#), .negativeIndex(field: "sections.inserted", index: 1, value: -1)),
        (broken(#""deleted": [[0, 1]]"#, #""deleted": [[0, -4]]"#), .negativeIndex(field: "items.deleted", index: 0, value: -4)),
        (broken(#""moved": [[[0, 2], [1, 3]]]"#, #""moved": [[[0, 2]]]"#), .malformedMove(field: "items.moved", index: 0)),
        (broken(#""moved": [[[0, 2], [1, 3]]]"#, #""moved": [{"from": [0, 2]}]"#), .malformedMove(field: "items.moved", index: 0)),
        (broken(#""moved": [[1, 0]]"#, #""moved": [[1, 0], {"to": 2}]"#), .malformedMove(field: "sections.moved", index: 1)),
        (broken(#""moved": [[1, 0]]"#, #""moved": [7]"#),
         .wrongType(field: "sections.moved", index: 0, expected: "a move [from, to]")),
        ("[]", .wrongType(field: "changeset", index: nil, expected: "an object")),
    ])
    func malformedFieldsGiveTypedErrors(text: String, expected: ChangesetDecodingError) {
        #expect(throws: expected) { try Self.decode(text) }
    }

    @Test func errorMessagesNameTheFieldAndTheIndex() {
        #expect(ChangesetDecodingError.negativeIndex(field: "items.deleted", index: 3, value: -1).description
            == "items.deleted[3]: negative index -1")
        #expect(ChangesetDecodingError.malformedMove(field: "items.moved", index: 2).description
            == #"items.moved[2]: a move needs both ends, [from, to] or {"from": …, "to": …}"#)
        #expect(ChangesetDecodingError.missingField("sections.moved").description == "sections.moved: missing field")
    }

    @Test func theValidExampleDecodes() throws {
        #expect(try Self.decode(Self.valid) == Changeset(
            sections: .init(deleted: [0], inserted: [2], moved: [Move(from: 1, to: 0)]),
            items: .init(deleted: [ItemPath(item: 1, section: 0)], inserted: [ItemPath(item: 0, section: 1)],
                         moved: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 3, section: 1))],
                         reloaded: [ItemPath(item: 0, section: 0)]),
            deferred: .init(items: [ItemPath(item: 3, section: 1)])
        ))
    }
}
