/// The changeset's JSON form through `Codable`, the same format as
/// ``Changeset/jsonString`` (`demo diff --print`):
///
/// ```json
/// {"sections": {"deleted": [0], "inserted": [2], "moved": [[1, 0]], "reloaded": []},
///  "items": {"deleted": [[0, 1]], "inserted": [[1, 0]], "moved": [[[0, 2], [1, 3]]], "reloaded": [[0, 0]]},
///  "deferred": {"sections": [], "items": [[1, 3]]}}
/// ```
///
/// A path is `[section, item]`, a move `[from, to]`; when decoding, a path
/// may also be `{"section": s, "item": i}` and a move `{"from": …, "to": …}`.
/// Every field is required except `deferred`, which may be left out when
/// empty; unknown fields are rejected (a typo must not silently drop a
/// change). Lists may come in any order: they are sorted, so
/// decode(encode(c)) == c.
///
/// ListDiff reads no JSON text itself (it needs no Foundation); decode with
/// any JSON decoder, e.g. `try JSONDecoder().decode(Changeset.self, from: data)`.
/// A structurally wrong changeset throws ``ChangesetDecodingError`` naming
/// the field and the index. Indices are only checked to be non-negative:
/// whether the batch fits a list is ``BatchMapping``'s (or the view's) job.
extension Changeset: Codable {
    private enum Key: String, CodingKey {
        case sections, items, deferred
        case deleted, inserted, moved, reloaded
    }

    /// Decodes a changeset from its JSON form.
    ///
    /// - Throws: ``ChangesetDecodingError`` naming the field (and the entry's
    ///   index) that is missing, unknown, of the wrong type, negative, or a
    ///   move without both ends; the decoder's own error for input that is
    ///   not JSON at all. O(C log C) for C entries.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }

    /// Reads a changeset from a decoded JSON tree, checking every field.
    init(json: JSONValue) throws(ChangesetDecodingError) {
        let root = try Self.object(json, field: "changeset",
                                   known: ["sections", "items", "deferred"], prefix: "")
        // Fields are read in the order they are written, so the first error is the first in the text.
        let sections = try Self.object(Self.required(root, "sections", in: ""), field: "sections",
                                       known: ["deleted", "inserted", "moved", "reloaded"], prefix: "sections.")
        let sectionChanges = Sections(
            deleted: try Self.indices(Self.required(sections, "deleted", in: "sections."), field: "sections.deleted"),
            inserted: try Self.indices(Self.required(sections, "inserted", in: "sections."), field: "sections.inserted"),
            moved: try Self.moves(Self.required(sections, "moved", in: "sections."), field: "sections.moved", Self.index),
            reloaded: try Self.indices(Self.required(sections, "reloaded", in: "sections."), field: "sections.reloaded")
        )
        let items = try Self.object(Self.required(root, "items", in: ""), field: "items",
                                    known: ["deleted", "inserted", "moved", "reloaded"], prefix: "items.")
        let itemChanges = Items(
            deleted: try Self.paths(Self.required(items, "deleted", in: "items."), field: "items.deleted"),
            inserted: try Self.paths(Self.required(items, "inserted", in: "items."), field: "items.inserted"),
            moved: try Self.moves(Self.required(items, "moved", in: "items."), field: "items.moved", Self.path),
            reloaded: try Self.paths(Self.required(items, "reloaded", in: "items."), field: "items.reloaded")
        )
        self.init(sections: sectionChanges, items: itemChanges)
        if let value = root["deferred"] {
            let deferred = try Self.object(value, field: "deferred", known: ["sections", "items"], prefix: "deferred.")
            self.deferred = Deferred(
                sections: try Self.indices(Self.required(deferred, "sections", in: "deferred."), field: "deferred.sections"),
                items: try Self.paths(Self.required(deferred, "items", in: "deferred."), field: "deferred.items")
            )
        }
    }

    /// Encodes the changeset in its JSON form (lists sorted, paths as
    /// `[section, item]`, moves as `[from, to]`).
    public func encode(to encoder: any Encoder) throws {
        func pair(_ p: ItemPath) -> [Int] { [p.section, p.item] }
        var root = encoder.container(keyedBy: Key.self)
        var s = root.nestedContainer(keyedBy: Key.self, forKey: .sections)
        try s.encode(sections.deleted.sorted(), forKey: .deleted)
        try s.encode(sections.inserted.sorted(), forKey: .inserted)
        try s.encode(sections.moved.sorted().map { [$0.from, $0.to] }, forKey: .moved)
        try s.encode(sections.reloaded.sorted(), forKey: .reloaded)
        var i = root.nestedContainer(keyedBy: Key.self, forKey: .items)
        try i.encode(items.deleted.sorted().map(pair), forKey: .deleted)
        try i.encode(items.inserted.sorted().map(pair), forKey: .inserted)
        try i.encode(items.moved.sorted().map { [pair($0.from), pair($0.to)] }, forKey: .moved)
        try i.encode(items.reloaded.sorted().map(pair), forKey: .reloaded)
        var d = root.nestedContainer(keyedBy: Key.self, forKey: .deferred)
        try d.encode(deferred.sections.sorted(), forKey: .sections)
        try d.encode(deferred.items.sorted().map(pair), forKey: .items)
    }

    // MARK: - Reading fields

    private static func required(_ object: [String: JSONValue], _ key: String, in prefix: String) throws(ChangesetDecodingError) -> JSONValue {
        guard let value = object[key] else { throw .missingField(prefix + key) }
        return value
    }

    /// The fields of an object, rejecting any not in `known` (named with `prefix`).
    private static func object(
        _ value: JSONValue, field: String, known: Set<String>, prefix: String
    ) throws(ChangesetDecodingError) -> [String: JSONValue] {
        guard case let .object(fields) = value else { throw .wrongType(field: field, index: nil, expected: "an object") }
        if let unknown = fields.keys.filter({ !known.contains($0) }).sorted().first { throw .unknownField(prefix + unknown) }
        return fields
    }

    private static func list(_ value: JSONValue, field: String) throws(ChangesetDecodingError) -> [JSONValue] {
        guard case let .array(values) = value else { throw .wrongType(field: field, index: nil, expected: "a list") }
        return values
    }

    /// A non-negative integer, entry `index` of `field`.
    private static func index(_ value: JSONValue, field: String, index: Int) throws(ChangesetDecodingError) -> Int {
        guard case let .integer(n) = value else { throw .wrongType(field: field, index: index, expected: "an index (an integer)") }
        guard n >= 0 else { throw .negativeIndex(field: field, index: index, value: n) }
        return n
    }

    /// A path `[section, item]` or `{"section": s, "item": i}`, entry `index` of `field`.
    private static func path(_ value: JSONValue, field: String, index: Int) throws(ChangesetDecodingError) -> ItemPath {
        let expected = "a path [section, item]"
        let parts: [JSONValue]
        switch value {
        case let .array(values) where values.count == 2:
            parts = values
        case let .object(fields) where fields.count == 2:
            guard let section = fields["section"], let item = fields["item"] else {
                throw .wrongType(field: field, index: index, expected: expected)
            }
            parts = [section, item]
        default:
            throw .wrongType(field: field, index: index, expected: expected)
        }
        var numbers: [Int] = []
        for part in parts {
            guard case let .integer(n) = part else { throw .wrongType(field: field, index: index, expected: expected) }
            guard n >= 0 else { throw .negativeIndex(field: field, index: index, value: n) }
            numbers.append(n)
        }
        return ItemPath(item: numbers[1], section: numbers[0])
    }

    private static func indices(_ value: JSONValue, field: String) throws(ChangesetDecodingError) -> [Int] {
        var result: [Int] = []
        for (k, entry) in try list(value, field: field).enumerated() { result.append(try index(entry, field: field, index: k)) }
        return result
    }

    private static func paths(_ value: JSONValue, field: String) throws(ChangesetDecodingError) -> [ItemPath] {
        var result: [ItemPath] = []
        for (k, entry) in try list(value, field: field).enumerated() { result.append(try path(entry, field: field, index: k)) }
        return result
    }

    /// Moves `[from, to]` or `{"from": …, "to": …}`, each end read by `end`.
    private static func moves<T>(
        _ value: JSONValue, field: String, _ end: (JSONValue, String, Int) throws(ChangesetDecodingError) -> T
    ) throws(ChangesetDecodingError) -> [Move<T>] {
        var result: [Move<T>] = []
        for (k, entry) in try list(value, field: field).enumerated() {
            let from: JSONValue, to: JSONValue
            switch entry {
            case let .array(ends) where ends.count == 2:
                (from, to) = (ends[0], ends[1])
            case let .object(fields):
                guard let source = fields["from"], let destination = fields["to"], fields.count == 2 else {
                    throw .malformedMove(field: field, index: k)
                }
                (from, to) = (source, destination)
            case .array:
                throw .malformedMove(field: field, index: k)
            default:
                throw .wrongType(field: field, index: k, expected: "a move [from, to]")
            }
            result.append(Move(from: try end(from, field, k), to: try end(to, field, k)))
        }
        return result
    }
}
