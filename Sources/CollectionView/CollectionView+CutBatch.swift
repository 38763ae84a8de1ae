/// A batch the next one cut short: handed over by the view so that its
/// owner lets go of it when that costs nobody a frame.
extension CollectionView {
    /// The animation of a batch that the next batch cut short, taken from
    /// the view with ``takeCutBatch()``. Opaque: hold it, and drop it when
    /// freeing the layout only it still holds (one release per layout
    /// chunk, about a millisecond at a million rows) delays nothing (in a
    /// job of its own on the main actor, after the key or frame waiting).
    public struct CutBatch {
        let animation: BatchAnimation
    }

    /// Takes the batch that the last batch started cut short (its
    /// animation, which the view otherwise lets go of in its next
    /// ``advance()``, that is its next frame), `nil` when there is none or
    /// it was taken or let go of already. A scheduler of batches that cuts
    /// them short under a busy feed (a ``LiveList``) takes it right after
    /// starting a batch. O(1).
    public func takeCutBatch() -> CutBatch? {
        guard let animation = retiredAnimation else { return nil }
        retiredAnimation = nil
        return CutBatch(animation: animation)
    }
}
