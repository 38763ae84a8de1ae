/// The sorted slots of each group of rows a re-sort slots apart
/// (``LiveListModel/reslot(_:parallel:)``), put from whichever thread
/// slotted the group.
///
/// `@unchecked Sendable`: each index is put exactly once, by the one run
/// of the ``ParallelFor`` body that owns that index, into memory allocated
/// before any run starts (no array is resized or copied meanwhile, so no
/// two threads touch the same bytes); ``take()`` reads them only after the
/// ``ParallelFor`` has returned, which orders every put before it.
@usableFromInline
final class SlottedGroups: @unchecked Sendable {
    @usableFromInline let lists: UnsafeMutableBufferPointer<[LiveSlot]>

    @inlinable
    init(count: Int) {
        lists = .allocate(capacity: count)
        lists.initialize(repeating: [])
    }

    deinit {
        lists.deinitialize()
        lists.deallocate()
    }

    /// Sets group `index`'s slots. Called once per index.
    @inlinable
    func put(_ slots: [LiveSlot], at index: Int) {
        lists[index] = slots
    }

    /// Every group's slots, in group order, once all are put.
    @inlinable
    func take() -> [[LiveSlot]] {
        Array(lists)
    }
}
