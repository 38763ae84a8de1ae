import Foundation

/// How a JSON number that is not an integer is written in a cell: as
/// `NSNumber.stringValue` wrote a `Double` (what cells showed before
/// ``JSONReader``): the shortest text that reads back as the same `Double`,
/// in fixed notation up to 2^53 (`0.0025`, `3.0`, `1000000000000000.0`), else in
/// scientific notation (`1e-07`, `9.1e+15`, `1.5e+300`).
///
/// Numbers `JSONSerialization` kept as decimal digits (``JSONNode/decimal(_:)``)
/// are written as `NSDecimalNumber` wrote them.
enum JSONNumberText {
    /// Whether `JSONSerialization` read the number written `text` (not an
    /// integer) as an `NSDecimalNumber`: more than 17 characters before a
    /// lowercase `e` (its rule, `E` included), with an exponent from −128 to 127.
    static func isKeptAsDecimal(_ text: String) -> Bool {
        let utf8 = text.utf8
        let e = utf8.firstIndex(of: UInt8(ascii: "e"))
        guard utf8.distance(from: utf8.startIndex, to: e ?? utf8.endIndex) > 17 else { return false }
        guard let e else { return true }
        guard let exponent = Int(Substring(text.utf8[utf8.index(after: e)...])) else { return true }
        return (-128...127).contains(exponent)
    }

    /// A number kept as decimal digits, as `NSDecimalNumber` (or, for an
    /// integer, `UInt64`) wrote it.
    static func decimal(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            return text
        }
        if let decimal = Decimal(string: text) { return decimal.description }
        return shortest(Double(text) ?? 0)
    }

    /// `value` written as described above: Swift's own `description`, which
    /// is what `NSNumber.stringValue` gives for a `Double` (checked against it
    /// in the tests). O(digits).
    static func shortest(_ value: Double) -> String {
        value.description
    }
}
