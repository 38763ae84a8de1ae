extension Changeset {
    /// The changeset as one line of JSON, in the format `demo diff --print`
    /// writes (no Foundation needed):
    ///
    /// ```json
    /// {"sections": {"deleted": [0], "inserted": [2], "moved": [[1, 0]], "reloaded": []}, "items": {"deleted": [[0, 1]], "inserted": [[1, 0]], "moved": [[[0, 2], [1, 3]]], "reloaded": [[0, 0]]}, "deferred": {"sections": [], "items": [[1, 3]]}}
    /// ```
    ///
    /// A path is `[section, item]`, a move `[from, to]`. Every list is sorted
    /// ascending (moves by their source), so equal changesets give equal text.
    /// The rows of inserted and deleted sections are not listed (they come
    /// and go with their section). The same format is read back through
    /// `Decodable` (``init(from:)``): decode(jsonString) == self.
    ///
    /// - Complexity: O(C log C) for C changes (the lists are sorted if a caller
    ///   built them unsorted).
    public var jsonString: String {
        func list<T>(_ values: [T], _ render: (T) -> String) -> String {
            "[" + values.map(render).joined(separator: ", ") + "]"
        }
        func path(_ p: ItemPath) -> String { "[\(p.section), \(p.item)]" }
        func int(_ i: Int) -> String { String(i) }

        let s = sections, i = items, d = deferred
        let sectionsJSON = "{\"deleted\": \(list(s.deleted.sorted(), int)), "
            + "\"inserted\": \(list(s.inserted.sorted(), int)), "
            + "\"moved\": \(list(s.moved.sorted()) { "[\($0.from), \($0.to)]" }), "
            + "\"reloaded\": \(list(s.reloaded.sorted(), int))}"
        let itemsJSON = "{\"deleted\": \(list(i.deleted.sorted(), path)), "
            + "\"inserted\": \(list(i.inserted.sorted(), path)), "
            + "\"moved\": \(list(i.moved.sorted()) { "[\(path($0.from)), \(path($0.to))]" }), "
            + "\"reloaded\": \(list(i.reloaded.sorted(), path))}"
        let deferredJSON = "{\"sections\": \(list(d.sections.sorted(), int)), "
            + "\"items\": \(list(d.items.sorted(), path))}"
        return "{\"sections\": \(sectionsJSON), \"items\": \(itemsJSON), \"deferred\": \(deferredJSON)}"
    }
}
