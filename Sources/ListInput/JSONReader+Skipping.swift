extension JSONReader {
    /// Reads the value at the current position keeping only the fields
    /// `wanted` names (at any depth): the rest is checked to be JSON and
    /// dropped without building it. Lookups along the wanted paths give what
    /// they give on the whole value (a repeated name keeps every occurrence,
    /// so the last still wins); an unwanted subtree costs no allocation.
    mutating func value(keeping wanted: JSONFieldTree) throws(JSONReaderError) -> JSONNode {
        if wanted.isWhole { return try value() }
        // A path can only go on through an object: anything else reads as
        // "not an object" whatever it is.
        guard atObject() else {
            try skipValue()
            return .null
        }
        var fields: [JSONField] = []
        // At most one per wanted field (more only with duplicate names): one allocation, not one per growth.
        fields.reserveCapacity(wanted.childCount)
        try fieldsOfObject { (reader, name) throws(JSONReaderError) in
            if let child = wanted.child(name) {
                fields.append(JSONField(name: name, value: try reader.value(keeping: child)))
            } else {
                try reader.skipValue()
            }
        }
        return .object(fields)
    }

    /// Reads past the value at the current position, checking it as
    /// ``value()`` does, without building its arrays and objects.
    mutating func skipValue() throws(JSONReaderError) {
        if atObject() {
            try fieldsOfObject { (reader, _: JSONName) throws(JSONReaderError) in try reader.skipValue() }
        } else if atArray() {
            try elementsOfArray { (reader, _) throws(JSONReaderError) in try reader.skipValue() }
        } else if atString() {
            _ = try plainString()
        } else {
            _ = try value()
        }
    }
}

/// The fields a reader keeps (``JSONReader/value(keeping:)``): the dotted
/// paths an ``EventRecord`` reads, merged into a tree.
struct JSONFieldTree: Sendable {
    /// Whether the whole value here is wanted (a path ends here).
    private(set) var isWhole = false
    /// The wanted fields below, few enough that a scan beats hashing.
    private var children: [(name: String, tree: JSONFieldTree)] = []

    /// The tree of `paths`.
    init(paths: [JSONPath]) {
        for path in paths { add(path.components[...]) }
    }

    private init() {}

    private mutating func add(_ components: ArraySlice<String>) {
        guard let first = components.first else {
            isWhole = true
            return
        }
        if let index = children.firstIndex(where: { $0.name == first }) {
            children[index].tree.add(components.dropFirst())
        } else {
            var tree = JSONFieldTree()
            tree.add(components.dropFirst())
            children.append((first, tree))
        }
    }

    /// The number of wanted fields below.
    var childCount: Int { children.count }

    /// The tree below the field `name`, if it is wanted.
    func child(_ name: String) -> JSONFieldTree? {
        for child in children where child.name == name { return child.tree }
        return nil
    }
}
