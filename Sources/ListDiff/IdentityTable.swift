/// An open-addressing hash set of list positions, keyed by the identity of
/// the element at each position: the one hash map for rows, used by the
/// diff and by `ListInput` to number repeated lines and catch repeated keys.
///
/// Unlike `Dictionary<ID, Int>` it stores no copies of the ids, only their
/// full hash values and an integer per slot, side by side so that a probe
/// touches one cache line. Probing compares hash values first, so a
/// collision costs an integer comparison instead of an id comparison (for
/// strings, a `memcmp` on memory that is likely not cached), and no id is
/// retained or released. The caller says how to compare the id being looked
/// up with the element at a stored position.
///
/// Linear probing, at most half full after the initial reservation, grown by
/// doubling (rehashing from stored hashes, without touching ids) past 3/4.
public struct IdentityTable: Sendable {
    /// Marks an empty slot (and, returned by ``claim(hash:payload:matches:)``, an insertion).
    public static let empty = Int.min

    /// A stored hash value and its payload, together in memory.
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var hash: Int
        @usableFromInline var payload: Int

        @inlinable
        init(hash: Int, payload: Int) {
            self.hash = hash
            self.payload = payload
        }
    }

    @usableFromInline var slots: [Slot]
    @usableFromInline var mask: Int
    @usableFromInline var stored = 0

    /// How many payloads are stored.
    public var count: Int { stored }

    /// A table for about `capacity` entries before it has to grow.
    ///
    /// Complexity: O(capacity).
    @inlinable
    public init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = [Slot](repeating: Slot(hash: 0, payload: Self.empty), count: size)
        mask = size - 1
    }

    /// Returns the payload already stored for an equal id, or stores `payload`
    /// and returns ``empty``.
    ///
    /// - Parameters:
    ///   - hash: the id's hash value (any hash that equal ids share).
    ///   - payload: what to store (anything but ``empty``).
    ///   - matches: whether the element at a stored payload has the id looked up;
    ///     called only for stored entries with the same hash value.
    /// - Complexity: O(1) expected.
    @inlinable
    public mutating func claim(hash: Int, payload: Int, matches: (Int) -> Bool) -> Int {
        var i = hash & mask
        while true {
            let slot = slots[i]
            if slot.payload == Self.empty { break }
            if slot.hash == hash, matches(slot.payload) { return slot.payload }
            i = (i &+ 1) & mask
        }
        slots[i] = Slot(hash: hash, payload: payload)
        stored += 1
        if stored * 4 > slots.count * 3 { grow() }
        return Self.empty
    }

    @inlinable
    mutating func grow() {
        let old = slots
        let size = old.count * 2
        slots = [Slot](repeating: Slot(hash: 0, payload: Self.empty), count: size)
        mask = size - 1
        for slot in old where slot.payload != Self.empty {
            var i = slot.hash & mask
            while slots[i].payload != Self.empty { i = (i &+ 1) & mask }
            slots[i] = slot
        }
    }
}
