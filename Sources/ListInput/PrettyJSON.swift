/// A JSON value pretty-printed for reading in a pane: one field or element
/// a line, nested objects and arrays indented by two spaces, fields in the
/// order written (a name written twice once, with its last value), empty
/// objects and arrays as `{}` and `[]`. Each line knows where in the value it
/// is (``Line/path``), so two versions of one object can be compared line by
/// line: ``changedLines(since:)``.
///
/// ```swift
/// let pane = try JSONTree(parsing: #"{"name": "web", "ports": [80, 443]}"#).pretty
/// print(pane.text)
/// // {
/// //   "name": "web",
/// //   "ports": [
/// //     80,
/// //     443
/// //   ]
/// // }
/// ```
public struct PrettyJSON: Hashable, Sendable {
    /// One line of the printed value.
    public struct Line: Hashable, Sendable {
        /// The line as printed, indented, with its trailing comma.
        public var text: String
        /// Where the line is in the value: its field's path (`metadata.name`,
        /// `spec.ports[0]`; a name holding `.`, `[` or `"` in brackets and quotes,
        /// `a["x.y"]`), `""` for the value's own first line, and the path
        /// followed by `}` or `]` for the line that closes an object or array.
        public var path: String

        /// A line; see the properties.
        public init(text: String, path: String) {
            self.text = text
            self.path = path
        }

        /// The text without its trailing comma: what a comparison looks at (a
        /// field that gains a comma because another follows it has not changed).
        var content: Substring {
            text.hasSuffix(",") ? text.dropLast() : Substring(text)
        }
    }

    /// The lines, in order.
    public private(set) var lines: [Line]

    /// The lines of `node`. O(size of the value).
    init(_ node: JSONNode) {
        lines = []
        append(node, name: nil, path: "", depth: 0, isLast: true)
    }

    /// The lines of `tree`; the same as ``JSONTree/pretty``. O(size of the value).
    public init(_ tree: JSONTree) {
        self.init(tree.node)
    }

    /// The printed value, one line after another (no line break at the end). O(length).
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// The indices of the lines of this version that differ from `older`:
    /// lines whose path `older` does not have (a field added, an element
    /// appended, an object where a value was), or whose text there is
    /// different (a value changed), not counting a trailing comma. A field
    /// removed marks nothing (it has no line left); its parent's lines stay as
    /// they are. In ascending order. O(lines of both) expected.
    public func changedLines(since older: PrettyJSON) -> [Int] {
        var before: [String: Substring] = [:]
        before.reserveCapacity(older.lines.count)
        for line in older.lines { before[line.path] = line.content }
        return lines.indices.filter { before[lines[$0].path] != lines[$0].content }
    }

    // MARK: - Printing

    private mutating func append(_ node: JSONNode, name: String?, path: String, depth: Int, isLast: Bool) {
        let indent = String(repeating: "  ", count: depth)
        let label = name.map { Self.quoted($0) + ": " } ?? ""
        let comma = isLast ? "" : ","
        switch node {
        case let .array(elements) where !elements.isEmpty:
            lines.append(Line(text: indent + label + "[", path: path))
            for (index, element) in elements.enumerated() {
                append(element, name: nil, path: path + "[\(index)]", depth: depth + 1, isLast: index == elements.count - 1)
            }
            lines.append(Line(text: indent + "]" + comma, path: path + "]"))
        case .object:
            let fields = node.uniqueFields
            guard !fields.isEmpty else {
                lines.append(Line(text: indent + label + "{}" + comma, path: path))
                return
            }
            lines.append(Line(text: indent + label + "{", path: path))
            for (index, field) in fields.enumerated() {
                append(field.value, name: field.name, path: Self.path(path, field.name), depth: depth + 1,
                       isLast: index == fields.count - 1)
            }
            lines.append(Line(text: indent + "}" + comma, path: path + "}"))
        default:
            lines.append(Line(text: indent + label + Self.scalar(node) + comma, path: path))
        }
    }

    /// The path of field `name` inside `parent`: dotted, or in brackets when the name would read as more than one step.
    private static func path(_ parent: String, _ name: String) -> String {
        if name.isEmpty || name.contains(where: { $0 == "." || $0 == "[" || $0 == "]" || $0 == "\"" || $0 == "}" }) {
            return parent + "[" + quoted(name) + "]"
        }
        return parent.isEmpty ? name : parent + "." + name
    }

    /// A scalar as JSON: strings quoted, numbers as a cell shows them.
    private static func scalar(_ node: JSONNode) -> String {
        switch node {
        case let .string(string): quoted(string)
        case .array: "[]"
        default: node.cellText
        }
    }

    /// `text` in quotes, with `"`, `\` and control characters escaped as JSON
    /// writes them, and DEL and the C1 controls too, so that nothing in a value
    /// reaches the terminal as a control (other characters as they are, `/`
    /// unescaped: this is for reading).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
