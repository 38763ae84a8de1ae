import ListDiff

/// The running animation of one batch (or of a scroll): how the old layout
/// becomes the new one (a ``MotionPlan``), the timeline, and what flashes.
///
/// Timeline from `start`: motion and fades over `motion`; reloaded rows and
/// headers flash during the first `flash`; deferred reloads flash during
/// `motion ..< motion + flash`, after the moves have landed.
struct BatchAnimation {
    var old: ListLayout
    var start: Duration
    var motion: Duration
    var flash: Duration
    var end: Duration
    var easing: Easing
    var oldOffset: Int
    /// The scroll offset the batch ends at (changed by a scroll during it).
    var newOffset: Int
    var plan: MotionPlan
    /// What holds its screen line while the batch runs (see ``ScrollAnchor``), if anything.
    var anchor: ScrollAnchor? = nil
    var reloadedItemIDs: Set<AnyHashable> = []
    var deferredItemIDs: Set<AnyHashable> = []
    var reloadedSectionIDs: Set<AnyHashable> = []
    var deferredSectionIDs: Set<AnyHashable> = []
    /// Content of rows that the data source no longer answers for as shown:
    /// deleted rows, and rows whose reload is deferred (shown old until it lands).
    var oldContent: [AnyHashable: StyledText] = [:]
    var completion: ((Bool) -> Void)?

    /// Progress in time (0…1) at `time`: what fades follow. The frame eases it
    /// once (``MotionPlan/eased(_:_:)``) for every position.
    func progress(at time: Duration) -> Double {
        let elapsed = time - start
        return motion > .zero ? min(max(elapsed / motion, 0), 1) : 1
    }

    /// The frame at eased progress `e`, its pieces on screen lines: stacked
    /// by the plan, scrolled by the offset at `e`: the ``anchor``'s (see
    /// ``ScrollAnchor/frameOffset(pieces:layout:oldOffset:newOffset:e:)``),
    /// or without one a glide from ``oldOffset`` to ``newOffset``.
    /// O(units + movers · log units), as ``MotionPlan/pieces(at:layout:offset:)``.
    func pieces(at e: Double, layout: ListLayout) -> [MotionPiece] {
        if let anchor {
            var pieces = plan.pieces(at: e, layout: layout)
            if let offset = anchor.frameOffset(
                pieces: &pieces, layout: layout, oldOffset: oldOffset, newOffset: newOffset, e: e
            ) {
                // Tops stacked from line 0 are whole lines: the same rounding as stacking at `offset`.
                for i in pieces.indices { pieces[i].top = Int((Double(pieces[i].top) - offset).rounded()) }
                return pieces
            }
        }
        return plan.pieces(at: e, layout: layout, offset: Track(oldOffset, newOffset).at(e))
    }
}
