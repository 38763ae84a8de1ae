/// An open-addressing hash set of list positions, keyed by the identity of
/// the element at each position: the diff's one hash map for rows.
///
/// Unlike `Dictionary<ID, Int>` it stores no copies of the ids, only their
/// full hash values and an integer per slot. Probing compares hash values
/// first, so a collision costs an integer comparison instead of an id
/// comparison (for strings, a `memcmp` on memory that is likely not cached),
/// and no id is retained or released. The caller says how to compare the id
/// being looked up with the element at a stored position.
///
/// Linear probing, at most half full after the initial reservation, grown by
/// doubling (rehashing from stored hashes, without touching ids) past 3/4.
@usableFromInline
struct IdentityTable {
    /// Marks an empty slot (and, returned by ``claim(hash:payload:matches:)``, an insertion).
    @usableFromInline static let empty = Int.min

    @usableFromInline var hashes: [Int]
    @usableFromInline var payloads: [Int]
    @usableFromInline var mask: Int
    @usableFromInline var count = 0

    /// A table for about `capacity` entries before it has to grow.
    @inlinable
    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        hashes = [Int](repeating: 0, count: size)
        payloads = [Int](repeating: Self.empty, count: size)
        mask = size - 1
    }

    /// Returns the payload already stored for an equal id, or stores `payload`
    /// and returns ``empty``.
    ///
    /// - Parameters:
    ///   - hash: the id's `hashValue`.
    ///   - payload: what to store (anything but ``empty``).
    ///   - matches: whether the element at a stored payload has the id looked up;
    ///     called only for stored entries with the same hash value.
    /// - Complexity: O(1) expected.
    @inlinable
    mutating func claim(hash: Int, payload: Int, matches: (Int) -> Bool) -> Int {
        var i = hash & mask
        while true {
            let stored = payloads[i]
            if stored == Self.empty { break }
            if hashes[i] == hash, matches(stored) { return stored }
            i = (i &+ 1) & mask
        }
        hashes[i] = hash
        payloads[i] = payload
        count += 1
        if count * 4 > payloads.count * 3 { grow() }
        return Self.empty
    }

    @inlinable
    mutating func grow() {
        let oldHashes = hashes, oldPayloads = payloads
        let size = oldPayloads.count * 2
        hashes = [Int](repeating: 0, count: size)
        payloads = [Int](repeating: Self.empty, count: size)
        mask = size - 1
        for (slot, payload) in oldPayloads.enumerated() where payload != Self.empty {
            var i = oldHashes[slot] & mask
            while payloads[i] != Self.empty { i = (i &+ 1) & mask }
            hashes[i] = oldHashes[slot]
            payloads[i] = payload
        }
    }
}
