import ListDiff

/// The identities of a `{"sections": …}` document, by the rule every format
/// follows: a key written in the input (a section's `id`, an item's `id` and
/// `occurrence`) is the identity, and a repeat is an error naming both
/// places; a row without one (a plain string) is numbered by occurrence of
/// its text, as in `lines` (the k-th `foo` is `foo#k`), skipping any
/// occurrence an item claims explicitly, so the two never collide.
struct SectionsIdentities {
    private var sections: [String: InputLocation] = [:]
    private var rows: [RowID: InputLocation] = [:]
    /// (section, row) of each row without a key, in document order.
    private var unkeyed: [(section: Int, row: Int)] = []

    /// Claims a section id.
    ///
    /// - Throws: ``InputError/duplicateKey(_:first:second:)`` when another section has it.
    mutating func claimSection(_ id: String, at location: InputLocation) throws(InputError) {
        if let first = sections[id] { throw .duplicateKey(id, first: first, second: location) }
        sections[id] = location
    }

    /// Claims an item's explicit id.
    ///
    /// - Throws: ``InputError/duplicateKey(_:first:second:)`` when another item has it.
    mutating func claimRow(_ id: RowID, at location: InputLocation) throws(InputError) {
        if let first = rows[id] { throw .duplicateKey(id.description, first: first, second: location) }
        rows[id] = location
    }

    /// Marks `list[section].items[row]` (a row without a key) for ``number(_:)``.
    mutating func numberLater(section: Int, row: Int) {
        unkeyed.append((section, row))
    }

    /// Numbers the rows without a key: each gets the next occurrence of its
    /// text that no item claimed.
    ///
    /// Complexity: O(rows) expected, plus the occurrences skipped.
    func number(_ list: inout InputList) {
        var next: [String: Int] = [:]
        for (section, row) in unkeyed {
            let text = list[section].items[row].id.key
            var occurrence = next[text, default: 1]
            while rows[RowID(text, occurrence: occurrence)] != nil { occurrence += 1 }
            next[text] = occurrence + 1
            list[section].items[row].id = RowID(text, occurrence: occurrence)
        }
    }
}
