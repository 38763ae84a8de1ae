/// A text's place in the natural order as one integer, so that a live
/// list's slots compare most texts without reading them.
extension NaturalOrder {
    /// The first 8 bytes of `text`'s natural key, big-endian and zero-padded,
    /// as an integer in 0..<Int.max, and whether that integer *is* the text;
    /// `nil` unless every byte of `text` is ASCII.
    ///
    /// The key spells what steps 1 and 2 of the order compare: a character
    /// other than a digit as its lowercase byte; a digit run as the byte of
    /// `0`, the count of its significant digits, then those digits (a run of
    /// 255 digits or more ends the key there). So when two texts' integers
    /// differ, they are in the texts' order; when they are equal, the texts
    /// must be compared themselves — unless both are exact: a text of at
    /// most 8 bytes with no digit, no uppercase letter and no zero byte,
    /// whose key is its own bytes (read back with ``LiveSortValue/text(high:low:)``).
    /// O(bytes).
    @usableFromInline
    static func rank(of text: String) -> (rank: Int, isExact: Bool)? {
        var text = text
        return text.withUTF8 { utf8 -> (rank: Int, isExact: Bool)? in
            var key: UInt64 = 0
            var length = 0
            var isExact = utf8.count <= 8
            func put(_ byte: UInt8) {
                guard length < 8 else { return }
                key |= UInt64(byte) << (56 - 8 * length)
                length += 1
            }
            var i = 0
            var ended = false
            while i < utf8.count {
                let byte = utf8[i]
                guard byte < 0x80 else { return nil }
                if byte >= 0x30, byte <= 0x39 {
                    isExact = false
                    var start = i
                    while start < utf8.count, utf8[start] == 0x30 { start += 1 }
                    var end = start
                    while end < utf8.count, utf8[end] >= 0x30, utf8[end] <= 0x39 { end += 1 }
                    // A run of zeros is the number 0: one significant digit.
                    let significant = end == start ? 1 : end - start
                    if !ended {
                        put(0x30)
                        put(UInt8(Swift.min(significant, 255)))
                        if significant >= 255 {
                            ended = true
                        } else if end == start {
                            put(0x30)
                        } else {
                            for k in start..<end { put(utf8[k]) }
                        }
                    }
                    // Past the run (the zeros before it included).
                    i = Swift.max(end, i + 1)
                    while i < utf8.count, utf8[i] >= 0x30, utf8[i] <= 0x39 { i += 1 }
                    continue
                }
                if byte == 0 || (byte >= 0x41 && byte <= 0x5A) { isExact = false }
                if !ended { put(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
                i += 1
            }
            return (Int(bitPattern: UInt(key)), isExact)
        }
    }
}
