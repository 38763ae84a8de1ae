/// Why a changeset could not be decoded from its JSON form: the field, and
/// for an entry of a list its index, so a hand-written or foreign batch can
/// be fixed where it is wrong.
///
/// Fields are named by their path in the format, such as `items.moved`; an
/// index is the entry's position in that list (from 0), as written.
public enum ChangesetDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required field is absent (e.g. `items` or `sections.moved`).
    case missingField(String)
    /// A field the format does not have (often a typo, such as `items.insert`).
    case unknownField(String)
    /// A value of the wrong kind: `field` names it, `index` is the entry's
    /// position when it is an entry of a list, `expected` says what fits.
    case wrongType(field: String, index: Int?, expected: String)
    /// A section or item index below zero.
    case negativeIndex(field: String, index: Int, value: Int)
    /// A move that is not a source and a destination: `[from, to]`, or an
    /// object lacking `from` or `to`.
    case malformedMove(field: String, index: Int)

    /// One line naming the field, the index and the problem, e.g.
    /// `items.moved[2]: a move needs both ends, [from, to] or {"from": …, "to": …}`.
    public var description: String {
        func place(_ field: String, _ index: Int?) -> String { index.map { "\(field)[\($0)]" } ?? field }
        switch self {
        case let .missingField(field): return "\(field): missing field"
        case let .unknownField(field): return "\(field): unknown field"
        case let .wrongType(field, index, expected): return "\(place(field, index)): expected \(expected)"
        case let .negativeIndex(field, index, value): return "\(place(field, index)): negative index \(value)"
        case let .malformedMove(field, index):
            return "\(place(field, index)): a move needs both ends, [from, to] or {\"from\": …, \"to\": …}"
        }
    }
}
