/// A row's value in a ``LiveListOrder`` (or its identity, for ties), taken
/// once per upsert into a concrete type, so that the model compares rows
/// without calling the order's closures or going through generic code:
/// numbers as numbers, strings in their ``NaturalOrder``, any other `Comparable` boxed.
@usableFromInline
enum LiveSortValue: Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    case other(LiveSortBox)

    /// How a value of type `V` becomes a sort value, chosen once per type.
    /// Inlinable, so the closure is specialized where the order is made: no
    /// dynamic cast per value.
    @inlinable
    static func converter<V: Comparable & Sendable>(for _: V.Type) -> @Sendable (V) -> LiveSortValue {
        // `V` was just checked to be the type cast to, so the bit casts are identities.
        if V.self == Int.self { return { .int(unsafeBitCast($0, to: Int.self)) } }
        if V.self == Double.self { return { .double(unsafeBitCast($0, to: Double.self)) } }
        if V.self == String.self { return { .string(unsafeBitCast($0, to: String.self)) } }
        if V.self is any LiveSortKey.Type {
            // One cast per value read (once per upsert), not per comparison; the box is never made for such a type.
            return { value in
                switch (value as? any LiveSortKey)?.liveSortKey {
                case let .number(number)?: .double(number)
                case let .text(text)?: .string(text)
                case nil: .other(LiveTypedSortBox(value))
                }
            }
        }
        return { .other(LiveTypedSortBox($0)) }
    }

    /// Negative, zero or positive as `self` goes before, with or after `other`.
    /// One order gives values of one kind; mixed kinds (never produced) still get a fixed order.
    @inlinable
    func compare(_ other: LiveSortValue) -> Int {
        switch (self, other) {
        case let (.int(a), .int(b)): return a == b ? 0 : a < b ? -1 : 1
        case let (.double(a), .double(b)): return a == b ? 0 : a < b ? -1 : 1
        case let (.string(a), .string(b)): return a == b ? 0 : a < b ? -1 : 1
        case let (.other(a), .other(b)): return a.compare(b)
        default: return kindRank - other.kindRank
        }
    }

    /// ``compare(_:)`` for the values rows are sorted by (not identities):
    /// texts in their ``NaturalOrder``, anything else as ``compare(_:)`` does.
    @usableFromInline
    func compareAsValue(_ other: LiveSortValue) -> Int {
        if case let .string(a) = self, case let .string(b) = other { return NaturalOrder.compare(a, b) }
        return compare(other)
    }

    /// The first `bytes` (8 or 16) bytes of `text` as two integers
    /// (`high`: bytes 0–7, `low`: bytes 8–15), big-endian, zero-padded, with
    /// the text's length in bytes and whether it holds a zero byte; `nil`
    /// unless every byte is ASCII (where `String`'s order is the bytes'
    /// order). Both integers are in 0...Int.max (ASCII leaves the top bit
    /// clear), and compare as the texts do whenever they differ; a text of
    /// at most `bytes` bytes without a zero byte is equal to another
    /// exactly when both integers are.
    @inlinable
    static func asciiPrefix(_ text: String, bytes: Int) -> (prefix: (high: Int, low: Int), count: Int, hasZero: Bool)? {
        var text = text
        return text.withUTF8 { utf8 -> (prefix: (high: Int, low: Int), count: Int, hasZero: Bool)? in
            var high: UInt64 = 0
            var low: UInt64 = 0
            var hasZero = false
            for (i, byte) in utf8.enumerated() {
                guard byte < 0x80 else { return nil }
                if byte == 0 { hasZero = true }
                if i < 8 {
                    high |= UInt64(byte) << (56 - 8 * i)
                } else if i < bytes {
                    low |= UInt64(byte) << (56 - 8 * (i - 8))
                }
            }
            return ((Int(bitPattern: UInt(high)), Int(bitPattern: UInt(low))), utf8.count, hasZero)
        }
    }

    /// The text whose ``asciiPrefix(_:bytes:)`` is `high`, `low`, for a text
    /// that has no zero byte and fits in them.
    @usableFromInline
    static func text(high: Int, low: Int) -> String {
        var bytes: [UInt8] = []
        for word in [UInt64(UInt(bitPattern: high)), UInt64(UInt(bitPattern: low))] {
            for i in 0..<8 {
                let byte = UInt8(truncatingIfNeeded: word >> (56 - 8 * i))
                guard byte != 0 else { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @inlinable
    var kindRank: Int {
        switch self {
        case .int: 0
        case .double: 1
        case .string: 2
        case .other: 3
        }
    }
}

/// A value of any other `Comparable` type, compared with values of its own
/// type: the base of ``LiveTypedSortBox``, which holds the value.
///
/// `@unchecked Sendable`: the base class has no stored state at all, and its
/// one subclass holds a single `let` of a `Sendable` type, so nothing in a
/// box can change or be shared unsafely after it is made.
@usableFromInline
class LiveSortBox: @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Negative, zero or positive as this value goes before, with or after
    /// `other`'s. Overridden by the typed box; zero here.
    @usableFromInline
    func compare(_ other: LiveSortBox) -> Int { 0 }
}

/// A boxed value of type `V`. Comparing two boxes is a virtual call and the
/// type's own `<`: one order boxes values of one type only, which a check of
/// the boxes' classes confirms (a pointer comparison, where a cast from
/// `any Comparable` cost a dynamic cast per comparison: more than half of
/// loading a million rows ordered by a type the model does not know).
@usableFromInline
final class LiveTypedSortBox<V: Comparable & Sendable>: LiveSortBox, @unchecked Sendable {
    @usableFromInline let value: V

    @inlinable
    init(_ value: V) {
        self.value = value
        super.init()
    }

    @inlinable
    override func compare(_ other: LiveSortBox) -> Int {
        guard type(of: other) == type(of: self) else { return 0 }
        let b = unsafeDowncast(other, to: LiveTypedSortBox<V>.self).value
        return value == b ? 0 : value < b ? -1 : 1
    }
}
