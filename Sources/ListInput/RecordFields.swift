/// The dotted paths a record reads (key, section, sort, cells), merged into
/// a tree that one walk of an object follows, putting the value at the end of
/// each path in a slot: no ``JSONNode`` is built for the objects on the way,
/// and fields off every path are checked and skipped without building them.
///
/// The slots hold what `JSONPath.value(in:)` finds on the whole object: a
/// name written twice counts by its last occurrence (a later object replaces
/// everything read under the earlier one), a path through something other
/// than an object finds nothing, and `null` counts as missing. Names match
/// as `String`s do (canonical equivalence), byte by byte when both are ASCII.
///
/// A path that ends where others go on (`a` with `a.b`, or the empty path:
/// the object itself) keeps its value whole, built as a ``JSONNode``, and the
/// paths below it read in that value.
///
/// The walk reads the tree through buffer pointers: no reference count is
/// touched per field (two threads reading copies of one tree would pass its
/// count's cache line back and forth). Give each thread a tree of its own all
/// the same (``init(paths:)`` again).
struct RecordFields: Sendable {
    /// One wanted field: where its name is in `nameBytes`, its slot if a path
    /// ends here, and the wanted fields below it.
    private struct Node {
        var name: Range<Int>
        var isASCII: Bool
        /// The slot of the value here, or -1 when no path ends here.
        var slot: Int
        /// The wanted fields below (contiguous: nodes are laid out breadth first).
        var children: Range<Int>
        /// The slots at and below this field (numbered depth first, so they
        /// are contiguous): cleared when a repeated name replaces it.
        var slots: Range<Int>
    }

    /// The root (the object read) first.
    private let nodes: [Node]
    /// Every name's UTF-8, one after another.
    private let nameBytes: [UInt8]
    /// Every name as text, by node (to compare names that are not both ASCII).
    private let names: [String]
    /// The slot of each path given to ``init(paths:)``, in order.
    let slots: [Int]
    /// How many slots a walk fills.
    let slotCount: Int

    /// The tree of `paths`. O(total components × fields per level).
    init(paths: [JSONPath]) {
        // First as a plain tree: names, children, whether a path ends there.
        var names = [""]
        var children: [[Int]] = [[]]
        var ends: [Bool] = [false]
        var pathEnds: [Int] = []
        for path in paths {
            var at = 0
            for name in path.components {
                if let child = children[at].first(where: { names[$0] == name }) {
                    at = child
                } else {
                    names.append(name)
                    children.append([])
                    ends.append(false)
                    children[at].append(names.count - 1)
                    at = names.count - 1
                }
            }
            ends[at] = true
            pathEnds.append(at)
        }
        // Slots depth first.
        var slotOf = Array(repeating: -1, count: names.count)
        var slotsBelow = Array(repeating: 0..<0, count: names.count)
        var count = 0
        func number(_ node: Int) {
            let first = count
            if ends[node] {
                slotOf[node] = count
                count += 1
            }
            for child in children[node] { number(child) }
            slotsBelow[node] = first..<count
        }
        number(0)
        // Laid out breadth first, so that each node's children are a range.
        var order = [0]
        var place = Array(repeating: 0, count: names.count)
        var next = 0
        while next < order.count {
            place[order[next]] = next
            order += children[order[next]]
            next += 1
        }
        var nodes: [Node] = []
        var nameBytes: [UInt8] = []
        var laidOut: [String] = []
        for old in order {
            let utf8 = Array(names[old].utf8)
            let firstChild = children[old].first.map { place[$0] } ?? 0
            nodes.append(Node(name: nameBytes.count..<nameBytes.count + utf8.count, isASCII: utf8.allSatisfy { $0 < 0x80 },
                              slot: slotOf[old], children: firstChild..<firstChild + children[old].count, slots: slotsBelow[old]))
            nameBytes += utf8
            laidOut.append(names[old])
        }
        self.nodes = nodes
        self.nameBytes = nameBytes
        self.names = laidOut
        slotCount = count
        slots = pathEnds.map { slotOf[$0] }
    }

    /// Reads the value at `reader` (checked whole as JSON), putting the
    /// values its paths reach in `values` (``slotCount`` of them, `nil` for
    /// nothing there).
    /// - Returns: whether the value is an object.
    /// - Complexity: O(bytes of the value).
    func read(_ reader: inout JSONReader, into values: inout [JSONNode?]) throws(JSONReaderError) -> Bool {
        if values.count != slotCount { values = Array(repeating: nil, count: slotCount) }
        return try nodes.withUnsafeBufferPointer { (nodes) throws(JSONReaderError) in
            try nameBytes.withUnsafeBufferPointer { (nameBytes) throws(JSONReaderError) in
                try names.withUnsafeBufferPointer { (names) throws(JSONReaderError) in
                    try values.withUnsafeMutableBufferPointer { (values) throws(JSONReaderError) in
                        try Walk(nodes: nodes, nameBytes: nameBytes, names: names, values: values).read(&reader)
                    }
                }
            }
        }
    }

    /// One walk: the tree and the slots as buffers.
    private struct Walk {
        let nodes: UnsafeBufferPointer<Node>
        let nameBytes: UnsafeBufferPointer<UInt8>
        let names: UnsafeBufferPointer<String>
        let values: UnsafeMutableBufferPointer<JSONNode?>

        func read(_ reader: inout JSONReader) throws(JSONReaderError) -> Bool {
            for slot in values.indices { values[slot] = nil }
            if nodes[0].slot >= 0 {
                // The empty path: the object itself, kept whole.
                let value = try reader.value()
                keep(value, at: 0)
                return if case .object = value { true } else { false }
            }
            guard reader.atObject() else {
                try reader.skipValue()
                return false
            }
            try object(&reader, below: 0)
            return true
        }

        /// The fields of the object at `reader`, those wanted under `node` read into their slots.
        private func object(_ reader: inout JSONReader, below node: Int) throws(JSONReaderError) {
            try reader.fieldsOfObject { (reader, name: JSONName) throws(JSONReaderError) in
                guard let child = self.child(of: node, named: name) else {
                    try reader.skipValue()
                    return
                }
                let field = nodes[child]
                // The last occurrence of a name wins: forget what an earlier one held.
                for slot in field.slots { values[slot] = nil }
                if field.slot >= 0 {
                    keep(try reader.value(), at: child)
                } else if reader.atObject() {
                    try object(&reader, below: child)
                } else {
                    try reader.skipValue()
                }
            }
        }

        /// Puts `value`, found at `node`, in its slot (`null` counts as
        /// missing), and what the paths below find in it in theirs: the
        /// lookups `JSONPath.value(in:)` makes. O(size of the paths below).
        private func keep(_ value: JSONNode, at node: Int) {
            let field = nodes[node]
            if field.slot >= 0, value != .null { values[field.slot] = value }
            for child in field.children {
                if let inner = value[names[child]] { keep(inner, at: child) }
            }
        }

        private func child(of node: Int, named name: JSONName) -> Int? {
            for child in nodes[node].children {
                let field = nodes[child]
                let utf8 = UnsafeBufferPointer(rebasing: nameBytes[field.name])
                if name.matches(utf8, isASCII: field.isASCII, text: names[child]) { return child }
            }
            return nil
        }
    }
}
