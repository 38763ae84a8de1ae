import Foundation

/// The order in which the objects of a JSON list name their fields, read
/// from the document's text: `JSONSerialization` gives objects as
/// dictionaries, which forget it.
///
/// The text is a document `JSONSerialization` has already parsed, so the
/// scan only follows strings (with their escapes) and nesting; a field name
/// is a string directly inside an object of the top-level list, followed by
/// a colon.
enum JSONFieldOrder {
    /// The field names of the objects of the top-level list, in order of
    /// first appearance (within an object as written, then across objects).
    ///
    /// Complexity: O(n) in the bytes.
    static func names(in bytes: [UInt8]) -> [String] {
        var names = [String]()
        var seen = Set<String>()
        // Open containers: true for an object, false for a list.
        var stack = [Bool]()
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(byte == UInt8(ascii: "{"))
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                _ = stack.popLast()
            case UInt8(ascii: "\""):
                let start = i + 1
                var end = start
                var escaped = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] == UInt8(ascii: "\\") {
                        escaped = true
                        end += 1
                    }
                    end += 1
                }
                i = end
                // A field name of an element of the top-level list: a string in
                // an object at depth 2, followed (after spaces) by a colon.
                guard stack == [false, true] else { break }
                var next = end + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { break }
                let name = escaped ? unescape(Array(bytes[(start - 1)...end]))
                    : String(decoding: bytes[start..<end], as: UTF8.self)
                if let name, seen.insert(name).inserted { names.append(name) }
            default:
                break
            }
            i += 1
        }
        return names
    }

    /// A quoted JSON string with escapes, decoded.
    private static func unescape(_ quoted: [UInt8]) -> String? {
        try? JSONSerialization.jsonObject(with: Data(quoted), options: [.fragmentsAllowed]) as? String
    }
}
