/// A dotted path into nested JSON objects, such as `metadata.name` or
/// `status.phase`: each component names a field of the object the path has
/// reached so far.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The field names, outermost first.
    public var components: [String]

    /// The path `dotted` (`a.b.c`); an empty string is the object itself.
    public init(_ dotted: String) {
        components = dotted.isEmpty ? [] : dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The path written as a literal: `"metadata.name"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The dotted form.
    public var description: String { components.joined(separator: ".") }

    /// The value at the path in `json`, or `nil` when a component is missing
    /// or reaches something that is not an object. JSON `null` counts as
    /// missing. O(components × fields).
    func value(in json: JSONNode) -> JSONNode? {
        var current = json
        for name in components {
            guard let next = current[name] else { return nil }
            current = next
        }
        return current == .null ? nil : current
    }
}
