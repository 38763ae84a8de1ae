/// The natural order of texts, as people sort names and labels: runs of
/// digits compare as the numbers they spell, letters compare without regard
/// to case, and only texts that are equal that way are told apart exactly.
///
/// ```swift
/// ["IB 5771", "ib 64", "IB 64"].sorted(by: NaturalOrder.areInIncreasingOrder)
/// // ["IB 64", "ib 64", "IB 5771"]
/// ```
///
/// Texts are compared character by character, in three steps:
///
/// 1. **Digit runs as numbers.** A run of ASCII digits is one element that
///    compares with another run by its value (`"pod-9"` before `"pod-10"`;
///    leading zeros do not count at this step). A run compares with any
///    other character as the digit `0` would.
/// 2. **Case-insensitively.** Other characters compare by their lowercase
///    (`"apple"` before `"Banana"`), as `String`s do (canonically
///    equivalent characters are equal). A text that is the beginning of
///    another goes first.
/// 3. **Exactly.** Texts still equal compare as `String`s do (`"IB 64"`
///    before `"ib 64"`, `"01"` before `"1"`): equal texts, and only those, compare equal.
///
/// This is a total order (antisymmetric, transitive, every two texts
/// comparable), so it may be used for sorting and binary search. It is
/// the order of text in ``LiveListOrder`` (and ``LiveSortKey`` texts), and
/// the one ``SortedSections/init(sectionKey:sortedBy:descending:)`` sorts by.
public enum NaturalOrder {
    /// Negative, zero or positive as `a` goes before, with or after `b`. O(length of the common part).
    public static func compare(_ a: String, _ b: String) -> Int {
        let primary = compareFolded(a, b)
        if primary != 0 { return primary }
        return a == b ? 0 : a < b ? -1 : 1
    }

    /// Whether `a` goes before `b` (for `sort(by:)`).
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Steps 1 and 2: digit runs by value, other characters by their lowercase.
    static func compareFolded(_ a: String, _ b: String) -> Int {
        if a.utf8.allSatisfy({ $0 < 0x80 }), b.utf8.allSatisfy({ $0 < 0x80 }) {
            return compareFolded(Array(a.utf8), Array(b.utf8), isDigit: { $0 >= 0x30 && $0 <= 0x39 },
                                 digit: { $0 - 0x30 }, compareKeys: { x, y in
                                     let p = foldedByte(x)
                                     let q = foldedByte(y)
                                     return p == q ? 0 : p < q ? -1 : 1
                                 })
        }
        // Characters, so that canonically equivalent texts ("é" and "e\u{301}") are equal here too.
        return compareFolded(characters(a), characters(b), isDigit: { $0.isASCII && $0.isNumber },
                             digit: { UInt8($0.asciiValue ?? 0x30) - 0x30 }, compareKeys: { x, y in
                                 let p = key(x)
                                 let q = key(y)
                                 return p == q ? 0 : p < q ? -1 : 1
                             })
    }

    /// Steps 1 and 2 over the elements of two texts (bytes of ASCII texts, or characters).
    static func compareFolded<E>(
        _ x: [E], _ y: [E], isDigit: (E) -> Bool, digit: (E) -> UInt8, compareKeys: (E, E) -> Int
    ) -> Int {
        var i = 0
        var j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                let (runA, nextI) = digitRun(x, from: i, isDigit: isDigit, digit: digit)
                let (runB, nextJ) = digitRun(y, from: j, isDigit: isDigit, digit: digit)
                let byValue = compareRuns(runA, runB)
                if byValue != 0 { return byValue }
                i = nextI
                j = nextJ
                continue
            }
            let byKey = compareKeys(x[i], y[j])
            if byKey != 0 { return byKey }
            i += 1
            j += 1
        }
        if i == x.count { return j == y.count ? 0 : -1 }
        return 1
    }

    /// The characters of `text`, a CR LF as its two characters (as the bytes of an ASCII text are compared).
    static func characters(_ text: String) -> [Character] {
        var result: [Character] = []
        for character in text {
            if character == "\r\n" {
                result.append("\r")
                result.append("\n")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// An ASCII byte as it compares: a digit as `0`, a capital as its small letter.
    static func foldedByte(_ byte: UInt8) -> UInt8 {
        if byte >= 0x30, byte <= 0x39 { return 0x30 }
        return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// What a character compares by: its lowercase (a digit: the digit `0`).
    static func key(_ character: Character) -> String {
        if character.isASCII, character.isNumber { return "0" }
        return character.lowercased()
    }

    /// The significant digits of the run starting at `start` (leading zeros
    /// dropped, at least one digit) and the index after the run.
    static func digitRun<E>(_ elements: [E], from start: Int, isDigit: (E) -> Bool, digit: (E) -> UInt8) -> (digits: [UInt8], end: Int) {
        var digits: [UInt8] = []
        var k = start
        while k < elements.count, isDigit(elements[k]) {
            let value = digit(elements[k])
            if value != 0 || !digits.isEmpty { digits.append(value) }
            k += 1
        }
        if digits.isEmpty { digits = [0] }
        return (digits, k)
    }

    /// Two runs' significant digits by value: the shorter is smaller, then digit by digit.
    static func compareRuns(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (p, q) in zip(a, b) where p != q { return p < q ? -1 : 1 }
        return 0
    }
}
