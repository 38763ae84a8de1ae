/// One result per group of work a ``ParallelFor`` splits (a re-sort's
/// sections, ``LiveListModel/setOrder(_:parallel:)``), put from whichever
/// thread ran the group.
///
/// `@unchecked Sendable`: each index is put exactly once, by the one run
/// of the ``ParallelFor`` body that owns that index, into memory allocated
/// before any run starts (no array is resized or copied meanwhile, so no
/// two threads touch the same bytes); ``take()`` reads them only after the
/// ``ParallelFor`` has returned, which orders every put before it.
@usableFromInline
final class GroupResults<Value>: @unchecked Sendable {
    @usableFromInline let values: UnsafeMutableBufferPointer<Value>

    /// Room for `count` results, each `empty` until put.
    @inlinable
    init(count: Int, empty: Value) {
        values = .allocate(capacity: count)
        values.initialize(repeating: empty)
    }

    deinit {
        values.deinitialize()
        values.deallocate()
    }

    /// Sets group `index`'s result. Called once per index.
    @inlinable
    func put(_ value: Value, at index: Int) {
        values[index] = value
    }

    /// Every group's result, in group order, once all are put.
    @inlinable
    func take() -> [Value] {
        Array(values)
    }
}
