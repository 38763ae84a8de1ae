/// The non-blank lines of bytes, each with its 1-based line number: how
/// NDJSON is read, one document per line.
///
/// Complexity: O(n) in the bytes over a whole iteration.
public struct NonBlankLines: Sequence, Sendable {
    /// The text.
    public let bytes: [UInt8]

    /// The lines of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Iterates the lines that hold something other than spaces, tabs and CRs.
    public struct Iterator: IteratorProtocol {
        let bytes: [UInt8]
        var start = 0
        var number = 0

        /// The next non-blank line and its number.
        public mutating func next() -> (line: Int, text: ArraySlice<UInt8>)? {
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                let text = bytes[start..<end]
                number += 1
                start = end + 1
                if text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) { return (number, text) }
            }
            return nil
        }
    }

    /// An iterator from the first line.
    public func makeIterator() -> Iterator { Iterator(bytes: bytes) }
}
