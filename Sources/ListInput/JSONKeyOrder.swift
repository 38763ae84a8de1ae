import Foundation

/// The order `JSONSerialization` wrote an object's keys in with `.sortedKeys`
/// (swift-corelibs-foundation: `compare` with `.numeric`, `.caseInsensitive`
/// and `.forcedOrdering` in the system locale), which compact cells keep.
///
/// That comparison costs about a microsecond a call; keys made of ASCII
/// letters and digits only, nearly all keys in practice, are compared here
/// with the same result (digit runs as numbers, digits before letters,
/// letters without case), and anything else, including keys equal but for
/// case or leading zeros, goes to Foundation.
enum JSONKeyOrder {
    /// Whether key `a` comes before key `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        if let fast = alphanumericOrder(a, b) { return fast }
        return a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                         locale: NSLocale.system) == .orderedAscending
    }

    /// The order of two keys of ASCII letters and digits that differ other
    /// than by case or leading zeros; `nil` for any other pair.
    static func alphanumericOrder(_ a: String, _ b: String) -> Bool? {
        var a = a, b = b
        return a.withUTF8 { a in b.withUTF8 { b in order(a, b) } }
    }

    private static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            let x = a[i], y = b[j]
            guard let kindX = kind(x), let kindY = kind(y) else { return nil }
            if kindX == .digit, kindY == .digit {
                // Digit runs compare as numbers: without leading zeros, the
                // longer is larger, then digit by digit.
                let (startX, endX) = run(a, from: i), (startY, endY) = run(b, from: j)
                if endX - startX != endY - startY { return endX - startX < endY - startY }
                for k in 0..<(endX - startX) where a[startX + k] != b[startY + k] { return a[startX + k] < b[startY + k] }
                i = endX
                j = endY
                continue
            }
            if kindX != kindY { return kindX == .digit }
            let foldedX = x | 0x20, foldedY = y | 0x20
            if foldedX != foldedY { return foldedX < foldedY }
            i += 1
            j += 1
        }
        guard i < a.count || j < b.count else { return nil }
        // One is a prefix of the other (ignoring case): the shorter first, unless
        // the rest is not letters and digits.
        let rest = i < a.count ? a[i...] : b[j...]
        guard rest.allSatisfy({ kind($0) != nil }) else { return nil }
        return i == a.count
    }

    private enum Kind { case digit, letter }

    private static func kind(_ byte: UInt8) -> Kind? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): .letter
        default: nil
        }
    }

    /// The digit run starting at `start`, without its leading zeros, and where it ends.
    private static func run(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int) {
        var end = start
        while end < bytes.count, kind(bytes[end]) == .digit { end += 1 }
        var first = start
        while first < end - 1, bytes[first] == UInt8(ascii: "0") { first += 1 }
        return (first, end)
    }
}
