/// One change event for a live list, as a value: what an app's feed turns
/// its own events into, and what `LiveList.send(_:)` and
/// ``LiveChanges/record(_:)`` take.
///
/// ```swift
/// let changes: [LiveChange<Pod>] = [.upsert(pod), .delete("web-1")]
/// ```
public enum LiveChange<Row: Differentiable> {
    /// Adds the row, or replaces the row with its identity.
    case upsert(Row)
    /// Removes the row with this identity (nothing if there is none).
    case delete(Row.DifferenceIdentifier)
    /// Replaces every row with these, as one batch.
    case resync([Row])
}

extension LiveChange: Equatable where Row: Equatable {}
extension LiveChange: Hashable where Row: Hashable {}
extension LiveChange: Sendable where Row: Sendable, Row.DifferenceIdentifier: Sendable {}

extension LiveChanges {
    /// Takes in `change`: ``upsert(_:)``, ``delete(_:)`` or ``resync(_:)``.
    /// O(1) expected, O(rows) for a resync.
    @inlinable
    public mutating func record(_ change: LiveChange<Row>) {
        switch change {
        case let .upsert(row): upsert(row)
        case let .delete(id): delete(id)
        case let .resync(rows): resync(rows)
        }
    }
}
