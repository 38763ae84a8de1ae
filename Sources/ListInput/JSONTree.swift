/// A JSON value kept whole, as read: objects keep their fields in the order
/// written. A live list's row keeps its object in one (``EventRecord/object``,
/// read with ``EventOptions/keepsObjects``), so that a pane can show all of
/// it, pretty-printed (``pretty``), and say which lines changed from one
/// version to the next (``PrettyJSON/changedLines(since:)``).
///
/// ```swift
/// let old = try JSONTree(parsing: #"{"name": "web", "status": {"phase": "Pending"}}"#)
/// let new = try JSONTree(parsing: #"{"name": "web", "status": {"phase": "Running"}}"#)
/// new.pretty.changedLines(since: old.pretty)   // [3]: "phase": "Running"
/// ```
///
/// A tree kept from a feed holds the value's bytes as read, not the value:
/// a million rows keep a million objects, and only the one a pane shows is
/// ever parsed (each time it is asked: ``pretty``, ``compactText``).
/// Two trees are equal when their values are.
public struct JSONTree: Hashable, Sendable {
    /// The value, or the bytes of one (checked as JSON when they were read).
    private enum Storage: Sendable {
        case node(JSONNode)
        case text([UInt8])
    }

    private let storage: Storage

    /// The tree of a value read elsewhere in ListInput.
    init(_ node: JSONNode) {
        storage = .node(node)
    }

    /// The tree of a value whose bytes, read and checked elsewhere in ListInput, are `text`: parsed when asked.
    init(text: [UInt8]) {
        storage = .text(text)
    }

    /// The value (parsed from its bytes when kept as bytes: numbers as written). O(size of the value).
    var node: JSONNode {
        switch storage {
        case let .node(node): node
        case let .text(text): (try? JSONReader.parse(text, allowsFragments: true, keepsNumberText: true)) ?? .null
        }
    }

    public static func == (lhs: JSONTree, rhs: JSONTree) -> Bool { lhs.node == rhs.node }

    public func hash(into hasher: inout Hasher) { hasher.combine(node) }

    /// The value `text` holds: one JSON value (an object, an array or a
    /// scalar), with white space around it.
    ///
    /// - Throws: ``InputError/malformedJSON(at:)`` (naming line 1) when the
    ///   text is not exactly one JSON value.
    /// - Complexity: O(length of `text`).
    public init(parsing text: String) throws(InputError) {
        do {
            storage = .node(try JSONReader.parse(Array(text.utf8), allowsFragments: true))
        } catch {
            throw .malformedJSON(at: .line(1))
        }
    }

    /// The value pretty-printed: nested objects and arrays indented by two
    /// spaces, one field or element a line. O(size of the value).
    public var pretty: PrettyJSON { PrettyJSON(node) }

    /// The value as compact JSON, as a cell shows an object (keys sorted). O(size of the value).
    public var compactText: String { node.cellText }
}
