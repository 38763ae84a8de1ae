import ListDiff

/// A batch checked against the new data, laid out and planned for a screen,
/// ready for the view to swap in: what
/// ``CollectionView/performBatchUpdates(_:animated:duration:completion:)``
/// does before it changes anything, as a value.
///
/// The view makes one on the main actor for every batch. A ``LiveList``
/// with a worker makes one there for a re-sort or a filter change
/// (``prepare(_:basis:answers:plans:)``): checked against the model the job
/// computed, which is the model the data source shows when it lands, and
/// laid out from the layout the job started from (its ``Basis``); back on
/// the main actor once, it is planned on the worker for the offset and
/// screen of that moment (``replanned(for:)``: a key may have scrolled
/// while it was checked); the main actor then only checks that it still
/// fits (``CollectionView/land(_:animated:duration:completion:)``) and
/// swaps it in: O(sections) instead of O(moved rows). Should the offset or
/// the screen have changed again meanwhile, it is planned again from the
/// same mapping and layout.
///
/// Every plan comes from ``planned(_:mapping:new:touched:old:oldOffset:rows:plansMotion:)``,
/// whichever thread makes it: a batch prepared on a worker moves exactly as
/// the same batch applied directly.
///
/// `@unchecked Sendable`: it crosses from the worker to the main actor once,
/// and nothing mutates it after it is made. What keeps it from being
/// `Sendable` is `AnyHashable` (ids in the layouts and the plan's sets) and
/// the layouts' immutable chunk objects (``LayoutRows/Chunk``, never
/// changed after they are built; shared copy-on-write, never written in
/// place by two threads). A live list's ids box its `Sendable` section keys
/// and row identities (``LiveList`` requires both), and ``Basis/layout``
/// was laid out from the same model's ids; headers are ``StyledText``
/// (`Sendable`).
struct PreparedBatch: @unchecked Sendable {
    /// What a batch is prepared against: the view's layout, offset and
    /// screen when its job started, and how it validates. Taken on the main
    /// actor (``CollectionView/preparationBasis(computedByModel:)``) and
    /// handed to a worker: `@unchecked Sendable` for the reasons given on
    /// ``PreparedBatch``.
    struct Basis: @unchecked Sendable {
        /// The layout shown (the new layout of a batch still animating).
        var layout: ListLayout
        /// ``CollectionView/contentVersion`` with ``layout``: a batch lands
        /// prepared only on the very layout it was planned from.
        var contentVersion: Int
        var offset: Int
        var rows: Int
        var separator: Bool
        /// The validation, resolved.
        var validation: CollectionViewConfiguration.Validation
    }

    /// The motion of a batch that animates.
    struct Motion {
        var plan: MotionPlan
        /// Whether it draws nothing new (``CollectionView/batchIsOffScreen(_:old:new:oldOffset:newOffset:anchored:rows:)``): it lasts one frame.
        var offScreen: Bool
        /// The plan's draft when it has no viewport: planned again at another offset without a viewport, or
        /// to a farther horizon, the batch is planned from it (``MotionPlan/Draft``).
        var draft: MotionPlan.Draft?
    }

    var changeset: Changeset
    var mapping: BatchMapping
    var old: ListLayout
    var new: ListLayout
    var touched: MotionPlan.Touched?
    /// The offset and screen height it was planned for.
    var oldOffset: Int
    var rows: Int
    var viewport: ViewportPlan?
    var newOffset: Int
    /// `nil` for an empty batch, which does not animate.
    var motion: Motion?
    /// The basis it was prepared against, when prepared off the main actor.
    var basis: Basis?
    /// Whether its motion is planned: `false` for a batch checked and laid
    /// out on a worker and not planned yet (``prepare(_:basis:answers:plans:)``),
    /// which is planned for the screen of the moment it comes back
    /// (``replanned(for:)``), not the one its job started from.
    var isPlanned = true

    /// `offset` clamped to the scroll range of `layout` on a screen of `rows` lines.
    static func clamped(_ offset: Int, layout: ListLayout, rows: Int) -> Int {
        min(max(offset, 0), max(layout.totalHeight - rows, 0))
    }

    /// The batch validated by `mapping`, its new layout `new` and what the
    /// derivation learned (`touched`), planned from `old` seen at `oldOffset`
    /// on a screen of `rows` lines: projected onto the screen when scrolled
    /// (``ViewportPlan``), its new offset, and its motion (unless
    /// `plansMotion` is `false`: a batch applied at once). The one place a
    /// batch is planned. O(sections + changes · log rows) plus the plan.
    ///
    /// - Parameter draft: the draft of an earlier plan of the same batch
    ///   from the same `old` (``Motion/draft``): planned without a viewport
    ///   again, the batch is planned from it rather than drafted anew.
    static func planned(
        _ changeset: Changeset, mapping: BatchMapping, new: ListLayout, touched: MotionPlan.Touched?,
        old: ListLayout, oldOffset: Int, rows: Int, plansMotion: Bool = true, reusing draft: MotionPlan.Draft? = nil
    ) -> PreparedBatch {
        let clamp = { (offset: Int) in clamped(offset, layout: new, rows: rows) }
        // Scrolled, the batch is planned on the screen: what changes off it moves nothing on it.
        let viewport = ViewportPlan(
            old: old, new: new, mapping: mapping, changeset: changeset, oldOffset: oldOffset, rows: rows, clamp: clamp
        )
        let newOffset = viewport?.newOffset ?? clamp(oldOffset)
        var motion: Motion?
        if plansMotion, !changeset.isEmpty {
            // A batch that shows nothing new lasts one frame, not an animation's length (see `batchIsOffScreen`).
            let offScreen = CollectionView.batchIsOffScreen(
                changeset, old: old, new: new, oldOffset: oldOffset, newOffset: newOffset, anchored: viewport != nil, rows: rows
            )
            let drafted = (viewport == nil ? draft : nil) ?? MotionPlan.Draft(
                old: old, new: new, mapping: mapping, changeset: changeset, touched: touched, viewport: viewport
            )
            let plan = drafted.plan(horizon: rows > 0 ? max(oldOffset, newOffset) + rows : nil)
            motion = Motion(plan: plan, offScreen: offScreen, draft: drafted.isOnScreen ? nil : drafted)
        }
        return PreparedBatch(
            changeset: changeset, mapping: mapping, old: old, new: new, touched: touched, oldOffset: oldOffset, rows: rows,
            viewport: viewport, newOffset: newOffset, motion: motion
        )
    }

    /// `changeset` checked against `answers` (the new data) as the view
    /// would check it on `basis`, laid out and planned for `basis`'s offset
    /// and screen (unless `plans` is `false`: then ``isPlanned`` is `false`,
    /// and ``replanned(for:)`` plans it): off the main actor, for ``CollectionView/land(_:animated:duration:completion:)``.
    ///
    /// - Throws: ``InvalidUpdate``, as the view would for the same batch.
    /// - Complexity: as the view's batch start: validation, layout and plan.
    static func prepare<Answers: LayoutAnswers>(
        _ changeset: Changeset, basis: Basis, answers: Answers, plans: Bool = true
    ) throws(InvalidUpdate) -> PreparedBatch {
        let (mapping, new, touched) = try BatchValidation.validate(
            changeset, old: basis.layout, answers: answers, separator: basis.separator, mode: basis.validation
        )
        var prepared = planned(
            changeset, mapping: mapping, new: new, touched: touched, old: basis.layout, oldOffset: basis.offset, rows: basis.rows,
            plansMotion: plans
        )
        prepared.basis = basis
        prepared.isPlanned = plans || changeset.isEmpty
        return prepared
    }

    /// The same batch planned again for `basis`: its layout (the one it was
    /// prepared on) at another offset or on another screen. O(as the first plan).
    func replanned(for basis: Basis) -> PreparedBatch {
        var again = replanned(oldOffset: basis.offset, rows: basis.rows)
        again.basis = basis
        return again
    }

    /// The same batch planned again from its old layout at `oldOffset` on a
    /// screen of `rows` lines (the offset or the screen changed after it
    /// was prepared). Without the validation and layout; O(as the first
    /// plan) on a screen, and from the first plan's draft without one: O(moved
    /// rows) simple steps plus what can be seen (``MotionPlan/Draft``).
    func replanned(oldOffset: Int, rows: Int) -> PreparedBatch {
        var again = Self.planned(
            changeset, mapping: mapping, new: new, touched: touched, old: old, oldOffset: oldOffset, rows: rows,
            reusing: motion?.draft
        )
        again.basis = basis
        return again
    }
}
