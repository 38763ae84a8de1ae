/// The value and identity of a ``LiveSlot`` whose integers may not decide a
/// comparison: kept apart, so most slots stay small and hold no reference.
@usableFromInline
final class LiveSlotValues: Sendable {
    @usableFromInline let value: LiveSortValue?
    /// `nil` when the slot's integers are the identity (``LiveSlot/Flag/idExact``): read back from them.
    @usableFromInline let id: LiveSortValue?

    @usableFromInline
    init(value: LiveSortValue?, id: LiveSortValue?) {
        self.value = value
        self.id = id
    }
}
