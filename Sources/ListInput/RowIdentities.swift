import ListDiff

/// Gives rows their identities as they are read: a key once (a repeat is an
/// error naming both places), or text numbered by occurrence (the k-th `foo`
/// is `foo#k`).
///
/// One ``IdentityTable`` entry per distinct key, holding the key's index in
/// ``keys``: a repeat is found by comparing kept hashes, and text only when
/// they are equal.
struct RowIdentities {
    let keyed: Bool
    private var table: IdentityTable
    /// The distinct keys, in order of first appearance.
    private var keys: [String] = []
    /// Unkeyed: how often each distinct key was seen.
    private var counts: [Int32] = []
    /// Keyed: where each key was first seen.
    private var places: [InputLocation] = []

    /// Identities for about `capacity` rows.
    init(keyed: Bool, capacity: Int) {
        self.keyed = keyed
        table = IdentityTable(capacity: capacity)
        keys.reserveCapacity(capacity)
        if keyed { places.reserveCapacity(capacity) } else { counts.reserveCapacity(capacity) }
    }

    /// The identity of the next row: `key` when keyed, else `key` numbered by occurrence.
    ///
    /// Complexity: O(length of `key`) expected.
    /// - Throws: ``InputError/duplicateKey(_:first:second:)`` for a key seen before, when keyed.
    mutating func id(key: String, at location: @autoclosure () -> InputLocation) throws(InputError) -> RowID {
        var id = RowID(key)
        let index = keys.count
        let found = table.claim(hash: id.keyHash, payload: index) { [keys] stored in keys[stored] == key }
        guard found != IdentityTable.empty else {
            keys.append(key)
            if keyed { places.append(location()) } else { counts.append(1) }
            return id
        }
        if keyed { throw .duplicateKey(key, first: places[found], second: location()) }
        counts[found] += 1
        id.occurrence = Int(counts[found])
        return id
    }
}
