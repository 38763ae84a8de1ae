/// A text's whole place in the natural order as bytes, so that sorting many
/// texts compares bytes (a `memcmp`) rather than reading the texts again at
/// every comparison.
extension NaturalOrder {
    /// Where one text's key lies in a buffer of keys (``appendKey(of:to:)``):
    /// the folded part (steps 1 and 2) from ``start``, then the text's own
    /// bytes (step 3).
    @usableFromInline
    struct KeyRange: Sendable {
        /// The first byte of the folded part; −1: the text has no key (not ASCII).
        @usableFromInline var start: Int
        /// How many bytes the folded part has.
        @usableFromInline var folded: Int32
        /// How many bytes the text has (they follow the folded part).
        @usableFromInline var exact: Int32

        @inlinable
        init(start: Int, folded: Int32, exact: Int32) {
            self.start = start
            self.folded = folded
            self.exact = exact
        }

        /// No key: the text must be compared itself.
        @inlinable
        static var none: KeyRange { KeyRange(start: -1, folded: 0, exact: 0) }

        /// Whether the text has a key.
        @inlinable
        var exists: Bool { start >= 0 }
    }

    /// Appends `text`'s natural key to `bytes` and returns where it lies, or
    /// ``KeyRange/none`` (nothing appended) unless every byte of `text` is ASCII.
    ///
    /// The folded part spells what steps 1 and 2 compare, as
    /// ``rank(of:)`` does for its first 8 bytes but whole: a character other
    /// than a digit as its lowercase byte; a digit run as the byte of `0`,
    /// the count of its significant digits in 4 bytes (big-endian), then
    /// those digits. Every piece is told apart from the others by its first
    /// byte (no other character folds to `0`) and a run's piece carries its
    /// own length, so comparing two folded parts byte by byte, the shorter
    /// first when one begins the other, compares the texts' pieces one by
    /// one: steps 1 and 2 exactly. Step 3 is then the texts' own bytes
    /// (an ASCII `String` compares as its bytes). O(bytes).
    @usableFromInline
    static func appendKey(of text: String, to bytes: inout [UInt8]) -> KeyRange {
        var text = text
        let start = bytes.count
        let isASCII = text.withUTF8 { utf8 -> Bool in
            var i = 0
            while i < utf8.count {
                let byte = utf8[i]
                guard byte < 0x80 else { return false }
                guard byte >= 0x30, byte <= 0x39 else {
                    bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                    i += 1
                    continue
                }
                var first = i
                while first < utf8.count, utf8[first] == 0x30 { first += 1 }
                var end = first
                while end < utf8.count, utf8[end] >= 0x30, utf8[end] <= 0x39 { end += 1 }
                // A run of zeros is the number 0: one significant digit.
                let significant = UInt32(truncatingIfNeeded: end == first ? 1 : end - first)
                bytes.append(0x30)
                for shift in [24, 16, 8, 0] as [UInt32] { bytes.append(UInt8(truncatingIfNeeded: significant >> shift)) }
                if end == first {
                    bytes.append(0x30)
                } else {
                    bytes.append(contentsOf: utf8[first..<end])
                }
                i = end
            }
            return true
        }
        guard isASCII else {
            bytes.removeSubrange(start...)
            return .none
        }
        let folded = bytes.count - start
        bytes.append(contentsOf: text.utf8)
        return KeyRange(start: start, folded: Int32(truncatingIfNeeded: folded), exact: Int32(truncatingIfNeeded: bytes.count - start - folded))
    }

    /// Negative, zero or positive as the text of key `a` goes before, with
    /// or after that of key `b` (both in `bytes`, both existing): the same
    /// as ``compare(_:_:)`` on the texts. O(length of the common part).
    @inlinable
    static func compareKeys(_ a: KeyRange, _ b: KeyRange, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let byFolded = compareBytes(bytes, a.start, Int(a.folded), b.start, Int(b.folded))
        if byFolded != 0 { return byFolded }
        return compareBytes(bytes, a.start + Int(a.folded), Int(a.exact), b.start + Int(b.folded), Int(b.exact))
    }

    /// Two runs of `bytes` compared byte by byte, the shorter first when one begins the other.
    @inlinable
    static func compareBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ countA: Int, _ b: Int, _ countB: Int) -> Int {
        let common = Swift.min(countA, countB)
        var k = 0
        while k < common {
            let x = bytes[a + k]
            let y = bytes[b + k]
            if x != y { return x < y ? -1 : 1 }
            k += 1
        }
        return countA == countB ? 0 : countA < countB ? -1 : 1
    }
}
