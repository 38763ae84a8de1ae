/// A JSON value read through any `Decoder`, so a changeset can be checked
/// field by field with its own errors instead of the decoder's generic ones.
/// (ListDiff reads no JSON text itself: a decoder such as Foundation's
/// `JSONDecoder` does, and hands the values over through `Decodable`.)
enum JSONValue: Decodable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number that is not an `Int` (a fraction, or out of range).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Tries the shapes a changeset is made of first (integers, lists of
    /// integers), because every failed try costs the decoder an error value:
    /// an index costs none, a path none, a move or a list of paths two.
    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Int.self) {
            self = .integer(value)
        } else if let values = try? single.decode([Int].self) {
            self = .array(values.map(JSONValue.integer))
        } else if var list = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !list.isAtEnd { values.append(try list.decode(JSONValue.self)) }
            self = .array(values)
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            var fields: [String: JSONValue] = [:]
            for key in object.allKeys { fields[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(fields)
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }
}
