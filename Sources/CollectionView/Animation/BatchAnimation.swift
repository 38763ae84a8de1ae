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
    /// The batch projected onto the screen (see ``ViewportPlan``), if it has an anchor.
    var viewport: ViewportPlan? = nil
    /// What the plan was made from, kept while the batch is planned on the screen or up to a horizon: a resize or a
    /// scroll plans it again for the new screen (``replanned(rows:new:clamp:)``, ``followingScroll(rows:new:clamp:)``),
    /// a scroll beyond the horizon plans it to a farther one (``widened(rows:new:)``).
    var source: Source? = nil
    var reloadedItemIDs: Set<AnyHashable> = []
    var deferredItemIDs: Set<AnyHashable> = []
    var reloadedSectionIDs: Set<AnyHashable> = []
    var deferredSectionIDs: Set<AnyHashable> = []
    /// Content of rows that the data source no longer answers for as shown:
    /// deleted rows, and rows whose reload is deferred (shown old until it lands).
    var oldContent: [AnyHashable: StyledText] = [:]
    var completion: ((Bool) -> Void)?

    /// The batch a plan is made from.
    struct Source {
        var mapping: BatchMapping
        var changeset: Changeset
        var touched: MotionPlan.Touched?
        /// The plan's draft when it has no viewport (``PreparedBatch/Motion/draft``): widened from it.
        var draft: MotionPlan.Draft?
    }

    /// The same batch, from the same start, planned on a screen of `rows` lines: a plan is made for the screen it is
    /// drawn on, so a resize during the batch plans it again rather than let rows it placed off the old screen show
    /// on the new one, or planned whole when the new screen holds the whole list. A scroll during the batch is
    /// kept: the new plan ends as far past its anchored offset. `nil` when the new screen has no anchor (the caller
    /// lands the batch). O(as the first plan).
    func replanned(rows: Int, new: ListLayout, clamp: (Int) -> Int) -> BatchAnimation? {
        guard let source else { return nil }
        let scrolled = newOffset - (self.viewport?.anchoredOffset ?? newOffset)
        let viewport = ViewportPlan(
            old: old, new: new, mapping: source.mapping, changeset: source.changeset, oldOffset: oldOffset, rows: rows,
            clamp: clamp, scrolled: scrolled
        )
        guard viewport != nil || ViewportPlan.holdsWhole(old: old, new: new, oldOffset: oldOffset, rows: rows) else { return nil }
        var next = self
        next.viewport = viewport
        next.plan = MotionPlan(old: old, new: new, mapping: source.mapping, changeset: source.changeset,
                               touched: source.touched, viewport: viewport)
        next.newOffset = viewport?.newOffset ?? clamp(clamp(oldOffset) + scrolled)
        return next
    }

    /// The same batch, from the same start, planned for the screen a scroll
    /// during it (``newOffset``) now ends on: a plan on the screen is made
    /// for the screens it is seen on (rows crossing an edge cross that
    /// screen's edges, and what lies between the anchor and that screen is
    /// stacked), so a scroll plans it again
    /// (``replanned(rows:new:clamp:)``); a plan up to a horizon is planned
    /// to a farther one when the screen shows lines beyond it
    /// (``widened(rows:new:)``). `nil` when the plan already covers the
    /// screen. O(as the first plan) on a screen; see ``widened(rows:new:)``.
    func followingScroll(rows: Int, new: ListLayout, clamp: (Int) -> Int) -> BatchAnimation? {
        guard let viewport else { return widened(rows: rows, new: new) }
        guard newOffset != viewport.newOffset else { return nil }
        return replanned(rows: rows, new: new, clamp: clamp) ?? gliding(rows: rows, new: new)
    }

    /// The same batch, from the same start, planned whole, the offset
    /// gliding from the old one to ``newOffset`` (as a batch without an
    /// anchor is): for a scroll during it that takes the screen away from
    /// its anchor. Keeps the draft, so that a further scroll widens it from
    /// there. O(moved rows), as a plan without an anchor.
    func gliding(rows: Int, new: ListLayout) -> BatchAnimation? {
        guard var source else { return nil }
        let draft = source.draft ?? MotionPlan.Draft(
            old: old, new: new, mapping: source.mapping, changeset: source.changeset, touched: source.touched, viewport: nil
        )
        source.draft = draft
        var next = self
        next.viewport = nil
        next.source = source
        next.plan = draft.plan(horizon: max(oldOffset, newOffset) + rows)
        return next
    }

    /// The same batch planned again, from the same start, when a screen of
    /// `rows` lines at the batch's offsets shows content lines its plan left
    /// out (``MotionPlan/horizon``: a scroll or a taller screen during the
    /// batch); its new horizon is twice what is shown, so that a scroll down
    /// a line at a time plans again a few times, not at every line. `nil`
    /// when the plan covers the screen. From the plan's draft when it kept
    /// one: O(moved rows) simple steps plus what can be seen; else O(as the first plan).
    func widened(rows: Int, new: ListLayout) -> BatchAnimation? {
        guard viewport == nil, let horizon = plan.horizon, let source else { return nil }
        let shown = max(oldOffset, newOffset) + rows
        guard shown > horizon else { return nil }
        var next = self
        next.plan = source.draft?.plan(horizon: 2 * shown) ?? MotionPlan(
            old: old, new: new, mapping: source.mapping, changeset: source.changeset, touched: source.touched, horizon: 2 * shown
        )
        return next
    }

    /// Progress in time (0…1) at `time`: what fades follow. The frame eases it
    /// once (``MotionPlan/eased(_:_:)``) for every position.
    func progress(at time: Duration) -> Double {
        let elapsed = time - start
        return motion > .zero ? min(max(elapsed / motion, 0), 1) : 1
    }

    /// The frame at eased progress `e` on a screen of `rows` lines, its
    /// pieces on screen lines: stacked by the plan and placed on the screen
    /// by the ``viewport`` (see ``AnchoredFrame/place(_:newOffset:e:)``), or
    /// without one scrolled by a glide from ``oldOffset`` to ``newOffset``.
    ///
    /// A glide is a scroll, and a scroll shows the list within its scroll
    /// range: no line above the list's top and, while the list fills the
    /// screen, none below its end. The glide's two ends are in their lists'
    /// ranges, but rows closing before others open make the list shorter in
    /// between than either end, so an offset gliding from the list's top
    /// would show lines below its end: the glide keeps within the range of
    /// the frame's own list, stopping where it ends. (A plan up to a horizon
    /// stacks more lines than any frame shows, so there it never stops; a
    /// batch that does not scroll has no glide, and its rows move only as
    /// their causes move them.) O(units + movers · log units), as
    /// ``MotionPlan/pieces(at:layout:offset:)``; twice for a frame that stops.
    func pieces(at e: Double, layout: ListLayout, rows: Int) -> [MotionPiece] {
        if let viewport, let placed = AnchoredFrame(plan: viewport, layout: layout, old: old)
            .place(plan.pieces(at: e, layout: layout), newOffset: newOffset, e: e) {
            return placed
        }
        let glide = Track(oldOffset, newOffset).at(e)
        let pieces = plan.pieces(at: e, layout: layout, offset: glide)
        guard oldOffset != newOffset, let last = pieces.last, last.top + last.lines < rows, glide > 0 else { return pieces }
        return plan.pieces(at: e, layout: layout, offset: max(glide - Double(rows - last.top - last.lines), 0))
    }
}
