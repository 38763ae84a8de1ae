import Foundation

/// A filter as a person types it: the texts that contain it anywhere,
/// ignoring case and accents ("ange" finds "Ängel" and "ANGELA").
///
/// Make one per filter text, then ask ``matches(_:)`` of every row. It is the
/// one matching rule of every `/` in this package (the demo's address book,
/// `demo watch`, `demo watch --events`, the examples):
///
/// ```swift
/// let typed = TextFilter("WEB")
/// pods.setFilter { typed.matches($0.name) }  // an empty one shows every row
/// ```
///
/// A sectioned list held as values (`[ListSection]`) is filtered by
/// ``filter(_:text:keepsEmpty:)``: the rows that match, the sections left
/// empty dropped.
///
/// **Cost.** A text that is ASCII up to where the filter is found (names,
/// pod names, numbers) is searched byte by byte, its capitals read as small
/// letters: O(t · q) at worst for a text of t bytes and a filter of q,
/// nothing allocated; about 60 ns for a 40-byte text. A text with other
/// characters before a match is folded first (``fold(_:)``): O(t) more and
/// one allocation. Foundation's `localizedCaseInsensitiveContains` takes
/// about twenty times as long: 4.1 s against 0.2 s for a filter tested on a
/// million rows of three fields (`bench live`, its filter part).
public struct TextFilter: Hashable, Sendable {
    /// The filter as typed.
    public let text: String
    /// ``text`` folded (``fold(_:)``), as UTF-8.
    private let folded: [UInt8]

    /// The filter `text`. O(q) for q characters.
    public init(_ text: String) {
        self.text = text
        folded = Array(Self.fold(text).utf8)
    }

    /// Whether the filter is empty: it matches every text.
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether `candidate` contains the filter, ignoring case and accents
    /// (an empty filter matches every text). See the type's cost.
    public func matches(_ candidate: String) -> Bool {
        guard !folded.isEmpty else { return true }
        let ascii: Bool?? = candidate.utf8.withContiguousStorageIfAvailable { bytes in
            folded.withUnsafeBufferPointer { Self.asciiContains(bytes, $0) }
        }
        if let ascii = ascii ?? nil { return ascii }
        var other = Self.fold(candidate)
        return other.withUTF8 { bytes in folded.withUnsafeBufferPointer { Self.contains(bytes, $0) } }
    }

    /// Whether `cells`, drawn side by side with a space between, show the
    /// filter: one of them contains it, or, when the filter has a space in
    /// it, their text joined by spaces does (`"web running"` finds the row
    /// whose cells are `web` and `Running`). O(total length · q).
    public func matches(cells: [String]) -> Bool {
        guard !folded.isEmpty else { return true }
        if cells.contains(where: matches) { return true }
        return cells.count > 1 && folded.contains(0x20) && matches(cells.joined(separator: " "))
    }

    /// `text` with case and accents folded away (`"Ängel"` → `"angel"`), as
    /// the filter compares texts: Foundation's case- and diacritic-insensitive
    /// folding. Also a sort key that ignores case and accents. O(t).
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Whether the folded `text` contains `needle`. O(t · q).
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= text.count, let first = needle.first else { return needle.isEmpty }
        for start in 0...(text.count - needle.count) where text[start] == first {
            if (1..<needle.count).allSatisfy({ text[start + $0] == needle[$0] }) { return true }
        }
        return false
    }

    /// Whether `text` contains `needle` (folded), its ASCII capitals read as
    /// small letters, as far as the text is ASCII: `nil` when a byte beyond
    /// ASCII comes before a match is found, because folding may change it
    /// (then the text is folded first). Folding changes ASCII only in case,
    /// so a match found before that byte stands. O(t · q).
    private static func asciiContains(_ text: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let t = text.baseAddress, let n = needle.baseAddress, !needle.isEmpty else { return needle.isEmpty }
        let first = n[0]
        let count = text.count
        let q = needle.count
        for i in 0..<count {
            let b = t[i]
            if b >= 0x80 { return nil }
            guard lower(b) == first, i + q <= count else { continue }
            var k = 1
            while k < q {
                let c = t[i + k]
                if c >= 0x80 { return nil }
                if lower(c) != n[k] { break }
                k += 1
            }
            if k == q { return true }
        }
        return false
    }

    /// `byte` with an ASCII capital made small.
    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
