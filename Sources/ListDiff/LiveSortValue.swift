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
    @usableFromInline
    static func converter<V: Comparable & Sendable>(for _: V.Type) -> @Sendable (V) -> LiveSortValue {
        // The casts below cannot fail (the type was just checked); the fallbacks only satisfy the compiler.
        if V.self == Int.self { return { .int($0 as? Int ?? 0) } }
        if V.self == Double.self { return { .double($0 as? Double ?? 0) } }
        if V.self == String.self { return { .string($0 as? String ?? "") } }
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

    /// An integer in the value's order, when one decides it alone: the
    /// number itself for `Int`, the first 8 bytes (zero-padded) of an ASCII
    /// string, read big-endian. Two values whose ranks differ compare as
    /// their ranks; equal ranks, or a value without one, need ``compare(_:)``.
    @inlinable
    var rank: Int? {
        switch self {
        case let .int(value): return value
        case let .string(text): return Self.asciiPrefix(text)
        case .double, .other: return nil
        }
    }

    /// The first 8 bytes of `text`, big-endian, zero-padded; `nil` unless
    /// every byte is ASCII (where `String`'s order is the bytes' order).
    /// In 0...Int.max: ASCII bytes leave the top bit clear.
    @usableFromInline
    static func asciiPrefix(_ text: String) -> Int? {
        var prefix: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if count < 8 { prefix |= UInt64(byte) << (56 - 8 * count) }
            count += 1
        }
        return Int(bitPattern: UInt(prefix))
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

    init(_ value: any Comparable & Sendable) { self.value = value }

    @usableFromInline
    func compare(_ other: LiveSortBox) -> Int { Self.compare(value, other.value) }

    private static func compare<T: Comparable>(_ a: T, _ b: any Comparable) -> Int {
        // One order boxes values of one type only.
        guard let b = b as? T else { return 0 }
        return a == b ? 0 : a < b ? -1 : 1
    }
}
