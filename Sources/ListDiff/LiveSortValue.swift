/// A row's value in a ``LiveListOrder`` (or its identity, for ties), taken
/// once per upsert into a concrete type, so that the model compares rows
/// without calling the order's closures or going through generic code:
/// numbers as numbers, strings as strings, any other `Comparable` boxed.
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
        return { .other(LiveSortBox($0)) }
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

/// A value of any other `Comparable` type, compared with values of its own type.
@usableFromInline
final class LiveSortBox: Sendable {
    let value: any Comparable & Sendable

    @usableFromInline
    init(_ value: any Comparable & Sendable) { self.value = value }

    @usableFromInline
    func compare(_ other: LiveSortBox) -> Int { Self.compare(value, other.value) }

    private static func compare<T: Comparable>(_ a: T, _ b: any Comparable) -> Int {
        // One order boxes values of one type only.
        guard let b = b as? T else { return 0 }
        return a == b ? 0 : a < b ? -1 : 1
    }
}
