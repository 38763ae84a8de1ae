/// A JSON value as ListInput reads it (``JSONReader``): objects keep their
/// fields in the order the text writes them, because the default cells of a
/// list of objects follow that order.
///
/// Numbers written without a fraction or exponent that fit an `Int` (64
/// bits) are ``integer(_:)``, exactly; numbers `JSONSerialization` kept as
/// decimal digits are ``decimal(_:)``, as written; every other number is a
/// ``number(_:)``.
enum JSONNode: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number written as an integer that fits an `Int`.
    case integer(Int)
    /// A number `JSONSerialization` kept as decimal digits rather than a
    /// `Double` (an integer beyond `Int`, or more than 17 characters before
    /// the exponent), as written: cells show those digits, as they did.
    case decimal(String)
    /// Any other number (a fraction or an exponent).
    case number(Double)
    /// A number kept as the source wrote it (read with `keepsNumberText`,
    /// for database change streams: `511.20`, `79.0`): a cell shows these
    /// characters, a sort compares its value as a `Double`.
    case numberText(String)
    case string(String)
    case array([JSONNode])
    /// The fields in the order written, repeats included (see ``subscript(_:)``).
    case object([JSONField])

    /// The value of the field `name` of an object; `nil` for a missing field
    /// or a value that is not an object. A name written twice gives its last
    /// value, as `JSONSerialization` did. O(fields).
    subscript(name: String) -> JSONNode? {
        guard case let .object(fields) = self else { return nil }
        return fields.last(where: { $0.name == name })?.value
    }

    /// An object's fields with each name once, at its first place, with its
    /// last value (the value a lookup gives). O(fields) expected.
    var uniqueFields: [JSONField] {
        guard case let .object(fields) = self else { return [] }
        if fields.count <= 8 {
            // Small objects (nearly all): a scan costs less than hashing.
            var unique: [JSONField] = []
            unique.reserveCapacity(fields.count)
            for field in fields {
                if let place = unique.firstIndex(where: { $0.name == field.name }) {
                    unique[place].value = field.value
                } else {
                    unique.append(field)
                }
            }
            return unique
        }
        var places: [String: Int] = [:]
        places.reserveCapacity(fields.count)
        var unique: [JSONField] = []
        unique.reserveCapacity(fields.count)
        for field in fields {
            if let place = places[field.name] {
                unique[place].value = field.value
            } else {
                places[field.name] = unique.count
                unique.append(field)
            }
        }
        return unique
    }
}

/// One field of a JSON object, as written.
struct JSONField: Hashable, Sendable {
    var name: String
    var value: JSONNode
}
