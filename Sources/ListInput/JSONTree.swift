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
public struct JSONTree: Hashable, Sendable {
    /// The value.
    let node: JSONNode

    /// The tree of a value read elsewhere in ListInput.
    init(_ node: JSONNode) {
        self.node = node
    }

    /// The value `text` holds: one JSON value (an object, an array or a
    /// scalar), with white space around it.
    ///
    /// - Throws: ``InputError/malformedJSON(at:)`` (naming line 1) when the
    ///   text is not exactly one JSON value.
    /// - Complexity: O(length of `text`).
    public init(parsing text: String) throws(InputError) {
        do {
            node = try JSONReader.parse(Array(text.utf8), allowsFragments: true)
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
